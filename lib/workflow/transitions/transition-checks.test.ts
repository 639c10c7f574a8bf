import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../format/dates';
import type { ReportLock } from '../review/locks';
import { planTransition, type TransitionAction, type TransitionInput, type WorkflowActor } from './transitions';

const AUTHOR = 1;
const REVIEWER = 2;
const OTHER = 3;
const HOUR = 60 * 60 * 1000;
const now = new Date('2026-03-01T12:00:00Z');
const lockBy = (userId: number, hoursAgo: number): ReportLock => ({
  userId,
  createdAt: new Date(now.getTime() - hoursAgo * HOUR),
});

interface Case {
  name: string;
  action: TransitionAction;
  status: number;
  lock?: ReportLock | null;
  lockDurationHours?: number;
  author?: number;
  actor?: WorkflowActor;
  input?: Partial<TransitionInput>;
  /** A toStatus when allowed, else the exact message. */
  expect: number | null | string;
}

const OWN_REPORT = 'You cannot review your own report.';
const IN_REVIEW_BY_OTHER = 'This report is in review by another user.';
const LOCKED_BY_OTHER = 'This report is locked by another user. Only that user or an administrator can change it.';

// One request per line, so the table reads as a table.
// prettier-ignore
const cases: Case[] = [
  // Send to: Draft only without completeness errors; a pending one was checked already.
  { name: 'a draft with errors', action: 'sendTo', status: 0, input: { hasErrors: true }, expect: 'The report has errors. Fix them before sending it.' },
  { name: 'an unchecked draft', action: 'sendTo', status: 0, input: { hasErrors: undefined }, expect: 'Check the report for errors before sending it.' },
  { name: 'a clean draft', action: 'sendTo', status: 0, expect: 1 },
  { name: 'a pending report to another inbox', action: 'sendTo', status: 1, input: { hasErrors: undefined }, expect: 1 },
  { name: 'a draft locked by another user', action: 'sendTo', status: 0, lock: lockBy(OTHER, 1), expect: LOCKED_BY_OTHER },
  // Assign to me: only unlocked and not one's own report.
  { name: 'own report', action: 'assignToMe', status: 1, author: REVIEWER, expect: OWN_REPORT },
  { name: 'a free pending report', action: 'assignToMe', status: 1, lock: null, expect: 7 },
  { name: 'a report in review by another', action: 'assignToMe', status: 7, lock: lockBy(OTHER, 1), expect: IN_REVIEW_BY_OTHER },
  { name: 'a report already mine', action: 'assignToMe', status: 7, lock: lockBy(REVIEWER, 1), expect: 'You already have this report in review.' },
  { name: 'a report whose lock expired', action: 'assignToMe', status: 7, lock: lockBy(OTHER, 24), expect: 7 },
  { name: 'a lock past the form’s 8 hours', action: 'assignToMe', status: 7, lock: lockBy(OTHER, 9), lockDurationHours: 8, expect: 7 },
  { name: 'a lock within the default 24 hours', action: 'assignToMe', status: 7, lock: lockBy(OTHER, 9), expect: IN_REVIEW_BY_OTHER },
  // Approve and reject: only the live lock holder, never on one's own report; reject needs a note.
  { name: 'approve without the lock', action: 'approve', status: 7, lock: null, expect: 'Assign the report to yourself before reviewing it.' },
  { name: 'approve with an expired lock', action: 'approve', status: 7, lock: lockBy(REVIEWER, 25), expect: 'Your review lock has expired. Assign the report to yourself again.' },
  { name: 'approve another’s review', action: 'approve', status: 7, lock: lockBy(OTHER, 1), expect: IN_REVIEW_BY_OTHER },
  { name: 'approve as administrator another’s review', action: 'approve', status: 7, lock: lockBy(OTHER, 1), actor: { id: REVIEWER, administrator: true }, expect: IN_REVIEW_BY_OTHER },
  { name: 'approve own report', action: 'approve', status: 7, author: REVIEWER, expect: OWN_REPORT },
  { name: 'approve', action: 'approve', status: 7, expect: 2 },
  { name: 'reject without a note', action: 'reject', status: 7, input: { note: undefined }, expect: 'Write a note to the author saying why the report is rejected.' },
  { name: 'reject with a blank note', action: 'reject', status: 7, input: { note: '  \n' }, expect: 'Write a note to the author saying why the report is rejected.' },
  { name: 'reject with a note', action: 'reject', status: 7, expect: 3 },
  // Release: the holder, anyone once the lock expired or is gone, an administrator always.
  { name: 'release another’s live lock', action: 'release', status: 7, lock: lockBy(OTHER, 1), expect: LOCKED_BY_OTHER },
  { name: 'release another’s lock as administrator', action: 'release', status: 7, lock: lockBy(OTHER, 1), actor: { id: REVIEWER, administrator: true }, expect: 1 },
  { name: 'release a pending report’s lock as administrator', action: 'release', status: 1, lock: lockBy(OTHER, 1), actor: { id: REVIEWER, administrator: true }, expect: 1 },
  { name: 'release an expired lock', action: 'release', status: 7, lock: lockBy(OTHER, 30), expect: 1 },
  { name: 'release a report with no lock', action: 'release', status: 1, lock: null, expect: 1 },
  // Delete: 0 from working reports; 3 only through administration.
  { name: 'delete a rejected report', action: 'delete', status: 3, author: REVIEWER, lock: null, expect: 'Only an administrator can delete a report that is Rejected.' },
  { name: 'delete a rejected report as administrator', action: 'delete', status: 3, actor: { id: REVIEWER, administrator: true }, expect: null },
  { name: 'delete a draft', action: 'delete', status: 0, author: REVIEWER, lock: null, expect: null },
  { name: 'delete a draft another user has locked', action: 'delete', status: 0, lock: lockBy(OTHER, 1), expect: LOCKED_BY_OTHER },
  // Others' live locks block edit, accept and archive.
  { name: 'edit a rejected report', action: 'edit', status: 3, author: REVIEWER, lock: null, expect: 0 },
  { name: 'edit a draft another user has locked', action: 'edit', status: 0, lock: lockBy(OTHER, 1), expect: LOCKED_BY_OTHER },
  { name: 'accept a report another user has locked', action: 'accept', status: 2, lock: lockBy(OTHER, 1), expect: LOCKED_BY_OTHER },
  { name: 'archive a report another user has locked', action: 'archive', status: 4, lock: lockBy(OTHER, 1), expect: LOCKED_BY_OTHER },
  { name: 'reassign a report in review as administrator', action: 'reassign', status: 7, lock: lockBy(OTHER, 1), actor: { id: REVIEWER, administrator: true }, expect: 7 },
];

