import type { FormDefinition } from '../definition/definition-schema';
import { formRoles, itemRoleValue, roleItems, type FormRoles } from '../definition/form-roles';
import type { ReportData } from '../definition/paths';
import type { FieldRole, SectionRole } from '../definition/roles';
import { peopleOf, personValue } from './unit-people';

/** Who a party is in the crash: a unit's driver (or non-motorist), passenger, owner or vehicle, or a witness. */
export const PARTY_ROLES = ['driver', 'passenger', 'owner', 'vehicle', 'witness'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

/**
 * One person or vehicle of a report as the people and vehicles search finds it
 * (docs/rules/records-and-personal-data.md, "Finding people and vehicles"): its values
 * normalised as the search compares them, null where the report holds none.
 */
export interface ReportParty {
  kind: 'person' | 'vehicle';
  role: PartyRole;
  /** The unit's number (1 the first), null for a witness. */
  unit: number | null;
  lastName: string | null;
  firstName: string | null;
  /** yyyy-mm-dd. */
  birthDate: string | null;
  licenceNumber: string | null;
  licenceState: string | null;
  plate: string | null;
  plateState: string | null;
  vin: string | null;
}

/** A name as kept and searched: upper case, single spaces; null when empty. */
export function partyName(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').toUpperCase() : '';
  return text || null;
}

/** A licence number, plate or VIN as kept and searched: letters and digits alone, upper case. */
export function partyKey(value: unknown): string | null {
  const text = typeof value === 'string' ? value.toUpperCase().replace(/[^A-Z0-9]/g, '') : '';
  return text || null;
}

/** A date as mm/dd/yyyy (the form's mask) or yyyy-mm-dd, as yyyy-mm-dd; null when it is neither. */
export function partyDate(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const iso = us ? `${us[3]}-${us[1]}-${us[2]}` : /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null;
  if (!iso) return null;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** A party's values before any is read: each null. */
export const noPartyValues = {
  lastName: null,
  firstName: null,
  birthDate: null,
  licenceNumber: null,
  licenceState: null,
  plate: null,
  plateState: null,
  vin: null,
};

type Item = Record<string, unknown>;

/** A person of a section item, or null when it names nobody (a business owner, an empty passenger). */
function personOf(roles: FormRoles, section: SectionRole, item: Item, role: PartyRole, unit: number | null) {
  const value = (r: FieldRole) => personValue(roles, [section, item], r);
  let lastName = partyName(value('person.lastName'));
  let firstName = partyName(value('person.firstName'));
  // A witness is written on one line, LAST, FIRST (docs/rules/records-and-personal-data.md).
  const oneLine = partyName(value('person.oneLineName'));
  if (!lastName && oneLine) {
    const [last, ...first] = oneLine.split(',');
    lastName = partyName(last);
    firstName = partyName(first.join(' '));
  }
  const licenceNumber = partyKey(value('person.licenceNumber'));
  if (!lastName && !licenceNumber) return null;
  const party: ReportParty = {
    ...noPartyValues,
    kind: 'person',
    role,
    unit,
    lastName,
    firstName,
    birthDate: partyDate(value('person.birthDate')),
    licenceNumber,
    licenceState: partyName(value('person.licenceState')),
  };
  return party;
}

/** The unit's vehicle, or null when it has neither plate nor VIN. */
function vehicleOf(roles: FormRoles, unit: Item, number: number): ReportParty | null {
  const pattern = roles.section('unit.vehicle')?.itemPattern ?? '';
  const vehicle = roleItems(roles, 'unit.vehicle', unit)[0];
  const value = (r: FieldRole) => itemRoleValue(roles, pattern, vehicle, r);
  const plate = partyKey(value('vehicle.plate'));
  const vin = partyKey(value('vehicle.vin'));
  if (!plate && !vin) return null;
  return {
    ...noPartyValues,
    kind: 'vehicle',
    role: 'vehicle',
    unit: number,
    plate,
    plateState: partyName(value('vehicle.plateState')),
    vin,
  };
}

/**
 * The people and vehicles of a report, read by roles in its own definition: each unit's vehicle,
 * driver, passengers and owner, then the witnesses. What the search index of a report holds.
 */
export function reportParties(definition: FormDefinition, data: ReportData): ReportParty[] {
  const roles = formRoles(definition);
  const parties: (ReportParty | null)[] = [];
  roleItems(roles, 'units', data).forEach((unit, i) => {
    const number = i + 1;
    parties.push(vehicleOf(roles, unit, number));
    for (const [section, person] of peopleOf(roles, unit)) {
      parties.push(personOf(roles, section, person, section === 'unit.driver' ? 'driver' : 'passenger', number));
    }
    for (const owner of roleItems(roles, 'unit.owner', unit))
      parties.push(personOf(roles, 'unit.owner', owner, 'owner', number));
  });
  for (const witness of roleItems(roles, 'witnesses', data))
    parties.push(personOf(roles, 'witnesses', witness, 'witness', null));
  return parties.filter((p): p is ReportParty => p !== null);
}
