import type { FieldDefinition } from './field-schema';

/**
 * The value of a yes/no field that means Yes. Read through the option's label, because the form
 * codes some indicators Yes=1, No=0 and others No=1, Yes=0 (lib/forms/builders.ts).
 */
export function yesOptionValue(field: FieldDefinition | undefined): string | undefined {
  return field?.options?.find((o) => o.label.toLowerCase() === 'yes')?.value;
}
