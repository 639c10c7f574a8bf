import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { normaliseRecoveryCode, normaliseTotpCode, secondFactorMessages } from '../../lib/auth/sign-in/second-factor';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { FormTextField } from '../api/form-text-field';
import { showServerErrors } from '../api/server-field-errors';
import { verifySecondFactor } from '../session/second-factor-actions';
import { useApiClient } from '../api/api-client-context';
import { useSessionActions } from '../session/session-actions';
import { AuthFrame } from './auth-frame';

/** A code as the authenticator app or the recovery list writes it, checked as the server checks it. */
const codeSchema = z.object({ method: z.enum(['code', 'recovery']), code: z.string() }).check(
  z.superRefine(({ method, code }, ctx) => {
    const wellFormed = method === 'code' ? normaliseTotpCode(code) : normaliseRecoveryCode(code);
    if (!wellFormed)
      ctx.issues.push({
        code: 'custom',
        input: code,
        path: ['code'],
        message: method === 'code' ? secondFactorMessages.codeFormat : secondFactorMessages.recoveryFormat,
      });
  }),
);

/** After the password: the code from the authenticator app, or one of the recovery codes. */
export function SecondFactorStep() {
  const { enter, signOut } = useSessionActions();
  const api = useApiClient();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(codeSchema),
    defaultValues: { method: 'code' as 'code' | 'recovery', code: '' },
  });
  const method = useWatch({ control, name: 'method' });

  // The form's submit state is the busy button and the messages; a code refused is cleared to type again.
  const submit = handleSubmit(async ({ method: kind, code }) => {
    try {
      await verifySecondFactor(api, kind, code, enter);
    } catch (error) {
      showServerErrors(error, setError, { fallback: 'The code could not be checked. Try again.', fields: ['code'] });
      setValue('code', '');
    }
  });

  return (
    <AuthFrame title="Second factor">
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="flex flex-col gap-4 rounded border border-line bg-panel p-6"
        aria-label="Second factor"
      >
        <p className="text-sm">
          {method === 'code'
            ? 'Open your authenticator app and enter the six-digit code it shows for this application.'
            : 'Enter one of the recovery codes you saved when you set up your authenticator app. Each works once.'}
        </p>
        {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
        <FormTextField
          key={method}
          control={control}
          name="code"
          label={method === 'code' ? 'Code from your authenticator app' : 'Recovery code'}
          inputName={method === 'code' ? 'code' : 'recoveryCode'}
          autoComplete={method === 'code' ? 'one-time-code' : 'off'}
          inputMode={method === 'code' ? 'numeric' : 'text'}
          spellCheck={false}
          autoFocus
        />
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? 'Checking…' : 'Continue'}
        </Button>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => reset({ method: method === 'code' ? 'recovery' : 'code', code: '' })}
          >
            {method === 'code' ? 'Use a recovery code instead' : 'Use the authenticator app instead'}
          </Button>
          <Button variant="secondary" onClick={() => void signOut()}>
            Cancel and sign out
          </Button>
        </div>
      </form>
    </AuthFrame>
  );
}
