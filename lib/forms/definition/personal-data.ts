import { walkFields } from './definition-walk';
import type { FormDefinition } from './definition-schema';
import type { PersonalDataKind } from './personal-data-kinds';
import { expandPath, isEmptyValue, matchesPattern, type ReportData } from './paths';

export type { PersonalDataKind } from './personal-data-kinds';

export interface PersonalDataField {
  /** Definition path with `*` for repeated groups, e.g. a unit's driver's date of birth. */
  path: string;
  kind: PersonalDataKind;
}

const cache = new WeakMap<FormDefinition, PersonalDataField[]>();

/** The definition paths of a form that hold personal data: the fields it marks `personal`. */
export function personalDataFields(definition: FormDefinition): PersonalDataField[] {
  let fields = cache.get(definition);
  if (!fields) {
    fields = walkFields(definition).flatMap(({ path, field }) => {
      return field.personal ? [{ path, kind: field.personal }] : [];
    });
    cache.set(definition, fields);
  }
  return fields;
}

/** True when a concrete data path (a driver's date of birth in unit 1) holds personal data. */
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
