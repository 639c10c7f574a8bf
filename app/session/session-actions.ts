import { createContext, useContext } from 'react';
import * as account from '../../lib/api/calls/calls-account';
import type { DppaPurpose } from '../../lib/api/dppa';
import { WEB_APPLICATION_ID } from '../../lib/auth/sign-in/login-link';
import { SESSION_TIMEOUT_MS } from '../../lib/auth/sign-in/session-timing';
import { formatDuration } from '../../lib/format/durations';
import { sharedWhileRunning } from '../../lib/ui/shared-load';
import type { User } from '../../lib/api/schemas/user-schemas';
import { isNetworkFailure, type ApiClient, type ClientHooks } from '../api/client';
import type { LocalDatabase } from '../local-db/local-database';
import type { UnsyncedCopy } from '../local-db/officer-copies';
import { clearOnLogout, readStored, storageKeys, writeStored } from '../storage-keys';
import { createSessionStore, initialSessionState, stageOf, type SessionStage } from './session-store';
import { announceSession } from './announce-session';
import { createLoaderSession } from './loader-session';
import { takeEarlyUserRequest } from './early-user';
import { ssoLogoutTarget } from '../../lib/auth/sign-in/sso-logout';
import { runningAsDesktopApp } from '../desktop/desktop-app';
import type { UserSettingsSync } from '../settings/user-settings-sync';
import type { DeviceKeys } from './device-lock';
import {
  createDeviceLockActions,
  DeviceSignInError,
  FIRST_SIGN_IN_NEEDS_NETWORK,
  WRONG_DEVICE_PASSWORD,
} from './device-lock-actions';

interface StoredSession {
  /** Empty for a session unlocked offline: the server has not seen it. */
  token: string;
  stage: SessionStage;
  /** Whose device key opens this session's reports offline (absent in sessions of older builds). */
  userId?: number;
}

/**
 * Asks the officer, before sign-out leaves what the server does not have on this device, whether
 * to go on; `kept` says whether their key stays wrapped here (not so after a login link).
 */
export type UnsyncedConfirmation = (copies: UnsyncedCopy[], kept: boolean) => Promise<boolean>;

/** What the session is given by the app's root (app/app-root.tsx): the work of other features at its turns. */
export interface SessionHooks {
  /**
   * Before sign-out or the lock ends the session: the report open in the editor saves what the
   * server lacks. Answers how to close it once the session does end; null when none is open.
   */
  beforeSignOut(): Promise<(() => void) | null>;
  /** Who asks the officer before sign-out leaves unsynced copies behind; null when no one can now. */
  unsyncedQuestion(): UnsyncedConfirmation | null;
  /** The user's settings kept on the server, followed while signed in. */
  userSettings: Pick<UserSettingsSync, 'start' | 'stop'>;
  /** The app's API client, which asks these actions who calls (clientHooks). */
  api: ApiClient;
  /** Where sign-out goes after ending the session (single sign-on); none or empty: the sign-in page. */
  ssoLogoutUrl?(): string;
  /** Whether the server answers now (app/connectivity's test); without it, the browser's flag. */
  isOnline?(): boolean;
  /** The officer's device key on this device's database (device-lock.ts). */
  deviceKeys: DeviceKeys;
}

export type SessionActions = ReturnType<typeof createSessionActions>;

/** The session's actions, as the app's root made them, for the screens. */
export const SessionActionsContext = createContext<SessionActions | null>(null);

export const useSessionActions = (): SessionActions => useContext(SessionActionsContext)!;

/**
 * The API client's hooks, asking the session's actions (their clientHooks) once they are made: the
 * client is made first, since the actions call the server through it. Before then a call goes
 * without a token and its answers tell no one.
 */
export function sessionClientHooks(actions: () => SessionActions | undefined): Omit<ClientHooks, 'reauthenticate'> {
  return {
    identity: () => actions()?.clientHooks.identity() ?? { token: '' },
    onActivity: () => actions()?.clientHooks.onActivity(),
    onUnauthorized: (message) => actions()?.clientHooks.onUnauthorized(message),
  };
}