describe('transition checks', () => {
  it.each(cases)('$action: $name', (c) => {
    const report = {
      status: c.status,
      authorUserId: c.author ?? AUTHOR,
      lock: c.lock === undefined ? lockBy(REVIEWER, 1) : c.lock,
      lockDurationHours: c.lockDurationHours ?? 24,
    };
    const input = { now, hasErrors: false, note: 'Times do not match.', ...c.input };
    const plan = planTransition(c.action, report, c.actor ?? { id: REVIEWER }, input);
    if (typeof c.expect === 'string') expect(plan).toMatchObject({ ok: false, reason: c.expect });
    else expect(plan).toMatchObject({ ok: true, toStatus: c.expect });
  });
});

describe('supplements', () => {
  const supplement = { status: 2, authorUserId: AUTHOR, lock: null, lockDurationHours: 24 };
  it('marks the original Supplemented when a supplement is accepted, and only then', () => {
    const accepted = planTransition('accept', { ...supplement, isSupplement: true }, { id: REVIEWER }, { now });
    expect(accepted).toEqual({
      ok: true,
      toStatus: 4,
      lock: 'keep',
      sideEffects: ['submitToState', 'markOriginalSupplemented'],
    });
    const plain = planTransition('accept', { ...supplement, isSupplement: false }, { id: REVIEWER }, { now });
    expect(plain).toEqual({ ok: true, toStatus: 4, lock: 'keep', sideEffects: ['submitToState'] });
  });

  it('refuses a second supplement while one is in progress, naming it', () => {
    const accepted = { status: 4, authorUserId: AUTHOR, lock: null, lockDurationHours: 24 };
    expect(planTransition('supplement', { ...accepted, openSupplementId: null }, { id: OTHER }, { now }).ok).toBe(true);
    expect(planTransition('supplement', { ...accepted, openSupplementId: 42 }, { id: OTHER }, { now })).toEqual({
      ok: false,
      refusedBy: 'noOpenSupplement',
      reason:
        'This report already has a supplement in progress (report 42). Continue that one; only one supplement is worked on at a time.',
    });
  });
});

