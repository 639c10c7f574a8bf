import { SectionWriter } from '../../records/apply-fields';
import type { FormDefinition } from '../definition-schema';
import { walkFields } from '../definition-walk';
import type { ProvenanceSource } from '../provenance';

/** One value a lookup writes into the report; a cleared field carries no provenance. */
export interface LookupWrite {
  path: string;
  value: string | string[];
  provenance?: ProvenanceSource;
}

/** What filling a section from a lookup writes, and what it could not write, in words. */
export interface LookupFill {
  writes: LookupWrite[];
  notes: string[];
}

/** The definition path of a concrete one: Units.0.Passengers.1 -> Units.*.Passengers.*. */
export function definitionPathOf(path: string): string {
  return path
    .split('.')
    .map((key) => (/^\d+$/.test(key) ? '*' : key))
    .join('.');
}

/** The field keys of the section item at `path` (its own fields, not its sub-sections'). */
export function sectionFieldKeys(definition: FormDefinition, path: string): Set<string> {
  const prefix = `${definitionPathOf(path)}.`;
  const keys = new Set<string>();
  for (const walked of walkFields(definition)) {
    const rest = walked.path.startsWith(prefix) ? walked.path.slice(prefix.length) : '';
    if (rest && !rest.includes('.')) keys.add(rest);
  }
  return keys;
}

/**
 * Replaces the given fields of one section item with a lookup's values: each value is written
 * as its field's definition allows (upper case, cut to maxLength, codes of the field's list), and
 * a field the lookup has no usable value for is cleared, so nothing of what was there before is
 * left beside the new values. Keys the section does not have are skipped.
 */
export function fillSection(
  definition: FormDefinition,
  path: string,
  values: readonly (readonly [key: string, value: string | null | undefined])[],
  provenance: ProvenanceSource,
): LookupFill {
  const keys = sectionFieldKeys(definition, path);
  const present = values.filter(([key]) => keys.has(key));
  const writer = new SectionWriter(definition, definitionPathOf(path), path, provenance);
  for (const [key, value] of present) writer.set(key, value?.trim() || undefined);
  const written = new Map(writer.result.writes.map((w) => [w.path, w.value]));
  const writes = present.map(([key]): LookupWrite => {
    const at = `${path}.${key}`;
    const value = written.get(at);
    return value === undefined ? { path: at, value: '' } : { path: at, value, provenance };
  });
  return { writes, notes: writer.result.notes };
}
