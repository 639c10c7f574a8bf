import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { formatDateTime } from '../../lib/format/dates';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { SecondFactorEnrolment } from '../auth/second-factor-enrolment';
import { Ribbon } from '../layout/ribbon';
import type { SecondFactorAnswer } from './second-factor-loader';

// The route takes the page and its loader from one chunk (router.tsx).
export { secondFactorLoader } from './second-factor-loader';

/** The user's own second factor: whether it is set up, and setting it up when it is optional. */
export function SecondFactorPage() {
  const { data, error } = useLoaderData<SecondFactorAnswer>();
  const { revalidate } = useRevalidator();
  const [enrolling, setEnrolling] = useState(false);

  return (
    <>
      <Ribbon title="Second factor" />
      <section className="flex max-w-2xl flex-col gap-4 p-4" aria-label="Second factor">
        {error && <Alert tone="error">{error}</Alert>}
        {!data && !error && <Spinner label="Loading…" />}
        {data?.enabled && (
          <>
            <p>
              Your authenticator app is set up{data.enabledAt ? ` since ${formatDateTime(data.enabledAt)}` : ''}. You
              enter its code after your password each time you sign in.
            </p>
            <p>
              {data.recoveryCodesLeft} of 10 recovery codes left. If you lose your phone, or run out of codes, ask your
              agency administrator to reset your second factor; you then set it up again.
            </p>
          </>
        )}
        {data && !data.enabled && !enrolling && (
          <>
            <p>
              {data.required
                ? 'Your account must have a second factor.'
                : 'A second factor is optional for your account: a code from an authenticator app on your phone, asked after your password, so a stolen password alone cannot open your account.'}
            </p>
            <div>
              <Button onClick={() => setEnrolling(true)}>Set up an authenticator app</Button>
            </div>
          </>
        )}
        {data && !data.enabled && enrolling && (
          <SecondFactorEnrolment
            doneLabel="Done"
            onDone={() => {
              setEnrolling(false);
              void revalidate();
            }}
          />
        )}
      </section>
    </>
  );
}
