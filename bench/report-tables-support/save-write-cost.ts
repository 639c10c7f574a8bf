import type pg from 'pg';
import { summarize, timed, type Statement, type Summary } from './measure';

export interface SaveCost {
  /** The save's write on the table as it is, every index kept up. */
  indexed: Summary & { walBytes: number };
  /** The same write with only the indexes behind constraints (primary key, unique keys). */
  bare: Summary & { walBytes: number };
  /** The secondary indexes the second pass went without. */
  dropped: number;
}

/**
 * The one statement of a captured Report/Save that writes the report row, with its id and
 * guard version moved to the end of its where clause's slots, so it can be sent for other drafts.
 */
export function saveWrite(captured: Statement[]) {
  const write = captured.find((s) => /^\s*update "reports"/i.test(s.sql));
  if (!write) throw new Error('The recorded Report/Save wrote no report row.');
  const slot = (column: string) => {
    const found = new RegExp(`where .*?"${column}" = \\$(\\d+)`, 'is').exec(write.sql);
    if (!found) throw new Error(`The save's write has no "${column}" in its where clause.`);
    return Number(found[1]) - 1;
  };
  const idSlot = slot('id');
  const versionSlot = slot('version');
  return (draft: { id: number; version: number }): Statement => {
    const parameters = [...write.parameters];
    parameters[idSlot] = draft.id;
    parameters[versionSlot] = draft.version;
    return { sql: write.sql, parameters, mustChangeRow: true };
  };
}

/**
 * What the search indexes add to a save: the server's own update of a draft row, sent for
 * `drafts.length / 2` drafts with every index, then for as many others in a transaction that
 * first drops every index no constraint needs. Both passes are rolled back (the dropped indexes
 * come back untouched, with nothing to rebuild), so neither pays a commit and the database is as
 * it was. A draft's save changes its last-updated time, which most indexes carry, so PostgreSQL
 * cannot update the row in place (HOT): each save writes an entry in every index.
 */
export async function saveWriteCost(
  client: pg.Client,
  forDraft: ReturnType<typeof saveWrite>,
  drafts: { id: number; version: number }[],
): Promise<SaveCost> {
  const half = Math.floor(drafts.length / 2);
  const lsn = async () => (await client.query(`select pg_current_wal_insert_lsn()::text as at`)).rows[0].at as string;
  const walSince = async (from: string) =>
    Number(
      (await client.query(`select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), $1)::bigint as n`, [from])).rows[0].n,
    );

  async function pass(rows: { id: number; version: number }[], before?: () => Promise<void>) {
    await client.query('begin');
    try {
      await before?.();
      const from = await lsn();
      const times: number[] = [];
      for (const row of rows) {
        const s = forDraft(row);
        let changed: number | null = 0;
        times.push(await timed(async () => ({ rowCount: changed } = await client.query(s.sql, [...s.parameters]))));
        if (!changed) throw new Error(`The save of draft ${row.id} changed no row: its version moved on.`);
      }
      return { ...summarize(times), walBytes: (await walSince(from)) / rows.length };
    } finally {
      await client.query('rollback');
    }
  }

  const secondary = (
    await client.query(`select i.indexrelid::regclass::text as name from pg_index i
      where i.indrelid = 'reports'::regclass
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`)
  ).rows.map((r) => r.name as string);
  const indexed = await pass(drafts.slice(0, half));
  const bare = await pass(drafts.slice(half, 2 * half), async () => {
    for (const name of secondary) await client.query(`drop index ${name}`);
  });
  return { indexed, bare, dropped: secondary.length };
}
