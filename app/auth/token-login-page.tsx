import { useEffect, useState } from 'react';
import type { LoginLinkParams } from '../../lib/auth/sign-in/login-link';
import { scheduleStartupTasks } from '../../lib/ui/startup-tasks';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { ApiClientError } from '../api/client';
import { useSessionActions } from '../session/session-actions';
import { AuthFrame } from './auth-frame';

/** Exchanges the link token; success leads to the authorise step, anything else to a clear failure. */
export function TokenLoginPage({ params, onFailed }: { params: LoginLinkParams; onFailed: () => void }) {
  const { tokenSignIn } = useSessionActions();
  const [failure, setFailure] = useState('');

  useEffect(() => {
    let cancelled = false;
    // The token exchange is a startup task: it waits the startup delay like the others.
    const cancel = scheduleStartupTasks([
      () =>
        void tokenSignIn(params).catch((error: unknown) => {
          if (cancelled) return;
          const reason = error instanceof ApiClientError ? error.message : 'The server could not be reached.';
          setFailure(reason);
        }),
    ]);
    return () => {
      cancelled = true;
      cancel();
    };
  }, [params, tokenSignIn]);

  return (
    <AuthFrame title="Token login">
      {failure ? (
        <>
          <Alert tone="error" title="Token login failed">
            {failure}
          </Alert>
          <button type="button" className="self-start text-brand underline" onClick={onFailed}>
            Sign in with your user name and password
          </button>
        </>
      ) : (
        <Spinner label="Signing you in…" />
      )}
    </AuthFrame>
  );
}
