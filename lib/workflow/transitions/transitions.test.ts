import { describe, expect, it } from 'vitest';
import { actions as caslActions } from '../../auth/permissions/ability';
import type { ReportLock } from '../review/locks';
import {
  planTransition,
  transitions,
  type LockEffect,
  type SideEffect,
  type TransitionAction,
  type WorkflowReport,
} from './transitions';

const STATUSES = [0, 1, 2, 3, 4, 7, 9, 10];
const AUTHOR = 1;
const REVIEWER = 2;
const now = new Date('2026-03-01T12:00:00Z');
const mine: ReportLock = { userId: REVIEWER, createdAt: new Date('2026-03-01T10:00:00Z') };

/**
 * The transitions of docs/rules/workflow.md written out: every allowed (action, from status) with the
 * status, lock effect and side effects it leads to. Everything not listed must be refused.
 */
const allowed: [TransitionAction, number, number | null, LockEffect, SideEffect[]][] = [
  ['sendTo', 0, 1, 'keep', ['keepPreviousVersion', 'moveToInbox']],
  ['sendTo', 1, 1, 'keep', ['moveToInbox']],
  ['assignToMe', 1, 7, 'acquire', []],
  ['assignToMe', 7, 7, 'acquire', []],
  ['release', 1, 1, 'release', []],
  ['release', 7, 1, 'release', []],
  ['approve', 7, 2, 'release', []],
  ['reject', 7, 3, 'release', ['noteToAuthor']],
  ['edit', 0, 0, 'keep', []],
  ['edit', 3, 0, 'keep', []],
  ['accept', 2, 4, 'keep', ['submitToState']],
  ['supplement', 4, 4, 'keep', ['createSupplementDraft']],
  ['archive', 4, 9, 'keep', []],
  ['delete', 0, null, 'release', ['removeReport']],
  ['delete', 3, null, 'release', ['removeReport']],
  ['reassign', 0, 0, 'keep', ['changeAssignee']],
  ['reassign', 1, 1, 'keep', ['changeAssignee']],
  ['reassign', 3, 3, 'keep', ['changeAssignee']],
  ['reassign', 7, 7, 'transfer', ['changeAssignee']],
];

const actionNames = Object.keys(transitions) as TransitionAction[];
const report = (status: number, lock: ReportLock | null): WorkflowReport => ({
  status,
  authorUserId: AUTHOR,
  lock,
  lockDurationHours: 24,
});

describe('the transition matrix', () => {
  it('covers exactly the workflow actions', () => {
    expect(actionNames.sort()).toEqual(
      [
        'accept',
        'approve',
        'archive',
        'assignToMe',
        'delete',
        'edit',
        'reassign',
        'reject',
        'release',
        'sendTo',
        'supplement',
      ].sort(),
    );
  });

  const grid = actionNames.flatMap((action) => STATUSES.map((status) => [action, status] as const));
  it.each(grid)('%s from status %s', (action, status) => {
    // The most favourable request: a reviewer who holds the lock (except when taking it), as an
    // administrator, with a checked report and a note. Only the status can then refuse.
    const lock = action === 'assignToMe' ? null : mine;
    const actor = { id: REVIEWER, administrator: true };
    const plan = planTransition(action, report(status, lock), actor, { now, hasErrors: false, note: 'Why.' });
    const row = allowed.find(([a, from]) => a === action && from === status);
    if (row) {
      expect(plan).toEqual({ ok: true, toStatus: row[2], lock: row[3], sideEffects: row[4] });
    } else {
      expect(plan.ok).toBe(false);
      expect(plan.ok || plan.reason).toMatch(/ is only possible for a report that is .+; this report is .+\.$/);
    }
  });

  it.each([
    ['sendTo', 2, 'Send to is only possible for a report that is Draft or Pending Review; this report is Approved.'],
    ['approve', 1, 'Approve is only possible for a report that is In Review; this report is Pending Review.'],
    [
      'reassign',
      10,
      'Reassign is only possible for a report that is Draft, Pending Review, Rejected or In Review; this report is Supplemented.',
    ],
    ['supplement', 9, 'Supplement is only possible for a report that is Accepted; this report is Archived.'],
  ] as const)('says plainly why %s from %s is refused', (action, status, reason) => {
    expect(planTransition(action, report(status, mine), { id: REVIEWER }, { now })).toEqual({
      ok: false,
      reason,
      refusedBy: 'status',
    });
  });

  it('names the CASL action each transition needs, all of them known to lib/auth', () => {
    const casl = Object.fromEntries(actionNames.map((a) => [a, transitions[a].casl]));
    expect(casl).toEqual({
      sendTo: 'sendTo',
      assignToMe: 'assign',
      release: 'release',
      approve: 'approve',
      reject: 'reject',
      edit: 'edit',
      accept: 'accept',
      supplement: 'supplement',
      archive: 'archive',
      delete: 'delete',
      reassign: 'reassign',
    });
    for (const name of Object.values(casl)) expect(caslActions).toContain(name);
  });

  it('refuses an unknown action instead of throwing', () => {
    const plan = planTransition('toString' as TransitionAction, report(0, null), { id: AUTHOR }, { now });
    expect(plan).toEqual({ ok: false, reason: 'Unknown report action "toString".', refusedBy: 'action' });
  });
});
