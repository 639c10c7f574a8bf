import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { messageOf } from '../api/client';
import { useMutation } from '../api/use-mutation';
import { DeviceSignInError } from '../session/device-lock-actions';
import { useSessionActions } from '../session/session-actions';
import { useSession } from '../session/session-store';
import { useOnline } from '../session/use-online';
import { AuthFrame } from './auth-frame';
import { CurrentPasswordField } from './current-password-field';
import { SystemUseBanner } from './system-use-banner';

export function LoginPage() {
  const { signIn, keptOfficersHere } = useSessionActions();
  const notice = useSession((s) => s.notice);
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  // Without the form library, which the first screen does not carry: the sign-in's state is useMutation's.
  const signingIn = useMutation(
    (name: string, secret: string) => signIn(name, secret),
    (refusal): Record<string, string> =>
      refusal instanceof DeviceSignInError
        ? { [refusal.field ?? 'form']: refusal.message }
        : { form: messageOf(refusal, 'Sign-in failed. Try again.') },
  );
  const { errors, busy } = signingIn;
  const online = useOnline();
  // Whether any officer may sign in here offline; their names are not shown to whoever holds the device.
  const [officersKept, setOfficersKept] = useState<number | null>(null);
  useEffect(() => {
    keptOfficersHere()
      .then((officers) => setOfficersKept(officers.length))
      .catch(() => setOfficersKept(0));
  }, [keptOfficersHere]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = {
      ...(userName.trim() ? {} : { userName: 'Enter your user name.' }),
      ...(password ? {} : { password: 'Enter your password.' }),
    };
    if (Object.keys(missing).length) {
      signingIn.refuse(missing);
      return;
    }
    const { errors: refused } = await signingIn.run(userName, password);
    if (refused) setPassword('');
  }

  return (
    <AuthFrame title="Sign in">
      <SystemUseBanner />
      {notice && <Alert tone={notice.kind === 'error' ? 'error' : 'info'}>{notice.text}</Alert>}
      {!online && officersKept !== null && (
        <Alert tone="warning" title="You are offline">
          {officersKept
            ? 'An officer who signed in on this device before with a password can sign in with it now: it is checked on this device. A first sign-in here needs the network.'
            : 'A first sign-in on this device needs the network.'}
        </Alert>
      )}
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4 rounded border border-line bg-panel p-6"
        aria-label="Sign in"
      >
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        <TextField
          label="User name"
          name="userName"
          autoComplete="username"
          value={userName}
          onChange={(e) => setUserName(e.target.value)}
          error={errors.userName}
          autoFocus
        />
        <CurrentPasswordField value={password} onChange={setPassword} error={errors.password} />
        <Button type="submit" busy={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </AuthFrame>
  );
}
