import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/**
 * What a repository function runs its statements on: the database (each statement commits on
 * its own) or an open transaction handed in by the caller, so several writes commit together.
 */
export type Executor = Db | Transaction<Database>;
