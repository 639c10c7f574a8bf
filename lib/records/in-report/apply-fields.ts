/**
 * Writing record values into one section of a report (a unit's driver, vehicle or owner, a
 * witness) the way the field's definition allows: text in upper case and cut to the field's
 * maxLength, codes only when they are codes of the field's list (matched by code, alias or
 * label), numbers only as digits, dates as mm/dd/yyyy. Limits are read from the definition,
 * never written here. What cannot be written is said in `notes`.
 */
import { cdlClassList, genderList, licenseRestrictionList } from '../../codes/seed/units/driver';
import { stateList } from '../../codes/seed/places/states';
import { vehicleColorList, vehicleStyleList } from '../../codes/seed/units/vehicle-description';
import type { CodeListSeed } from '../../codes/code-list';
import type { FormDefinition } from '../../forms/definition/definition-schema';
import { walkFields } from '../../forms/definition/definition-walk';
import type { FieldDefinition } from '../../forms/definition/field-schema';
import { formRoles } from '../../forms/definition/form-roles';
import type { FieldRole } from '../../forms/definition/roles';
import type { ProvenanceSource } from '../../forms/report-data/provenance';
import { COLOUR_ALIASES, STYLE_ALIASES } from '../data/vehicle-code-aliases';

/** Where a written value came from; the editor marks such fields until the officer edits them. */
export type Provenance = ProvenanceSource;

/** One value to write at a concrete report path (e.g. a unit's driver's last name). */
export interface RecordWrite {
  path: string;
  value: string | string[];
  provenance: Provenance;
}

/** The writes of applying a record, and what could not be written, in words. */
export interface ApplyResult {
  writes: RecordWrite[];
  notes: string[];
}

/** Finds the code of a list for a value, or null. The default knows the lists records fill. */
export type CodeMatcher = (listId: number, value: string) => string | null;

const SEEDS: readonly CodeListSeed[] = [
  stateList,
  genderList,
  vehicleColorList,
  vehicleStyleList,
  licenseRestrictionList,
  cdlClassList,
];
const ALIASES: Record<number, Readonly<Record<string, string>>> = {
  [vehicleStyleList.listId]: STYLE_ALIASES,
  [vehicleColorList.listId]: COLOUR_ALIASES,
};

/** Matches by code, then alias, then label, then a label that starts with the value (when only one does). */
export const defaultCodeMatcher: CodeMatcher = (listId, value) => {
  const list = SEEDS.find((s) => s.listId === listId);
  const v = value.trim().toUpperCase();
  if (!list || !v) return null;
  const byCode = list.entries.find((e) => e.code.toUpperCase() === v);
  if (byCode) return byCode.code;
  const alias = ALIASES[listId]?.[v];
  if (alias) return alias;
  const byLabel = list.entries.find((e) => e.label.toUpperCase() === v);
  if (byLabel) return byLabel.code;
  const starts = v.length >= 4 ? list.entries.filter((e) => e.label.toUpperCase().startsWith(v)) : [];
  return starts.length === 1 ? starts[0]!.code : null;
};

const fieldIndexes = new WeakMap<FormDefinition, Map<string, FieldDefinition>>();

function fieldIndex(definition: FormDefinition): Map<string, FieldDefinition> {
  let index = fieldIndexes.get(definition);
  if (!index) {
    index = new Map(walkFields(definition).map((w) => [w.path, w.field]));
    fieldIndexes.set(definition, index);
  }
  return index;
}

/** Collects the writes to one section: `pattern` is its definition path, `path` its concrete one. */
export class SectionWriter {
  readonly result: ApplyResult = { writes: [], notes: [] };
  private readonly fields: Map<string, FieldDefinition>;

  constructor(
    private readonly definition: FormDefinition,
    private readonly pattern: string,
    private readonly path: string,
    private readonly provenance: Provenance,
    private readonly codes: CodeMatcher = defaultCodeMatcher,
  ) {
    this.fields = fieldIndex(definition);
  }

  /**
   * Writes a value into the field playing `role` in this section (lib/forms/definition/roles.ts); a form
   * without such a field does not collect the value, so nothing is written.
   */
  setRole(role: FieldRole, value: string | readonly string[] | undefined): void {
    const key = formRoles(this.definition).keyIn(this.pattern, role);
    if (key !== undefined) this.set(key, value);
  }

  /** Writes a value (a list for multi-code fields) as the field's definition allows. */
  set(key: string, value: string | readonly string[] | undefined): void {
    if (value === undefined || value === '' || (Array.isArray(value) && !value.length)) return;
    const field = this.fields.get(`${this.pattern}.${key}`);
    if (!field) return void this.result.notes.push(`The form has no field ${key} here; it was not filled.`);
    const written = this.valueFor(field, value);
    if (written !== null)
      this.result.writes.push({ path: `${this.path}.${key}`, value: written, provenance: this.provenance });
  }

  private valueFor(field: FieldDefinition, value: string | readonly string[]): string | string[] | null {
    const one = Array.isArray(value) ? value.join(' ') : (value as string);
    const note = (text: string) => void this.result.notes.push(`${field.label}: ${text}`);
    switch (field.type) {
      case 'multiCode':
      case 'dualList': {
        const list = Array.isArray(value) ? value : [value as string];
        const codes = list.map((v) => ({ v, code: this.code(field, v) }));
        for (const { v } of codes.filter((c) => c.code === null)) note(`"${v}" is not a code of its list; left out.`);
        const found = [...new Set(codes.map((c) => c.code).filter((c): c is string => c !== null))];
        return found.length ? found : null;
      }
      case 'code':
      case 'yesNo': {
        const code = this.code(field, one);
        if (code === null) note(`"${one}" is not a code of its list; not filled.`);
        return code;
      }
      case 'number': {
        const digits = field.integerDigits ?? 10;
        if (new RegExp(`^\\d{1,${digits}}$`).test(one)) return one;
        return (note(`"${one}" is not a number of at most ${digits} digits; not filled.`), null);
      }
      case 'date':
        return /^\d{2}\/\d{2}\/\d{4}$/.test(one) ? one : (note(`"${one}" is not a date; not filled.`), null);
      default: {
        const text = field.upperCase ? one.toUpperCase() : one;
        const max = field.maxLength;
        if (max === undefined || text.length <= max) return text;
        note(`"${text}" is longer than ${max} characters; cut to "${text.slice(0, max).trimEnd()}".`);
        return text.slice(0, max).trimEnd();
      }
    }
  }

  private code(field: FieldDefinition, value: string): string | null {
    const option = field.options?.find((o) => o.value === value || o.label.toUpperCase() === value.toUpperCase());
    if (field.options?.length) return option?.value ?? null;
    return field.codeListId === undefined ? value : this.codes(field.codeListId, value);
  }
}
