import type { LocalDatabase } from './local-database';

let opened: LocalDatabase | undefined;

/**
 * The device's database, fetched on first use: the tables' code and their schemas would otherwise
 * be a good part of the sign-in and dashboard bundle, and those screens draw before they read it.
 */
export async function openLocalDb(): Promise<LocalDatabase> {
  const { localDb } = await import('./local-database');
  opened = localDb;
  return localDb;
}

/**
 * The database if openLocalDb has fetched it: keys are held only through it, so before that
 * there is no key to drop.
 */
export function localDbIfOpened(): LocalDatabase | undefined {
  return opened;
}
