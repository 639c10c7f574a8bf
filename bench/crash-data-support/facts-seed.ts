import { performance } from 'node:perf_hooks';
import type pg from 'pg';

/**
 * Fills crash_facts from the seeded reports in one INSERT ... SELECT, as a bulk load: the bench's
 * seed writes reports with triggers off (seed-reports.ts), so the trigger of migration 032 never
 * saw them. The facts the report tables' seed does not draw (severity from its injury and death
 * counts, primary factor, hit and run, commercial vehicle, a point in the crash's county) are drawn
 * here; the facts' indexes are dropped for the load and made again from their own definitions.
 */
export async function seedCrashFacts(client: pg.Client): Promise<number> {
  const t0 = performance.now();
  const q = (text: string, values?: unknown[]) => client.query(text, values);
  await q(`set synchronous_commit = off`);
  await q(`set maintenance_work_mem = '512MB'`);
  await q(`select setseed(0.17)`);
  const indexes = (
    await q(
      `select indexname, indexdef from pg_indexes where tablename = 'crash_facts' and indexname <> 'crash_facts_pkey'`,
    )
  ).rows as { indexname: string; indexdef: string }[];
  for (const i of indexes) await q(`drop index ${i.indexname}`);
  await q(`truncate crash_facts`);
  const factors = (await q(`select array_agg(code order by code) as c from code_lists where list_id = 1003 and active`))
    .rows[0].c as string[];
  await q(
    `insert into crash_facts (id, agency_ori, author_user_id, status, is_supplement, crash_date, crash_hour,
       crash_weekday, crash_month, crash_minute, county_code, municipality_code, severity, crash_type_code, manner_code,
       primary_factor, hit_and_run, commercial_vehicle, latitude, longitude, intersection_key, segment_key)
     select r.id, r.agency_ori, r.author_user_id, r.status, r.is_supplement, d.*, r.county_code,
       r.municipality_code,
       case when r.fatality_count > 0 then 4 when r.injury_count > 2 then 3 when r.injury_count > 1 then 2
         when r.injury_count > 0 then 1 when x.r1 < 0.05 then null else 0 end,
       r.crash_type_code, case when r.crash_type_code like '39:%' then substr(r.crash_type_code, 4) end,
       case when x.r2 < 0.9 then ($1::text[])[1 + floor(power(x.r3, 2) * cardinality($1::text[]))::int] end,
       x.r4 < 0.04, x.r5 < 0.06,
       case when x.r6 < 0.95 then 38.0 + (abs(hashtext(coalesce(r.county_code, ''))) % 350) / 100.0 + (x.r7 - 0.5) * 0.3 end,
       case when x.r6 < 0.95 then -87.9 + (abs(hashtext(coalesce(r.county_code, '') || 'x')) % 290) / 100.0 + (x.r8 - 0.5) * 0.3 end,
       case when r.intersect_street_name is not null then
         coalesce(r.county_code, '') || '|' || coalesce(r.municipality_code, '') || '|' ||
         least(r.roadway_name, r.intersect_street_name) || ' & ' || greatest(r.roadway_name, r.intersect_street_name) end,
       case when r.intersect_street_name is null and r.roadway_name is not null then
         coalesce(r.county_code, '') || '|' || coalesce(r.municipality_code, '') || '|' || r.roadway_name || '|' end
     from reports r
     cross join lateral crash_fact_days(r.date_of_crash, r.time_of_crash) d
     cross join lateral (select random() as r1, random() as r2, random() as r3, random() as r4, random() as r5,
       random() as r6, random() as r7, random() as r8 where r.id is not null) x`,
    [factors],
  );
  for (const i of indexes) await q(i.indexdef);
  await q(`vacuum (analyze) crash_facts`);
  return performance.now() - t0;
}
