import { describe, expect, it } from 'vitest';
import { buildAbility, interpolateRules } from '../auth/permissions/ability';
import { seededRoles, type SeededRole } from '../auth/permissions/seeded-roles';
import {
  assigneeRefusal,
  inboxRefusal,
  isAgencyReviewer,
  mayAuthor,
  mayReview,
  reassignRequestRefusal,
  reassignTargetOf,
  type Assignee,
  type AssignedReport,
  type Inbox,
} from './assignees';

const ORI = 'IN0490000';
const FAR = 'IN0030000';
const abilityOf = (role: SeededRole['name'], id = 5) =>
  buildAbility(interpolateRules(seededRoles.find((r) => r.name === role)!.rules, { id, agencyOri: ORI }));

const report: AssignedReport = { status: 1, agencyOri: ORI, authorUserId: 1, inboxId: 10, lockUserId: null };
const user = (over: Partial<Assignee> = {}): Assignee => ({
  id: 2,
  name: 'Samuel Supervisor',
  agencyOri: ORI,
  active: true,
  mayAuthor: true,
  mayReview: true,
  agencyReviewer: true,
  ...over,
});
const inbox = (over: Partial<Inbox> = {}): Inbox => ({
  id: 11,
  agencyOri: ORI,
  name: 'Agency review',
  userId: null,
  ...over,
});

describe('who reviews and who writes, from the seeded roles', () => {
  it.each([
    ['Officer', false, false, true],
    ['Supervisor', true, true, true],
    ['Agency Administrator', false, false, false],
    ['State Administrator', true, false, true],
  ] as const)('%s: reviews %s, is a named reviewer of the agency %s, writes %s', (role, reviews, named, writes) => {
    const ability = abilityOf(role);
    expect(mayReview(ability, ORI)).toBe(reviews);
    expect(isAgencyReviewer(ability, ORI)).toBe(named);
    expect(mayAuthor(ability, 5, ORI)).toBe(writes);
  });

  it('reviews only in the own agency unless the role says otherwise', () => {
    expect(mayReview(abilityOf('Supervisor'), FAR)).toBe(false);
    expect(mayReview(abilityOf('State Administrator'), FAR)).toBe(true);
  });
});

describe('reassign', () => {
  it('changes the author of 0 and 3, the inbox of 1 and the reviewer of 7', () => {
    expect([0, 1, 2, 3, 4, 7, 9, 10].map(reassignTargetOf)).toEqual([
      'author',
      'inbox',
      null,
      'author',
      null,
      'reviewer',
      null,
      null,
    ]);
  });

  it('asks for what the status reassigns', () => {
    expect(reassignRequestRefusal(1, { userId: 3 })).toBe('Choose the inbox the report is to wait in.');
    expect(reassignRequestRefusal(0, { inboxId: 3 })).toBe('Choose the officer who is to take over the report.');
    expect(reassignRequestRefusal(7, {})).toBe('Choose the reviewer who is to take over the review.');
    expect(reassignRequestRefusal(3, { userId: 3 })).toBeNull();
  });

  it.each([
    ['author', undefined, 'There is no user 2.'],
    ['author', user({ agencyOri: FAR }), 'Samuel Supervisor is not in the report’s agency.'],
    [
      'author',
      user({ active: false }),
      'Samuel Supervisor’s account is disabled, so Samuel Supervisor cannot take the report.',
    ],
    ['author', user({ mayAuthor: false }), 'Samuel Supervisor may not write reports.'],
    ['author', user({ id: 1 }), 'Samuel Supervisor already has this report.'],
    ['author', user(), null],
    ['reviewer', user({ mayReview: false }), 'Samuel Supervisor may not review reports.'],
    ['reviewer', user({ id: 1 }), 'Samuel Supervisor wrote this report and cannot review it.'],
    ['reviewer', user({ id: 4 }), null],
  ] as const)('to the %s %j: %s', (target, who, expected) => {
    expect(assigneeRefusal(target, report, who, 2)).toBe(expected);
  });

  it('refuses the reviewer who already holds the review', () => {
    expect(assigneeRefusal('reviewer', { ...report, status: 7, lockUserId: 2 }, user(), 2)).toBe(
      'Samuel Supervisor already has this report in review.',
    );
  });
});

describe('inboxes a report may go to', () => {
  it.each([
    ['no inbox', undefined, undefined, 'There is no inbox 11.'],
    [
      'another agency’s',
      inbox({ agencyOri: FAR }),
      undefined,
      'The inbox Agency review belongs to another agency; choose an inbox of the report’s agency.',
    ],
    [
      'the author’s own',
      inbox({ userId: 1, name: 'Olivia Officer' }),
      user({ id: 1 }),
      'Olivia Officer wrote this report and cannot review it; choose another inbox.',
    ],
    [
      'a former reviewer’s',
      inbox({ userId: 2, name: 'Samuel Supervisor' }),
      user({ mayReview: false }),
      'Samuel Supervisor no longer reviews reports; choose another inbox.',
    ],
    ['the one it is in', inbox({ id: 10 }), undefined, 'The report is already in the inbox Agency review.'],
    ['the agency’s', inbox(), undefined, null],
    ['a reviewer’s', inbox({ userId: 2, name: 'Samuel Supervisor' }), user(), null],
  ] as const)('%s', (_name, target, reviewer, expected) => {
    expect(inboxRefusal(report, target, 11, reviewer)).toBe(expected);
  });

  it('lets a Draft go back to the inbox it was in before it was rejected', () => {
    expect(inboxRefusal({ ...report, status: 0 }, inbox({ id: 10 }), 10)).toBeNull();
  });
});
