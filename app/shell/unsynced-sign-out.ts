import { createStore } from 'zustand/vanilla';
import type { UnsyncedCopy } from '../local-db/officer-copies';
import type { UnsyncedConfirmation } from '../session/session-actions';
import { providedContext } from '../provided-context';

export interface Question {
  copies: UnsyncedCopy[];
  kept: boolean;
  answer: (signOut: boolean) => void;
}

export type UnsyncedSignOut = ReturnType<typeof createUnsyncedSignOut>;

/**
 * The question before sign-out, as the app's root makes it once: `unsyncedQuestion` for the
 * session, and the store of the question waiting for the officer and how many dialogs are drawn to
 * ask it (none: no one can be asked), which the dialog reads through UnsyncedSignOutContext.
 */
export function createUnsyncedSignOut() {
  const store = createStore<{ question: Question | null; drawn: number }>()(() => ({ question: null, drawn: 0 }));

  /**
   * Who asks the officer before sign-out leaves on this device what the server does not have:
   * this dialog, while it is drawn; null otherwise (sign-out from a screen outside the signed-in
   * frame), and sign-out goes on without asking.
   */
  function unsyncedQuestion(): UnsyncedConfirmation | null {
    if (store.getState().drawn === 0) return null;
    return (copies, kept) => new Promise((answer) => store.setState({ question: { copies, kept, answer } }));
  }

  return { store, unsyncedQuestion };
}

export const [UnsyncedSignOutContext, useUnsyncedSignOut] = providedContext<UnsyncedSignOut>(
  'The unsynced sign-out dialog needs an UnsyncedSignOutContext above it',
);
