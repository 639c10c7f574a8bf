import { useState, type FormEvent } from 'react';
import { dppaPurposes, type DppaPurpose } from '../../lib/api/dppa';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ApiClientError } from '../api/client';
import { useSessionActions } from '../session/session-actions';
import { useSessionStore } from '../session/session-store';
import { AuthFrame } from './auth-frame';

/** The DPPA acknowledgement that completes a token login: its session can do nothing until then. */
export function AuthoriseStep() {
  const { authorise, signOut } = useSessionActions();
  const user = useSessionStore((s) => s.user);
  const [purpose, setPurpose] = useState<DppaPurpose | ''>('');
  const [acknowledged, setAcknowledged] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!purpose) return setError('Choose the permissible use for this session.');
    if (!acknowledged) return setError('You must acknowledge the DPPA terms to continue.');
    setBusy(true);
    setError('');
    try {
      await authorise(purpose);
    } catch (e) {
      setError(e instanceof ApiClientError ? e.message : 'Authorisation failed. Try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthFrame title="Driver's Privacy Protection Act">
      {user && (
        <p>
          Signed in as{' '}
          <strong>
            {user.firstName} {user.lastName}
          </strong>{' '}
          ({user.agencyName}).
        </p>
      )}
      <form
        onSubmit={submit}
        className="flex flex-col gap-4 rounded border border-line bg-panel p-6"
        aria-label="DPPA acknowledgement"
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold">Permissible use of driver and vehicle records</legend>
          {dppaPurposes.map((p) => (
            <label key={p} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name="purpose"
                value={p}
                checked={purpose === p}
                onChange={() => setPurpose(p)}
                className="mt-1"
              />
              <span>{p}</span>
            </label>
          ))}
        </fieldset>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            checked={acknowledged}
            onChange={(e) => setAcknowledged(e.target.checked)}
            className="mt-1"
          />
          <span>
            I acknowledge that personal information from motor vehicle records is protected by the DPPA (18 U.S.C.
            2721–2725) and that I will use it only for the permissible use stated above.
          </span>
        </label>
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex gap-2">
          <Button type="submit" busy={busy}>
            Continue
          </Button>
          <Button variant="secondary" onClick={() => void signOut()}>
            Cancel and sign out
          </Button>
        </div>
      </form>
    </AuthFrame>
  );
}
