import { describe, expect, it } from 'vitest';
import { actions as caslActions } from '../../auth/permissions/ability';
import { actionsFor, rowActionCasl, screenActions, type ActionContext, type Screen } from './actions-by-status';
import type { ReportLock } from '../review/locks';

const REPORT_STATUSES = [0, 1, 2, 3, 4, 7, 9, 10];
const USER_STATUSES = [0, 1, 2, 3];
const ME = 5;
const OTHER = 6;
const HOUR = 60 * 60 * 1000;
const now = new Date('2026-03-01T12:00:00Z');
const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
const ctx = (over: Partial<ActionContext> = {}): ActionContext => ({
  userId: ME,
  online: true,
  now,
  can: () => true,
  ...over,
});

/** The actions by status of docs/rules/workflow.md, written out: action -> statuses shown ('any' = all). */
const spec: Record<Screen, Record<string, number[] | 'any'>> = {
  // reassign for statuses 1, 3, 7, 0; release for 7 and 1; delete for 3 and 0
  adminPending: { reassign: [1, 3, 7, 0], release: [7, 1], delete: [3, 0] },
  // edit any; delete for 0 only; send to for 0 and 1; print any; release for 7 (when locked by me)
  working: { edit: 'any', delete: [0], sendTo: [0, 1], print: 'any', release: [7] },
  // supplement for status 4 only; print any
  submitted: { supplement: [4], print: 'any' },
  // assign to me (when unlocked, not own); release for 7 (when locked by me)
  pendingReview: { assignToMe: 'any', release: [7] },
  // supplement, print, history (history online only); supplement keeps "4 only" (decision)
  advancedSearch: { supplement: [4], print: 'any', history: 'any' },
  // disable for 0 and 2; unlock for 2 and 3; enable for 1 and 3; edit, reset password, copy always
  userStatuses: { disable: [0, 2], unlock: [2, 3], enable: [1, 3], edit: 'any', resetPassword: 'any', copy: 'any' },
};
/** The lock conditions: "only when locked by the current user" / "only when unlocked and not the user's own". */
const lockedByMe = new Set(['working.release', 'pendingReview.release']);
const unlockedNotOwn = new Set(['pendingReview.assignToMe']);

type LockCase = 'none' | 'mine' | 'other' | 'mineExpired' | 'otherExpired';
const locks: Record<LockCase, ReportLock | null> = {
  none: null,
  mine: { userId: ME, createdAt: ago(1) },
  other: { userId: OTHER, createdAt: ago(1) },
  mineExpired: { userId: ME, createdAt: ago(24) },
  otherExpired: { userId: OTHER, createdAt: ago(30) },
};
const screens = Object.keys(spec) as Screen[];
const statusesOf = (screen: Screen) => (screen === 'userStatuses' ? USER_STATUSES : REPORT_STATUSES);

/** What the rules say is shown, from the tables above alone. */
function expected(screen: Screen, status: number, lock: LockCase, own: boolean): string[] {
  return Object.entries(spec[screen])
    .filter(([, statuses]) => statuses === 'any' || statuses.includes(status))
    .filter(([action]) => !lockedByMe.has(`${screen}.${action}`) || lock === 'mine')
    .filter(([action]) => !unlockedNotOwn.has(`${screen}.${action}`) || (!own && !['mine', 'other'].includes(lock)))
    .map(([action]) => action);
}

describe('actions by status', () => {
  it('has the screens and actions the rules list, in their order', () => {
    for (const screen of screens) {
      expect(
        screenActions[screen].map((a) => a.action),
        screen,
      ).toEqual(Object.keys(spec[screen]));
    }
  });

  const reportGrid = screens
    .filter((s) => s !== 'userStatuses')
    .flatMap((screen) =>
      REPORT_STATUSES.flatMap((status) =>
        (Object.keys(locks) as LockCase[]).flatMap((lock) =>
          [true, false].map((own) => [screen, status, lock, own] as const),
        ),
      ),
    );
  it.each(reportGrid)('%s, status %s, lock %s, own %s', (screen, status, lock, own) => {
    const row = { status, authorUserId: own ? ME : OTHER, lock: locks[lock], lockDurationHours: 24 };
    expect(actionsFor(screen, row, ctx())).toEqual(expected(screen, status, lock, own));
  });

  it.each(USER_STATUSES)('user status %s', (status) => {
    expect(actionsFor('userStatuses', { status }, ctx())).toEqual(expected('userStatuses', status, 'none', false));
  });

  it('hides history offline and nothing else', () => {
    for (const screen of screens) {
      for (const status of statusesOf(screen)) {
        const row = { status, authorUserId: OTHER, lock: null, lockDurationHours: 24 };
        const online = actionsFor(screen, row, ctx());
        expect(actionsFor(screen, row, ctx({ online: false })), `${screen} ${status}`).toEqual(
          online.filter((a) => !(screen === 'advancedSearch' && a === 'history')),
        );
      }
    }
  });
});

describe('permissions decide what is shown', () => {
  it('maps each row action to its CASL action', () => {
    expect(rowActionCasl).toEqual({
      reassign: 'reassign',
      release: 'release',
      delete: 'delete',
      edit: 'edit',
      sendTo: 'sendTo',
      print: 'print',
      supplement: 'supplement',
      assignToMe: 'assign',
      history: 'read',
      disable: 'disable',
      unlock: 'unlock',
      enable: 'enable',
      resetPassword: 'resetPassword',
      copy: 'copy',
    });
    for (const casl of Object.values(rowActionCasl)) expect(caslActions).toContain(casl);
  });

  it('hides an action when, and only when, the user lacks its permission', () => {
    for (const screen of screens) {
      for (const { action, casl } of screenActions[screen]) {
        for (const status of statusesOf(screen)) {
          const row = { status, authorUserId: OTHER, lock: locks.mine, lockDurationHours: 24 };
          const all = actionsFor(screen, row, ctx());
          const without = actionsFor(screen, row, ctx({ can: (a) => a !== casl }));
          expect(without, `${screen}.${action} ${status}`).toEqual(all.filter((a) => rowActionCasl[a] !== casl));
        }
      }
    }
  });

  it('asks only about the actions the table allows for the row', () => {
    const asked: string[] = [];
    const row = { status: 9, authorUserId: OTHER, lock: null, lockDurationHours: 24 };
    actionsFor('working', row, ctx({ can: (a) => (asked.push(a), true) }));
    expect(asked).toEqual(['edit', 'print']);
  });
});
