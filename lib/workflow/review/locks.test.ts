import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../format/dates';
import {
  DEFAULT_LOCK_DURATION_HOURS,
  effectiveLockDuration,
  isLockedBy,
  isLockedByOther,
  isLockExpired,
  lockExpiresAt,
  lockHolder,
  lockHolderText,
  lockState,
  newLock,
  type LockState,
  type ReportLock,
} from './locks';

const HOUR = 60 * 60 * 1000;
const taken = new Date('2026-03-01T08:00:00Z');
const after = (ms: number) => new Date(taken.getTime() + ms);
const lockOf = (userId: number, createdAt: Date | string = taken): ReportLock => ({ userId, createdAt });

describe('lock duration', () => {
  it('is 24 hours by default', () => {
    expect(DEFAULT_LOCK_DURATION_HOURS).toBe(24);
  });

  it.each([
    [undefined, 24],
    [null, 24],
    [0, 24],
    [-3, 24],
    [Number.NaN, 24],
    [Number.POSITIVE_INFINITY, 24],
    [8, 8],
    [0.5, 0.5],
    [48, 48],
  ])('a form lockDuration of %s gives %s hours', (form, hours) => {
    expect(effectiveLockDuration(form)).toBe(hours);
  });
});

describe('isLockExpired', () => {
  it.each([
    [24, 0, false],
    [24, 24 * HOUR - 1, false],
    [24, 24 * HOUR, true],
    [24, 25 * HOUR, true],
    [8, 8 * HOUR - 1, false],
    [8, 8 * HOUR, true],
    [48, 30 * HOUR, false],
    [0, 23 * HOUR, false], // a bad duration falls back to 24 hours, it does not expire at once
  ])('with %s hours, %s ms after taking: expired %s', (hours, elapsed, expired) => {
    expect(isLockExpired(lockOf(5), hours, after(elapsed))).toBe(expired);
  });

  it('reads the creation time as an ISO string, as JSON delivers it', () => {
    const lock = lockOf(5, taken.toISOString());
    expect(isLockExpired(lock, 24, after(23 * HOUR))).toBe(false);
    expect(isLockExpired(lock, 24, after(24 * HOUR))).toBe(true);
    expect(lockExpiresAt(lock, 24)).toEqual(after(24 * HOUR));
  });

  it('treats an unreadable creation time as expired, so no lock can last for ever', () => {
    expect(isLockExpired(lockOf(5, 'not a date'), 24, taken)).toBe(true);
  });
});

describe('lock holder and state', () => {
  const report = (lock: ReportLock | null, lockDurationHours = 24) => ({ lock, lockDurationHours });
  const cases: [string, ReportLock | null, number, LockState, number | null][] = [
    ['no lock', null, 1, 'free', null],
    ['my live lock', lockOf(5), 1, 'mine', 5],
    ['someone else’s live lock', lockOf(6), 1, 'other', 6],
    ['my expired lock', lockOf(5), 30, 'expired', null],
    ['someone else’s expired lock', lockOf(6), 30, 'expired', null],
  ];

  it.each(cases)('%s: user 5 sees it as expected', (_name, lock, hoursLater, state, holder) => {
    const now = after(hoursLater * HOUR);
    expect(lockState(report(lock), 5, now)).toBe(state);
    expect(lockHolder(report(lock), now)).toBe(holder);
    expect(isLockedBy(report(lock), 5, now)).toBe(state === 'mine');
    expect(isLockedByOther(report(lock), 5, now)).toBe(state === 'other');
  });

  it('uses the form’s own duration', () => {
    const now = after(9 * HOUR);
    expect(lockState(report(lockOf(6), 8), 5, now)).toBe('expired');
    expect(lockState(report(lockOf(6), 24), 5, now)).toBe('other');
  });

  it('takes a new lock for the user at the given time', () => {
    expect(newLock(5, taken)).toEqual({ userId: 5, createdAt: taken });
  });
});

describe('lockHolderText', () => {
  it('names the holder and since when, or says another user', () => {
    expect(lockHolderText({ userId: 3, createdAt: taken, userName: 'Samuel Supervisor' })).toBe(
      `Samuel Supervisor since ${formatDateTime(taken.toISOString())}`,
    );
    expect(lockHolderText({ userId: 3, createdAt: 'garbage', userName: 'Samuel Supervisor' })).toBe(
      'Samuel Supervisor',
    );
    expect(lockHolderText(lockOf(3))).toBe('another user');
  });
});
