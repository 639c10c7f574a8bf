import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../format/dates';
import { readOnlyReason } from './read-only-reason';
import { planTransition, type WorkflowReport } from './transitions/transitions';

const AUTHOR = 1;
const REVIEWER = 2;
const now = new Date('2026-03-01T12:00:00Z');
const taken = '2026-03-01T10:00:00.000Z';
const lock = { userId: REVIEWER, createdAt: taken, userName: 'Samuel Supervisor' };
const since = `Samuel Supervisor since ${formatDateTime(taken)}`;

/** Why the author's editor opens this report read-only (edit must be refused). */
function reasonFor(report: Omit<WorkflowReport, 'authorUserId' | 'lockDurationHours'>) {
  const full = { ...report, authorUserId: AUTHOR, lockDurationHours: 24 };
  const plan = planTransition('edit', full, { id: AUTHOR }, { now });
  if (plan.ok) throw new Error('edit was allowed');
  return readOnlyReason(plan, full, AUTHOR, now);
}

describe('readOnlyReason', () => {
  it('names who holds a report in review and since when, beside the status refusal', () => {
    expect(reasonFor({ status: 7, lock })).toBe(
      `Edit is only possible for a report that is Draft or Rejected; this report is In Review. It is locked by ${since}.`,
    );
  });

  it('names the holder once when the lock itself is the refusal', () => {
    expect(reasonFor({ status: 0, lock })).toBe(
      `This report is locked by ${since}. Only that user or an administrator can change it.`,
    );
  });

  it('says nothing of a lock that has expired, or of a report without one', () => {
    const old = { ...lock, createdAt: '2026-02-27T10:00:00.000Z' };
    expect(reasonFor({ status: 7, lock: old })).toBe(
      'Edit is only possible for a report that is Draft or Rejected; this report is In Review.',
    );
    expect(reasonFor({ status: 2, lock: null })).toBe(
      'Edit is only possible for a report that is Draft or Rejected; this report is Approved.',
    );
  });
});
