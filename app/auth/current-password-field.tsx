import { TextField } from '../../components/text-field';

/** The password an officer signs in or unlocks with, filled by password managers as the current one. */
export function CurrentPasswordField({
  value,
  onChange,
  error,
  autoFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label="Password"
      name="password"
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      autoFocus={autoFocus}
    />
  );
}
