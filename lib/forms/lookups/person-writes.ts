import type { FoundPerson } from '../../api/schemas/lookup-schemas';
import { parseCityStateZip } from '../../records/parsing/build-address';
import { lastCommaFirst, parsePersonName } from '../../records/parsing/normalise-names';
import type { FormDefinition } from '../definition/definition-schema';
import { formRoles, roleItemPath } from '../definition/form-roles';
import { definitionPathOf } from '../definition/paths';
import type { ProvenanceSource } from '../report-data/provenance';
import type { SectionRole } from '../definition/roles';
import { fillSection, type LookupFill } from './lookup-fill';

/** The kinds of section a person search fills. */
export type PersonTarget = 'driver' | 'owner' | 'passenger' | 'witness';

/** The section role each kind of person lives in. */
export const PERSON_SECTIONS: Readonly<Record<PersonTarget, SectionRole>> = {
  driver: 'unit.driver',
  owner: 'unit.owner',
  passenger: 'unit.passengers',
  witness: 'witnesses',
};

const TARGETS = Object.entries(PERSON_SECTIONS) as [PersonTarget, SectionRole][];

/** What a section item's path holds for a person search (Units.0.Passengers.1 -> passenger), or null. */
export function personTargetOf(definition: FormDefinition, path: string): PersonTarget | null {
  const roles = formRoles(definition);
  const pattern = definitionPathOf(path);
  return TARGETS.find(([, role]) => roles.section(role)?.itemPattern === pattern)?.[0] ?? null;
}

/** The report path a found entry was read from (its source numbers are 1-based), e.g. Units.0.Passengers.1. */
export function sourcePathOf(definition: FormDefinition, source: FoundPerson['source']): string | null {
  const roles = formRoles(definition);
  const unit = source.unit === null ? null : source.unit - 1;
  const index = source.index === null ? null : source.index - 1;
  switch (source.role) {
    case 'driver':
    case 'owner':
      return unit === null ? null : (roleItemPath(roles, PERSON_SECTIONS[source.role], unit) ?? null);
    case 'passenger':
      return unit === null || index === null ? null : (roleItemPath(roles, 'unit.passengers', unit, index) ?? null);
    case 'witness':
      return index === null ? null : (roleItemPath(roles, 'witnesses', index) ?? null);
  }
}

/** A business (an owner entered as one) has no person's name. */
const isBusiness = (p: FoundPerson) => Boolean(p.businessName) && !p.lastName && !p.firstName;

/** Whether a found entry can fill this kind of section: a business only an owner or a witness. */
export function personFitsTarget(person: FoundPerson, target: PersonTarget): boolean {
  return !isBusiness(person) || target === 'owner' || target === 'witness';
}

/** Name parts; a witness's one-line name is read as 'LAST, FIRST' with a comma, else 'FIRST LAST'. */
function nameParts(p: FoundPerson) {
  if (p.lastName || p.firstName || isBusiness(p)) {
    return { last: p.lastName, first: p.firstName, middle: p.middleInitial, suffix: p.suffix };
  }
  const parsed = parsePersonName(p.name, 'firstLast');
  return {
    last: parsed?.lastName ?? null,
    first: parsed?.firstName || null,
    middle: parsed?.middleName?.charAt(0) ?? null,
    suffix: parsed?.suffix ?? null,
  };
}

/** Address parts; a witness's one-line address is read as 'STREET, CITY ST ZIP'. */
function addressParts(p: FoundPerson) {
  if (p.street || p.city || p.state || p.zip || !p.address) {
    return { street: p.street, city: p.city, state: p.state, zip: p.zip };
  }
  const comma = p.address.indexOf(',');
  const rest = comma >= 0 ? parseCityStateZip(p.address.slice(comma + 1)) : {};
  return {
    street: (comma >= 0 ? p.address.slice(0, comma) : p.address).trim(),
    city: rest.city ?? null,
    state: rest.state ?? null,
    zip: rest.zip ?? null,
  };
}

/** The one-line address a witness holds: '12 ELM ST, CARMEL IN 46032'. */
function oneLineAddress(p: FoundPerson): string | null {
  if (p.address) return p.address;
  const place = [p.city, p.state, p.zip].filter(Boolean).join(' ');
  return [p.street, place].filter(Boolean).join(', ') || null;
}

/**
 * A person found by the person search fills a driver, owner, passenger or
 * witness (`targetPath`, e.g. Units.0.Passengers.1). The person's name, birth date, contact,
 * address and licence replace what the section held (a field the person has no value for is
 * cleared, so two people are never mixed); only fields the section has are written, and the
 * crash's own facts (seat, injury, witness type and location) are never touched. A witness gets
 * a one-line name 'LAST, FIRST' and a one-line address. Values carry the provenance `source`:
 * 'personSearch', or 'copied' when taken from another person of the same report.
 */
export function personWrites(
  definition: FormDefinition,
  targetPath: string,
  person: FoundPerson,
  source: Extract<ProvenanceSource, 'personSearch' | 'copied'> = 'personSearch',
): LookupFill {
  const target = personTargetOf(definition, targetPath);
  if (!target) throw new RangeError(`${targetPath} is not a driver, owner, passenger or witness.`);
  if (!personFitsTarget(person, target)) {
    return { writes: [], notes: [`${person.name} is a business; it cannot be a ${target}.`] };
  }
  if (target === 'witness') {
    const name = person.lastName
      ? lastCommaFirst({ lastName: person.lastName, firstName: person.firstName ?? '' })
      : person.businessName || person.name;
    return fillSection(
      definition,
      targetPath,
      [
        ['person.oneLineName', name],
        ['person.oneLineAddress', oneLineAddress(person)],
        ['person.phone', person.phone],
      ],
      source,
    );
  }
  const name = nameParts(person);
  const address = addressParts(person);
  return fillSection(
    definition,
    targetPath,
    [
      ...(target === 'owner'
        ? ([
            ['owner.kind', isBusiness(person) ? '0' : '1'],
            ['owner.businessName', person.businessName],
          ] as const)
        : []),
      ['person.lastName', name.last],
      ['person.firstName', name.first],
      ['person.middleInitial', name.middle],
      ['person.suffix', name.suffix],
      ['person.gender', person.gender],
      ['person.birthDate', person.birthDate],
      ['person.phone', person.phone],
      ['person.email', person.email],
      ['person.street', address.street],
      ['person.city', address.city],
      ['person.state', address.state],
      ['person.zip', address.zip],
      ['person.licenceNumber', person.licenceNumber],
      ['person.licenceState', person.licenceState],
    ],
    source,
  );
}
