import { sql, type Kysely } from 'kysely';
import { dropCountsOfFacts, keepCountsOfFacts, type FactChangeSource } from '../../fact-statement-triggers';
import { IN_PROGRESS_STATUSES, RECORD_STATUSES } from '../../../../lib/analysis/counted-reports';

/**
 * Every agency's crashes over a year are millions of fact rows; the views of such a filter (dates
 * alone, docs/server.md "Crash data at a state's volume") read these counts instead: for each crash
 * date and kind of report counted (1 the report of record, 2 in progress), how many crashes have
 * each value of each view's dimension. Triggers on crash_facts keep them exact in the transaction
 * that writes the facts, so they are never behind. The statuses counted are those of
 * lib/analysis/counted-reports.ts at this migration: changing them there needs a migration here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Dimensions: t the total, h the hour, s severity, m manner of collision, f primary factor,
  // c county, p city. A value left empty on the report is a null, counted as its own value.
  await sql`create table crash_day_counts (
    crash_date date not null,
    counted smallint not null,
    dimension "char" not null,
    value text,
    n integer not null,
    constraint crash_day_counts_key unique nulls not distinct (crash_date, counted, dimension, value)
  )`.execute(db);
  const counted = `case when status in (${RECORD_STATUSES.join(',')}) then 1
    when status in (${IN_PROGRESS_STATUSES.join(',')}) and not is_supplement then 2 end`;
  // The rows a statement wrote or took away as +1 and -1, counted by date and dimension in one
  // INSERT. Its rows go in key order, so two transactions touching the same counts take their locks
  // in the same order and never wait on each other in a circle.
  const change = (sources: FactChangeSource[]) =>
    sql.raw(`insert into crash_day_counts as c (crash_date, counted, dimension, value, n)
      select f.crash_date, f.counted, v.dimension, v.value, sum(f.delta)::int
      from (${sources
        .map(
          ({ table, delta }) => `select crash_date, ${counted} as counted, crash_hour, severity,
            manner_code, primary_factor, county_code, municipality_code, ${delta} as delta from ${table}`,
        )
        .join(' union all ')}) f
      cross join lateral (values ('t'::"char", null::text), ('h', f.crash_hour::text), ('s', f.severity::text),
        ('m', f.manner_code), ('f', f.primary_factor), ('c', f.county_code), ('p', f.municipality_code))
        v (dimension, value)
      where f.crash_date is not null and f.counted is not null
      group by 1, 2, 3, 4 having sum(f.delta) <> 0
      order by 1, 2, 3, 4
      on conflict on constraint crash_day_counts_key do update set n = c.n + excluded.n`);
  await keepCountsOfFacts(db, 'crash_day_counts', change);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropCountsOfFacts(db, 'crash_day_counts');
}
