import { walkFields } from './definition-walk';
import type { FormDefinition } from './definition-schema';
import { expandPath, isEmptyValue, matchesPattern, type ReportData } from './paths';

/**
 * What the Driver's Privacy Protection Act makes personal data: who a person is
 * (names), when they were born, their licence number, where they live and how to reach them.
 * Gender, injuries and vehicle facts are not listed; officers' names are not private.
 */
export type PersonalDataKind = 'name' | 'birthDate' | 'licenceNumber' | 'address' | 'contact';

/**
 * The field keys holding it, wherever a definition puts them: the person fields of drivers,
 * passengers and owners (vehicle-crash-report/person-fields.ts), the driver's licence number and
 * the witness fields. A test checks every person field but gender is here.
 */
export const personalDataKeys: Readonly<Record<string, PersonalDataKind>> = {
  NAMELASTTXT: 'name',
  NAMEFIRSTTXT: 'name',
  NAMEMINITIALTXT: 'name',
  NAMEFILIALTXT: 'name',
  NAMETXT: 'name',
  BIRTHDTE: 'birthDate',
  DRIVERLICNBRTXT: 'licenceNumber',
  ADDRSTREETTXT: 'address',
  ADDRCITYTXT: 'address',
  ADDRSTATECDE: 'address',
  ADDRZIPTXT: 'address',
  ADDRESSTXT: 'address',
  PHONETXT: 'contact',
  PHONETEXT: 'contact',
  EMAILADDRTXT: 'contact',
};

export interface PersonalDataField {
  /** Definition path with `*` for repeated groups, e.g. Units.*.Driver.BIRTHDTE. */
  path: string;
  kind: PersonalDataKind;
}

const cache = new WeakMap<FormDefinition, PersonalDataField[]>();

/** The definition paths of a form that hold personal data. */
export function personalDataFields(definition: FormDefinition): PersonalDataField[] {
  let fields = cache.get(definition);
  if (!fields) {
    fields = walkFields(definition).flatMap(({ path, field }) => {
      const kind = personalDataKeys[field.key];
      return kind ? [{ path, kind }] : [];
    });
    cache.set(definition, fields);
  }
  return fields;
}

/** True when a concrete data path (Units.0.Driver.BIRTHDTE) holds personal data. */
export function isPersonalDataPath(definition: FormDefinition, path: string): boolean {
  return personalDataFields(definition).some((f) => matchesPattern(path, f.path));
}

export interface Redacted {
  data: ReportData;
  /** The concrete paths whose values were removed, so a reader can say "withheld" there. */
  redacted: string[];
}

/**
 * The data with every filled personal field set to null; the input is not changed. Empty fields
 * stay as they are, so "withheld" is never shown where there was nothing.
 */
export function redactPersonalData(definition: FormDefinition, data: ReportData): Redacted {
  const found = personalDataFields(definition).flatMap((f) =>
    expandPath(data, f.path).filter((b) => !isEmptyValue(b.value)),
  );
  if (!found.length) return { data, redacted: [] };
  const copy = structuredClone(data);
  for (const { path } of found) {
    const keys = path.split('.');
    const last = keys.pop() as string;
    let node: unknown = copy;
    for (const key of keys) node = (node as Record<string, unknown>)[key];
    (node as Record<string, unknown>)[last] = null;
  }
  return { data: copy, redacted: found.map((b) => b.path) };
}

export const WITHHELD_TEXT = 'withheld (personal data)';

/**
 * Changes between two copies as a caller may see them: one who may not read personal data is
 * told that a personal field changed, never its values.
 */
export function withholdPersonalChanges<
  T extends { path: string; before: unknown; after: unknown; beforeText: string; afterText: string },
>(definition: FormDefinition, changes: T[], mayRead: boolean): (T & { withheld: boolean })[] {
  return changes.map((c) =>
    !mayRead && isPersonalDataPath(definition, c.path)
      ? {
          ...c,
          before: null,
          after: null,
          beforeText: c.beforeText ? WITHHELD_TEXT : '',
          afterText: c.afterText ? WITHHELD_TEXT : '',
          withheld: true,
        }
      : { ...c, withheld: false },
  );
}
