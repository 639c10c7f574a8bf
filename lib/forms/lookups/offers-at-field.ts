import type { FoundPerson } from '../../api/schemas/lookup-schemas';
import type { FormDefinition } from '../definition/definition-schema';
import { formRoles, roleItemPath } from '../definition/form-roles';
import { definitionPathOf, getAt, isEmptyValue, type ReportData } from '../definition/paths';
import { yesOptionValue } from '../definition/yes-no';
import { peopleToTakeFrom } from './people-in-report';
import { personTargetOf } from './person-writes';

/**
 * The aids an officer would otherwise have to reach for, offered in the field they are about to
 * type (docs/rules/report-editor.md, "Values filled for the officer"): the address of someone
 * already in the report, at an empty first address field of a person; and "same as the driver" at
 * an empty owner's last name, which answers Driver Owns the Vehicle.
 */

/** At most this many addresses are offered: the people of the item's own unit come first. */
export const MOST_ADDRESS_OFFERS = 3;

/** The item (Units.1.Passengers.0) a field's concrete path (Units.1.Passengers.0.ADDRSTREETTXT) belongs to. */
const itemOf = (fieldPath: string) => fieldPath.replace(/\.[^.]+$/, '');

const addressText = (p: FoundPerson) =>
  p.address ?? [p.street, p.city, p.state, p.zip].filter(Boolean).join(' ').replace(/\s+/g, ' ');

/**
 * The people whose address the empty first address field at `fieldPath` (a street, or a witness's
 * one-line address) could take: those with one, each address once, the item's own unit first.
 * Empty for any other field, or one already written.
 */
export function addressOffers(
  definition: FormDefinition,
  data: ReportData,
  reportId: number,
  fieldPath: string,
): FoundPerson[] {
  const role = formRoles(definition).roleAt(definitionPathOf(fieldPath));
  const item = itemOf(fieldPath);
  const target = personTargetOf(definition, item);
  if (!target || (role !== 'person.street' && role !== 'person.oneLineAddress')) return [];
  if (!isEmptyValue(getAt(data, fieldPath))) return [];
  const unit = /^[^.]+\.(\d+)\./.exec(fieldPath)?.[1];
  const ownUnit = target === 'witness' || unit === undefined ? null : Number(unit) + 1;
  const withAddress = peopleToTakeFrom(definition, data, reportId, item).filter((p) => addressText(p) !== '');
  const ordered = [
    ...withAddress.filter((p) => p.source.unit === ownUnit),
    ...withAddress.filter((p) => p.source.unit !== ownUnit),
  ];
  const seen = new Set<string>();
  return ordered
    .filter((p) => {
      const text = addressText(p).toUpperCase();
      if (seen.has(text)) return false;
      seen.add(text);
      return true;
    })
    .slice(0, MOST_ADDRESS_OFFERS);
}

/** The answer that makes an owner the same as the driver: Driver Owns the Vehicle, Yes. */
export interface SameAsDriverOffer {
  path: string;
  value: string;
  /** The driver's name as written, to say whom the owner will be. */
  driverName: string;
}

/**
 * At an empty owner's last name, while Driver Owns the Vehicle is not answered and the unit's
 * driver has a name: the answer Yes, which fills the owner from the driver and keeps it following
 * the driver (derived-values.ts). Nothing once the officer has answered, either way.
 */
export function sameAsDriverOffer(
  definition: FormDefinition,
  data: ReportData,
  fieldPath: string,
): SameAsDriverOffer | undefined {
  const roles = formRoles(definition);
  const owner = roles.section('unit.owner');
  const driver = roles.section('unit.driver');
  if (!owner || !driver || roles.roleAt(definitionPathOf(fieldPath)) !== 'person.lastName') return undefined;
  if (personTargetOf(definition, itemOf(fieldPath)) !== 'owner' || !isEmptyValue(getAt(data, fieldPath)))
    return undefined;
  const unit = Number(/^[^.]+\.(\d+)\./.exec(fieldPath)?.[1]);
  const driverPath = roleItemPath(roles, 'unit.driver', unit);
  const owns = roles.fieldIn(driver.itemPattern, 'driver.ownsVehicle');
  const yes = yesOptionValue(owns);
  if (!driverPath || !owns || yes === undefined) return undefined;
  if (!isEmptyValue(getAt(data, `${driverPath}.${owns.key}`))) return undefined;
  const name = (role: 'person.lastName' | 'person.firstName') => {
    const key = roles.keyIn(driver.itemPattern, role);
    return key ? String(getAt(data, `${driverPath}.${key}`) ?? '').trim() : '';
  };
  const driverName = [name('person.lastName'), name('person.firstName')].filter(Boolean).join(', ');
  return driverName ? { path: `${driverPath}.${owns.key}`, value: yes, driverName } : undefined;
}
