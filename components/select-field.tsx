import { useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled drop-down; `anyLabel` adds a first empty choice (e.g. "Any" in a search form). */
export function SelectField({
  label,
  value,
  onChange,
  options,
  anyLabel,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: SelectOption[];
  anyLabel?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className="rounded border border-line bg-panel px-3 py-2"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
