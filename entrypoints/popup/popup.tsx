import { useState } from 'react';
import { browser } from 'wxt/browser';
import { appOpen } from '../../lib/bridge/messages/runtime-messages';
import { sendRuntimeMessage } from '../../lib/bridge/messages/send-message';
import { CapturedRecords } from './captured-records';
import { RmsSites } from './granted-rms-sites';
import { useSignedInUser, type SignInState } from './use-signed-in-user';

function SignInStatus({ state }: { state: SignInState }) {
  switch (state.status) {
    case 'loading':
      return <p>Checking sign-in…</p>;
    case 'signed-out':
      return <p>Not signed in</p>;
    case 'unavailable':
      return <p role="alert">The extension could not check the sign-in. Close and reopen this window.</p>;
    case 'signed-in':
      return (
        <dl>
          <dt>Signed in as</dt>
          <dd>
            {state.user.displayName || state.user.userName} <span className="muted">({state.user.userName})</span>
          </dd>
          <dt>Agency</dt>
          <dd>
            {state.user.agencyName} <span className="muted">({state.user.agencyOri})</span>
          </dd>
        </dl>
      );
  }
}

/** Who is signed in to the web app, the way to open it, the records waiting for a report and the RMS sites. */
export function Popup() {
  const state = useSignedInUser();
  const [openFailed, setOpenFailed] = useState(false);
  const [notSignedIn, setNotSignedIn] = useState('');

  const openApp = () => {
    setOpenFailed(false);
    setNotSignedIn('');
    sendRuntimeMessage(browser.runtime, appOpen, {})
      .then((answer) => setNotSignedIn(answer.signedIn ? '' : (answer.reason ?? '')))
      .catch(() => setOpenFailed(true));
  };

  return (
    <main aria-labelledby="popup-title">
      <h1 id="popup-title">Crash Report Companion</h1>
      <section aria-label="Sign-in status" aria-live="polite">
        <SignInStatus state={state} />
      </section>
      <button type="button" onClick={openApp}>
        Open crash app
      </button>
      {openFailed && <p role="alert">The crash app could not be opened.</p>}
      {notSignedIn && <p role="status">The crash app opened without signing in. {notSignedIn}</p>}
      <CapturedRecords signIn={state} />
      <RmsSites />
    </main>
  );
}
