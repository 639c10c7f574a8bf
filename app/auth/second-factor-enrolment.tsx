import { useEffect, useId, useState, type FormEvent } from 'react';
import type { CallResponse } from '../../lib/api/define-call';
import type { beginSecondFactorEnrolment, confirmSecondFactorEnrolment } from '../../lib/api/calls/calls-second-factor';
import { normaliseTotpCode, secondFactorMessages } from '../../lib/auth/sign-in/second-factor';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { ApiClientError } from '../api/client';
import { beginEnrolment, confirmEnrolment, messagesOf } from '../session/second-factor-actions';

type Pending = CallResponse<typeof beginSecondFactorEnrolment>;
type Confirmed = CallResponse<typeof confirmSecondFactorEnrolment>;

/** The secret in groups of four, as authenticator apps show a key typed by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up an authenticator app: scan the QR code (or type the key), confirm a current code,
 * then keep the ten recovery codes, shown this once. `onDone` runs once the user says they saved them.
 */
export function SecondFactorEnrolment({
  onDone,
  doneLabel,
}: {
  onDone: (confirmed: Confirmed) => void;
  doneLabel: string;
}) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [loadError, setLoadError] = useState('');
  const [confirmed, setConfirmed] = useState<Confirmed | null>(null);

  useEffect(() => {
    let live = true;
    beginEnrolment().then(
      (answer) => live && setPending(answer),
      (error: unknown) =>
        live && setLoadError(error instanceof ApiClientError ? error.message : 'The set-up could not be started.'),
    );
    return () => {
      live = false;
    };
  }, []);

  if (loadError) return <Alert tone="error">{loadError}</Alert>;
  if (!pending) return <Spinner label="Preparing your authenticator set-up…" />;
  if (confirmed) return <RecoveryCodes confirmed={confirmed} onDone={onDone} doneLabel={doneLabel} />;
  return <ScanAndConfirm pending={pending} onConfirmed={setConfirmed} />;
}

function ScanAndConfirm({ pending, onConfirmed }: { pending: Pending; onConfirmed: (c: Confirmed) => void }) {
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ code?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const keyId = useId();
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(pending.qrSvg)}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!normaliseTotpCode(code)) return setErrors({ code: secondFactorMessages.codeFormat });
    setBusy(true);
    setErrors({});
    try {
      onConfirmed(await confirmEnrolment(code));
    } catch (error) {
      setErrors(messagesOf(error, ['code'], 'The code could not be checked. Try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Set up an authenticator app">
      <ol className="flex list-decimal flex-col gap-3 ps-5 text-sm">
        <li>
          In an authenticator app on your phone (such as Microsoft Authenticator, Google Authenticator or FreeOTP), add
          an account and scan this QR code.
          <img
            src={qr}
            alt={`QR code for ${pending.issuer} (${pending.accountName}). If you cannot scan it, type the key shown below into your app.`}
            aria-describedby={keyId}
            className="mt-2 h-48 w-48 bg-white"
          />
        </li>
        <li id={keyId}>
          Cannot scan it? Enter this key by hand, as a time-based key for the account {pending.accountName}:{' '}
          <code data-testid="totp-secret" className="break-all rounded bg-surface px-1 font-mono">
            {grouped(pending.secret)}
          </code>
        </li>
        <li>Enter the six-digit code the app now shows.</li>
      </ol>
      {errors.form && <Alert tone="error">{errors.form}</Alert>}
      <TextField
        label="Code from your authenticator app"
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={errors.code}
      />
      <Button type="submit" busy={busy}>
        {busy ? 'Checking…' : 'Confirm'}
      </Button>
    </form>
  );
}

function RecoveryCodes({
  confirmed,
  onDone,
  doneLabel,
}: {
  confirmed: Confirmed;
  onDone: (c: Confirmed) => void;
  doneLabel: string;
}) {
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState('');
  const [error, setError] = useState('');
  const listId = useId();
  const text = confirmed.recoveryCodes.join('\n');

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('The recovery codes are copied.');
    } catch {
      setCopied('Copying is not allowed here: select the codes and copy them, or write them down.');
    }
  }

  function finish() {
    if (!saved) return setError('Confirm that you saved the recovery codes.');
    onDone(confirmed);
  }

  return (
    <section className="flex flex-col gap-4" aria-label="Recovery codes">
      <Alert tone="warning" title="Your authenticator app is set up. Save these recovery codes now.">
        Each code signs you in once if you lose your phone. They are shown only this once; keep them somewhere safe.
      </Alert>
      <ul id={listId} aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-base">
        {confirmed.recoveryCodes.map((c) => (
          <li key={c} className="rounded bg-surface px-2 py-1">
            {c}
          </li>
        ))}
      </ul>
      <div className="flex items-center gap-3">
        <Button variant="secondary" onClick={() => void copy()} aria-controls={listId}>
          Copy the codes
        </Button>
        <span role="status" className="text-sm">
          {copied}
        </span>
      </div>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          checked={saved}
          onChange={(e) => {
            setSaved(e.target.checked);
            setError('');
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${listId}-error` : undefined}
          className="mt-1"
        />
        <span>I saved them</span>
      </label>
      {error && (
        <p id={`${listId}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <Button onClick={finish}>{doneLabel}</Button>
    </section>
  );
}
