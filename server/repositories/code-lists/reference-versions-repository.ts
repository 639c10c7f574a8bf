import { sql } from 'kysely';
import type { Db } from '../../db/database';

const iso = (at: Date | string | null | undefined) => (at ? new Date(at).toISOString() : null);

/** When the code lists (names or entries) and the form configurations last changed. */
export async function referenceVersions(db: Db) {
  const { rows } = await sql<{ lists: Date | null; names: Date | null; forms: Date | null }>`
    select (select max(last_updated) from code_lists) as lists,
           (select max(last_updated) from code_list_names) as names,
           (select max(last_updated) from form_configurations) as forms`.execute(db);
  const row = rows[0];
  const lists = [iso(row?.lists), iso(row?.names)].filter((t): t is string => t !== null).sort();
  return { codeListsChangedAt: lists.at(-1) ?? null, formConfigurationsChangedAt: iso(row?.forms) };
}
