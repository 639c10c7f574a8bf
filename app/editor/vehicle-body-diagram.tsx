import type { FieldDefinition } from '../../lib/forms/field-schema';
import { setValue } from './editor-store';
import { inputClass, MultiSelect, type Common } from './choice-controls';

/** Placeholder until the body diagram lands: a select (single pick) or multiple select. */
export function VehicleBodyDiagram(props: {
  field: FieldDefinition;
  path: string;
  value: unknown;
  choices: { value: string; label: string }[];
  common: Common;
}) {
  const { field, path, value, choices, common } = props;
  if (field.pick === 'multiple')
    return (
      <MultiSelect
        choices={choices}
        value={Array.isArray(value) ? (value as string[]) : []}
        path={path}
        common={common}
        rows={6}
      />
    );
  return (
    <select
      {...common}
      className={inputClass}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => setValue(path, e.target.value)}
    >
      <option value="">—</option>
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </select>
  );
}
