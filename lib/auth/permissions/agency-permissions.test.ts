import { describe, expect, it } from 'vitest';
import { buildAbility, interpolateRules } from './ability';
import {
  agencyListScope,
  mayCreateAgency,
  mayDisableAgency,
  mayEditAgency,
  mayEditAgencyField,
  mayListAgencies,
  readsReportsOfOtherAgencies,
} from './agency-permissions';
import { seededRoles, type SeededRole } from './seeded-roles';

const ME = { id: 7, agencyOri: 'IN0490000' };
const own = { ori: ME.agencyOri };
const far = { ori: 'IN0010000' };
const abilityOf = (role: SeededRole['name']) =>
  buildAbility(interpolateRules(seededRoles.find((r) => r.name === role)!.rules, ME));

describe('agency administration permissions of the seeded roles', () => {
  it('lets the state administrator do everything to every agency', () => {
    const a = abilityOf('State Administrator');
    expect(mayListAgencies(a)).toBe(true);
    expect(agencyListScope(a)).toBeNull();
    expect(mayCreateAgency(a)).toBe(true);
    for (const agency of [own, far]) {
      expect(mayEditAgencyField(a, agency, 'name')).toBe(true);
      expect(mayEditAgencyField(a, agency, 'additionalInfo')).toBe(true);
      expect(mayDisableAgency(a, agency)).toBe(true);
    }
  });

  it('lets the agency administrator list their agency and edit only its additional information', () => {
    const a = abilityOf('Agency Administrator');
    expect(mayListAgencies(a)).toBe(true);
    expect(agencyListScope(a)).toEqual([ME.agencyOri]);
    expect(mayCreateAgency(a)).toBe(false);
    expect(mayEditAgency(a, own)).toBe(true);
    expect(mayEditAgencyField(a, own, 'additionalInfo')).toBe(true);
    expect(mayEditAgencyField(a, own, 'name')).toBe(false);
    expect(mayEditAgency(a, far)).toBe(false);
    expect(mayEditAgencyField(a, far, 'additionalInfo')).toBe(false);
    expect(mayDisableAgency(a, own)).toBe(false);
    // Reading agency names (Agency/GetAgencyName) stays open to them.
    expect(a.can('read', 'Agency')).toBe(true);
  });

  it.each(['Officer', 'Supervisor'] as const)('keeps the %s to reading agency names', (role) => {
    const a = abilityOf(role);
    expect(a.can('read', 'Agency')).toBe(true);
    expect(mayListAgencies(a)).toBe(false);
    expect(agencyListScope(a)).toEqual([]);
    expect(mayCreateAgency(a)).toBe(false);
    expect(mayEditAgency(a, own)).toBe(false);
    expect(mayDisableAgency(a, own)).toBe(false);
  });
});

describe('who reads reports of other agencies (the report tables then name the agency)', () => {
  it('is the state administrator alone among the seeded roles', () => {
    expect(readsReportsOfOtherAgencies(abilityOf('State Administrator'), ME.agencyOri)).toBe(true);
    for (const role of ['Officer', 'Supervisor', 'Agency Administrator'] as const)
      expect(readsReportsOfOtherAgencies(abilityOf(role), ME.agencyOri), role).toBe(false);
  });
});
