import { describe, expect, it } from 'vitest';
import { section, text } from '../definition/builders';
import type { FormDefinition } from '../definition/definition-schema';
import { formDefinitionSchema } from '../definition/definition-schema';
import { serverSetPaths, withServerSetFields } from './server-set-fields';
import { vehicleCrashReport } from '../vehicle-crash-report';

/** A form of its own: the rule knows no form's fields, only the marker. */
const definition = {
  type: 'Test',
  name: 'Test form',
  lockDuration: 24,
  sections: [
    section('Officer', 'Officer', [
      text('Badge', 'Badge', { defaultFrom: 'user.badgeId', setByServer: true }),
      text('Last', 'Last name', { defaultFrom: 'user.lastName', setByServer: true }),
      text('Suggested', 'Suggested', { defaultFrom: 'user.firstName' }),
      text('Free', 'Free'),
    ]),
    section('Helpers', 'Helpers', [text('Agency', 'Agency', { defaultFrom: 'user.agencyOri', setByServer: true })], {
      repeat: { min: 0, max: 3, itemLabel: 'Helper' },
    }),
  ],
  uiRules: [],
  validationRules: [],
  attachmentTypes: [],
  attachmentLimits: { maxBytesEach: 1, maxBytesTotal: 1, extensions: ['txt'] },
  mapBounds: { minLatitude: 0, maxLatitude: 1, minLongitude: 0, maxLongitude: 1 },
} as FormDefinition;

const owner = { firstName: 'Olivia', lastName: 'Officer', badgeId: 'B12', agencyOri: 'IN0490000' };

describe('fields the server sets', () => {
  it('replaces what a save carried with the author’s values, in every item, and marks them as defaults', () => {
    const saved = {
      Officer: { Badge: 'X999', Last: 'SOMEONE', Suggested: 'TYPED', Free: 'kept' },
      Helpers: [{ Agency: 'IN0450000' }, {}],
    };
    const { data, provenance } = withServerSetFields(definition, saved, { 'Officer.Badge': 'personSearch' }, owner);
    expect(data).toEqual({
      Officer: { Badge: 'B12', Last: 'OFFICER', Suggested: 'TYPED', Free: 'kept' },
      Helpers: [{ Agency: 'IN0490000' }, { Agency: 'IN0490000' }],
    });
    expect(provenance).toEqual({
      'Officer.Badge': 'default',
      'Officer.Last': 'default',
      'Helpers.0.Agency': 'default',
      'Helpers.1.Agency': 'default',
    });
    expect(saved.Officer.Badge).toBe('X999');
  });

  it('fills them when a save left them out', () => {
    expect(withServerSetFields(definition, {}, {}, owner).data).toEqual({ Officer: { Badge: 'B12', Last: 'OFFICER' } });
  });

  it('are named by the marker of the crash report’s definition: its investigating officer and agency', () => {
    expect(serverSetPaths(vehicleCrashReport)).toEqual([
      'GeneralInformation.AgencyORITXT',
      'GeneralInformation.InvestigativeOfficer.OfficerIdTxt',
      'GeneralInformation.InvestigativeOfficer.OfficerNameFiTxt',
      'GeneralInformation.InvestigativeOfficer.OfficerNameLastTxt',
    ]);
  });

  it('must say where their value comes from', () => {
    const bad = { ...definition, sections: [section('S', 'S', [text('F', 'F', { setByServer: true })])] };
    expect(formDefinitionSchema.safeParse(bad).error?.issues[0]?.message).toBe(
      'F: a field set by the server needs defaultFrom.',
    );
  });
});
