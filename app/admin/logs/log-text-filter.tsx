import { Controller, type Control } from 'react-hook-form';
import { TextField } from '../../../components/text-field';

/** A text or day filter of a log's form, its message (the form's check, else the address's) at it. */
export function LogTextFilter<K extends string>({
  control,
  name,
  error,
  ...props
}: {
  control: Control<Record<K, string>>;
  name: NoInfer<K>;
  error: string | undefined;
  label: string;
  type?: 'date';
  hint?: string;
}) {
  return (
    <Controller
      control={control}
      // react-hook-form types a generic form's field names as its paths, which K is.
      name={name as never}
      render={({ field: { value, onChange, onBlur } }) => (
        <TextField
          {...props}
          value={value as string}
          maxLength={props.type === 'date' ? undefined : 100}
          error={error}
          onBlur={onBlur}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    />
  );
}
