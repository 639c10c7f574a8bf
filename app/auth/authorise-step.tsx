import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { dppaPurposes, type DppaPurpose } from '../../lib/api/dppa';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { useSessionActions } from '../session/session-actions';
import { showServerErrors } from '../api/server-field-errors';
import { useSession } from '../session/session-store';
import { AuthFrame } from './auth-frame';

const isPurpose = (p: string): p is DppaPurpose => (dppaPurposes as readonly string[]).includes(p);

/** The two answers the step needs, each refused with what to do. */
const authoriseSchema = z.object({
  purpose: z.string().check(z.refine(isPurpose, 'Choose the permissible use for this session.')),
  acknowledged: z.boolean().check(z.refine((yes) => yes, 'You must acknowledge the DPPA terms to continue.')),
});

/** The DPPA acknowledgement that completes a token login: its session can do nothing until then. */
export function AuthoriseStep() {
  const { authorise, signOut } = useSessionActions();
  const user = useSession((s) => s.user);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(authoriseSchema),
    defaultValues: { purpose: '', acknowledged: false },
  });
  // One message under the choices, the first that stands in the way, as the form asks in that order.
  const error = errors.purpose?.message ?? errors.acknowledged?.message ?? errors.root?.message;

  const submit = handleSubmit(async ({ purpose }) => {
    try {
      if (isPurpose(purpose)) await authorise(purpose);
    } catch (e) {
      showServerErrors(e, setError, { fallback: 'Authorisation failed. Try again.', fields: [] });
    }
  });

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
        onSubmit={(e) => void submit(e)}
        className="flex flex-col gap-4 rounded border border-line bg-panel p-6"
        aria-label="DPPA acknowledgement"
      >
        <Controller
          control={control}
          name="purpose"
          render={({ field: { value, onChange } }) => (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-semibold">Permissible use of driver and vehicle records</legend>
              {dppaPurposes.map((p) => (
                <label key={p} className="flex items-start gap-2 text-sm">
                  <input
                    type="radio"
                    name="purpose"
                    value={p}
                    checked={value === p}
                    onChange={() => onChange(p)}
                    className="mt-1"
                  />
                  <span>{p}</span>
                </label>
              ))}
            </fieldset>
          )}
        />
        <Controller
          control={control}
          name="acknowledged"
          render={({ field: { value, onChange } }) => (
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" checked={value} onChange={(e) => onChange(e.target.checked)} className="mt-1" />
              <span>
                I acknowledge that personal information from motor vehicle records is protected by the DPPA (18 U.S.C.
                2721–2725) and that I will use it only for the permissible use stated above.
              </span>
            </label>
          )}
        />
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex gap-2">
          <Button type="submit" busy={isSubmitting}>
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
