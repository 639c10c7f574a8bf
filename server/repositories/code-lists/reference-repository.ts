import type { Db } from '../../db/database';

/** Agencies and roles by their keys, as clients and printed reports name them. */
export function referenceRepository(db: Db) {
  return {
    async agencyName(ori: string): Promise<string | undefined> {
      const row = await db.selectFrom('agencies').select('name').where('ori', '=', ori).executeTakeFirst();
      return row?.name;
    },

    /** The names of the roles that exist among `ids`, by id. */
    async roleNames(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('roles').select(['id', 'name']).where('id', 'in', ids).execute();
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}
export type ReferenceRepository = ReturnType<typeof referenceRepository>;
