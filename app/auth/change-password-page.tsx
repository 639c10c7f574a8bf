import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../lib/auth/password-policy';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { ApiClientError } from '../api/client';
import { changePassword, signOut } from '../session/session-actions';
import { AuthFrame } from './auth-frame';

type Errors = Partial<Record<'currentPassword' | 'newPassword' | 'confirm' | 'form', string>>;

/** Shown when an administrator has set a temporary password that must be changed at sign-in. */
export function ChangePasswordPage() {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const local: Errors = {};
    if (!currentPassword) local.currentPassword = 'Enter your current (temporary) password.';
    if (newPassword.length < PASSWORD_MIN_LENGTH) {
      local.newPassword = `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
    }
    if (confirm !== newPassword) local.confirm = 'The two new passwords do not match.';
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      await changePassword(currentPassword, newPassword);
    } catch (error) {
      if (error instanceof ApiClientError && error.fieldErrors.length) {
        const byField: Errors = {};
        for (const f of error.fieldErrors) byField[f.path.replace('payload.', '') as keyof Errors] = f.message;
        setErrors(byField);
      } else {
        setErrors({ form: error instanceof ApiClientError ? error.message : 'The password could not be changed.' });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthFrame title="Change your password">
      <Alert>Your password was reset by an administrator. Choose a new password to continue.</Alert>
      <form
        onSubmit={submit}
        noValidate
        aria-label="Change password"
        className="flex flex-col gap-4 rounded border border-line bg-panel p-6"
      >
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(e) => setCurrent(e.target.value)}
          error={errors.currentPassword}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNew(e.target.value)}
          error={errors.newPassword}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters; common passwords are refused.`}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={errors.confirm}
        />
        <div className="flex gap-2">
          <Button type="submit" busy={busy}>
            Change password
          </Button>
          <Button variant="secondary" onClick={() => void signOut()}>
            Sign out
          </Button>
        </div>
      </form>
    </AuthFrame>
  );
}
