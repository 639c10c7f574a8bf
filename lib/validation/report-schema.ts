import { z } from 'zod';
import type { FormDefinition, SectionDefinition } from '../forms/definition-schema';
import { fieldValueSchema } from './field-value-schema';

/**
 * The shape of a report's data for a definition: every section optional (a draft is partial),
 * unknown keys refused, repeated groups capped at their maximum. Completeness is separate.
 */
export function buildReportSchema(definition: FormDefinition) {
  const sectionSchema = (section: SectionDefinition): z.ZodType => {
    const shape: Record<string, z.ZodType> = {};
    for (const field of section.fields) shape[field.key] = fieldValueSchema(field).optional();
    for (const child of section.sections ?? []) shape[child.key] = sectionSchema(child).optional();
    const object = z.strictObject(shape);
    return section.repeat
      ? z
          .array(object)
          .max(section.repeat.max, `At most ${section.repeat.max} ${section.repeat.itemLabel.toLowerCase()} items.`)
      : object;
  };
  const root: Record<string, z.ZodType> = {};
  for (const section of definition.sections) root[section.key] = sectionSchema(section).optional();
  return z.strictObject(root);
}
