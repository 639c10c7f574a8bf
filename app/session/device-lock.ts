import type { User } from '../../lib/api/schemas/user-schemas';
import type { OpenLocalDb } from '../local-db/open-local-db';
import type { HeldKey } from '../local-db/sealed-table';
import { readStored, removeStored, storageKeys, writeStored } from '../storage-keys';

/**
 * The device key of the signed-in officer as the tab keeps it: in memory for the tables, and in
 * session storage so a reload (online or not) reads the device's reports without the password,
 * while closing the browser forgets it.
 */
interface TabKey {
  userId: number;
  keyId: string;
  key: string;
}

// The device's key code is fetched, with the database, when a key is first needed (open-local-db.ts).
const officerKeys = () => import('../local-db/officer-keys');
const deviceKeys = officerKeys;

export type DeviceKeys = ReturnType<typeof createDeviceKeys>;

/**
 * The signed-in officer's device key on this device's database (`openLocalDb`, made by the app's
 * root): held for the tab, wrapped under the officer's password, dropped at sign-out and the lock.
 */
export function createDeviceKeys(openLocalDb: OpenLocalDb) {
  async function hold(held: HeldKey): Promise<void> {
    const [localDb, { exportKeyText }] = await Promise.all([openLocalDb(), deviceKeys()]);
    localDb.useKey(held);
    writeStored(storageKeys.deviceKey, {
      userId: held.userId,
      keyId: held.keyId,
      key: await exportKeyText(held.key),
    } satisfies TabKey);
  }

  /** Sign-out, the lock and an ended session: the key leaves memory and the tab; the wrapped copy stays. */
  function dropDeviceKey(): void {
    openLocalDb.current()?.useKey(null);
    removeStored(storageKeys.deviceKey);
  }

  /** After a reload: the key the tab kept for this officer, if it kept one. */
  async function resumeTabKey(userId: number): Promise<boolean> {
    const kept = readStored<TabKey>(storageKeys.deviceKey);
    if (!kept || kept.userId !== userId) return false;
    try {
      const [localDb, { importKeyText }] = await Promise.all([openLocalDb(), deviceKeys()]);
      localDb.useKey({ userId, keyId: kept.keyId, key: await importKeyText(kept.key) });
      return true;
    } catch {
      return false;
    }
  }

  /** Answers how many of the officer's rows could not be kept readable (their password changed elsewhere). */
  async function keyAtPasswordSignIn(user: User, password: string): Promise<number> {
    const [localDb, { establishOfficerKey }] = await Promise.all([openLocalDb(), officerKeys()]);
    const { held, setAside } = await establishOfficerKey(localDb, user, password);
    await hold(held);
    return setAside;
  }

  /**
   * A session opened without a password (a login link) has no password to wrap a key under: its
   * key lives for the tab only, so nothing it keeps can be unlocked offline after the tab is gone.
   */
  async function keyWithoutPassword(userId: number): Promise<void> {
    if ((await openLocalDb()).heldKey()?.userId === userId) return;
    const { newDataKey, newKeyId } = await deviceKeys();
    await hold({ userId, keyId: newKeyId(), key: await newDataKey() });
  }

  /** The officers this device keeps a key of, each opened by their password. */
  async function keptOfficersHere(): Promise<{ userId: number; userName: string }[]> {
    const [localDb, { keptOfficers }] = await Promise.all([openLocalDb(), officerKeys()]);
    return keptOfficers(localDb);
  }

  /** Whether this device keeps a key of the officer that their password opens. */
  async function keptOfficer(userId: number): Promise<{ userId: number; userName: string } | undefined> {
    return (await keptOfficersHere()).find((o) => o.userId === userId);
  }

  /** Whether the key the tab holds is the officer's kept one (not a login-link session's key for the tab). */
  async function holdsKeptKey(userId: number): Promise<boolean> {
    const localDb = await openLocalDb();
    const held = localDb.heldKey();
    return held?.userId === userId && (await localDb.deviceKeys.get(userId))?.keyId === held.keyId;
  }

  /** The password checked on this device only: right, wrong, or no key of that officer here. */
  async function unlockWithPassword(
    officer: { userId: number } | { userName: string },
    password: string,
  ): Promise<User | 'wrongPassword' | 'noKey'> {
    const [localDb, { unlockOfficerKey }] = await Promise.all([openLocalDb(), officerKeys()]);
    const result = await unlockOfficerKey(localDb, officer, password);
    if (typeof result === 'string') return result;
    await hold(result.held);
    return result.user;
  }

  async function rewrapAfterPasswordChange(user: User, newPassword: string): Promise<void> {
    const [localDb, { rewrapOfficerKey }] = await Promise.all([openLocalDb(), officerKeys()]);
    await rewrapOfficerKey(localDb, user, newPassword);
  }

  return {
    openLocalDb,
    dropDeviceKey,
    resumeTabKey,
    keyAtPasswordSignIn,
    keyWithoutPassword,
    keptOfficersHere,
    keptOfficer,
    holdsKeptKey,
    unlockWithPassword,
    rewrapAfterPasswordChange,
  };
}
