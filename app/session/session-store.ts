import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { User } from '../../lib/api/schemas/user-schemas';
import type { SecondFactorStage } from '../../lib/auth/sign-in/second-factor';
import { providedContext } from '../provided-context';

/**
 * signedOut -> (password) [secondFactor | enrolSecondFactor] -> signedIn | changePassword
 * signedOut -> (token link) authorise -> [secondFactor | enrolSecondFactor] -> signedIn | changePassword
 * signedIn -> (idle time-out offline, or a reload without the device key) locked -> (password) signedIn
 */
export type SessionStage =
  | 'restoring'
  | 'signedOut'
  | 'authorise'
  | 'secondFactor'
  | 'enrolSecondFactor'
  | 'changePassword'
  | 'signedIn'
  | 'locked';

export interface SessionState {
  stage: SessionStage;
  token: string;
  user: User | null;
  /** Millisecond time of the last call that renewed the session on the server. */
  lastActivityAt: number;
  /** Shown on the login screen after a sign-out, a time-out or a failed token login. */
  notice: { kind: 'info' | 'error'; text: string } | null;
  /** Who the locked session is: the unlock screen names them and checks their password on the device. */
  lockedOfficer: { userId: number; userName: string } | null;
  /** Signed in without the server (unlocked offline): the server is asked again when it answers. */
  offline: boolean;
}

export const initialSessionState: SessionState = {
  stage: 'restoring',
  token: '',
  user: null,
  lastActivityAt: 0,
  notice: null,
  lockedOfficer: null,
  offline: false,
};

export type SessionStore = StoreApi<SessionState>;

/** The session's state: the app's root makes the one the page keeps, with its actions (session-actions.ts). */
export const createSessionStore = (): SessionStore => createStore<SessionState>()(() => initialSessionState);

/** The session's store, as the app's root made it, for what reads it at its turn (an event, an effect) rather than to draw. */
export const [SessionStoreContext, useSessionStoreApi] = providedContext<SessionStore>(
  'The session needs a SessionStoreContext above it',
);

/** A part of the session's state, drawn again when it changes. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(useSessionStoreApi(), selector);
}

export const sessionSelectors = {
  displayName: (s: SessionState) => (s.user ? `${s.user.firstName} ${s.user.lastName}` : ''),
  timeoutMs: (s: SessionState) => s.user?.additionalInfo.sessionTimeoutMs ?? 1_800_000,
  warningMs: (s: SessionState) => s.user?.additionalInfo.sessionWarningMs ?? 60_000,
};

/** The stage after a sign-in step: the second factor the server says is owed, else the password change or the app. */
export function stageOf(user: User, nextStep?: SecondFactorStage): SessionStage {
  if (nextStep === 'second_factor') return 'secondFactor';
  if (nextStep === 'enrol_second_factor') return 'enrolSecondFactor';
  return user.additionalInfo.mustChangePassword ? 'changePassword' : 'signedIn';
}
