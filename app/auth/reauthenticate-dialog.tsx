import { lazy, Suspense, useEffect } from 'react';
import { create } from 'zustand';
import { Dialog } from '../../components/dialog';
import { Spinner } from '../../components/spinner';

/** The form's code comes when the server first asks for the password again, not with the first screen. */
const ReauthenticateForm = lazy(() => import('./reauthenticate-form').then((m) => ({ default: m.ReauthenticateForm })));

interface Request {
  message: string;
  resolve: (proven: boolean) => void;
}

/** The question waiting for the user, and how many dialogs are drawn to ask it (none: no one can be asked). */
const useRequest = create<{ request: Request | null; drawn: number }>()(() => ({ request: null, drawn: 0 }));

/**
 * What the API client does when a sensitive call needs the password again (the app's root hands
 * it over): the dialog asks, and this resolves once answered; null while no dialog is drawn (a
 * screen outside the signed-in frame), so the refusal stands.
 */
export function askForPassword(message: string): Promise<boolean> | null {
  if (useRequest.getState().drawn === 0) return null;
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
    useRequest.setState((s) => ({ drawn: s.drawn + 1 }));
    return () => useRequest.setState((s) => ({ drawn: s.drawn - 1 }));
  }, []);
  const close = (proven: boolean) => {
    request?.resolve(proven);
    useRequest.setState({ request: null });
  };
  return (
    <Dialog open={request !== null} title="Confirm your password" onClose={() => close(false)}>
      {request && (
        <Suspense fallback={<Spinner label="Loading…" />}>
          <ReauthenticateForm message={request.message} onDone={close} />
        </Suspense>
      )}
    </Dialog>
  );
}
