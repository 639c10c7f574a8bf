import type { FieldDefinition } from './field-schema';

/**
 * The value of the option of a choice field whose label says `label` (any case). Read through the
 * label because the form codes some indicators Yes=1, No=0 and others No=1, Yes=0
 * (lib/forms/definition/builders.ts), and code reading them must not guess which.
 */
export function optionValueLabelled(field: FieldDefinition | undefined, label: string): string | undefined {
  const wanted = label.toLowerCase();
  return field?.options?.find((o) => o.label.toLowerCase() === wanted)?.value;
}

/** The value of a yes/no field that means Yes. */
export const yesOptionValue = (field: FieldDefinition | undefined) => optionValueLabelled(field, 'yes');
