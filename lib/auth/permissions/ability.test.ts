import { describe, expect, it } from 'vitest';
import { actionAliases, buildAbility, interpolateRules, mayCreateReport, subjectOf } from './ability';
import type { PermissionRule } from './permission-rule';
import { seededRoles, type SeededRole } from './seeded-roles';

const me = { id: 7, agencyOri: 'IN0490000' };
const abilityOf = (role: SeededRole['name'], user = me) =>
  buildAbility(interpolateRules(seededRoles.find((r) => r.name === role)!.rules, user));
const report = (authorUserId: number, agencyOri: string) => subjectOf('Report', { authorUserId, agencyOri });
const user = (id: number, agencyOri: string) => subjectOf('User', { id, agencyOri });

describe('interpolateRules', () => {
  it('fills ${user.id} and ${user.agencyOri}, keeping numbers numbers', () => {
    const rules: PermissionRule[] = [
      { action: 'edit', subject: 'Report', conditions: { authorUserId: '${user.id}' } },
      { action: 'read', subject: 'Report', conditions: { agencyOri: { $in: ['${user.agencyOri}', 'X'] } } },
      { action: 'read', subject: 'Note', conditions: { label: 'by ${user.id} of ${user.agencyOri}' } },
    ];
    expect(interpolateRules(rules, me)).toEqual([
      { action: 'edit', subject: 'Report', conditions: { authorUserId: 7 } },
      { action: 'read', subject: 'Report', conditions: { agencyOri: { $in: ['IN0490000', 'X'] } } },
      { action: 'read', subject: 'Note', conditions: { label: 'by 7 of IN0490000' } },
    ]);
  });

  it('leaves unknown placeholders and rules without conditions alone, and does not change its input', () => {
    const rules: PermissionRule[] = [
      { action: 'read', subject: 'Role' },
      { action: 'read', subject: 'Report', conditions: { x: '${user.secret}' } },
    ];
    const copy = structuredClone(rules);
    expect(interpolateRules(rules, me)).toEqual(rules);
    expect(rules).toEqual(copy);
  });
});

describe('abilities of the seeded roles', () => {
  it('lets an officer work on own reports and read the agency’s, nothing of other agencies', () => {
    const officer = abilityOf('Officer');
    expect(officer.can('create', 'Report')).toBe(true);
    expect(officer.can('edit', report(7, 'IN0490000'))).toBe(true);
    expect(officer.can('sendTo', report(7, 'IN0490000'))).toBe(true);
    expect(officer.can('edit', report(8, 'IN0490000'))).toBe(false);
    expect(officer.can('read', report(8, 'IN0490000'))).toBe(true);
    expect(officer.can('supplement', report(8, 'IN0490000'))).toBe(true);
    expect(officer.can('read', report(8, 'IN0010000'))).toBe(false);
    expect(officer.can('approve', report(8, 'IN0490000'))).toBe(false);
    expect(officer.can('read', 'Agency')).toBe(true);
    expect(officer.can('read', 'Role')).toBe(true);
    expect(officer.can('unlock', user(8, 'IN0490000'))).toBe(false);
    expect(officer.can('resetPassword', user(8, 'IN0490000'))).toBe(false);
    expect(officer.can('read', user(8, 'IN0490000'))).toBe(false);
  });

  it('lets a supervisor review the agency’s reports through the review alias', () => {
    const supervisor = abilityOf('Supervisor');
    for (const action of actionAliases.review) {
      expect(supervisor.can(action, report(8, 'IN0490000')), action).toBe(true);
      expect(supervisor.can(action, report(8, 'IN0010000')), action).toBe(false);
    }
    expect(supervisor.can('archive', report(8, 'IN0490000'))).toBe(true);
  });

  it('lets an agency administrator manage the agency’s users, not another agency’s', () => {
    const admin = abilityOf('Agency Administrator');
    for (const action of ['unlock', 'resetPassword', 'disable', 'enable', 'read']) {
      expect(admin.can(action, user(8, 'IN0490000')), action).toBe(true);
      expect(admin.can(action, user(8, 'IN0010000')), action).toBe(false);
    }
    expect(admin.can('create', 'Report')).toBe(false);
    expect(admin.can('reassign', report(8, 'IN0490000'))).toBe(true);
  });

  it('lets a state administrator do anything anywhere', () => {
    const state = abilityOf('State Administrator');
    expect(state.can('unlock', user(8, 'IN0010000'))).toBe(true);
    expect(state.can('publish', 'FormConfiguration')).toBe(true);
    expect(state.can('delete', report(1, 'IN0010000'))).toBe(true);
  });

  it('has exactly the five seeded roles', () => {
    expect(seededRoles.map((r) => r.name)).toEqual([
      'Officer',
      'Supervisor',
      'Agency Administrator',
      'Records Clerk',
      'State Administrator',
    ]);
  });
});

describe('inverted rules', () => {
  it('take away what a broader rule gives', () => {
    const ability = buildAbility([
      { action: 'manage', subject: 'all' },
      { action: 'delete', subject: 'Report', conditions: { status: 4 }, inverted: true },
    ]);
    expect(ability.can('delete', subjectOf('Report', { status: 0 }))).toBe(true);
    expect(ability.can('delete', subjectOf('Report', { status: 4 }))).toBe(false);
  });
});

describe('who may start a crash report', () => {
  it.each([
    ['Officer', true],
    ['Supervisor', true],
    ['Agency Administrator', false],
    ['State Administrator', true],
  ] as const)('%s: %s', (role, may) => {
    expect(mayCreateReport(abilityOf(role))).toBe(may);
  });
});
