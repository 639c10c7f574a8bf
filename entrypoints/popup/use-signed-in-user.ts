import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import type { SignedInUser } from '../../lib/bridge/session/app-session';
import { sessionGet } from '../../lib/bridge/messages/runtime-messages';
import { sendRuntimeMessage } from '../../lib/bridge/messages/send-message';

export type SignInState =
  | { status: 'loading' }
  | { status: 'signed-in'; user: SignedInUser }
  | { status: 'signed-out' }
  | { status: 'unavailable' };

/** Asks the background who is signed in; the popup never reads storage itself. */
export function useSignedInUser(): SignInState {
  const [state, setState] = useState<SignInState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    sendRuntimeMessage(browser.runtime, sessionGet, {}).then(
      ({ user }) => live && setState(user ? { status: 'signed-in', user } : { status: 'signed-out' }),
      () => live && setState({ status: 'unavailable' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
