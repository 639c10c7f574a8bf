import { useEffect } from 'react';
import type { LoginLinkParams } from '../../lib/auth/sign-in/login-link';
import { scheduleStartupTasks } from '../../lib/ui/startup-tasks';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { useMutation } from '../api/use-mutation';
import { useSessionActions } from '../session/session-actions';
import { AuthFrame } from './auth-frame';

/** Exchanges the link token; success leads to the authorise step, anything else to a clear failure. */
export function TokenLoginPage({ params, onFailed }: { params: LoginLinkParams; onFailed: () => void }) {
  const { tokenSignIn } = useSessionActions();
  const signIn = useMutation(tokenSignIn, 'The server could not be reached.');
  const { run } = signIn;
  const failure = signIn.error;

  useEffect(
    // The token exchange is a startup task: it waits the startup delay like the others.
    () => scheduleStartupTasks([() => void run(params)]),
    // `run` is the mutation's new function each render; the link's params are what is exchanged.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [params, tokenSignIn],
  );

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
