import { describe, expect, it } from 'vitest';
import type { ReportDocument } from '../../lib/api/schemas/report-document-schemas';
import type { User } from '../../lib/api/schemas/user-schemas';
import { section, text } from '../../lib/forms/definition/builders';
import type { FormDefinition } from '../../lib/forms/definition/definition-schema';
import { vehicleCrashReport } from '../../lib/forms/vehicle-crash-report';
import type { CachedForm, LocalDraft } from '../local-db/local-records';
import {
  createFromDevice,
  NO_FORM_HERE,
  NOT_YET_NUMBERED,
  startReportOnDevice,
  type DeviceReportDeps,
} from './device-reports';

// A form of the test's own: the code under test knows no form's fields.
const definition: FormDefinition = {
  type: 'Test',
  name: 'Test form',
  lockDuration: 24,
  sections: [
    section('Officer', 'Officer', [text('Last', 'Last name', { defaultFrom: 'user.lastName' })]),
    section('Place', 'Place', [text('County', 'County', { defaultFrom: 'profile.county' }), text('Street', 'Street')]),
  ],
  uiRules: [],
  validationRules: [],
  attachmentTypes: [],
  attachmentLimits: { maxBytesEach: 1, maxBytesTotal: 1, extensions: ['txt'] },
  mapBounds: { minLatitude: 0, maxLatitude: 1, minLongitude: 0, maxLongitude: 1 },
};

const officer = {
  id: 7,
  firstName: 'Olivia',
  lastName: 'Officer',
  badgeId: '42',
  agency: { ori: 'IN0490000' },
} as unknown as User;

const form = (id: number, minor: number, extra: Partial<CachedForm> = {}): CachedForm => ({
  id,
  lastUpdated: 1,
  definition,
  version: { title: vehicleCrashReport.name, agencyOri: null, majorVersion: 1, minorVersion: minor, isPublished: true },
  ...extra,
});

/** The device's copies and forms in memory, and a server whose Report/Create is idempotent by client id. */
function harness(forms: CachedForm[]) {
  const drafts = new Map<number, LocalDraft>();
  const created = new Map<string, ReportDocument>();
  const deps: DeviceReportDeps = {
    forms: async () => forms,
    getDraft: async (id) => structuredClone(drafts.get(id)),
    putDraft: async (d) => void drafts.set(d.id, structuredClone(d)),
    moveDraft: async (from, d) => {
      drafts.delete(from);
      drafts.set(d.id, structuredClone(d));
    },
    create: async ({ formConfigurationId, clientId }) => {
      const document: ReportDocument = created.get(clientId) ?? {
        id: 300 + created.size,
        version: 1,
        status: 0,
        uniqueIdentifier: `R-${300 + created.size}`,
        formConfigurationId,
        formType: 'Test',
        agencyOri: 'IN0490000',
        authorUser: { id: 7, name: 'Olivia Officer' },
        formInstanceLockInfo: null,
        isSupplement: false,
        lastUpdated: '2026-11-27T10:00:00Z',
        // The server fills the profile's default location, which the device did not know.
        data: { Officer: { Last: 'OFFICER' }, Place: { County: '49' } },
        provenance: {},
      };
      created.set(clientId, document);
      return document;
    },
    definitionOf: async () => definition,
    now: () => 1_764_000_000_000,
    uuid: () => '8d4ff4b5-0a33-4c5f-9b41-0c7e3c1f7a10',
  };
  return { deps, drafts, created };
}

describe('reports started on the device', () => {
  it('starts on the newest published version kept here, with the officer’s own values, numbered later', async () => {
    const h = harness([form(1, 0), form(2, 1), form(3, 2, { disabled: true })]);
    const key = await startReportOnDevice(officer, h.deps);
    expect(key).toBeLessThan(0);
    const kept = h.drafts.get(key)!;
    expect(kept).toMatchObject({
      dirty: true,
      baseVersion: 0,
      data: { Officer: { Last: 'OFFICER' } },
      provenance: { 'Officer.Last': 'default' },
      report: { id: key, formConfigurationId: 2, uniqueIdentifier: NOT_YET_NUMBERED, authorUser: { id: 7 } },
      clientId: '8d4ff4b5-0a33-4c5f-9b41-0c7e3c1f7a10',
    });
    expect(kept.base).toEqual({ formConfigurationId: 2, data: kept.data });
  });

  it('says why when no published form is kept on the device', async () => {
    const h = harness([form(1, 0, { version: { ...form(1, 0).version!, isPublished: false } })]);
    await expect(startReportOnDevice(officer, h.deps)).rejects.toThrow(NO_FORM_HERE);
  });

  it('is created once on the server, moves to its id and takes the values only the server knows', async () => {
    const h = harness([form(2, 1)]);
    const key = await startReportOnDevice(officer, h.deps);
    h.drafts.set(key, {
      ...h.drafts.get(key)!,
      data: { Officer: { Last: 'OFFICER' }, Place: { Street: 'MERIDIAN ST' } },
    });

    const document = await createFromDevice(key, h.deps);
    expect(h.drafts.has(key)).toBe(false);
    const moved = h.drafts.get(document.id)!;
    expect(moved).toMatchObject({
      dirty: true,
      baseVersion: 1,
      data: { Officer: { Last: 'OFFICER' }, Place: { County: '49', Street: 'MERIDIAN ST' } },
      report: { id: document.id, uniqueIdentifier: document.uniqueIdentifier },
    });
    expect(moved.clientId).toBeUndefined();
    expect(moved.conflicts).toEqual([]);

    // The answer was lost and the create is sent again from a copy still under the old key: one report.
    h.drafts.set(key, { ...moved, id: key, clientId: '8d4ff4b5-0a33-4c5f-9b41-0c7e3c1f7a10' });
    expect((await createFromDevice(key, h.deps)).id).toBe(document.id);
    expect(h.created.size).toBe(1);
  });

  it('keeps what the officer typed where the server’s new report differs, without a choice to make', async () => {
    const h = harness([form(2, 1)]);
    const key = await startReportOnDevice(officer, h.deps);
    h.drafts.set(key, { ...h.drafts.get(key)!, data: { Officer: { Last: 'OFFICER' }, Place: { County: '12' } } });
    const document = await createFromDevice(key, h.deps);
    expect(h.drafts.get(document.id)).toMatchObject({ data: { Place: { County: '12' } }, conflicts: [] });
  });
});
