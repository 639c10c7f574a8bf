import { sharedLoad } from '../../lib/ui/shared-load';
import type { LocalDatabase } from './local-database';

/**
 * The device's database, fetched on first use: the tables' code and their schemas would otherwise
 * be a good part of the sign-in and dashboard bundle, and those screens draw before they read it.
 */
const fetched = sharedLoad(() => import('./local-database').then((m) => m.localDb));

export const openLocalDb = (): Promise<LocalDatabase> => fetched();

/**
 * The database if openLocalDb has fetched it: keys are held only through it, so before that
 * there is no key to drop.
 */
export const localDbIfOpened = (): LocalDatabase | undefined => fetched.current();
