import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Executor } from '../executor';
import { insertUser } from './user-insert';

/**
 * The first-run step's writes: a database with no user gets the state agency and its state
 * administrator. Run inside one transaction that holds the users table, so two runs at once
 * cannot both find it empty.
 */
export function firstAdminRepository(db: Db) {
  async function countUsers(tx: Executor = db): Promise<number> {
    const row = await tx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return {
    countUsers,

    /** Locks out other writers of users until the transaction ends, then says whether any user exists. */
    async lockAndCountUsers(tx: Executor): Promise<number> {
      await sql`lock table users in share row exclusive mode`.execute(tx);
      return countUsers(tx);
    },

    /** The agency, created unless it exists; answers its stored name and whether it was made now. */
    async ensureAgency(a: { ori: string; name: string }, tx: Executor = db) {
      const inserted = await tx
        .insertInto('agencies')
        .values({ ori: a.ori, name: a.name, additional_info: JSON.stringify({ state: a.ori.slice(0, 2) }) })
        .onConflict((oc) => oc.column('ori').doNothing())
        .returning('ori')
        .executeTakeFirst();
      const row = await tx
        .selectFrom('agencies')
        .select(['ori', 'name'])
        .where('ori', '=', a.ori)
        .executeTakeFirstOrThrow();
      return { ...row, created: inserted !== undefined };
    },

    async roleId(name: string, tx: Executor = db): Promise<number | undefined> {
      const row = await tx.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirst();
      return row?.id;
    },

    /** A user with one role, who must choose a password before anything else. */
    async createUser(
      u: {
        userName: string;
        firstName: string;
        lastName: string;
        agencyOri: string;
        passwordHash: string;
        roleId: number;
        at: Date;
      },
      tx: Executor = db,
    ): Promise<number> {
      const { roleId, ...user } = u;
      return insertUser({ ...user, roleIds: [roleId], mustChangePassword: true }, tx);
    },
  };
}
export type FirstAdminRepository = ReturnType<typeof firstAdminRepository>;
