import { useEffect, useState, type FormEvent } from 'react';
import { create } from 'zustand';
import { getSecondFactorStatus, reauthenticate } from '../../lib/api/calls/calls-second-factor';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { TextField } from '../../components/text-field';
import { callApi, handleReauthentication } from '../api/client';
import { messagesOf } from '../session/second-factor-actions';

interface Request {
  message: string;
  resolve: (proven: boolean) => void;
}

const useRequest = create<{ request: Request | null }>()(() => ({ request: null }));

/** Asked by the API client when a sensitive call needs the password again; resolves once answered. */
function askForPassword(message: string): Promise<boolean> {
  return new Promise((resolve) => {
    // A second call refused meanwhile waits for the same answer.
    const waiting = useRequest.getState().request;
    if (waiting) {
      const first = waiting.resolve;
      waiting.resolve = (proven) => {
        first(proven);
        resolve(proven);
      };
      return;
    }
    useRequest.setState({ request: { message, resolve } });
  });
}

/**
 * The password asked again before a sensitive administration action, when the last proof of
 * identity is old; and a code when the user has a second factor. The refused call is sent again
 * after it; Cancel leaves the refusal as the call's answer.
 */
export function ReauthenticateDialog() {
  const request = useRequest((s) => s.request);
  useEffect(() => {
    handleReauthentication(askForPassword);
    return () => handleReauthentication(null);
  }, []);
  const close = (proven: boolean) => {
    request?.resolve(proven);
    useRequest.setState({ request: null });
  };
  return (
    <Dialog open={request !== null} title="Confirm your password" onClose={() => close(false)}>
      {request && <ReauthenticateForm message={request.message} onDone={close} />}
    </Dialog>
  );
}

function ReauthenticateForm({ message, onDone }: { message: string; onDone: (proven: boolean) => void }) {
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
