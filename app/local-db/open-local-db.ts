import { sharedLoad, type SharedLoad } from '../../lib/ui/shared-load';
import type { LocalDatabase } from './local-database';

/**
 * The device's database, fetched on first use: the tables' code and their schemas would otherwise
 * be a good part of the sign-in and dashboard bundle, and those screens draw before they read it.
 * Its `current()` is the database once it was fetched: keys are held only through it, so before
 * that there is no key to drop.
 */
export type OpenLocalDb = SharedLoad<LocalDatabase>;

/** The page's one device database: the app's root makes it and hands it to what reads it. */
export const createOpenLocalDb = (): OpenLocalDb =>
  sharedLoad(() => import('./local-database').then((m) => m.createLocalDatabase()));
