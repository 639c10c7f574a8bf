import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Executor } from '../executor';

export interface RoleRecord {
  id: number;
  name: string;
  description: string;
  rules: unknown[];
  /** The agency a role belongs to; null for the state-wide roles (all of them today). */
  agencyOri: string | null;
  updatedAt: Date;
  updatedBy: number | null;
  /** First and last name of who changed it last; null when no administrator has. */
  updatedByName: string | null;
  userCount: number;
}

export interface RoleValues {
  name: string;
  description: string;
  rules: unknown[];
  updatedBy: number;
  at: Date;
}

/** Roles with how many users hold each and who changed each last. */
export function roleRepository(db: Db) {
  const rows = (tx: Executor) =>
    tx
      .selectFrom('roles as r')
      .leftJoin('users as u', 'u.id', 'r.updated_by')
      .select((eb) => [
        'r.id',
        'r.name',
        'r.description',
        'r.rules',
        'r.agency_ori',
        'r.updated_at',
        'r.updated_by',
        'u.first_name',
        'u.last_name',
        eb
          .selectFrom('user_roles as ur')
          .whereRef('ur.role_id', '=', 'r.id')
          .select((c) => c.fn.countAll<string | number>().as('n'))
          .as('user_count'),
      ]);
  type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof rows>['executeTakeFirst']>>>;
  const toRecord = (r: Row): RoleRecord => ({
    id: r.id,
    name: r.name,
    description: r.description,
    rules: r.rules,
    agencyOri: r.agency_ori,
    updatedAt: new Date(r.updated_at),
    updatedBy: r.updated_by,
    updatedByName: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
    userCount: Number(r.user_count ?? 0),
  });

  return {
    /** By name; `filter` keeps the roles whose name or description contains it, whatever its case. */
    async list(filter: string | undefined, tx: Executor = db): Promise<RoleRecord[]> {
      let q = rows(tx).orderBy('r.name');
      if (filter) {
        const f = filter.toLowerCase();
        q = q.where(sql<boolean>`(strpos(lower(r.name), ${f}) > 0 or strpos(lower(r.description), ${f}) > 0)`);
      }
      return (await q.execute()).map(toRecord);
    },

    async find(id: number, tx: Executor = db): Promise<RoleRecord | undefined> {
      const row = await rows(tx).where('r.id', '=', id).executeTakeFirst();
      return row && toRecord(row);
    },

    /**
     * Locks every role row until the transaction ends and answers their names and rules: a change
     * checks unique names, the last role granting everything and the users holding a role against
     * rows no other change can move meanwhile (assigning a role to a user waits for the lock too).
     */
    async lockAll(tx: Executor): Promise<{ id: number; name: string; rules: unknown[] }[]> {
      return tx.selectFrom('roles').select(['id', 'name', 'rules']).orderBy('id').forUpdate().execute();
    },

    async insert(v: RoleValues, tx: Executor): Promise<number> {
      const row = await tx
        .insertInto('roles')
        .values({
          name: v.name,
          description: v.description,
          rules: JSON.stringify(v.rules),
          updated_at: v.at,
          updated_by: v.updatedBy,
          // Written by an administrator: the seed never brings it back to shipped rules.
          edited: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, v: RoleValues, tx: Executor): Promise<void> {
      await tx
        .updateTable('roles')
        .set({
          name: v.name,
          description: v.description,
          rules: JSON.stringify(v.rules),
          updated_at: v.at,
          updated_by: v.updatedBy,
          edited: true,
        })
        .where('id', '=', id)
        .execute();
    },

    async delete(id: number, tx: Executor): Promise<void> {
      await tx.deleteFrom('roles').where('id', '=', id).execute();
    },
  };
}
export type RoleRepository = ReturnType<typeof roleRepository>;
