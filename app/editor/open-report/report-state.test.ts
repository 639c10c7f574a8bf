import { describe, expect, it } from 'vitest';
import { code, section, text, time } from '../../../lib/forms/definition/builders';
import type { FormDefinition } from '../../../lib/forms/definition/definition-schema';
import type { CodeFinder } from '../../../lib/validation/report-checks/code-membership';
import { derive, empty } from './report-state';

/** A form of its own: the editor's check knows no form's fields. */
const definition: FormDefinition = {
  type: 'Test',
  name: 'Test form',
  lockDuration: 24,
  sections: [
    section('Notes', 'Notes', [
      text('Summary', 'Summary', { maxLength: 5 }),
      time('At', 'Time Seen'),
      code('County', 'County', 2),
    ]),
  ],
  uiRules: [],
  validationRules: [
    { id: 'summary', kind: 'required', path: 'Notes.Summary', severity: 'error', message: 'Summary is required.' },
  ],
  attachmentTypes: [],
  attachmentLimits: { maxBytesEach: 1, maxBytesTotal: 1, extensions: ['txt'] },
  mapBounds: { minLatitude: 0, maxLatitude: 1, minLongitude: 0, maxLongitude: 1 },
};

/** List 2 holds county 49 only. */
const codes: CodeFinder = (listId, value) => (listId === 2 && value === '49' ? { parentCode: null } : undefined);

describe("the editor's issues", () => {
  it('lists every value the server would refuse on save, named, before the completeness check', () => {
    const data = { Notes: { Summary: '', At: '25:99', County: '99' } };
    expect(derive(definition, data, empty, codes).issues).toEqual([
      { path: 'Notes.At', severity: 'error', message: 'Time Seen: A time as hh:mm (00:00 to 23:59).' },
      { path: 'Notes.County', severity: 'error', message: "County: 99 is not one of the list's codes." },
      { path: 'Notes.Summary', severity: 'error', message: 'Summary is required.' },
    ]);
  });

  it('tells one problem per field, and of codes only once the lists are here', () => {
    const data = { Notes: { Summary: 'far too long', County: 'X'.repeat(31) } };
    expect(derive(definition, data, empty, codes).issues).toEqual([
      { path: 'Notes.Summary', severity: 'error', message: 'Summary: At most 5 characters.' },
      { path: 'Notes.County', severity: 'error', message: 'County: Not a code of this list.' },
    ]);
    expect(derive(definition, { Notes: { Summary: 'ok', County: '99' } }, empty, null).issues).toEqual([]);
  });
});
