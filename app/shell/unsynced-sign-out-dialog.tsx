import { useEffect } from 'react';
import { useStore } from 'zustand';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import type { UnsyncedCopy } from '../local-db/officer-copies';
import { useUnsyncedSignOut } from './unsynced-sign-out';

const kindText: Record<UnsyncedCopy['kind'], string> = {
  draft: 'changes not yet saved',
  setAside: 'changes set aside (not taken by the server)',
  pushedRecord: 'a record from the RMS not yet applied',
  pendingUpload: 'a file attached offline, not yet uploaded',
};

/** Sign-out never leaves unsynced work behind unsaid: it lists it and lets the officer stay. */
export function UnsyncedSignOutDialog() {
  const { store } = useUnsyncedSignOut();
  const question = useStore(store, (s) => s.question);

  useEffect(() => {
    store.setState((s) => ({ drawn: s.drawn + 1 }));
    return () => store.setState((s) => ({ drawn: s.drawn - 1 }));
  }, [store]);

  const answer = (signOut: boolean) => {
    question?.answer(signOut);
    store.setState({ question: null });
  };

  return (
    <Dialog open={question !== null} title="Not everything is synced" onClose={() => answer(false)}>
      <p>The server does not have these yet:</p>
      <ul className="list-disc ps-6" aria-label="Not yet synced">
        {question?.copies.map((copy) => (
          <li key={`${copy.kind}-${copy.reportId}-${copy.localCode}`}>
            {copy.reportId < 0 ? 'A report started offline' : `Report ${copy.reportId}`}
            {copy.localCode && ` (${copy.localCode})`}: {kindText[copy.kind]}
          </li>
        ))}
      </ul>
      <p>
        {question?.kept
          ? 'If you sign out, they stay on this device, encrypted, until you sign in here again.'
          : 'You signed in with a link, without a password: after sign-out this device cannot open them again. Stay signed in until they are synced.'}
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => answer(true)}>
          Sign out and keep them on this device
        </Button>
        <Button onClick={() => answer(false)}>Stay signed in</Button>
      </div>
    </Dialog>
  );
}
