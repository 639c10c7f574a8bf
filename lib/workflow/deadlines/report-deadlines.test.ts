import { describe, expect, it } from 'vitest';
import { isPriority } from './priority';
import { deadlineDaysProblem, deadlineOf, type DeadlineFacts } from './report-deadlines';

const defaults = { reportDueDays: null, reviewDueDays: null };
// Noon in Indianapolis on 2026-12-10 (the state's calendar day the report deadlines count in).
const now = new Date('2026-12-10T17:00:00Z');
const draft = (over: Partial<DeadlineFacts> = {}): DeadlineFacts => ({
  status: 0,
  isSupplement: false,
  dateOfCrash: '2026-11-30',
  createdAt: '2026-11-30T15:00:00Z',
  reviewSince: null,
  ...over,
});

describe('report deadlines', () => {
  it('makes a draft or rejected report due ten days after the crash, overdue from the day after', () => {
    expect(deadlineOf(draft(), defaults, now)).toEqual({ kind: 'report', due: '2026-12-10', overdue: false });
    expect(deadlineOf(draft({ dateOfCrash: '2026-11-29' }), defaults, now)).toEqual({
      kind: 'report',
      due: '2026-12-09',
      overdue: true,
    });
    expect(deadlineOf(draft({ status: 3, dateOfCrash: '2026-11-29' }), defaults, now)?.overdue).toBe(true);
  });

  it("counts the state's calendar day, not UTC's", () => {
    // 03:00 UTC on the 11th is still the 10th in Indianapolis: the report due on the 10th is not late yet.
    expect(deadlineOf(draft(), defaults, new Date('2026-12-11T03:00:00Z'))?.overdue).toBe(false);
    expect(deadlineOf(draft(), defaults, new Date('2026-12-11T06:00:00Z'))?.overdue).toBe(true);
  });

  it("takes the agency's own period", () => {
    expect(deadlineOf(draft(), { reportDueDays: 5, reviewDueDays: null }, now)).toEqual({
      kind: 'report',
      due: '2026-12-05',
      overdue: true,
    });
  });

  it('counts a supplement and an undated draft from the day they were created', () => {
    const supplement = draft({ isSupplement: true, dateOfCrash: '2026-01-02', createdAt: '2026-12-08T15:00:00Z' });
    expect(deadlineOf(supplement, defaults, now)).toEqual({ kind: 'report', due: '2026-12-18', overdue: false });
    // 02:00 UTC on Nov 25 was still Nov 24 in Indianapolis.
    const undated = draft({ dateOfCrash: null, createdAt: '2026-11-25T02:00:00Z' });
    expect(deadlineOf(undated, defaults, now)).toEqual({ kind: 'report', due: '2026-12-04', overdue: true });
  });

  it('gives a report in review three days from its Send to, through review and approval', () => {
    for (const status of [1, 7, 2]) {
      const sent = draft({ status, reviewSince: '2026-12-07T16:00:00.000Z' });
      expect(deadlineOf(sent, defaults, now)).toEqual({
        kind: 'review',
        due: '2026-12-10T16:00:00.000Z',
        overdue: true,
      });
      expect(deadlineOf(sent, defaults, new Date('2026-12-10T15:59:59Z'))?.overdue).toBe(false);
      expect(deadlineOf(sent, { reportDueDays: null, reviewDueDays: 5 }, now)?.overdue).toBe(false);
    }
  });

  it('owes nothing on an accepted, archived or supplemented report', () => {
    for (const status of [4, 9, 10])
      expect(deadlineOf(draft({ status, dateOfCrash: '2020-01-01' }), defaults, now)).toBeNull();
  });

  it('takes whole days from 1 to 365, or none for the default, in words for the field', () => {
    expect(deadlineDaysProblem(null, 'Reports due')).toBeNull();
    expect(deadlineDaysProblem(10, 'Reports due')).toBeNull();
    expect(deadlineDaysProblem(0, 'Reports due')).toBe('Reports due: at least 1 day.');
    expect(deadlineDaysProblem(366, 'Reviews due')).toBe('Reviews due: at most 365 days.');
    expect(deadlineDaysProblem(2.5, 'Reviews due')).toBe('Reviews due: a whole number of days, or empty.');
    expect(deadlineDaysProblem(Number.NaN, 'Reviews due')).toBe('Reviews due: a whole number of days, or empty.');
  });

  it('makes a fatal crash the priority', () => {
    expect(isPriority({ fatalityCount: 1 })).toBe(true);
    expect(isPriority({ fatalityCount: 0 })).toBe(false);
    expect(isPriority({ fatalityCount: null })).toBe(false);
  });
});
