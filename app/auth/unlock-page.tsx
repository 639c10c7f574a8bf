import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { DeviceSignInError, useSessionActions } from '../session/session-actions';
import { useSessionStore } from '../session/session-store';
import { useOnline } from '../session/use-online';
import { AuthFrame } from './auth-frame';
import { CurrentPasswordField } from './current-password-field';

/**
 * The session goes on but this device's reports are locked (the idle time-out without the
 * network, or the browser closed): the officer's password, checked on the device, opens them.
 */
export function UnlockPage() {
  const { signInAsSomeoneElse, unlock } = useSessionActions();
  const officer = useSessionStore((s) => s.lockedOfficer);
  const online = useOnline();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setError({ password: 'Enter your password.' });
    setBusy(true);
    try {
      await unlock(password);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : 'The device could not be unlocked.';
      setError(failure instanceof DeviceSignInError && failure.field ? { password: message } : { form: message });
      setPassword('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthFrame title="Unlock">
      <Alert>
        Signed in as <strong data-testid="locked-officer">{officer?.userName}</strong>. This device locked after a time
        without activity; your password opens your reports kept on it.
      </Alert>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4 rounded border border-line bg-panel p-6"
        aria-label="Unlock"
      >
        {error.form && <Alert tone="error">{error.form}</Alert>}
        <CurrentPasswordField value={password} onChange={setPassword} error={error.password} autoFocus />
        <Button type="submit" busy={busy}>
          {busy ? 'Unlocking…' : 'Unlock'}
        </Button>
        <Button variant="secondary" onClick={() => void signInAsSomeoneElse()}>
          Sign in as someone else
        </Button>
        {!online && <p className="text-sm text-muted">Signing in as someone else needs the network.</p>}
      </form>
    </AuthFrame>
  );
}
