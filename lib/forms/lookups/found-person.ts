import type { FoundPerson, PersonRole } from '../../api/schemas/lookup-schemas';
import type { FormDefinition } from '../definition/definition-schema';
import { formRoles, itemRoleValue } from '../definition/form-roles';
import type { FieldRole } from '../definition/roles';
import { PERSON_SECTIONS } from './person-writes';

/** A person as written in a report: the section item and where it stands. */
export interface PersonAt {
  reportId: number;
  caseNumber: string | null;
  role: PersonRole;
  /** 1-based unit number (drivers, owners, passengers). */
  unit: number | null;
  /** 1-based position among passengers or witnesses. */
  index: number | null;
  person: Record<string, unknown>;
}

/** A person as the person search answers it, read by role from its form's definition; absent fields are null. */
export function foundPersonOf(row: PersonAt, definition: FormDefinition): FoundPerson {
  const roles = formRoles(definition);
  const pattern = roles.section(PERSON_SECTIONS[row.role])?.itemPattern ?? '';
  const field = (role: FieldRole) => {
    const v = itemRoleValue(roles, pattern, row.person, role);
    return typeof v === 'string' && v.trim() ? v.trim() : null;
  };
  const lastName = field('person.lastName');
  const firstName = field('person.firstName');
  const middleInitial = field('person.middleInitial');
  const businessName = field('owner.businessName');
  const personal = [lastName, [firstName, middleInitial].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    name: personal || businessName || field('person.oneLineName') || '',
    lastName,
    firstName,
    middleInitial,
    suffix: field('person.suffix'),
    businessName,
    gender: field('person.gender'),
    birthDate: field('person.birthDate'),
    phone: field('person.phone'),
    email: field('person.email'),
    street: field('person.street'),
    city: field('person.city'),
    state: field('person.state'),
    zip: field('person.zip'),
    address: field('person.oneLineAddress'),
    licenceNumber: field('person.licenceNumber'),
    licenceState: field('person.licenceState'),
    source: { reportId: row.reportId, caseNumber: row.caseNumber, role: row.role, unit: row.unit, index: row.index },
  };
}
