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
  error,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: SelectOption[];
  anyLabel?: string;
  /** A message at the field, announced and tied to it with aria-describedby. */
  error?: string | undefined;
  disabled?: boolean | undefined;
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
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
