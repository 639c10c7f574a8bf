import { formatDateTime } from '../../format/dates';

/**
 * Review locks: a reviewer's lock lasts the form's lockDuration hours (24, or the form's own), so a
 * report is never held forever (see docs/rules/workflow.md, "Locks"). Pure: the caller passes `now`.
 */

/** A report lock lasts 24 hours unless its form definition says otherwise. */
export const DEFAULT_LOCK_DURATION_HOURS = 24;

const HOUR_MS = 60 * 60 * 1000;

/** A report's lock: who took it and when. */
export interface ReportLock {
  userId: number;
  /** A Date on the server, an ISO string once it has travelled as JSON to the client. */
  createdAt: Date | string;
  /** The holder's name, when known, so a refusal can say who holds the report. */
  userName?: string;
}

/** What lock questions need to know of a report. */
export interface LockedReport {
  lock: ReportLock | null;
  /** The form's lockDuration in hours (see {@link effectiveLockDuration}). */
  lockDurationHours: number;
}

/** Who may see a lock as what, from one user's point of view. */
export type LockState = 'free' | 'expired' | 'mine' | 'other';

/**
 * The lock duration a report uses: the form's own lockDuration when it is a positive number,
 * else the default 24 hours (older definitions and hand-made rows may lack it).
 */
export function effectiveLockDuration(formLockDuration?: number | null): number {
  return typeof formLockDuration === 'number' && Number.isFinite(formLockDuration) && formLockDuration > 0
    ? formLockDuration
    : DEFAULT_LOCK_DURATION_HOURS;
}

/** The moment a lock stops counting; an unreadable creation time gives an invalid Date. */
export function lockExpiresAt(lock: ReportLock, lockDurationHours: number): Date {
  const created = new Date(lock.createdAt).getTime();
  return new Date(created + effectiveLockDuration(lockDurationHours) * HOUR_MS);
}

/**
 * True once `lockDurationHours` have passed since the lock was taken (the end instant itself
 * counts as expired). A lock whose creation time cannot be read is expired: a lock that could
 * never expire would keep a report from review forever.
 */
export function isLockExpired(lock: ReportLock, lockDurationHours: number, now: Date): boolean {
  const end = lockExpiresAt(lock, lockDurationHours).getTime();
  return Number.isNaN(end) || now.getTime() >= end;
}

/** The user whose lock still holds the report, or null when it is free or the lock has expired. */
export function lockHolder(report: LockedReport, now: Date): number | null {
  const { lock } = report;
  if (!lock || isLockExpired(lock, report.lockDurationHours, now)) return null;
  return lock.userId;
}

/**
 * The lock as `userId` sees it: 'free' (no lock), 'expired' (a stale lock anyone may clear or
 * replace), 'mine' (a live lock of this user) or 'other' (a live lock of someone else).
 */
export function lockState(report: LockedReport, userId: number, now: Date): LockState {
  if (!report.lock) return 'free';
  const holder = lockHolder(report, now);
  if (holder === null) return 'expired';
  return holder === userId ? 'mine' : 'other';
}

/** True when a live lock of someone other than `userId` holds the report. */
export function isLockedByOther(report: LockedReport, userId: number, now: Date): boolean {
  return lockState(report, userId, now) === 'other';
}

/** True when `userId` holds a live lock on the report. */
export function isLockedBy(report: LockedReport, userId: number, now: Date): boolean {
  return lockState(report, userId, now) === 'mine';
}

/**
 * Who holds a lock, as a refusal names them: "Samuel Supervisor since 03/01/2026 10:00", or
 * "another user" when the name is not known.
 */
export function lockHolderText(lock: ReportLock): string {
  if (!lock.userName) return 'another user';
  const created = new Date(lock.createdAt);
  if (Number.isNaN(created.getTime())) return lock.userName;
  return `${lock.userName} since ${formatDateTime(created.toISOString())}`;
}

/** The lock a user takes now (Assign to me). */
export function newLock(userId: number, now: Date): ReportLock {
  return { userId, createdAt: now };
}
