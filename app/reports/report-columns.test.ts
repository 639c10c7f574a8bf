import { describe, expect, it } from 'vitest';
import type { ReportSummary } from '../../lib/api/schemas/report-schemas';
import { actionsFor } from '../../lib/workflow/transitions/actions-by-status';
import { reportColumnsFor, workflowViewOf } from './report-columns';

const row = (over: Partial<ReportSummary>): ReportSummary => ({
  id: 7,
  version: 3,
  status: 7,
  formType: 'Crash',
  caseNumber: 'A1',
  dateOfCrash: '2026-11-20',
  timeOfCrash: '14:05',
  streetName: 'N MERIDIAN ST',
  intersectStreetName: null,
  countyCode: '097',
  municipalityCode: null,
  crashTypeCode: '39:1',
  injuryCount: 0,
  fatalityCount: 0,
  agencyOri: 'IN0490000',
  departmentName: 'IMPD',
  inboxId: 1,
  inboxName: 'Agency review',
  authorUser: { id: 1, name: 'Olivia Officer' },
  lockingUser: { id: 2, name: 'Samuel Supervisor' },
  lockCreated: '2026-11-22T08:00:00.000Z',
  // A form with its own 8-hour lockDuration (not the default 24).
  lockExpiresAt: '2026-11-22T16:00:00.000Z',
  isSupplement: false,
  lastUpdated: '2026-11-22T08:00:00.000Z',
  ...over,
});

const reviewer = (userId: number, now: string) => ({ userId, online: true, now: new Date(now), can: () => true });

describe('a table row as lib/workflow sees it', () => {
  it('carries the lock and its duration from the row’s lock times', () => {
    const view = workflowViewOf(row({}));
    expect(view.lock).toMatchObject({ userId: 2, userName: 'Samuel Supervisor' });
    expect(view.lockDurationHours).toBe(8);
    expect(workflowViewOf(row({ lockingUser: null, lockCreated: null, lockExpiresAt: null })).lock).toBeNull();
  });

  it('offers Release to the lock holder and Assign to me to another reviewer once the lock has expired', () => {
    const live = '2026-11-22T12:00:00.000Z';
    const expired = '2026-11-22T17:00:00.000Z';
    expect(actionsFor('pendingReview', workflowViewOf(row({})), reviewer(2, live))).toEqual(['release']);
    expect(actionsFor('pendingReview', workflowViewOf(row({})), reviewer(3, live))).toEqual([]);
    expect(actionsFor('pendingReview', workflowViewOf(row({})), reviewer(3, expired))).toEqual(['assignToMe']);
  });
});

describe('report table columns', () => {
  it('names the agency after the case number only for whoever reads several agencies', () => {
    const names = ['caseNumber', 'dateOfCrash', 'status'];
    expect(reportColumnsFor(names, false).map((c) => c.header)).toEqual(['Case number', 'Date of crash', 'Status']);
    expect(reportColumnsFor(names, true).map((c) => c.header)).toEqual([
      'Case number',
      'Agency',
      'Date of crash',
      'Status',
    ]);
  });
});
