import * as account from '../../lib/api/calls/calls-account';
import type { User } from '../../lib/api/schemas/user-schemas';
import { isNetworkFailure, type ApiClient } from '../api/client';
import { stageOf, type SessionStage, type SessionStore } from './session-store';
import type { DeviceKeys } from './device-lock';

/** A sign-in or unlock refused on this device, without the server: `field` says where to show it. */
export class DeviceSignInError extends Error {
  constructor(
    message: string,
    readonly field?: 'password',
  ) {
    super(message);
  }
}

export const WRONG_DEVICE_PASSWORD = 'The password is not right.';
export const FIRST_SIGN_IN_NEEDS_NETWORK =
  'The server cannot be reached, and a first sign-in on this device needs the network. Check your connection and try again.';

/** What the device's lock takes from the session's sign-in and sign-out (session-actions.ts). */
export interface DeviceLockDeps {
  /** The session's store, which the lock and unlock change. */
  store: SessionStore;
  enter(token: string, user: User, stage: SessionStage): void;
  /** Signed in with what this device keeps: no call is made until the server answers again. */
  enterOffline(token: string, user: User): void;
  endLocally(notice: null): void;
  signOut(reason: 'timeout'): Promise<void>;
  /** The report open in the editor saves what the server lacks; answers how to close it (null: none open). */
  beforeSignOut(): Promise<(() => void) | null>;
  /** The app's API client (the root's). */
  api: ApiClient;
  /** Whether the server answers now (the connection's test). */
  isOnline(): boolean;
  /** The officer's device key on this device's database. */
  keys: DeviceKeys;
}

/**
 * The device's own lock, beside signing in and out with the server: the idle time-out without the
 * network locks the session, the officer unlocks it with their password on this device, and a
 * session opened offline is confirmed or resumed once the server answers again.
 */
export function createDeviceLockActions({
  store,
  enter,
  enterOffline,
  endLocally,
  signOut,
  beforeSignOut,
  api,
  isOnline,
  keys,
}: DeviceLockDeps) {
  const set = store.setState;
  const get = store.getState;
  const { dropDeviceKey, holdsKeptKey, keptOfficer, keyAtPasswordSignIn, keyWithoutPassword, unlockWithPassword } =
    keys;

  /**
   * The server answers again for a session opened offline: one with a server token is confirmed
   * (GetCurrentUser) and goes on as it was; one the server no longer knows loses its token, so the
   * officer is asked for their password (app/auth/resume-online-dialog.tsx).
   */
  async function confirmOfflineSession(): Promise<void> {
    const { offline, token, stage } = get();
    if (!offline || stage !== 'signedIn' || !token) return;
    try {
      const user = await api.call(account.getCurrentUser, {});
      if (get().offline && get().token === token) enter(token, user, 'signedIn');
    } catch (error) {
      if (!isNetworkFailure(error) && get().offline && get().token === token) set({ token: '' });
    }
  }

  /**
   * A session opened offline reaches the server again: the officer signs in with their password
   * where they are (the screen and the open report stay), and the device's work is sent.
   */
  async function resumeOnline(password: string) {
    const current = get().user;
    if (!current) return;
    const { token, user, nextStep } = await api.call(account.login, { userName: current.userName, password });
    await keyAtPasswordSignIn(user, password).catch(() => 0);
    enter(token, user, stageOf(user, nextStep));
  }
  /** The locked session's officer proves who they are on this device; nothing is sent. */
  async function unlock(password: string) {
    const officer = get().lockedOfficer;
    if (!officer) return;
    const unlocked = await unlockWithPassword({ userId: officer.userId }, password);
    if (unlocked === 'wrongPassword') throw new DeviceSignInError(WRONG_DEVICE_PASSWORD, 'password');
    if (unlocked === 'noKey') throw new DeviceSignInError(FIRST_SIGN_IN_NEEDS_NETWORK);
    const { token } = get();
    if (isOnline() && token) enter(token, unlocked, 'signedIn');
    else enterOffline(token, unlocked);
  }

  /**
   * The idle time-out without the network: the session cannot be ended on the server, so the
   * device key is dropped and the officer unlocks with their password to go on.
   */
  async function lock() {
    const { user } = get();
    // Only the officer's kept key unlocks again; a login-link session's key for the tab would be lost.
    const officer = user && (await holdsKeptKey(user.id)) ? await keptOfficer(user.id) : undefined;
    if (!officer) {
      await signOut('timeout');
      return;
    }
    (await beforeSignOut().catch(() => null))?.();
    await (await keys.openLocalDb()).writesSettled();
    dropDeviceKey();
    set({ stage: 'locked', lockedOfficer: officer, user: null });
  }
  /**
   * A session whose device key the tab no longer holds (the browser was closed, or the idle time-out
   * locked it): the officer's kept key needs their password. A session opened by a login link has
   * no kept key and gets a key for the tab instead. Answers whether the session is now locked.
   */
  async function lockedWithoutKey(userId: number): Promise<boolean> {
    const officer = await keptOfficer(userId).catch(() => undefined);
    if (officer) {
      set({ stage: 'locked', lockedOfficer: officer, lastActivityAt: Date.now() });
      return true;
    }
    await keyWithoutPassword(userId).catch(() => undefined);
    return false;
  }

  /** From the unlock screen: the locked session ends here (and on the server when it answers). */
  async function signInAsSomeoneElse() {
    const { token } = get();
    if (token)
      await api
        .call(account.logout, { userId: get().lockedOfficer?.userId ?? null, autoLogout: false })
        .catch(() => undefined);
    endLocally(null);
  }

  return { confirmOfflineSession, resumeOnline, unlock, lock, lockedWithoutKey, signInAsSomeoneElse };
}
