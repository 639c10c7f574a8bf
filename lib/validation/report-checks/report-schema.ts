import { z } from 'zod/mini';
import type { FormDefinition, SectionDefinition } from '../../forms/definition/definition-schema';
import { ITEM_ID_KEY, ITEM_ID_MAX_LENGTH, ITEM_ID_PATTERN } from '../../forms/definition/item-ids';
import { fieldValueSchema } from './field-value-schema';

const itemIdSchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(ITEM_ID_MAX_LENGTH),
    z.regex(ITEM_ID_PATTERN, 'An item id is letters, digits, dots, dashes and underscores.'),
  );

/**
 * The shape of a report's data for a definition: every section optional (a draft is partial),
 * unknown keys refused (an item's own id aside), repeated groups capped at their maximum. Completeness is separate.
 */
export function buildReportSchema(definition: FormDefinition) {
  const root: Record<string, z.ZodMiniType> = {};
  for (const section of definition.sections) root[section.key] = z.optional(sectionSchema(section));
  return z.strictObject(root);
}

/** A section's values: one item of it when it repeats (see sectionSchema). */
export function sectionItemSchema(section: SectionDefinition) {
  const shape = fieldsShape(section);
  for (const child of section.sections ?? []) shape[child.key] = z.optional(sectionSchema(child));
  // Items carry their stable id (lib/forms/definition/item-ids.ts); items saved before ids existed have none.
  if (section.repeat) shape[ITEM_ID_KEY] = z.optional(itemIdSchema);
  return z.strictObject(shape);
}

/** A section as the report holds it: its values, or the list of its items, capped at their maximum, when it repeats. */
export function sectionSchema(
  section: SectionDefinition,
  item: z.ZodMiniType = sectionItemSchema(section),
): z.ZodMiniType {
  return section.repeat
    ? z
        .array(item)
        .check(
          z.maxLength(
            section.repeat.max,
            `At most ${section.repeat.max} ${section.repeat.itemLabel.toLowerCase()} items.`,
          ),
        )
    : item;
}

function fieldsShape(section: SectionDefinition): Record<string, z.ZodMiniType> {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const field of section.fields) shape[field.key] = z.optional(fieldValueSchema(field));
  return shape;
}

/**
 * The values of one item of a section, as the editor's form for it checks them while the officer
 * types: the same field rules as the report schema; sub-sections are their own forms, so their
 * keys pass through here.
 */
export function sectionFieldsSchema(section: SectionDefinition) {
  return z.looseObject(fieldsShape(section));
}
