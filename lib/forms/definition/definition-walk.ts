import type { FieldDefinition } from './field-schema';
import type { FormDefinition, SectionDefinition } from './definition-schema';
import { definitionPathOf } from './paths';

export interface WalkedField {
  /** Definition path with `*` for repeated groups, e.g. Units.*.VehicleInformation.VINTXT. */
  path: string;
  field: FieldDefinition;
  section: SectionDefinition;
}

/** Every field of a definition with its path; sections visited in navigation order. */
export function walkFields(definition: FormDefinition): WalkedField[] {
  const out: WalkedField[] = [];
  const visit = (section: SectionDefinition, prefix: string) => {
    const base = `${prefix}${section.key}${section.repeat ? '.*' : ''}`;
    for (const field of section.fields) out.push({ path: `${base}.${field.key}`, field, section });
    for (const child of section.sections ?? []) visit(child, `${base}.`);
  };
  for (const section of definition.sections) visit(section, '');
  return out;
}

/** Every section with its path, for the navigation tree and for rule targets. */
export function walkSections(definition: FormDefinition): { path: string; section: SectionDefinition }[] {
  const out: { path: string; section: SectionDefinition }[] = [];
  const visit = (section: SectionDefinition, prefix: string) => {
    const path = `${prefix}${section.key}`;
    out.push({ path, section });
    for (const child of section.sections ?? []) visit(child, `${path}${section.repeat ? '.*' : ''}.`);
  };
  for (const section of definition.sections) visit(section, '');
  return out;
}

/**
 * Orders a report's data paths (Units.1.Driver.DRIVERLICNBRTXT) as the form shows its fields: by
 * the field's place in the definition, whatever the item. Paths of no field come last.
 */
export function formFieldRank(definition: FormDefinition): (path: string) => number {
  const places = new Map(walkFields(definition).map((f, n) => [f.path, n]));
  // A document asks about each of its paths once per element above it: each is worked out once.
  const known = new Map<string, number>();
  return (path) => {
    let rank = known.get(path);
    if (rank === undefined) known.set(path, (rank = places.get(definitionPathOf(path)) ?? places.size));
    return rank;
  };
}
