import { useId, type InputHTMLAttributes } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A date picker lets a year run to six digits unless told otherwise; a year is typed with four. */
const LAST_FOUR_DIGIT_DAY = '9999-12-31';

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({ label, error, hint, className = '', ...rest }: TextFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        {...rest}
        max={rest.type === 'date' ? (rest.max ?? LAST_FOUR_DIGIT_DAY) : rest.max}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="rounded border border-line bg-panel px-3 py-2 text-ink aria-[invalid=true]:border-danger"
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
