import { userSchema, type User } from '../../lib/api/schemas/user-schemas';
import { newDataKey, newKeyId, openJson, PBKDF2_ITERATIONS, sealJson, unwrapDataKey, wrapDataKey } from './device-key';
import type { DeviceKeyRow } from './device-records';
import type { LocalDatabase } from './local-database';
import { sealClearRows, setAsideRowsOfOldKeys } from './officer-copies';
import type { HeldKey } from './sealed-table';

/** The tab's key as text, and a new key: device-lock.ts reaches them with the officer keys, in one chunk. */
export { exportKeyText, importKeyText, newDataKey, newKeyId } from './device-key';

/**
 * At every password sign-in: the officer's key on this device is unwrapped with the password, or
 * made on the first sign-in here. When the wrapped key no longer opens with the right password
 * (it was changed on another device), a new key is made and the rows under the old one are set
 * aside and counted. The key is then held, and rows of older builds sealed under it.
 */
export async function establishOfficerKey(
  db: LocalDatabase,
  user: User,
  password: string,
  iterations = PBKDF2_ITERATIONS,
): Promise<{ held: HeldKey; setAside: number }> {
  const entry = await db.deviceKeys.get(user.id);
  const opened = entry ? await unwrapDataKey(entry, password) : null;
  const key = opened ?? (await newDataKey());
  const wrapped = opened && entry ? entry : await wrapDataKey(key, newKeyId(), password, iterations);
  const held = { userId: user.id, keyId: wrapped.keyId, key };
  db.useKey(held);
  await db.deviceKeys.put({
    userId: user.id,
    userName: user.userName,
    keyId: wrapped.keyId,
    salt: wrapped.salt,
    iterations: wrapped.iterations,
    wrapped: wrapped.wrapped,
    profile: await sealJson(key, user),
  });
  const setAside = entry && !opened ? await setAsideRowsOfOldKeys(db, user.id, held.keyId) : 0;
  await sealClearRows(db);
  return { held, setAside };
}

/** The officers whose keys this device keeps: they may unlock without the network. */
export async function keptOfficers(db: LocalDatabase): Promise<{ userId: number; userName: string }[]> {
  const rows = await db.deviceKeys.toArray();
  return rows.map(({ userId, userName }) => ({ userId, userName }));
}

async function entryOf(db: LocalDatabase, officer: { userId: number } | { userName: string }) {
  if ('userId' in officer) return db.deviceKeys.get(officer.userId);
  const name = officer.userName.trim().toLowerCase();
  return (await db.deviceKeys.toArray()).find((row) => row.userName.toLowerCase() === name);
}

async function profileOf(entry: DeviceKeyRow, key: CryptoKey): Promise<User | null> {
  const parsed = userSchema.safeParse(await openJson(key, entry.profile).catch(() => null));
  return parsed.success ? parsed.data : null;
}

export type LocalUnlock = { held: HeldKey; user: User } | 'wrongPassword' | 'noKey';

/** Offline: the password is checked by unwrapping the officer's key on this device, nothing else. */
export async function unlockOfficerKey(
  db: LocalDatabase,
  officer: { userId: number } | { userName: string },
  password: string,
): Promise<LocalUnlock> {
  const entry = await entryOf(db, officer);
  if (!entry) return 'noKey';
  const key = await unwrapDataKey(entry, password);
  if (!key) return 'wrongPassword';
  const user = await profileOf(entry, key);
  if (!user) return 'noKey';
  const held = { userId: entry.userId, keyId: entry.keyId, key };
  db.useKey(held);
  return { held, user };
}

/** The held key's officer as last seen online, for showing who is signed in offline. */
export async function cachedProfile(db: LocalDatabase): Promise<User | null> {
  const held = db.heldKey();
  const entry = held && (await db.deviceKeys.get(held.userId));
  return entry && held && entry.keyId === held.keyId ? profileOf(entry, held.key) : null;
}

/** Keeps the profile the server last answered, when the held key is the officer's kept one. */
export async function keepProfile(db: LocalDatabase, user: User): Promise<void> {
  const held = db.heldKey();
  const entry = held && held.userId === user.id ? await db.deviceKeys.get(user.id) : undefined;
  if (!held || !entry || entry.keyId !== held.keyId) return;
  await db.deviceKeys.put({ ...entry, userName: user.userName, profile: await sealJson(held.key, user) });
}

/** After a password change in the app: the same key, wrapped under the new password. */
export async function rewrapOfficerKey(
  db: LocalDatabase,
  user: User,
  password: string,
  iterations = PBKDF2_ITERATIONS,
): Promise<void> {
  const held = db.heldKey();
  if (!held || held.userId !== user.id) return;
  const wrapped = await wrapDataKey(held.key, held.keyId, password, iterations);
  await db.deviceKeys.put({
    ...wrapped,
    userId: user.id,
    userName: user.userName,
    profile: await sealJson(held.key, user),
  });
}
