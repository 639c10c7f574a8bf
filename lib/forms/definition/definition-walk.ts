import type { FieldDefinition } from './field-schema';
import type { FormDefinition, SectionDefinition } from './definition-schema';

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
