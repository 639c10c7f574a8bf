import type { FieldDefinition } from '../../lib/forms/field-schema';
import { MultiSelect, type Common } from './choice-controls';

/** Placeholder until the dual list box lands: a multiple select. */
export function DualListBox(props: {
  field: FieldDefinition;
  path: string;
  value: string[];
  choices: { value: string; label: string }[];
  common: Common;
}) {
  return (
    <MultiSelect
      choices={props.choices}
      value={props.value}
      path={props.path}
      common={props.common}
      rows={props.field.rows ?? 6}
    />
  );
}
