import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { DeviceSignInError } from '../session/device-lock-actions';
import { useSessionActions } from '../session/session-actions';
import { FormTextField } from '../api/form-text-field';
import { currentPassword } from './current-password-field';
import { showMessages } from '../api/server-field-errors';
import { useSession } from '../session/session-store';
import { useOnline } from '../session/use-online';
import { AuthFrame } from './auth-frame';

const unlockSchema = z.object({ password: z.string().check(z.minLength(1, 'Enter your password.')) });

/**
 * The session goes on but this device's reports are locked (the idle time-out without the
 * network, or the browser closed): the officer's password, checked on the device, opens them.
 */
export function UnlockPage() {
  const { signInAsSomeoneElse, unlock } = useSessionActions();
  const officer = useSession((s) => s.lockedOfficer);
  const online = useOnline();
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(unlockSchema), defaultValues: { password: '' } });

  // Checked on this device: a refusal says why in its own words, at the password when it is about it.
  const submit = handleSubmit(async ({ password }) => {
    try {
      await unlock(password);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : 'The device could not be unlocked.';
      showMessages(
        { [failure instanceof DeviceSignInError && failure.field ? 'password' : 'form']: message },
        setError,
        ['password'],
      );
      setValue('password', '');
    }
  });

  return (
    <AuthFrame title="Unlock">
      <Alert>
        Signed in as <strong data-testid="locked-officer">{officer?.userName}</strong>. This device locked after a time
        without activity; your password opens your reports kept on it.
      </Alert>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="flex flex-col gap-4 rounded border border-line bg-panel p-6"
        aria-label="Unlock"
      >
        {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
        <FormTextField control={control} name="password" {...currentPassword} autoFocus />
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? 'Unlocking…' : 'Unlock'}
        </Button>
        <Button variant="secondary" onClick={() => void signInAsSomeoneElse()}>
          Sign in as someone else
        </Button>
        {!online && <p className="text-sm text-muted">Signing in as someone else needs the network.</p>}
      </form>
    </AuthFrame>
  );
}
