import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { loadCompromisedCheck, type CompromisedCheck } from '../../lib/auth/sign-in/compromised-passwords';
import { checkNewPassword, passwordHint, PASSWORD_MIN_LENGTH } from '../../lib/auth/sign-in/password-policy';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { describeCallError } from '../api/client';
import { useSessionActions } from '../session/session-actions';
import { FormTextField } from '../api/form-text-field';
import { showServerErrors } from '../api/server-field-errors';
import { useRead } from '../api/use-mutation';
import { useSession } from '../session/session-store';
import { AuthFrame } from './auth-frame';

interface Passwords {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}
const fields = ['currentPassword', 'newPassword', 'confirm'] as const;
const empty: Passwords = { currentPassword: '', newPassword: '', confirm: '' };

const notListed: CompromisedCheck = () => false;

/**
 * Shown when an administrator has set a temporary password that must be changed at sign-in, when
 * a one-time sign-in link opened the session of a user who has no password yet (they choose one
 * without a current password), and (voluntary) from the profile, where the officer changes their
 * own password. The new password is checked by the same rules as the server's (lib/auth/sign-in/password-policy.ts), at the
 * field once the officer has left it; the list of compromised passwords is loaded on this screen
 * only, so signing in does not download it.
 */
export function ChangePasswordPage({ voluntary = false }: { voluntary?: boolean } = {}) {
  const { changePassword, signOut } = useSessionActions();
  const [changed, setChanged] = useState(false);
  const user = useSession((s) => s.user);
  const minLength = user?.additionalInfo.passwordMinLength ?? PASSWORD_MIN_LENGTH;
  // Opened by an administrator's one-time sign-in link: the user never had a password to enter.
  const choosing = user?.additionalInfo.choosePassword === true;
  // Offline it cannot be had: the server still checks the list when the form is sent.
  const listed = useRead(loadCompromisedCheck, 'compromised', '');

  /** The server's own rules, checked here first: each field's first problem. */
  const resolver: Resolver<Passwords> = async (values) => {
    const isCompromised = listed.data ?? (await loadCompromisedCheck().catch(() => notListed));
    const problems = {
      currentPassword: choosing || values.currentPassword ? null : 'Enter your current (temporary) password.',
      newPassword: checkNewPassword(values.newPassword, {
        minLength,
        userName: user?.userName,
        currentPassword: (!choosing && values.currentPassword) || undefined,
        isCompromised,
      }),
      confirm: values.confirm === values.newPassword ? null : 'The two new passwords do not match.',
    };
    const errors: FieldErrors<Passwords> = {};
    for (const field of fields) {
      const message = problems[field];
      if (message) errors[field] = { type: 'policy', message };
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
  // A field is checked once left with something typed, then as it changes; every field once sent.
  const {
    control,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    trigger,
    getFieldState,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<Passwords>({ resolver, mode: 'onTouched', defaultValues: empty });
  // What the server said of the whole form goes as soon as anything is changed.
  const edited = () => clearErrors('root');

  const submit = handleSubmit(async (values) => {
    try {
      await changePassword(choosing ? undefined : values.currentPassword, values.newPassword);
      if (voluntary) {
        setChanged(true);
        reset(empty);
      }
    } catch (error) {
      // A refused session is signed out by the client; there is nothing to say here.
      const call = describeCallError(error);
      if (call?.httpStatus === 401 && !call.fieldErrors.length) return;
      showServerErrors(error, setError, { fallback: 'The password could not be changed.', fields });
    }
  });

  return (
    <AuthFrame title={choosing ? 'Choose your password' : 'Change your password'}>
      {voluntary ? (
        changed && <Alert>Your password is changed. Other sessions signed in with the old one have ended.</Alert>
      ) : (
        <Alert>
          {choosing
            ? 'You signed in with a one-time link. Choose the password you will sign in with from now on.'
            : 'Your password was reset by an administrator. Choose a new password to continue.'}
        </Alert>
      )}
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label={choosing ? 'Choose password' : 'Change password'}
        className="flex flex-col gap-4 rounded border border-line bg-panel p-6"
      >
        {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
        {!choosing && (
          <FormTextField
            control={control}
            name="currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
            checkOnlyWhenTyped
            onEdit={edited}
          />
        )}
        <FormTextField
          control={control}
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={passwordHint(minLength)}
          checkOnlyWhenTyped
          onEdit={() => {
            edited();
            // The confirmation answers to the new password: once it is checked, it is checked again.
            if (isSubmitted || getFieldState('confirm').isTouched) void trigger('confirm');
          }}
        />
        <FormTextField
          control={control}
          name="confirm"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          checkOnlyWhenTyped
          onEdit={edited}
        />
        <div className="flex gap-2">
          <Button type="submit" busy={isSubmitting}>
            {choosing ? 'Choose password' : 'Change password'}
          </Button>
          {voluntary ? (
            <Link to="/profile" className="self-center text-brand underline">
              Back to my profile
            </Link>
          ) : (
            <Button variant="secondary" onClick={() => void signOut()}>
              Sign out
            </Button>
          )}
        </div>
      </form>
    </AuthFrame>
  );
}
