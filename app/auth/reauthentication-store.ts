import { createStore } from 'zustand/vanilla';
import { providedContext } from '../provided-context';

export interface Request {
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

export const [ReauthenticationContext, useReauthentication] = providedContext<Reauthentication>(
  'The password dialog needs a ReauthenticationContext above it',
);
