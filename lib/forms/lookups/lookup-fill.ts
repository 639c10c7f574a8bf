import { SectionWriter } from '../../records/in-report/apply-fields';
import type { FormDefinition } from '../definition/definition-schema';
import { formRoles } from '../definition/form-roles';
import { definitionPathOf } from '../definition/paths';
import type { ProvenanceSource } from '../report-data/provenance';
import type { FieldRole } from '../definition/roles';

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

/**
 * Replaces the fields playing the given roles in one section item with a lookup's values: each
 * value is written as its field's definition allows (upper case, cut to maxLength, codes of the
 * field's list), and a field the lookup has no usable value for is cleared, so nothing of what
 * was there before is left beside the new values. Roles the section has no field for are skipped.
 */
export function fillSection(
  definition: FormDefinition,
  path: string,
  values: readonly (readonly [role: FieldRole, value: string | null | undefined])[],
  provenance: ProvenanceSource,
): LookupFill {
  const roles = formRoles(definition);
  const pattern = definitionPathOf(path);
  const present = values.flatMap(([role, value]) => {
    const key = roles.keyIn(pattern, role);
    return key === undefined ? [] : [[key, value] as const];
  });
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
