import type { User } from '../../lib/api/user-schemas';
import { exportKeyText, importKeyText, newDataKey, newKeyId } from '../local-db/device-key';
import { localDb } from '../local-db/local-database';
import { establishOfficerKey, keptOfficers, rewrapOfficerKey, unlockOfficerKey } from '../local-db/officer-keys';
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

async function hold(held: HeldKey): Promise<void> {
  localDb.useKey(held);
  writeStored(storageKeys.deviceKey, {
    userId: held.userId,
    keyId: held.keyId,
    key: await exportKeyText(held.key),
  } satisfies TabKey);
}

/** Sign-out, the lock and an ended session: the key leaves memory and the tab; the wrapped copy stays. */
export function dropDeviceKey(): void {
  localDb.useKey(null);
  removeStored(storageKeys.deviceKey);
}

/** After a reload: the key the tab kept for this officer, if it kept one. */
export async function resumeTabKey(userId: number): Promise<boolean> {
  const kept = readStored<TabKey>(storageKeys.deviceKey);
  if (!kept || kept.userId !== userId) return false;
  try {
    localDb.useKey({ userId, keyId: kept.keyId, key: await importKeyText(kept.key) });
    return true;
  } catch {
    return false;
  }
}

/** Answers how many of the officer's rows could not be kept readable (their password changed elsewhere). */
export async function keyAtPasswordSignIn(user: User, password: string): Promise<number> {
  const { held, setAside } = await establishOfficerKey(localDb, user, password);
  await hold(held);
  return setAside;
}

/**
 * A session opened without a password (a login link) has no password to wrap a key under: its
 * key lives for the tab only, so nothing it keeps can be unlocked offline after the tab is gone.
 */
export async function keyWithoutPassword(userId: number): Promise<void> {
  if (localDb.heldKey()?.userId === userId) return;
  await hold({ userId, keyId: newKeyId(), key: await newDataKey() });
}

/** Whether this device keeps a key of the officer that their password opens. */
export async function keptOfficer(userId: number): Promise<{ userId: number; userName: string } | undefined> {
  return (await keptOfficers(localDb)).find((o) => o.userId === userId);
}

/** Whether the key the tab holds is the officer's kept one (not a login-link session's key for the tab). */
export async function holdsKeptKey(userId: number): Promise<boolean> {
  const held = localDb.heldKey();
  return held?.userId === userId && (await localDb.deviceKeys.get(userId))?.keyId === held.keyId;
}

/** The password checked on this device only: right, wrong, or no key of that officer here. */
export async function unlockWithPassword(
  officer: { userId: number } | { userName: string },
  password: string,
): Promise<User | 'wrongPassword' | 'noKey'> {
  const result = await unlockOfficerKey(localDb, officer, password);
  if (typeof result === 'string') return result;
  await hold(result.held);
  return result.user;
}

export async function rewrapAfterPasswordChange(user: User, newPassword: string): Promise<void> {
  await rewrapOfficerKey(localDb, user, newPassword);
}
