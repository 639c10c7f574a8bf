import { useState, type FormEvent } from 'react';
import { normaliseRecoveryCode, normaliseTotpCode, secondFactorMessages } from '../../lib/auth/sign-in/second-factor';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { messagesOf, verifySecondFactor } from '../session/second-factor-actions';
import { useSessionActions } from '../session/session-actions';
import { AuthFrame } from './auth-frame';

/** After the password: the code from the authenticator app, or one of the recovery codes. */
export function SecondFactorStep() {
  const { enter, signOut } = useSessionActions();
  const [method, setMethod] = useState<'code' | 'recovery'>('code');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ code?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wellFormed = method === 'code' ? normaliseTotpCode(code) : normaliseRecoveryCode(code);
    if (!wellFormed) {
      setErrors({ code: method === 'code' ? secondFactorMessages.codeFormat : secondFactorMessages.recoveryFormat });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await verifySecondFactor(method, code, enter);
    } catch (error) {
      setErrors(messagesOf(error, ['code'], 'The code could not be checked. Try again.'));
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  function switchMethod() {
    setMethod(method === 'code' ? 'recovery' : 'code');
    setCode('');
    setErrors({});
  }

  return (
    <AuthFrame title="Second factor">
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4 rounded border border-line bg-panel p-6"
        aria-label="Second factor"
      >
        <p className="text-sm">
          {method === 'code'
            ? 'Open your authenticator app and enter the six-digit code it shows for this application.'
            : 'Enter one of the recovery codes you saved when you set up your authenticator app. Each works once.'}
        </p>
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        <TextField
          key={method}
          label={method === 'code' ? 'Code from your authenticator app' : 'Recovery code'}
          name={method === 'code' ? 'code' : 'recoveryCode'}
          autoComplete={method === 'code' ? 'one-time-code' : 'off'}
          inputMode={method === 'code' ? 'numeric' : 'text'}
          spellCheck={false}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={errors.code}
          autoFocus
        />
        <Button type="submit" busy={busy}>
          {busy ? 'Checking…' : 'Continue'}
        </Button>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={switchMethod}>
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
