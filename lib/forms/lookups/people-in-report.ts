import type { FoundPerson } from '../../api/schemas/lookup-schemas';
import type { FormDefinition } from '../definition/definition-schema';
import { formRoles, roleItems } from '../definition/form-roles';
import { definitionPathOf, type ReportData } from '../definition/paths';
import type { FieldRole } from '../definition/roles';
import { foundPersonOf } from './found-person';
import type { LookupFill } from './lookup-fill';
import { personWrites, sourcePathOf } from './person-writes';

/** What of a person another section may take: the whole person, or where they live. */
export type TakenPart = 'person' | 'address';

const ADDRESS_ROLES: ReadonlySet<FieldRole> = new Set([
  'person.street',
  'person.city',
  'person.state',
  'person.zip',
  'person.oneLineAddress',
]);

const hasAddress = (p: FoundPerson) => Boolean(p.street || p.city || p.zip || p.address);

/**
 * The people already written in this report, in the order the form shows them (each unit's driver,
 * owner and passengers, then the witnesses), that have a name or an address: what a passenger, a
 * witness or an owner can be filled from without typing again, on this device, offline too.
 */
export function peopleInReport(definition: FormDefinition, data: ReportData, reportId: number): FoundPerson[] {
  const roles = formRoles(definition);
  const at = (
    role: FoundPerson['source']['role'],
    person: Record<string, unknown>,
    unit: number | null,
    index: number | null,
  ) => foundPersonOf({ reportId, caseNumber: null, role, unit, index, person }, definition);
  const people: FoundPerson[] = [];
  roleItems(roles, 'units', data).forEach((unit, u) => {
    for (const driver of roleItems(roles, 'unit.driver', unit)) people.push(at('driver', driver, u + 1, null));
    for (const owner of roleItems(roles, 'unit.owner', unit)) people.push(at('owner', owner, u + 1, null));
    roleItems(roles, 'unit.passengers', unit).forEach((p, i) => people.push(at('passenger', p, u + 1, i + 1)));
  });
  roleItems(roles, 'witnesses', data).forEach((w, i) => people.push(at('witness', w, null, i + 1)));
  return people.filter((p) => p.name || hasAddress(p));
}

/** The others a section item at `targetPath` can take from: everyone listed but itself, with an address when that is what is taken. */
export function peopleToTakeFrom(
  definition: FormDefinition,
  data: ReportData,
  reportId: number,
  targetPath: string,
): FoundPerson[] {
  return peopleInReport(definition, data, reportId).filter((p) => sourcePathOf(definition, p.source) !== targetPath);
}

/**
 * The writes that give the item at `targetPath` another person's address, or the whole person
 * (as the person search would), marked as copied within the report. Taking an address leaves the
 * name, birth date and contact as they are.
 */
export function takeFromPerson(
  definition: FormDefinition,
  targetPath: string,
  person: FoundPerson,
  part: TakenPart,
): LookupFill {
  const fill = personWrites(definition, targetPath, person, 'copied');
  if (part === 'person') return fill;
  const roles = formRoles(definition);
  const writes = fill.writes.filter((w) => {
    const role = roles.roleAt(definitionPathOf(w.path));
    return role !== undefined && ADDRESS_ROLES.has(role);
  });
  return { writes, notes: hasAddress(person) ? fill.notes : [`${person.name} has no address to take.`] };
}
