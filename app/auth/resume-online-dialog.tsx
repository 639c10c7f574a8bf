import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { useMutation } from '../api/use-mutation';
import { useConnection } from '../connectivity/connection-store';
import { useSessionActions } from '../session/session-actions';
import { useSession } from '../session/session-store';
import { CurrentPasswordField } from './current-password-field';

/**
 * Signed in offline (with the device's key) without a session the server knows, and the server
 * answers again: the officer signs in
 * with their password where they are, so the reports and files waiting on the device are sent.
 * Later keeps working on the device; the question comes back when the connection does.
 */
export function ResumeOnlineDialog() {
  const offlineSession = useSession((s) => s.offline && s.stage === 'signedIn');
  const withoutToken = useSession((s) => s.token === '');
  const online = useConnection((s) => s.online);
  const [postponed, setPostponed] = useState(false);
  const { confirmOfflineSession } = useSessionActions();
  useEffect(() => {
    if (!online) setPostponed(false);
    // A session with a server token is only confirmed: its officer is not asked anything.
    else if (offlineSession) void confirmOfflineSession();
  }, [online, offlineSession, confirmOfflineSession]);
  const open = offlineSession && withoutToken && online && !postponed;
  return (
    <Dialog open={open} title="You are back online" onClose={() => setPostponed(true)}>
      {open && <ResumeForm onLater={() => setPostponed(true)} />}
    </Dialog>
  );
}

function ResumeForm({ onLater }: { onLater: () => void }) {
  const { resumeOnline } = useSessionActions();
  const [password, setPassword] = useState('');
  // In the shell, which carries no form library: the sign-in's state is useMutation's.
  const signingIn = useMutation(resumeOnline, 'You could not be signed in. Try again.');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (password) void signingIn.run(password);
    else signingIn.refuse({ form: 'Enter your password.' });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <p>
        You signed in on this device while offline. Enter your password to send the reports and files waiting on this
        device to the server.
      </p>
      <CurrentPasswordField value={password} onChange={setPassword} error={signingIn.error || undefined} autoFocus />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onLater}>
          Later
        </Button>
        <Button type="submit" busy={signingIn.busy}>
          Sign in
        </Button>
      </div>
    </form>
  );
}
