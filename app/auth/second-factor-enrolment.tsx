import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import type { CallResponse } from '../../lib/api/define-call';
import type { beginSecondFactorEnrolment, confirmSecondFactorEnrolment } from '../../lib/api/calls/calls-second-factor';
import { normaliseTotpCode, secondFactorMessages } from '../../lib/auth/sign-in/second-factor';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { FormTextField } from '../api/form-text-field';
import { showServerErrors } from '../api/server-field-errors';
import { useMutation, useRead } from '../api/use-mutation';
import { confirmEnrolment } from '../session/second-factor-actions';
import { useSessionActions } from '../session/session-actions';
import { useApiClient } from '../api/api-client-context';

type Begun = CallResponse<typeof beginSecondFactorEnrolment>;
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
  // The start makes the secret on the server; it is read as this part first draws.
  const { beginEnrolment } = useSessionActions();
  const begun = useRead(beginEnrolment, 'begin', 'The set-up could not be started.');
  const [confirmed, setConfirmed] = useState<Confirmed | null>(null);

  if (begun.error) return <Alert tone="error">{begun.error}</Alert>;
  if (!begun.data) return <Spinner label="Preparing your authenticator set-up…" />;
  if (confirmed) return <RecoveryCodes confirmed={confirmed} onDone={onDone} doneLabel={doneLabel} />;
  return <ScanAndConfirm begun={begun.data} onConfirmed={setConfirmed} />;
}

/** The code the app shows, in the form its check takes. */
const codeSchema = z.object({
  code: z.string().check(z.refine((code) => normaliseTotpCode(code) !== null, secondFactorMessages.codeFormat)),
});

function ScanAndConfirm({ begun, onConfirmed }: { begun: Begun; onConfirmed: (c: Confirmed) => void }) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  const keyId = useId();
  const api = useApiClient();
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(begun.qrSvg)}`;

  const submit = handleSubmit(async ({ code }) => {
    try {
      onConfirmed(await confirmEnrolment(api, code));
    } catch (error) {
      showServerErrors(error, setError, { fallback: 'The code could not be checked. Try again.', fields: ['code'] });
    }
  });

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Set up an authenticator app"
    >
      <ol className="flex list-decimal flex-col gap-3 ps-5 text-sm">
        <li>
          In an authenticator app on your phone (such as Microsoft Authenticator, Google Authenticator or FreeOTP), add
          an account and scan this QR code.
          <img
            src={qr}
            alt={`QR code for ${begun.issuer} (${begun.accountName}). If you cannot scan it, type the key shown below into your app.`}
            aria-describedby={keyId}
            className="mt-2 h-48 w-48 bg-white"
          />
        </li>
        <li id={keyId}>
          Cannot scan it? Enter this key by hand, as a time-based key for the account {begun.accountName}:{' '}
          <code data-testid="totp-secret" className="break-all rounded bg-surface px-1 font-mono">
            {grouped(begun.secret)}
          </code>
        </li>
        <li>Enter the six-digit code the app now shows.</li>
      </ol>
      {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
      <FormTextField
        control={control}
        name="code"
        label="Code from your authenticator app"
        autoComplete="one-time-code"
        inputMode="numeric"
      />
      <Button type="submit" busy={isSubmitting}>
        {isSubmitting ? 'Checking…' : 'Confirm'}
      </Button>
    </form>
  );
}

/** The codes are shown this once: going on says they are kept. */
const savedSchema = z.object({
  saved: z.boolean().check(z.refine((yes) => yes, 'Confirm that you saved the recovery codes.')),
});

function RecoveryCodes({
  confirmed,
  onDone,
  doneLabel,
}: {
  confirmed: Confirmed;
  onDone: (c: Confirmed) => void;
  doneLabel: string;
}) {
  const listId = useId();
  const text = confirmed.recoveryCodes.join('\n');
  const copying = useMutation(
    () => navigator.clipboard.writeText(text).then(() => 'The recovery codes are copied.'),
    'Copying is not allowed here: select the codes and copy them, or write them down.',
  );
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(savedSchema), defaultValues: { saved: false } });
  const error = errors.saved?.message;
  const finish = handleSubmit(() => onDone(confirmed));

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
        <Button variant="secondary" onClick={() => void copying.run()} aria-controls={listId}>
          Copy the codes
        </Button>
        <span role="status" className="text-sm">
          {copying.data ?? copying.error}
        </span>
      </div>
      <Controller
        control={control}
        name="saved"
        render={({ field: { value, onChange } }) => (
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              checked={value}
              onChange={(e) => onChange(e.target.checked)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${listId}-error` : undefined}
              className="mt-1"
            />
            <span>I saved them</span>
          </label>
        )}
      />
      {error && (
        <p id={`${listId}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <Button onClick={() => void finish()}>{doneLabel}</Button>
    </section>
  );
}
