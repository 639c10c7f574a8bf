import { describe, expect, it } from 'vitest';
import { buildAbility, interpolateRules, subjectOf } from '../../auth/permissions/ability';
import { seededRoles, type SeededRole } from '../../auth/permissions/seeded-roles';
import { actionsFor, type Screen } from './actions-by-status';
import type { ReportLock } from '../review/locks';

// The tables and the seeded roles together, as a screen will use them.
const ORI = 'IN0490000';
const FAR = 'IN0030000';
const ME = 5;
const OTHER = 6;
const now = new Date('2026-03-01T12:00:00Z');
const myLock: ReportLock = { userId: ME, createdAt: new Date('2026-03-01T11:00:00Z') };

const abilityOf = (role: SeededRole['name']) =>
  buildAbility(interpolateRules(seededRoles.find((r) => r.name === role)!.rules, { id: ME, agencyOri: ORI }));

interface Row {
  status: number;
  author?: number;
  agencyOri?: string;
  lock?: ReportLock | null;
  openSupplementId?: number | null;
}

function shown(role: SeededRole['name'], screen: Screen, r: Row, online = true): string[] {
  const ability = abilityOf(role);
  if (screen === 'userStatuses') {
    const user = subjectOf('User', { id: OTHER, agencyOri: r.agencyOri ?? ORI, status: r.status });
    return actionsFor(screen, { status: r.status }, { userId: ME, online, now, can: (a) => ability.can(a, user) });
  }
  const report = {
    status: r.status,
    authorUserId: r.author ?? OTHER,
    agencyOri: r.agencyOri ?? ORI,
    lock: r.lock ?? null,
    lockDurationHours: 24,
    openSupplementId: r.openSupplementId ?? null,
  };
  const can = (a: string) => ability.can(a, subjectOf('Report', report));
  return actionsFor(screen, report, { userId: ME, online, now, can });
}

const cases: [string, SeededRole['name'], Screen, Row, string[], boolean?][] = [
  ['an officer’s own draft', 'Officer', 'working', { status: 0, author: ME }, ['edit', 'delete', 'sendTo', 'print']],
  ['an officer’s own pending report', 'Officer', 'working', { status: 1, author: ME }, ['edit', 'sendTo', 'print']],
  ['an officer’s own accepted report', 'Officer', 'working', { status: 4, author: ME }, ['edit', 'print']],
  ['a colleague’s accepted report', 'Officer', 'submitted', { status: 4 }, ['supplement', 'print']],
  // The server refuses a second supplement in progress, so neither screen offers one.
  [
    'an accepted report with a supplement in progress',
    'Officer',
    'submitted',
    { status: 4, openSupplementId: 9 },
    ['print'],
  ],
  ['the same found by search', 'Officer', 'advancedSearch', { status: 4, openSupplementId: 9 }, ['print', 'history']],
  ['another agency’s accepted report', 'Officer', 'submitted', { status: 4, agencyOri: FAR }, []],
  ['a colleague’s report online', 'Officer', 'advancedSearch', { status: 4 }, ['supplement', 'print', 'history']],
  ['a colleague’s report offline', 'Officer', 'advancedSearch', { status: 4 }, ['supplement', 'print'], false],
  ['a pending report, as officer', 'Officer', 'pendingReview', { status: 1 }, []],
  ['the admin table, as officer', 'Officer', 'adminPending', { status: 0 }, []],
  ['a colleague’s pending report', 'Supervisor', 'pendingReview', { status: 1 }, ['assignToMe']],
  ['the supervisor’s own pending report', 'Supervisor', 'pendingReview', { status: 1, author: ME }, []],
  ['a report the supervisor reviews', 'Supervisor', 'pendingReview', { status: 7, lock: myLock }, ['release']],
  ['the same in working reports', 'Supervisor', 'working', { status: 7, lock: myLock }, ['print', 'release']],
  ['another agency’s pending report', 'Supervisor', 'pendingReview', { status: 1, agencyOri: FAR }, []],
  ['a rejected report', 'Agency Administrator', 'adminPending', { status: 3 }, ['reassign', 'delete']],
  ['a report in review', 'Agency Administrator', 'adminPending', { status: 7 }, ['reassign', 'release']],
  ['another agency’s draft', 'Agency Administrator', 'adminPending', { status: 0, agencyOri: FAR }, []],
  [
    'an accepted report, as administrator',
    'Agency Administrator',
    'advancedSearch',
    { status: 4 },
    ['print', 'history'],
  ],
  [
    'a locked user',
    'Agency Administrator',
    'userStatuses',
    { status: 2 },
    ['disable', 'unlock', 'edit', 'resetPassword', 'copy'],
  ],
  [
    'a disabled user',
    'Agency Administrator',
    'userStatuses',
    { status: 1 },
    ['enable', 'edit', 'resetPassword', 'copy'],
  ],
  ['another agency’s user', 'Agency Administrator', 'userStatuses', { status: 0, agencyOri: FAR }, []],
  ['a user, as supervisor', 'Supervisor', 'userStatuses', { status: 0 }, []],
  [
    'another agency’s user',
    'State Administrator',
    'userStatuses',
    { status: 3, agencyOri: FAR },
    ['unlock', 'enable', 'edit', 'resetPassword', 'copy'],
  ],
  [
    'another agency’s pending report',
    'State Administrator',
    'adminPending',
    { status: 1, agencyOri: FAR },
    ['reassign', 'release'],
  ],
];

describe('actions shown to each seeded role', () => {
  it.each(cases)('%s (%s, %s)', (_name, role, screen, row, actions, online = true) => {
    expect(shown(role, screen, row, online)).toEqual(actions);
  });
});
