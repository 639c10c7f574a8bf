import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { loadCompromisedCheck, type CompromisedCheck } from '../../lib/auth/sign-in/compromised-passwords';
import { checkNewPassword, passwordHint, PASSWORD_MIN_LENGTH } from '../../lib/auth/sign-in/password-policy';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { ApiClientError } from '../api/client';
import { useSessionActions } from '../session/session-actions';
import { useSessionStore } from '../session/session-store';
import { AuthFrame } from './auth-frame';

type Field = 'currentPassword' | 'newPassword' | 'confirm';
type Errors = Partial<Record<Field | 'form', string>>;

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
  const user = useSessionStore((s) => s.user);
  const minLength = user?.additionalInfo.passwordMinLength ?? PASSWORD_MIN_LENGTH;
  // Opened by an administrator's one-time sign-in link: the user never had a password to enter.
  const choosing = user?.additionalInfo.choosePassword === true;
  const [values, setValues] = useState<Record<Field, string>>({ currentPassword: '', newPassword: '', confirm: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [isCompromised, setIsCompromised] = useState<CompromisedCheck | null>(null);

  useEffect(() => {
    let live = true;
    loadCompromisedCheck().then(
      (check) => live && setIsCompromised(() => check),
      // Offline: the server still checks the list when the form is sent.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const problems = (check: CompromisedCheck): Errors => ({
    currentPassword: choosing || values.currentPassword ? undefined : 'Enter your current (temporary) password.',
    newPassword:
      checkNewPassword(values.newPassword, {
        minLength,
        userName: user?.userName,
        currentPassword: (!choosing && values.currentPassword) || undefined,
        isCompromised: check,
      }) ?? undefined,
    confirm: values.confirm === values.newPassword ? undefined : 'The two new passwords do not match.',
  });
  const local = problems(isCompromised ?? notListed);
  const errors: Errors = {
    form: serverErrors.form,
    currentPassword: serverErrors.currentPassword ?? (touched.currentPassword ? local.currentPassword : undefined),
    newPassword: serverErrors.newPassword ?? (touched.newPassword ? local.newPassword : undefined),
    confirm: touched.confirm ? local.confirm : undefined,
  };

  const edit = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined, form: undefined }));
  };
  const leave = (field: Field) => () => {
    if (values[field]) setTouched((t) => ({ ...t, [field]: true }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ currentPassword: true, newPassword: true, confirm: true });
    const check = isCompromised ?? (await loadCompromisedCheck().catch(() => notListed));
    const found = problems(check);
    if (found.currentPassword || found.newPassword || found.confirm) return;
    setBusy(true);
    try {
      await changePassword(choosing ? undefined : values.currentPassword, values.newPassword);
      if (voluntary) {
        setChanged(true);
        setValues({ currentPassword: '', newPassword: '', confirm: '' });
        setTouched({});
      }
    } catch (error) {
      if (error instanceof ApiClientError && error.fieldErrors.length) {
        const byField: Errors = {};
        for (const f of error.fieldErrors) byField[f.path.replace('payload.', '') as Field] = f.message;
        setServerErrors(byField);
      } else if (!(error instanceof ApiClientError && error.httpStatus === 401)) {
        setServerErrors({
          form: error instanceof ApiClientError ? error.message : 'The password could not be changed.',
        });
      }
    } finally {
      setBusy(false);
    }
  }

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
        onSubmit={submit}
        noValidate
        aria-label={choosing ? 'Choose password' : 'Change password'}
        className="flex flex-col gap-4 rounded border border-line bg-panel p-6"
      >
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        {!choosing && (
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={(e) => edit('currentPassword')(e.target.value)}
            onBlur={leave('currentPassword')}
            error={errors.currentPassword}
          />
        )}
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={(e) => edit('newPassword')(e.target.value)}
          onBlur={leave('newPassword')}
          error={errors.newPassword}
          hint={passwordHint(minLength)}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={values.confirm}
          onChange={(e) => edit('confirm')(e.target.value)}
          onBlur={leave('confirm')}
          error={errors.confirm}
        />
        <div className="flex gap-2">
          <Button type="submit" busy={busy}>
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
