/**
 * Splits the fields found in a text or a table into one group per record: two returns pasted
 * together, a licence return followed by a registration return, or a table holding both. A new
 * group starts at a header line (DR./RR.), when a field that names the record (name, licence
 * number, date of birth, plate, VIN) comes a second time, or when a licence field follows
 * registration fields (or the reverse).
 */
import {
  IDENTITY_FIELDS,
  IGNORED,
  LICENCE_ONLY,
  VEHICLE_ONLY,
  type FieldValues,
  type LabelTarget,
  type RecordField,
} from './record-fields';

/** One labelled value, with where it sits in the text (for the record's raw text). */
export interface FoundField {
  target: LabelTarget;
  value: string;
  start: number;
  end: number;
  /** The label was a generic one ('STATE', 'YEAR'), read by the field before it. */
  generic?: boolean;
}

/** A marker between fields: a message header line, where a new return surely starts. */
export const BREAK = 'break';

/** The fields of one record, and the stretch of text they came from. */
export interface FieldGroup {
  kind: 'licence' | 'registration';
  values: FieldValues;
  start: number;
  end: number;
  /** How many recognised fields it holds (ignored labels not counted). */
  count: number;
  /** False when no licence-only or vehicle-only field decided the kind (a name, a date of birth ...). */
  decided: boolean;
}

/** Names of the same slot: a registration's owner is NAM on one system and OWN on another. */
const NAME_SLOT: ReadonlySet<RecordField> = new Set<RecordField>(['name', 'ownerName', 'ownerBusinessName']);

/** A generic label read by what it follows: STATE after a licence number is the licence's state. */
function resolve(field: RecordField, previous: LabelTarget | undefined, values: FieldValues): RecordField {
  if ((field === 'state' || field === 'licenceState') && (previous === 'plate' || previous === 'plateYear')) {
    return values.plateState ? field : 'plateState';
  }
  if (field === 'state' && (previous === 'licenceNumber' || previous === 'licenceClass') && !values.licenceState) {
    return 'licenceState';
  }
  if ((field === 'year' || field === 'expires') && (previous === 'plate' || previous === 'plateState')) {
    return values.plateYear ? field : 'plateYear';
  }
  return field;
}

class GroupBuilder {
  values: FieldValues = {};
  start = Number.POSITIVE_INFINITY;
  end = 0;
  count = 0;
  licence = false;
  vehicle = false;

  startsNew(field: RecordField): boolean {
    if (this.count === 0) return false;
    if (IDENTITY_FIELDS.has(field) && this.values[field] !== undefined) return true;
    if (NAME_SLOT.has(field) && [...NAME_SLOT].some((f) => this.values[f] !== undefined)) return true;
    if (LICENCE_ONLY.has(field) && this.vehicle && !this.licence) return true;
    return VEHICLE_ONLY.has(field) && this.licence && !this.vehicle;
  }

  add(field: RecordField, found: FoundField): void {
    if (this.values[field] === undefined && found.value) this.values[field] = found.value;
    this.start = Math.min(this.start, found.start);
    this.end = Math.max(this.end, found.end);
    this.count++;
    if (LICENCE_ONLY.has(field)) this.licence = true;
    if (VEHICLE_ONLY.has(field)) this.vehicle = true;
  }

  finish(): FieldGroup {
    const kind = this.vehicle && !this.licence ? 'registration' : 'licence';
    const decided = this.licence || this.vehicle;
    return { kind, values: this.values, start: this.start, end: this.end, count: this.count, decided };
  }
}

/** Groups fields (in the order found) into records; groups with fewer than two fields are dropped. */
export function groupFields(fields: readonly (FoundField | typeof BREAK)[]): FieldGroup[] {
  const groups: FieldGroup[] = [];
  let current = new GroupBuilder();
  let previous: LabelTarget | undefined;
  const close = () => {
    if (current.count >= 2) groups.push(current.finish());
    current = new GroupBuilder();
    previous = undefined;
  };
  for (const found of fields) {
    if (found === BREAK) {
      close();
      continue;
    }
    if (found.target === IGNORED) {
      previous = IGNORED;
      continue;
    }
    const field = found.generic ? resolve(found.target, previous, current.values) : found.target;
    if (current.startsNew(field)) close();
    current.add(field, found);
    previous = field;
  }
  close();
  return groups;
}
