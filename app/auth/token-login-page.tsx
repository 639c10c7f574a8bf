import { useEffect, useState } from 'react';
import type { LoginLinkParams } from '../../lib/auth/login-link';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { ApiClientError } from '../api/client';
import { tokenSignIn } from '../session/session-actions';
import { AuthFrame } from './auth-frame';

/** Startup tasks of a token login are delayed 100 ms (see docs/rules/sign-in-and-sessions.md). */
const STARTUP_DELAY_MS = 100;

/** Exchanges the link token; success leads to the authorise step, anything else to a clear failure. */
export function TokenLoginPage({ params, onFailed }: { params: LoginLinkParams; onFailed: () => void }) {
  const [failure, setFailure] = useState('');

  useEffect(() => {
    let cancelled = false;
    const timer = window.setTimeout(() => {
      tokenSignIn(params).catch((error: unknown) => {
        if (cancelled) return;
        const reason = error instanceof ApiClientError ? error.message : 'The server could not be reached.';
        setFailure(reason);
      });
    }, STARTUP_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [params]);

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
