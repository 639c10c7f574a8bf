import { useState, type FormEvent } from 'react';
import { resetPassword } from '../../../lib/api/calls/calls-user';
import type { SignInLink } from '../../../lib/api/schemas/user-admin-schemas';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { ApiClientError, callApi } from '../../api/client';
import { SignInLinkNotice } from './sign-in-link';

/**
 * Resetting a password: a one-time sign-in link (the user then chooses a password, none is ever
 * told to anyone) or a temporary password the user must change at the next sign-in.
 */
export function ResetPasswordDialog({
  user,
  onClose,
  onDone,
}: {
  user: { id: number; userName: string };
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [method, setMethod] = useState<'link' | 'temporary'>('link');
  const [temporary, setTemporary] = useState('');
  const [error, setError] = useState<{ field?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<SignInLink | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (method === 'temporary' && !temporary) {
      setError({ field: 'Enter the temporary password.' });
      return;
    }
    setBusy(true);
    setError({});
    try {
      const answer = await callApi(
        resetPassword,
        method === 'link' ? { userId: user.id, signInLink: true } : { userId: user.id, temporaryPassword: temporary },
      );
      onDone(`The password of ${user.userName} was reset.`);
      if (answer.signInLink) setLink(answer.signInLink);
      else onClose();
    } catch (e) {
      if (e instanceof ApiClientError && e.fieldErrors.length) setError({ field: e.fieldErrors[0]?.message });
      else setError({ form: e instanceof ApiClientError ? e.message : 'The password could not be reset.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open title={`Reset the password of ${user.userName}`} onClose={onClose}>
      {link ? (
        <>
          <SignInLinkNotice userName={user.userName} link={link} />
          <div className="flex justify-end">
            <Button onClick={onClose}>Done</Button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Reset password" className="flex flex-col gap-3">
          {error.form && <Alert tone="error">{error.form}</Alert>}
          <p className="text-sm">The user&rsquo;s current password stops working and their sessions end.</p>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium">How the user signs in next</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="method" checked={method === 'link'} onChange={() => setMethod('link')} />A
              one-time sign-in link; the user then chooses a password
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="method"
                checked={method === 'temporary'}
                onChange={() => setMethod('temporary')}
              />
              A temporary password the user must change
            </label>
          </fieldset>
          {method === 'temporary' && (
            <TextField
              label="Temporary password"
              type="text"
              autoComplete="off"
              value={temporary}
              onChange={(e) => {
                setTemporary(e.target.value);
                setError({});
              }}
              error={error.field}
            />
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" busy={busy}>
              {busy ? 'Resetting…' : 'Reset password'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
