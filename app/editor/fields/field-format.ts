import type { z } from 'zod/mini';
import type { FieldDefinition } from '../../../lib/forms/definition/field-schema';
import { isEmptyValue } from '../../../lib/forms/definition/paths';
import { cachedByKey } from '../../../lib/ui/shared-load';
import { fieldValueSchema } from '../../../lib/validation/report-checks/field-value-schema';

/**
 * The format checks of a report's fields, with each field's schema made the first time a value of
 * it is checked and kept as long as its definition: the editor's parts keep one (editor-parts.ts).
 */
export function createFieldFormats() {
  const schemaOf = cachedByKey((field: FieldDefinition): z.ZodMiniType => fieldValueSchema(field));
  return {
    /**
     * Why a value does not fit its field (mask, length, range, code), by the same lib rule the server
     * applies on save; '' when it fits. An empty field is the completeness check's business, not this.
     */
    error(field: FieldDefinition, value: unknown): string {
      if (isEmptyValue(value)) return '';
      const result = schemaOf(field).safeParse(value);
      return result.success ? '' : (result.error.issues[0]?.message ?? 'This value is not valid.');
    },
  };
}

export type FieldFormats = ReturnType<typeof createFieldFormats>;
