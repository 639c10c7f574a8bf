import { createContext, lazy, Suspense, useContext, useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { Dialog } from '../../components/dialog';
import { Spinner } from '../../components/spinner';

/** The form's code comes when the server first asks for the password again, not with the first screen. */
const ReauthenticateForm = lazy(() => import('./reauthenticate-form').then((m) => ({ default: m.ReauthenticateForm })));

interface Request {
  message: string;
  resolve: (proven: boolean) => void;
}

export type Reauthentication = ReturnType<typeof createReauthentication>;

/**
 * The password asked again, as the app's root makes it once: `askForPassword` for the API client,
 * and the store of the question waiting for the user and how many dialogs are drawn to ask it
 * (none: no one can be asked), which the dialog reads through ReauthenticationContext.
 */
export function createReauthentication() {
  const store = createStore<{ request: Request | null; drawn: number }>()(() => ({ request: null, drawn: 0 }));

  /**
   * What the API client does when a sensitive call needs the password again: the dialog asks,
   * and this resolves once answered; null while no dialog is drawn (a screen outside the
   * signed-in frame), so the refusal stands.
   */
  function askForPassword(message: string): Promise<boolean> | null {
    if (store.getState().drawn === 0) return null;
    return new Promise((resolve) => {
      // A second call refused meanwhile waits for the same answer.
      const waiting = store.getState().request;
      if (waiting) {
        const first = waiting.resolve;
        waiting.resolve = (proven) => {
          first(proven);
          resolve(proven);
        };
        return;
      }
      store.setState({ request: { message, resolve } });
    });
  }

  return { store, askForPassword };
}

export const ReauthenticationContext = createContext<Reauthentication | null>(null);

function useReauthentication(): Reauthentication {
  const made = useContext(ReauthenticationContext);
  if (!made) throw new Error('The password dialog needs a ReauthenticationContext above it');
  return made;
}

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
