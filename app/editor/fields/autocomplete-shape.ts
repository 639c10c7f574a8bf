import { useMemo } from 'react';
import type { FieldDefinition } from '../../../lib/forms/definition/field-schema';

/** Free text is upper-cased as typed, as the report schema stores it (field-value-schema.ts). */
export function useAutocompleteShape(field: FieldDefinition) {
  return useMemo(() => (field.autocomplete?.freeText ? { ...field, upperCase: true } : field), [field]);
}
