import { sql } from 'kysely';
import type { CodeList, CodeListEntry } from '../../../lib/codes/code-list';
import type { Db } from '../../db/database';
import type { Executor } from '../executor';

const entryColumns = ['list_id', 'code', 'label', 'parent_code', 'active', 'last_updated'] as const;

function toEntry(row: {
  list_id: number;
  code: string;
  label: string;
  parent_code: string | null;
  active: boolean;
  last_updated: Date;
}): CodeListEntry {
  return {
    listId: row.list_id,
    code: row.code,
    label: row.label,
    parentCode: row.parent_code,
    active: row.active,
    lastUpdated: row.last_updated.toISOString(),
  };
}

/** LIKE treats % and _ as wildcards; searched text is literal. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function codeListRepository(db: Db) {
  return {
    /**
     * Lists and entries stamped after `since`, and the database time to ask from next. The time
     * is cut to milliseconds (what the ISO string carries) downwards, so a change made in the same
     * millisecond is sent again rather than lost.
     */
    async changedSince(since: Date, tx: Executor = db) {
      const { rows } = await sql<{ now: Date }>`select date_trunc('milliseconds', now()) as now`.execute(tx);
      const lists = await tx
        .selectFrom('code_list_names')
        .select(['list_id', 'name', 'source', 'parent_list_id'])
        .where('last_updated', '>', since)
        .orderBy('list_id')
        .execute();
      const entries = await tx
        .selectFrom('code_lists')
        .select(entryColumns)
        .where('last_updated', '>', since)
        .orderBy('list_id')
        .orderBy('code')
        .execute();
      return {
        lists: lists.map((l): CodeList => ({
          listId: l.list_id,
          name: l.name,
          source: l.source,
          parentListId: l.parent_list_id,
        })),
        entries: entries.map(toEntry),
        serverTime: rows[0]!.now,
      };
    },

    /** When any list or code last changed (null before the seed): the key of a cached code book. */
    async lastChange(tx: Executor = db): Promise<string | null> {
      const { rows } = await sql<{ at: Date | null }>`select max(last_updated) as at from code_lists`.execute(tx);
      return rows[0]?.at ? new Date(rows[0].at).toISOString() : null;
    },

    /** Every code of every list, active or not (an old report may hold a code since retired). */
    async allCodes(tx: Executor = db) {
      return tx.selectFrom('code_lists').select(['list_id as listId', 'code', 'parent_code as parentCode']).execute();
    },

    /** The label of one code of a list, active or not. */
    async label(listId: number, code: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('code_lists')
        .select('label')
        .where('list_id', '=', listId)
        .where('code', '=', code)
        .executeTakeFirst();
      return row?.label;
    },

    /** The ids of every code list, for a form model's check of the lists its fields name. */
    async listIds(tx: Executor = db): Promise<Set<number>> {
      const rows = await tx.selectFrom('code_list_names').select('list_id').execute();
      return new Set(rows.map((r) => r.list_id));
    },

    async listExists(listId: number, tx: Executor = db): Promise<boolean> {
      const row = await tx
        .selectFrom('code_list_names')
        .select('list_id')
        .where('list_id', '=', listId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Active entries of a list that can match the text (code prefix or label containing it, case
     * ignored), optionally under one parent: the candidates lib/codes/search-rule ranks and cuts.
     * The rule re-checks each candidate; SQL lower() and JavaScript agree on ASCII, which every
     * shipped label is.
     */
    async searchCandidates(
      { listId, text, parentCode }: { listId: number; text: string; parentCode: string | null },
      tx: Executor = db,
    ) {
      const needle = likeLiteral(text.toLowerCase());
      let query = tx
        .selectFrom('code_lists')
        .select(entryColumns)
        .where('list_id', '=', listId)
        .where('active', '=', true)
        .where((eb) =>
          eb.or([eb(sql`lower(code)`, 'like', `${needle}%`), eb(sql`lower(label)`, 'like', `%${needle}%`)]),
        );
      if (parentCode !== null) query = query.where('parent_code', '=', parentCode);
      return (await query.execute()).map(toEntry);
    },
  };
}
export type CodeListRepository = ReturnType<typeof codeListRepository>;
