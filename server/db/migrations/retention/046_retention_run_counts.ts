import { sql, type Kysely } from 'kysely';

/**
 * A retention run's progress as a row per agency and action, each report's transaction adding one
 * to its own small row. The whole record of counts rewritten with every report (migration 043's
 * `retention_runs.counts`, one entry per agency and action: 1,600 for 400 agencies) took a third
 * of a run's time in bench/records-office/retention-bench.ts. Runs kept before move their counts
 * here; the column stays, empty, for the processes of the version before while they finish.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table retention_run_counts (
    run_id bigint not null references retention_runs (id) on delete cascade,
    key text not null,
    done integer not null default 0,
    skipped integer not null default 0,
    total integer not null,
    primary key (run_id, key)
  )`.execute(db);
  await sql`insert into retention_run_counts (run_id, key, done, skipped, total)
    select r.id, e.key, coalesce((e.value ->> 'done')::int, 0), coalesce((e.value ->> 'skipped')::int, 0),
      coalesce((e.value ->> 'total')::int, 0)
    from retention_runs r, jsonb_each(r.counts) e`.execute(db);
  // Attachments purged with their report are found by the report, deleted ones too (the index of
  // migration 004 holds only those not deleted): without this each purge read the whole table.
  await sql`create index attachments_report_every_idx on attachments (report_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index attachments_report_every_idx`.execute(db);
  await sql`drop table retention_run_counts`.execute(db);
}
