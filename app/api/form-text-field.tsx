import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../../components/text-field';

export type FormTextFieldProps<F extends FieldValues, C, T> = Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'name'
> & {
  control: Control<F, C, T>;
  name: FieldPath<F>;
  /** The input's own name, for password managers and autofill, when it is not the form's. */
  inputName?: string;
  /** Leaving the field empty does not count as leaving it, so its check waits until something is typed. */
  checkOnlyWhenTyped?: boolean;
  /** Told of each change: a form clears a message that was about what the field held. */
  onEdit?: () => void;
};

/**
 * A TextField bound to a field of a react-hook-form form: its value, its change and its leaving,
 * and its message, the form's own check or the server's (showServerErrors); `error` replaces that
 * message where a form shows another there.
 */
export function FormTextField<F extends FieldValues, C, T>({
  control,
  name,
  inputName,
  checkOnlyWhenTyped = false,
  onEdit,
  error,
  ...rest
}: FormTextFieldProps<F, C, T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          name={inputName ?? name}
          value={field.value as string}
          onChange={(e) => {
            field.onChange(e.target.value);
            onEdit?.();
          }}
          onBlur={() => {
            if (!checkOnlyWhenTyped || field.value) field.onBlur();
          }}
          error={error ?? fieldState.error?.message}
        />
      )}
    />
  );
}
