import type { FormDefinition } from '../definition/definition-schema';
import { formRoles } from '../definition/form-roles';
import { PERSON_SECTIONS } from './person-writes';
import type { FieldRole, SectionRole } from '../definition/roles';

/** Where one form version keeps the people a person search reads, as keys of the report data. */
export interface PeopleLayout {
  /** The units' key at the report root, and under each unit its driver's, owner's and passengers'. */
  units: string | null;
  driver: string | null;
  owner: string | null;
  passengers: string | null;
  /** The witnesses' key at the report root. */
  witnesses: string | null;
  /** Every key a person's name is kept under, in any of those sections (last, first, one-line, business). */
  nameKeys: string[];
}

const NAME_ROLES: readonly FieldRole[] = [
  'person.lastName',
  'person.firstName',
  'person.oneLineName',
  'owner.businessName',
];

/**
 * The people layout of a definition, found by roles. A unit's people are read only when they sit
 * directly under a unit and the units and witnesses directly under the report, as the search's SQL
 * walks them; a form placing them elsewhere has none for the search.
 */
export function peopleLayout(definition: FormDefinition): PeopleLayout {
  const roles = formRoles(definition);
  const units = roles.section('units');
  const unitPattern = units?.itemPattern;
  const under = (role: SectionRole, parent: string | undefined) => {
    const section = roles.section(role);
    const expected = parent === undefined ? section?.key : `${parent}.${section?.key}`;
    return section && section.path === expected ? section.key : null;
  };
  const nameKeys = new Set<string>();
  for (const role of Object.values(PERSON_SECTIONS)) {
    const pattern = roles.section(role)?.itemPattern;
    if (!pattern) continue;
    for (const nameRole of NAME_ROLES) {
      const key = roles.keyIn(pattern, nameRole);
      if (key) nameKeys.add(key);
    }
  }
  return {
    units: units && !units.path.includes('.') ? units.key : null,
    driver: unitPattern ? under('unit.driver', unitPattern) : null,
    owner: unitPattern ? under('unit.owner', unitPattern) : null,
    passengers: unitPattern ? under('unit.passengers', unitPattern) : null,
    witnesses: under('witnesses', undefined),
    nameKeys: [...nameKeys].sort(),
  };
}
