import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { ApiClientError } from '../api/client';
import { signIn } from '../session/session-actions';
import { useSessionStore } from '../session/session-store';
import { AuthFrame } from './auth-frame';
import { SystemUseBanner } from './system-use-banner';

export function LoginPage() {
  const notice = useSessionStore((s) => s.notice);
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ userName?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = {
      ...(userName.trim() ? {} : { userName: 'Enter your user name.' }),
      ...(password ? {} : { password: 'Enter your password.' }),
    };
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      await signIn(userName, password);
    } catch (error) {
      setErrors({ form: error instanceof ApiClientError ? error.message : 'Sign-in failed. Try again.' });
      setPassword('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthFrame title="Sign in">
      <SystemUseBanner />
      {notice && <Alert tone={notice.kind === 'error' ? 'error' : 'info'}>{notice.text}</Alert>}
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
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <Button type="submit" busy={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </AuthFrame>
  );
}