/**
 * Signing in, out and the stages between, with what each does on this device and the server, the
 * session's store they change (`store`, which the screens read through SessionStoreContext) and
 * what the screens' loaders ask of it (`loaders`, loader-session.ts). The app's root makes them
 * once, with the hooks of the features they reach.
 */
export function createSessionActions(hooks: SessionHooks) {
  const store = createSessionStore();
  const loaders = createLoaderSession(store);
  const set = store.setState;
  const get = store.getState;
  const {
    openLocalDb,
    dropDeviceKey,
    keptOfficer,
    keyAtPasswordSignIn,
    keyWithoutPassword,
    resumeTabKey,
    rewrapAfterPasswordChange,
    unlockWithPassword,
  } = hooks.deviceKeys;

  /** The device's database and its officer-key code, both fetched on first use (open-local-db.ts). */
  async function withOfficerKeys<T>(
    run: (localDb: LocalDatabase, keys: typeof import('../local-db/officer-keys')) => Promise<T>,
  ): Promise<T> {
    const [localDb, keys] = await Promise.all([openLocalDb(), import('../local-db/officer-keys')]);
    return run(localDb, keys);
  }

  /** The API client's identity and what it does with the answers (the root makes the client with them). */
  const clientHooks: Omit<ClientHooks, 'reauthenticate'> = {
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
    // A session opened offline has no server session to lose: it is asked to sign in again
    // (app/auth/resume-online-dialog.tsx), never ended with its work unsent. The first refusal says
    // why the session ended; a call answered after it (one in flight, or one sent without the token
    // it dropped) must not put the server's words for a missing token in its place.
    onUnauthorized: (message) => {
      const { offline, token } = get();
      if (!offline && token) endLocally({ kind: 'error', text: message });
    },
  };

  function enter(token: string, user: User, stage: SessionStage) {
    writeStored(storageKeys.session, { token, stage, userId: user.id } satisfies StoredSession);
    set({ token, user, stage, lastActivityAt: Date.now(), notice: null, lockedOfficer: null, offline: false });
    announceSession(get());
    if (stage === 'signedIn') void hooks.userSettings.start();
    // The profile kept with the key is what the app shows offline: the latest the server answered.
    void withOfficerKeys((localDb, { keepProfile }) => keepProfile(localDb, user)).catch(() => undefined);
  }

  /** Signed in with what this device keeps: no call is made until the server answers again. */
  function enterOffline(token: string, user: User) {
    writeStored(storageKeys.session, { token, stage: 'signedIn', userId: user.id } satisfies StoredSession);
    set({
      token,
      user,
      stage: 'signedIn',
      lastActivityAt: Date.now(),
      notice: null,
      lockedOfficer: null,
      offline: true,
    });
  }

  function endLocally(notice: { kind: 'info' | 'error'; text: string } | null) {
    hooks.userSettings.stop();
    dropDeviceKey();
    clearOnLogout();
    set({ ...initialSessionState, stage: 'signedOut', notice });
    announceSession(null);
  }

  /**
   * The password sign-in also opens the officer's key on this device (made at the first sign-in
   * here). Without the server, an officer whose key this device keeps signs in with it alone.
   */
  async function signIn(userName: string, password: string) {
    let answer;
    try {
      answer = await hooks.api.call(account.login, { userName, password });
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
      const unlocked = await unlockWithPassword({ userName }, password);
      if (unlocked === 'noKey') throw new DeviceSignInError(FIRST_SIGN_IN_NEEDS_NETWORK);
      if (unlocked === 'wrongPassword') throw new DeviceSignInError(WRONG_DEVICE_PASSWORD, 'password');
      enterOffline('', unlocked);
      return;
    }
    const { token, user, nextStep } = answer;
    const setAside = await keyAtPasswordSignIn(user, password).catch(() => 0);
    enter(token, user, stageOf(user, nextStep));
    if (setAside) {
      set({
        notice: {
          kind: 'error',
          text: `${setAside === 1 ? '1 copy' : `${setAside} copies`} kept on this device under your earlier password cannot be read: your password was changed elsewhere. They were set aside.`,
        },
      });
    }
  }

  const deviceLock = createDeviceLockActions({
    store,
    enter,
    enterOffline,
    endLocally,
    signOut,
    beforeSignOut: () => hooks.beforeSignOut(),
    api: hooks.api,
    isOnline: () => hooks.isOnline?.() ?? navigator.onLine,
    keys: hooks.deviceKeys,
  });
  const { lockedWithoutKey } = deviceLock;

  /** Token login: authenticate the one-time link token, then the DPPA authorise step. */
  async function tokenSignIn(params: { token: string; pid: string; type: string; aid: string }) {
    const result = await hooks.api.call(account.tokenAuthenticate, {
      token: params.token,
      providerId: params.pid,
      type: params.type,
      applicationId: params.aid || WEB_APPLICATION_ID,
    });
    writeStored(storageKeys.session, { token: result.token, stage: 'authorise' } satisfies StoredSession);
    set({ token: result.token, stage: 'authorise', lastActivityAt: Date.now(), notice: null });
    const user = await hooks.api.call(account.getCurrentUser, {});
    set({ user });
  }

  async function authorise(purpose: DppaPurpose) {
    const { token, user, nextStep } = await hooks.api.call(account.authorize, { acknowledged: true, purpose });
    await keyWithoutPassword(user.id).catch(() => undefined);
    enter(token, user, stageOf(user, nextStep));
  }

  /** Without a current password only when a one-time sign-in link opened the session (choosing the first password). */
  async function changePassword(currentPassword: string | undefined, newPassword: string) {
    const { user } = await hooks.api.call(
      account.changePassword,
      currentPassword === undefined ? { newPassword } : { currentPassword, newPassword },
    );
    // The device key is wrapped under the new password, so the next offline unlock takes it.
    await rewrapAfterPasswordChange(user, newPassword).catch(() => undefined);
    enter(get().token, user, 'signedIn');
  }

  /** Reload: the stored token is checked with the server before anything is shown. */
  let restoring: Promise<void> | null = null;

  /** Once per page load: a second call (the editor's prefetch and the root both ask) joins the first. */
  function restoreSession(): Promise<void> {
    if (restoring) return restoring;
    if (get().stage !== 'restoring') return Promise.resolve();
    restoring = restoreStoredSession().finally(() => {
      restoring = null;
    });
    return restoring;
  }

  async function restoreStoredSession() {
    const stored = readStored<StoredSession>(storageKeys.session);
    if (!stored?.token && stored?.userId === undefined) {
      set({ stage: 'signedOut' });
      return;
    }
    set({ token: stored.token });
    if (stored.stage === 'secondFactor' || stored.stage === 'enrolSecondFactor') {
      if (stored.userId !== undefined) await resumeTabKey(stored.userId);
      // The session may make only its step's calls (not GetCurrentUser): the step's screen comes
      // back, and an ended session is told at its first call.
      set({ stage: stored.stage, lastActivityAt: Date.now(), notice: null });
      return;
    }
    // The check goes out beside resuming the tab's key, which opens this device's database, or is
    // the one index.html's early script sent as the page began.
    const early = takeEarlyUserRequest(stored.token);
    const asked = early
      ? hooks.api.answerOf(account.getCurrentUser, early)
      : hooks.api.call(account.getCurrentUser, {});
    asked.catch(() => undefined);
    const keyInTab = stored.userId !== undefined && (await resumeTabKey(stored.userId));
    try {
      const user = await asked;
      if (!keyInTab && stored.stage === 'signedIn' && (await lockedWithoutKey(user.id))) return;
      enter(stored.token, user, stored.stage === 'authorise' ? 'authorise' : stageOf(user));
    } catch (error) {
      if (get().stage !== 'restoring') return;
      if (isNetworkFailure(error) && stored.stage === 'signedIn' && stored.userId !== undefined) {
        const user = keyInTab
          ? await withOfficerKeys((localDb, { cachedProfile }) => cachedProfile(localDb)).catch(() => null)
          : null;
        if (user) return enterOffline(stored.token, user);
        if (await lockedWithoutKey(stored.userId)) return;
      }
      endLocally(null);
    }
  }

  async function keepAlive() {
    await hooks.api.call(account.keepAlive, {});
  }

  /**
   * Sign-out: log the event and call logout, clear the stored token and session, then go to the
   * root path with the logout flag. Logout errors are ignored and logout proceeds, so a server that
   * cannot be reached never keeps anyone signed in (see docs/rules/sign-in-and-sessions.md). This
   * device's copies the server has are removed with the officer's key material; what it does not
   * have is kept, sealed, and the officer is asked first.
   */
  async function signOut(reason: 'user' | 'timeout' = 'user') {
    // The report open in the editor saves what is unsaved first, while the session lasts.
    const closeReport = await hooks.beforeSignOut().catch(() => null);
    // Fetched here if nothing has yet (open-local-db.ts); a sign-out goes on without it, as it goes
    // on when the check or the forgetting fails.
    const localDb = await openLocalDb().catch(() => undefined);
    const copies = await import('../local-db/officer-copies').catch(() => undefined);
    await localDb?.writesSettled();
    const unsynced = localDb && copies ? await copies.unsyncedCopies(localDb).catch(() => []) : [];
    const confirmUnsynced = hooks.unsyncedQuestion();
    if (unsynced.length && reason === 'user' && confirmUnsynced) {
      const kept = localDb?.heldKey() ? Boolean(await keptOfficer(localDb.heldKey()!.userId)) : false;
      // Staying, the officer finds the report open and the focus where the question left it.
      if (!(await confirmUnsynced(unsynced, kept))) return;
    }
    closeReport?.();
    // Closing hands the report's last copy to the device: it is there before the device forgets.
    await localDb?.writesSettled();
    const keptAny = localDb && copies ? await copies.forgetOfficer(localDb).catch(() => false) : false;
    const { user, token } = get();
    if (token) {
      await hooks.api
        .call(account.logout, { userId: user?.id ?? null, autoLogout: reason === 'timeout' })
        .catch(() => undefined);
    }
    const idle = formatDuration(user?.additionalInfo.sessionTimeoutMs ?? SESSION_TIMEOUT_MS);
    const kept = keptAny ? ' Changes not yet synced are kept on this device, encrypted, until you sign in again.' : '';
    endLocally(
      reason === 'timeout'
        ? { kind: 'info', text: `You were signed out after ${idle} without activity.${kept}` }
        : { kind: 'info', text: `You have signed out.${kept}` },
    );
    window.history.replaceState(null, '', '/?logout=true');
    // Single sign-on ends its own session too; the desktop app stays on the app's sign-in page.
    const target = ssoLogoutTarget(hooks.ssoLogoutUrl?.() ?? '', runningAsDesktopApp());
    if (target) window.location.assign(target);
  }

  return {
    store,
    loaders,
    clientHooks,
    enter,
    restoreSession,
    signIn,
    tokenSignIn,
    authorise,
    changePassword,
    keepAlive,
    signOut,
    /**
     * Starts an authenticator's enrolment. Each start makes a new secret on the server, so a screen
     * mounted twice at once (React's development checks run effects twice) shares one start rather
     * than showing a secret the second has already replaced. Its code comes with the screens that ask.
     */
    beginEnrolment: sharedWhileRunning(() =>
      import('./second-factor-actions').then((m) => m.startEnrolment(hooks.api)),
    ),
    /** The officers this device keeps a key of (the sign-in screen offers them offline). */
    keptOfficersHere: hooks.deviceKeys.keptOfficersHere,
    ...deviceLock,
  };
}
