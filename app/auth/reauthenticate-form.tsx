import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { getSecondFactorStatus, reauthenticate } from '../../lib/api/calls/calls-second-factor';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { serverMessages } from '../api/field-messages';
import { FormTextField } from '../api/form-text-field';
import { currentPassword } from './current-password-field';
import { showServerErrors } from '../api/server-field-errors';
import { useRead } from '../api/use-mutation';
import { useApiClient } from '../api/api-client-context';

const password = z.string().check(z.minLength(1, 'Enter your password.'));
const code = z.string();
/** The password, and the code when the user has a second factor. */
const proofSchemas = {
  password: z.object({ password, code }),
  both: z.object({
    password,
    code: code.check(z.refine((c) => c.trim() !== '', 'Enter the code from your authenticator app.')),
  }),
};

/** The password (and a code, with a second factor) asked again; `onDone` says whether it was proven. */
export function ReauthenticateForm({ message, onDone }: { message: string; onDone: (proven: boolean) => void }) {
  const api = useApiClient();
  // Unknown while it is read, or when it cannot be: the server says so at the code field if one is needed.
  const status = useRead(() => api.call(getSecondFactorStatus, {}), 'status', '');
  const [codeAsked, askForCode] = useState(false);
  const needsCode = status.data?.enabled === true || codeAsked;
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(needsCode ? proofSchemas.both : proofSchemas.password),
    defaultValues: { password: '', code: '' },
  });

  // Whatever was typed is cleared after a refusal, and the reason stays.
  const submit = handleSubmit(async (proof) => {
    try {
      await api.call(reauthenticate, { password: proof.password, ...(proof.code.trim() ? { code: proof.code } : {}) });
      onDone(true);
    } catch (error) {
      reset();
      showServerErrors(error, setError, {
        fallback: 'Your password could not be checked. Try again.',
        fields: ['password', 'code'],
      });
      // A code the server asks for brings its field, even before the status said so.
      if ('code' in serverMessages(error, '')) askForCode(true);
    }
  });

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Confirm your password"
    >
      <p className="text-sm">{message} You signed in a while ago, and this action changes who may do what.</p>
      {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
      <FormTextField control={control} name="password" {...currentPassword} autoFocus />
      {needsCode && (
        <FormTextField
          control={control}
          name="code"
          label="Code from your authenticator app"
          autoComplete="one-time-code"
          inputMode="numeric"
        />
      )}
      <div className="flex gap-2">
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? 'Checking…' : 'Confirm'}
        </Button>
        <Button variant="secondary" onClick={() => onDone(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
