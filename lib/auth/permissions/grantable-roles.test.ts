import { describe, expect, it } from 'vitest';
import { buildAbility, interpolateRules } from './ability';
import { grantRefusal, mayGrantRole } from './grantable-roles';
import type { PermissionRule } from './permission-rule';
import { seededRoles } from './seeded-roles';

const actor = { id: 7, agencyOri: 'IN0490000' };
const rulesOf = (name: string) => seededRoles.find((r) => r.name === name)?.rules ?? [];
const abilityOf = (name: string) => buildAbility(interpolateRules(rulesOf(name), actor));

describe('which roles an actor may grant', () => {
  const agencyAdmin = abilityOf('Agency Administrator');

  it('lets an agency administrator grant Officer, Supervisor and Agency Administrator', () => {
    for (const name of ['Officer', 'Supervisor', 'Agency Administrator']) {
      expect(grantRefusal(agencyAdmin, actor, rulesOf(name)), name).toBeNull();
    }
  });

  it('does not let an agency administrator grant State Administrator', () => {
    expect(mayGrantRole(agencyAdmin, actor, rulesOf('State Administrator'))).toBe(false);
    expect(grantRefusal(agencyAdmin, actor, rulesOf('State Administrator'))).toMatch(/state administrator/);
  });

  it('does not let an agency administrator grant a role that reads every agency\u2019s reports', () => {
    const custom: PermissionRule[] = [{ action: 'read', subject: 'Report' }];
    expect(grantRefusal(agencyAdmin, actor, custom)).toMatch(/read on Report beyond/);
  });

  it('accepts the same rule once it is limited to the user\u2019s own agency or own records', () => {
    expect(
      mayGrantRole(agencyAdmin, actor, [
        { action: 'read', subject: 'Report', conditions: { agencyOri: '${user.agencyOri}' } },
      ]),
    ).toBe(true);
    expect(
      mayGrantRole(agencyAdmin, actor, [
        { action: 'read', subject: 'Note', conditions: { authorUserId: '${user.id}' } },
      ]),
    ).toBe(true);
  });

  it('refuses a user-administration action the actor does not hold, even inside the agency', () => {
    const roles: PermissionRule[] = [{ action: 'edit', subject: 'Role' }];
    expect(grantRefusal(agencyAdmin, actor, roles)).toMatch(/edit on Role, which you do not hold/);
    const settings: PermissionRule[] = [{ action: 'read', subject: 'ApplicationSettings' }];
    expect(mayGrantRole(agencyAdmin, actor, settings)).toBe(false);
  });

  it('refuses the agency\u2019s log of administration changes without an agency condition', () => {
    expect(mayGrantRole(agencyAdmin, actor, [{ action: 'read', subject: 'AdminEvent' }])).toBe(false);
  });

  it('lets nobody but a state administrator grant manage or all', () => {
    expect(
      mayGrantRole(agencyAdmin, actor, [
        { action: 'manage', subject: 'Report', conditions: { agencyOri: '${user.agencyOri}' } },
      ]),
    ).toBe(false);
    expect(mayGrantRole(agencyAdmin, actor, [{ action: 'read', subject: 'all' }])).toBe(false);
  });

  it('lets a state administrator grant every role, custom ones too', () => {
    const state = abilityOf('State Administrator');
    for (const role of seededRoles) expect(mayGrantRole(state, actor, role.rules), role.name).toBe(true);
    expect(mayGrantRole(state, actor, [{ action: 'read', subject: 'Report' }])).toBe(true);
  });

  it('lets an officer grant no role that administers users', () => {
    const officer = abilityOf('Officer');
    expect(mayGrantRole(officer, actor, rulesOf('Agency Administrator'))).toBe(false);
    expect(mayGrantRole(officer, actor, rulesOf('Officer'))).toBe(true);
  });
});
