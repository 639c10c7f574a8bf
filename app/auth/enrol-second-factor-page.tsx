import { Button } from '../../components/button';
import { useSessionActions } from '../session/session-actions';
import { stageOf } from '../session/session-store';
import { AuthFrame } from './auth-frame';
import { SecondFactorEnrolment } from './second-factor-enrolment';

/** Signing in as someone who must have a second factor and has none: set it up before anything else. */
export function EnrolSecondFactorPage() {
  const { enter, signOut } = useSessionActions();
  return (
    <AuthFrame title="Set up your second factor">
      <p className="text-sm">
        Your account needs a second factor: a code from an authenticator app on your phone, asked after your password
        each time you sign in.
      </p>
      <div className="rounded border border-line bg-panel p-6">
        <SecondFactorEnrolment doneLabel="Continue" onDone={({ token, user }) => enter(token, user, stageOf(user))} />
      </div>
      <Button variant="secondary" onClick={() => void signOut()}>
        Cancel and sign out
      </Button>
    </AuthFrame>
  );
}
