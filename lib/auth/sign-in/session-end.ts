import { agencyDisabledMessage } from './agency-status';
import { isDisabled } from '../user-status';

/** Why a session ended, as its row keeps it (sessions.end_reason). */
export type SessionEndReason =
  | 'logout'
  | 'autologout'
  | 'expired'
  | 'account unavailable'
  | 'agency disabled'
  | 'user disabled'
  | 'password changed'
  | 'password chosen'
  | 'password reset';

export const ACCOUNT_DISABLED = 'Your account is disabled. Contact your agency administrator.';
export const ACCOUNT_LOCKED =
  'Your account is locked after too many failed sign-in attempts. Ask an administrator to unlock it.';
export const SESSION_ENDED = 'Your session has ended. Sign in again.';

/** What the session's user is now, which decides the words when their account is the reason. */
interface UserNow {
  status: number;
  agencyName: string;
}

/**
 * What a call made with an ended session is told: why it ended, in the user's words, since the app
 * shows this message on the sign-in screen it goes back to. A sign-out the user made themselves (in
 * another tab, or by the app's idle time-out) needs no more than that it ended.
 */
export function endedSessionMessage(reason: string | null, user: UserNow, idle: string): string {
  switch (reason as SessionEndReason | null) {
    case 'expired':
      return `Your session expired after ${idle} without activity. Sign in again.`;
    case 'user disabled':
      return isDisabled(user.status)
        ? ACCOUNT_DISABLED
        : 'An administrator disabled your account, which ended this session. Sign in again.';
    case 'account unavailable':
      return isDisabled(user.status) ? ACCOUNT_DISABLED : ACCOUNT_LOCKED;
    case 'agency disabled':
      return agencyDisabledMessage(user.agencyName);
    case 'password changed':
    case 'password chosen':
      return 'Your password was changed in another session, which ended this one. Sign in with your new password.';
    case 'password reset':
      return 'An administrator reset your password, which ended this session. Sign in with the temporary password you were given.';
    default:
      return SESSION_ENDED;
  }
}
