import { lazy, Suspense, useEffect } from 'react';
import { useStore } from 'zustand';
import { useReauthentication } from './reauthentication-store';
import { Dialog } from '../../components/dialog';
import { Spinner } from '../../components/spinner';

/** The form's code comes when the server first asks for the password again, not with the first screen. */
const ReauthenticateForm = lazy(() => import('./reauthenticate-form').then((m) => ({ default: m.ReauthenticateForm })));

/**
 * The password asked again before a sensitive administration action, when the last proof of
 * identity is old; and a code when the user has a second factor. The refused call is sent again
 * after it; Cancel leaves the refusal as the call's answer.
 */
export function ReauthenticateDialog() {
  const { store } = useReauthentication();
  const request = useStore(store, (s) => s.request);
  useEffect(() => {
    store.setState((s) => ({ drawn: s.drawn + 1 }));
    return () => store.setState((s) => ({ drawn: s.drawn - 1 }));
  }, [store]);
  const close = (proven: boolean) => {
    request?.resolve(proven);
    store.setState({ request: null });
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
