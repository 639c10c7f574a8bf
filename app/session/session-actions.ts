import * as account from '../../lib/api/calls-account';
import type { DppaPurpose } from '../../lib/api/dppa';
import { WEB_APPLICATION_ID } from '../../lib/auth/login-link';
import { SESSION_TIMEOUT_MS } from '../../lib/auth/session-timing';
import { formatDuration } from '../../lib/format/durations';
import type { User } from '../../lib/api/user-schemas';
import type { SecondFactorStage } from '../../lib/auth/second-factor';
import { callApi, configureClient } from '../api/client';
import { clearOnLogout, readStored, storageKeys, writeStored } from '../storage-keys';
import { initialSessionState, useSessionStore, type SessionStage } from './session-store';
import { announceSession } from './announce-session';
import { ssoLogoutTarget } from './sso-logout';
import { useLayoutStore } from '../layout/layout-store';
import { useAppSettings } from '../settings/app-settings';
import { startUserSettingsSync, stopUserSettingsSync } from '../settings/user-settings-sync';

interface StoredSession {
  token: string;
  stage: SessionStage;
}

const set = useSessionStore.setState;
const get = useSessionStore.getState;

configureClient({
  identity: () => {
    const { token, user } = get();
    return {
      token,
      userId: user?.id ?? null,
      agencyOri: user?.agency.ori ?? null,
      applicationId: WEB_APPLICATION_ID,
      versionId: '1',
      webServiceUrl: window.location.origin,
    };
  },
  onActivity: () => {
    set({ lastActivityAt: Date.now() });
    // The renewed expiry reaches the extension too.
    if (get().stage === 'signedIn') announceSession(get());
  },
  onUnauthorized: (message) => endLocally({ kind: 'error', text: message }),
});

/** The stage after a sign-in step: the second factor the server says is owed, else the password change or the app. */
export function stageOf(user: User, nextStep?: SecondFactorStage): SessionStage {
  if (nextStep === 'second_factor') return 'secondFactor';
  if (nextStep === 'enrol_second_factor') return 'enrolSecondFactor';
  return user.additionalInfo.mustChangePassword ? 'changePassword' : 'signedIn';
}

export function enter(token: string, user: User, stage: SessionStage) {
  writeStored(storageKeys.session, { token, stage } satisfies StoredSession);
  set({ token, user, stage, lastActivityAt: Date.now(), notice: null });
  announceSession(get());
  if (stage === 'signedIn') void startUserSettingsSync();
}

function endLocally(notice: { kind: 'info' | 'error'; text: string } | null) {
  stopUserSettingsSync();
  clearOnLogout();
  set({ ...initialSessionState, stage: 'signedOut', notice });
  announceSession(null);
}

export async function signIn(userName: string, password: string) {
  const { token, user, nextStep } = await callApi(account.login, { userName, password });
  enter(token, user, stageOf(user, nextStep));
}

/** Token login: authenticate the one-time link token, then the DPPA authorise step. */
export async function tokenSignIn(params: { token: string; pid: string; type: string; aid: string }) {
  const result = await callApi(account.tokenAuthenticate, {
    token: params.token,
    providerId: params.pid,
    type: params.type,
    applicationId: params.aid || WEB_APPLICATION_ID,
  });
  writeStored(storageKeys.session, { token: result.token, stage: 'authorise' } satisfies StoredSession);
  set({ token: result.token, stage: 'authorise', lastActivityAt: Date.now(), notice: null });
  const user = await callApi(account.getCurrentUser, {});
  set({ user });
}

export async function authorise(purpose: DppaPurpose) {
  const { token, user, nextStep } = await callApi(account.authorize, { acknowledged: true, purpose });
  enter(token, user, stageOf(user, nextStep));
}

/** Without a current password only when a one-time sign-in link opened the session (choosing the first password). */
export async function changePassword(currentPassword: string | undefined, newPassword: string) {
  const { user } = await callApi(
    account.changePassword,
    currentPassword === undefined ? { newPassword } : { currentPassword, newPassword },
  );
  enter(get().token, user, 'signedIn');
}

/** Reload: the stored token is checked with the server before anything is shown. */
let restoring: Promise<void> | null = null;

/** Once per page load: a second call (the editor's prefetch and the root both ask) joins the first. */
export function restoreSession(): Promise<void> {
  if (restoring) return restoring;
  if (get().stage !== 'restoring') return Promise.resolve();
  restoring = restoreStoredSession().finally(() => {
    restoring = null;
  });
  return restoring;
}

async function restoreStoredSession() {
  const stored = readStored<StoredSession>(storageKeys.session);
  if (!stored?.token) {
    set({ stage: 'signedOut' });
    return;
  }
  set({ token: stored.token });
  if (stored.stage === 'secondFactor' || stored.stage === 'enrolSecondFactor') {
    // The session may make only its step's calls (not GetCurrentUser): the step's screen comes
    // back, and an ended session is told at its first call.
    set({ stage: stored.stage, lastActivityAt: Date.now(), notice: null });
    return;
  }
  try {
    const user = await callApi(account.getCurrentUser, {});
    enter(stored.token, user, stored.stage === 'authorise' ? 'authorise' : stageOf(user));
  } catch {
    if (get().stage === 'restoring') endLocally(null);
  }
}

export async function keepAlive() {
  await callApi(account.keepAlive, {});
}

/**
 * Sign-out: log the event and call logout, clear the stored token and session, then go to the
 * root path with the logout flag. Logout errors are ignored and logout proceeds, so a server that
 * cannot be reached never keeps anyone signed in (see docs/rules/sign-in-and-sessions.md).
 */
export async function signOut(reason: 'user' | 'timeout' = 'user') {
  // The report open in the editor saves what is unsaved and closes first, while the session lasts.
  await Promise.all([...beforeSignOut].map((task) => task().catch(() => undefined)));
  const { user, token } = get();
  if (token) {
    await callApi(account.logout, { userId: user?.id ?? null, autoLogout: reason === 'timeout' }).catch(
      () => undefined,
    );
  }
  const idle = formatDuration(user?.additionalInfo.sessionTimeoutMs ?? SESSION_TIMEOUT_MS);
  endLocally(
    reason === 'timeout'
      ? { kind: 'info', text: `You were signed out after ${idle} without activity.` }
      : { kind: 'info', text: 'You have signed out.' },
  );
  window.history.replaceState(null, '', '/?logout=true');
  // Single sign-on ends its own session too; the desktop app view stays on the app's sign-in page.
  const target = ssoLogoutTarget(useAppSettings.getState().ssoLogoutUrl, useLayoutStore.getState().mobileAgent);
  if (target) window.location.assign(target);
}

/** Work that runs before sign-out ends the session (the editor saving and closing its report). */
const beforeSignOut = new Set<() => Promise<void>>();

/** Registers work to run before sign-out; answers the function that unregisters it. */
export function onBeforeSignOut(task: () => Promise<void>): () => void {
  beforeSignOut.add(task);
  return () => beforeSignOut.delete(task);
}
