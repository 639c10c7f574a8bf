import { useEffect, useState, type FormEvent } from 'react';
import { getSecondFactorStatus, reauthenticate } from '../../lib/api/calls/calls-second-factor';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { callApi } from '../api/client';
import { messagesOf } from '../session/second-factor-actions';

/** The password (and a code, with a second factor) asked again; `onDone` says whether it was proven. */
export function ReauthenticateForm({ message, onDone }: { message: string; onDone: (proven: boolean) => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [errors, setErrors] = useState<{ password?: string; code?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    callApi(getSecondFactorStatus, {}).then(
      (status) => live && setNeedsCode(status.enabled),
      // Unknown: the server says so at the code field if one is needed.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = {
      ...(password ? {} : { password: 'Enter your password.' }),
      ...(needsCode && !code.trim() ? { code: 'Enter the code from your authenticator app.' } : {}),
    };
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      await callApi(reauthenticate, { password, ...(code.trim() ? { code } : {}) });
      onDone(true);
    } catch (error) {
      const found = messagesOf(error, ['password', 'code'], 'Your password could not be checked. Try again.');
      if (found.code) setNeedsCode(true);
      setErrors(found);
      setPassword('');
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Confirm your password">
      <p className="text-sm">{message} You signed in a while ago, and this action changes who may do what.</p>
      {errors.form && <Alert tone="error">{errors.form}</Alert>}
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        autoFocus
      />
      {needsCode && (
        <TextField
          label="Code from your authenticator app"
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={errors.code}
        />
      )}
      <div className="flex gap-2">
        <Button type="submit" busy={busy}>
          {busy ? 'Checking…' : 'Confirm'}
        </Button>
        <Button variant="secondary" onClick={() => onDone(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