describe('accepting', () => {
  const approved = { status: 2, authorUserId: AUTHOR, lock: null, lockDurationHours: 24 };
  it('is refused to the report’s author, as its review is', () => {
    expect(planTransition('accept', approved, { id: AUTHOR }, { now })).toEqual({
      ok: false,
      refusedBy: 'notAuthor',
      reason: 'You cannot accept your own report; another reviewer must accept it.',
    });
    // An administrator acting through administration is still the author.
    expect(planTransition('accept', approved, { id: AUTHOR, administrator: true }, { now }).ok).toBe(false);
    expect(planTransition('accept', approved, { id: REVIEWER }, { now }).ok).toBe(true);
  });
});

describe('what refused a move', () => {
  const report = { status: 7, authorUserId: AUTHOR, lock: lockBy(REVIEWER, 1), lockDurationHours: 24 };
  it.each([
    ['approve', { ...report, status: 1 }, {}, 'status'],
    ['sendTo', { ...report, status: 0, lock: null }, { hasErrors: true }, 'complete'],
    ['reject', report, { note: ' ' }, 'note'],
    ['approve', { ...report, authorUserId: REVIEWER }, {}, 'notOwnReport'],
    ['assignToMe', { ...report, lock: lockBy(OTHER, 1) }, {}, 'lockFree'],
    ['approve', { ...report, lock: null }, {}, 'holdsLock'],
    ['accept', { ...report, status: 2, lock: lockBy(OTHER, 1) }, {}, 'notLockedByOther'],
    ['delete', { ...report, status: 3, lock: null }, {}, 'administrator'],
  ] as const)('%s is refused by %s', (action, r, input, by) => {
    const plan = planTransition(action, r, { id: REVIEWER }, { now, ...input });
    expect(plan).toMatchObject({ ok: false, refusedBy: by });
  });
});

describe('refusals name the lock holder when known', () => {
  const held = { userId: OTHER, createdAt: new Date(now.getTime() - HOUR), userName: 'Samuel Supervisor' };
  const since = formatDateTime(held.createdAt.toISOString());
  const report = { status: 7, authorUserId: AUTHOR, lock: held, lockDurationHours: 24 };
  it('for the reviewer who lost the race to Assign to me', () => {
    expect(planTransition('assignToMe', report, { id: REVIEWER }, { now })).toMatchObject({
      reason: `This report is in review by Samuel Supervisor since ${since}.`,
    });
  });
  it('for a decision on a report another reviewer holds', () => {
    expect(planTransition('approve', report, { id: REVIEWER }, { now })).toMatchObject({
      reason: `This report is in review by Samuel Supervisor since ${since}.`,
    });
  });
  it('for a change the lock protects', () => {
    expect(planTransition('release', report, { id: REVIEWER }, { now })).toMatchObject({
      reason: `This report is locked by Samuel Supervisor since ${since}. Only that user or an administrator can change it.`,
    });
  });
});
