import { describe, expect, it } from 'vitest';
import { section, text } from '../../lib/forms/definition/builders';
import type { FormDefinition } from '../../lib/forms/definition/definition-schema';
import type { LocalDraft } from '../local-db/local-records';
import { NOT_YET_NUMBERED } from './device-reports';
import { keptReportRow } from './kept-report-rows';

// A form of the test's own: the row reads fields by their roles, not their names.
const definition: FormDefinition = {
  type: 'Test',
  name: 'Test form',
  lockDuration: 24,
  sections: [
    section('Crash', 'Crash', [
      text('Code', 'Local code', { role: 'report.caseNumber' }),
      text('Day', 'Crash date', { role: 'report.crashDate' }),
      text('Hour', 'Crash time', { role: 'report.crashTime' }),
      text('Road', 'Road', { role: 'location.roadName' }),
      text('Cross', 'Crossing road', { role: 'location.intersectingName' }),
    ]),
  ],
  uiRules: [],
  validationRules: [],
  attachmentTypes: [],
  attachmentLimits: { maxBytesEach: 1, maxBytesTotal: 1, extensions: ['txt'] },
  mapBounds: { minLatitude: 0, maxLatitude: 1, minLongitude: 0, maxLongitude: 1 },
};

const draft = (over: Partial<LocalDraft>): LocalDraft => ({
  id: 41,
  data: { Crash: { Code: 'CARMEL-0042', Day: '11/27/2026', Hour: '14:05', Road: 'MAIN ST', Cross: 'RANGELINE RD' } },
  baseVersion: 3,
  dirty: true,
  savedAt: Date.UTC(2026, 10, 27, 15),
  report: {
    id: 41,
    version: 3,
    status: 1,
    uniqueIdentifier: 'a820b961-3056-4a26-8c92-7c0437672264',
    formConfigurationId: 1,
    formType: 'Test',
    agencyOri: 'IN0290100',
    authorUser: { id: 7, name: 'Olivia Officer' },
    formInstanceLockInfo: null,
    isSupplement: false,
    lastUpdated: '2026-11-27T14:59:00.000Z',
  },
  ...over,
});

describe('a report kept on the device, as the tables show it offline', () => {
  it('reads its case number, crash date, time and location from its values, never its internal id', () => {
    const { summary, dirty, changedAt } = keptReportRow(draft({}), definition);
    expect(summary).toMatchObject({
      id: 41,
      status: 1,
      caseNumber: 'CARMEL-0042',
      dateOfCrash: '2026-11-27',
      timeOfCrash: '14:05',
      streetName: 'MAIN ST',
      intersectStreetName: 'RANGELINE RD',
      authorUser: { id: 7, name: 'Olivia Officer' },
      lastUpdated: '2026-11-27T14:59:00.000Z',
    });
    expect(JSON.stringify(summary)).not.toContain('a820b961');
    expect({ dirty, changedAt }).toEqual({ dirty: true, changedAt: Date.UTC(2026, 10, 27, 15) });
  });

  it('names a report started on the device before it has a case number, and one whose form is not kept', () => {
    const started = keptReportRow(draft({ id: -5, data: { Crash: {} } }), definition).summary;
    expect(started.caseNumber).toBe(NOT_YET_NUMBERED);
    const unread = keptReportRow(draft({}), undefined).summary;
    expect(unread).toMatchObject({ caseNumber: null, status: 1, dateOfCrash: null });
  });
});
