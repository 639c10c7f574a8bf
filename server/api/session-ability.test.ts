import { describe, expect, it } from 'vitest';
import { subjectOf } from '../../lib/auth/permissions/ability';
import { sessionAbility } from './session-ability';

const readOwnAgency = { action: 'read', subject: 'Report', conditions: { agencyOri: '${user.agencyOri}' } };
const report = (agencyOri: string) => subjectOf('Report', { agencyOri });

describe('sessionAbility', () => {
  it('builds the ability of the user’s rules with their agency filled in, and keeps it for the next call', () => {
    const user = { id: 1, agencyOri: 'IN0490000', rules: [readOwnAgency] };
    const ability = sessionAbility(user);
    expect(ability.can('read', report('IN0490000'))).toBe(true);
    expect(ability.can('read', report('IN0010000'))).toBe(false);
    expect(sessionAbility({ ...user, rules: [{ ...readOwnAgency }] })).toBe(ability);
  });

  it('answers a new ability at once when the roles, the agency or the user change', () => {
    const user = { id: 2, agencyOri: 'IN0490000', rules: [readOwnAgency] };
    const before = sessionAbility(user);
    const moreRules = sessionAbility({ ...user, rules: [readOwnAgency, { action: 'approve', subject: 'Report' }] });
    expect(moreRules.can('approve', 'Report')).toBe(true);
    expect(before.can('approve', 'Report')).toBe(false);
    const moved = sessionAbility({ ...user, agencyOri: 'IN0010000' });
    expect(moved.can('read', report('IN0010000'))).toBe(true);
    expect(moved.can('read', report('IN0490000'))).toBe(false);
    expect(sessionAbility({ ...user, id: 3 })).not.toBe(before);
  });

  it('drops malformed stored rules rather than trusting them', () => {
    const ability = sessionAbility({ id: 4, agencyOri: 'IN0490000', rules: [{ action: 'manage' }, readOwnAgency] });
    expect(ability.can('manage', 'all')).toBe(false);
    expect(ability.can('read', report('IN0490000'))).toBe(true);
  });
});
