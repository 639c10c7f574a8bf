import type pg from 'pg';
import { callApi, ms, summarize, timed, type Statement, type statementRecorder, type Summary } from './measure';

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

/**
 * Times the busiest officer's draft save against the same write without the search indexes
 * (saveWriteCost) and prints both: the server at `address` makes one save, whose statement is
 * recorded and sent again for `drafts` other drafts, half with the indexes, half without.
 */
export async function printSaveCost(ctx: {
  name: string;
  sqlClient: pg.Client;
  address: string;
  recorder: ReturnType<typeof statementRecorder>;
  officer: number;
  token: string;
  drafts: number;
}) {
  const { sqlClient, address, token } = ctx;
  const sample = (
    await sqlClient.query(`select id from reports where author_user_id = $1 and status = 0 order by id limit 1`, [
      ctx.officer,
    ])
  ).rows[0] as { id: number } | undefined;
  if (!sample) throw new Error('The busiest officer has no draft to save: seed more reports (BENCH_REPORTS).');
  const document = (await callApi(address, 'Report/Get', { id: sample.id }, token)) as {
    version: number;
    data: unknown;
  };
  // The officer's save of the draft as it is: the server's own statement, with the draft's data.
  const { statements } = await ctx.recorder.capture(() =>
    callApi(address, 'Report/Save', { id: sample.id, version: document.version, data: document.data }, token),
  );
  const drafts = (
    await sqlClient.query(`select id, version from reports where status = 0 and id <> $1 order by random() limit $2`, [
      sample.id,
      ctx.drafts,
    ])
  ).rows as { id: number; version: number }[];
  if (drafts.length < 2) throw new Error('Too few drafts to time their saves: seed more reports (BENCH_REPORTS).');
  const cost = await saveWriteCost(sqlClient, saveWrite(statements), drafts);
  const line = (what: string, r: SaveCost['indexed']) =>
    `  ${what.padEnd(44)} p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  WAL ${(r.walBytes / 1024).toFixed(1)} kB a save`;
  console.log(`\n${ctx.name} (${cost.indexed.n} drafts each, the server's update statement, rolled back):`);
  console.log(line('every index', cost.indexed));
  console.log(line(`without the ${cost.dropped} indexes no constraint needs`, cost.bare));
  const ratio = (a: number, b: number) => `x${(a / b).toFixed(2)}`;
  console.log(
    `  the indexes' share: ${ratio(cost.indexed.p50, cost.bare.p50)} at p50, ` +
      `${ratio(cost.indexed.p95, cost.bare.p95)} at p95, ${ratio(cost.indexed.walBytes, cost.bare.walBytes)} of WAL`,
  );
}
