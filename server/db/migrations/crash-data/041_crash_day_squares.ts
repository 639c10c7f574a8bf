import { sql, type Kysely } from 'kysely';
import { dropCountsOfFacts, keepCountsOfFacts, type FactChangeSource } from '../../fact-statement-triggers';
import { IN_PROGRESS_STATUSES, RECORD_STATUSES } from '../../../../lib/analysis/counted-reports';
import { cellSteps, OVERVIEW_ZOOM } from '../../../../lib/analysis/crash-map-cells';
import { POINT_SCALE } from '../../../../lib/analysis/crash-point-encoding';

/**
 * The crash map's first answer for every agency over a year (a million crashes at a state's
 * volume) counts them in squares at the overview's zoom (lib/analysis/crash-map-cells.ts); from
 * the facts that is a scan and a grouping of every crash, past half a second. These counts keep,
 * per crash date, kind of report counted (1 of record, 2 in progress), square and severity, how
 * many crashes with a point there are and the sums of their points (in POINT_SCALE units, whole
 * numbers, so adding and taking away stays exact) for the squares' middles. Statement triggers
 * on crash_facts keep them in the facts' transaction, as migration 039 keeps the day counts. The
 * zoom, grid and statuses are those of the lib at this migration: changing them needs a migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table crash_day_squares (
    crash_date date not null,
    counted smallint not null,
    x integer not null,
    y integer not null,
    severity smallint,
    n integer not null,
    latitude_sum bigint not null,
    longitude_sum bigint not null,
    constraint crash_day_squares_key unique nulls not distinct (crash_date, counted, x, y, severity)
  )`.execute(db);
  const counted = `case when status in (${RECORD_STATUSES.join(',')}) then 1
    when status in (${IN_PROGRESS_STATUSES.join(',')}) and not is_supplement then 2 end`;
  const steps = cellSteps(OVERVIEW_ZOOM);
  // The square as the map's query draws it (server/repositories/crash-data/crash-map-repository.ts).
  const square = `floor((longitude + 180) / ${steps.longitude})::int as x,
    floor(ln(tan(pi() / 4 + radians(latitude) / 2)) / ${steps.mercator})::int as y`;
  // A statement's rows as +1 and -1 by date, kind, square and severity, in key order (no two
  // writers wait on each other in a circle), added to the counts kept.
  const change = (sources: FactChangeSource[]) =>
    sql.raw(`insert into crash_day_squares as c (crash_date, counted, x, y, severity, n, latitude_sum, longitude_sum)
      select f.crash_date, f.counted, f.x, f.y, f.severity, sum(f.delta)::int,
        sum(f.delta * round(f.latitude * ${POINT_SCALE}))::bigint,
        sum(f.delta * round(f.longitude * ${POINT_SCALE}))::bigint
      from (${sources
        .map(
          ({ table, delta }) => `select crash_date, ${counted} as counted, ${square}, severity, latitude, longitude,
            ${delta} as delta from ${table} where latitude is not null and longitude is not null`,
        )
        .join(' union all ')}) f
      where f.crash_date is not null and f.counted is not null
      group by 1, 2, 3, 4, 5 having sum(f.delta) <> 0
      order by 1, 2, 3, 4, 5
      on conflict on constraint crash_day_squares_key do update set n = c.n + excluded.n,
        latitude_sum = c.latitude_sum + excluded.latitude_sum, longitude_sum = c.longitude_sum + excluded.longitude_sum`);
  await keepCountsOfFacts(db, 'crash_day_squares', change);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropCountsOfFacts(db, 'crash_day_squares');
}
