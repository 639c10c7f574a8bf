import { describe, expect, it } from 'vitest';
import { buildAbility, interpolateRules } from './ability';
import { bulkMoveScope, mayMoveDraftsInBulk } from './form-permissions';
import { seededRoles, type SeededRole } from './seeded-roles';

const me = { id: 7, agencyOri: 'IN0490000' };
const abilityOf = (role: SeededRole['name']) =>
  buildAbility(interpolateRules(seededRoles.find((r) => r.name === role)!.rules, me));

describe('the bulk move of drafts', () => {
  it('is for the administrators, over their agency or every agency', () => {
    expect(mayMoveDraftsInBulk(abilityOf('Agency Administrator'))).toBe(true);
    expect(bulkMoveScope(abilityOf('Agency Administrator'), me.agencyOri)).toEqual([me.agencyOri]);
    expect(mayMoveDraftsInBulk(abilityOf('State Administrator'))).toBe(true);
    expect(bulkMoveScope(abilityOf('State Administrator'), me.agencyOri)).toBeNull();
  });

  it('is not for officers and reviewers, nor for who may reassign reports but not list form versions', () => {
    expect(mayMoveDraftsInBulk(abilityOf('Officer'))).toBe(false);
    expect(mayMoveDraftsInBulk(abilityOf('Supervisor'))).toBe(false);
    expect(mayMoveDraftsInBulk(buildAbility([{ action: 'reassign', subject: 'Report' }]))).toBe(false);
  });
});
