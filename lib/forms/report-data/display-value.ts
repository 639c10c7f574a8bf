import type { CodeLookup } from '../../codes/lookup';
import type { FieldDefinition } from '../definition/field-schema';
import { isEmptyValue } from '../definition/paths';

/**
 * A field's value as words for a reader (preview now, the printed report later): codes with
 * their labels, yes/no answers as words, checkboxes as Yes. '' when there is nothing to show;
 * the diagram, map and attachments have their own displays and give ''.
 */
export function displayValue(field: FieldDefinition, value: unknown, codes: CodeLookup | null): string {
  if (isEmptyValue(value)) return '';
  switch (field.type) {
    case 'crashDiagram':
    case 'map':
    case 'attachments':
      return '';
    case 'checkbox':
      return value === true ? 'Yes' : '';
    default: {
      const values = Array.isArray(value) ? value.map(String) : [String(value)];
      return values.map((v) => labelOf(field, v, codes)).join('; ');
    }
  }
}

function labelOf(field: FieldDefinition, code: string, codes: CodeLookup | null): string {
  const option = field.options?.find((o) => o.value === code);
  if (option) return option.label;
  if (field.codeListId === undefined) return code;
  const entry = codes?.get(field.codeListId, code);
  // Free text in a coded field (citations allow it) and codes not on the list show as typed.
  return entry ? `${code} - ${entry.label}` : code;
}
