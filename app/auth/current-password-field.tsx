import { TextField } from '../../components/text-field';

/** What makes a field the password an officer signs in or unlocks with, filled by password managers as the current one. */
export const currentPassword = { label: 'Password', type: 'password', autoComplete: 'current-password' } as const;

/** The password an officer signs in or unlocks with, as a plain field (the first screens carry no form library). */
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
      {...currentPassword}
      name="password"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      autoFocus={autoFocus}
    />
  );
}
