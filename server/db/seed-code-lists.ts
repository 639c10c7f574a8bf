import { sql } from 'kysely';
import type { CodeListSeed } from '../../lib/codes/code-list';
import { codeListSeeds } from '../../lib/codes/seed/all-code-lists';
import { CodeListId } from '../../lib/codes/list-ids';
import type { Executor } from '../repositories/executor';
import type { Db } from './database';

const AGENCY_LIST = CodeListId.Agency;

/**
 * Writes the agency list's code of each agency whose code is missing or out of step with it, by
 * touching its name so that migration 029's trigger writes it: the trigger is the one place that
 * says what an agency's code is. For agencies made before the list was (a fresh database's
 * first start seeds the lists after its migrations) or with triggers off (the bench's bulk seed).
 */
export async function writeAgencyCodes(db: Executor) {
  await sql`
    update agencies a set name = a.name
    where exists (select 1 from code_list_names where list_id = ${AGENCY_LIST})
      and not exists (select 1 from code_lists c where c.list_id = ${AGENCY_LIST} and c.code = a.ori
        and c.label = a.name and c.active = not a.disabled)`.execute(db);
}

export interface CodeListSeedResult {
  listsChanged: number;
  entriesChanged: number;
  entriesDeactivated: number;
}

/**
 * Brings the code lists to the shipped seed in one transaction of three set-based statements
 * (the whole seed travels as one JSON parameter, so ~2,000 codes cost one round trip each):
 * - new codes are inserted; a code whose label, parent or active flag differs is updated; a code
 *   that is already as seeded is not touched, so its last_updated (what clients sync on) stays;
 * - codes that left the seed become inactive, never deleted: old reports still name them, and
 *   offline clients learn from GetUpdated to drop them.
 * The seed owns the table: a code not in it (of any list) is made inactive; but for the agency
 * list, where the agencies table decides for its own ORIs (migration 029).
 */
export async function seedCodeLists(
  db: Db,
  lists: readonly CodeListSeed[] = codeListSeeds,
): Promise<CodeListSeedResult> {
  const names = JSON.stringify(
    lists.map((l) => ({ list_id: l.listId, name: l.name, source: l.source, parent_list_id: l.parentListId })),
  );
  const entries = JSON.stringify(
    lists.flatMap((l) =>
      l.entries.map((e) => ({ list_id: l.listId, code: e.code, label: e.label, parent_code: e.parentCode })),
    ),
  );
  return db.transaction().execute(async (tx) => {
    const listsChanged = await sql`
      insert into code_list_names (list_id, name, source, parent_list_id, last_updated)
      select s.list_id, s.name, s.source, s.parent_list_id, now()
      from jsonb_to_recordset(${names}::jsonb) as s(list_id int, name text, source text, parent_list_id int)
      on conflict (list_id) do update
        set name = excluded.name, source = excluded.source, parent_list_id = excluded.parent_list_id,
            last_updated = excluded.last_updated
        where (code_list_names.name, code_list_names.source, code_list_names.parent_list_id)
          is distinct from (excluded.name, excluded.source, excluded.parent_list_id)`.execute(tx);

    const entriesChanged = await sql`
      insert into code_lists (list_id, code, label, parent_code, active, last_updated)
      select s.list_id, s.code, s.label, s.parent_code, true, now()
      from jsonb_to_recordset(${entries}::jsonb) as s(list_id int, code text, label text, parent_code text)
      where not (s.list_id = ${AGENCY_LIST} and exists (select 1 from agencies a where a.ori = s.code))
      on conflict (list_id, code) do update
        set label = excluded.label, parent_code = excluded.parent_code, active = true,
            last_updated = excluded.last_updated
        where (code_lists.label, code_lists.parent_code, code_lists.active)
          is distinct from (excluded.label, excluded.parent_code, true)`.execute(tx);

    const entriesDeactivated = await sql`
      with seeded as (
        select s.list_id, s.code from jsonb_to_recordset(${entries}::jsonb) as s(list_id int, code text)
      )
      update code_lists as c set active = false, last_updated = now()
      where c.active
        and not exists (select 1 from seeded where seeded.list_id = c.list_id and seeded.code = c.code)
        and not (c.list_id = ${AGENCY_LIST} and exists (select 1 from agencies a where a.ori = c.code))`.execute(tx);

    await writeAgencyCodes(tx);

    return {
      listsChanged: Number(listsChanged.numAffectedRows ?? 0),
      entriesChanged: Number(entriesChanged.numAffectedRows ?? 0),
      entriesDeactivated: Number(entriesDeactivated.numAffectedRows ?? 0),
    };
  });
}
