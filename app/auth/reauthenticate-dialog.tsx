import { lazy, Suspense, useEffect } from 'react';
import { create } from 'zustand';
import { Dialog } from '../../components/dialog';
import { Spinner } from '../../components/spinner';
import { handleReauthentication } from '../api/client';

/** The form's code comes when the server first asks for the password again, not with the first screen. */
const ReauthenticateForm = lazy(() => import('./reauthenticate-form').then((m) => ({ default: m.ReauthenticateForm })));

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
      {request && (
        <Suspense fallback={<Spinner label="Loading…" />}>
          <ReauthenticateForm message={request.message} onDone={close} />
        </Suspense>
      )}
    </Dialog>
  );
}
