import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { AGENCY_INBOX_NAME } from '../../lib/workflow/assignees';
import { hashPassword } from '../../server/services/sign-in/passwords';
import { agencySlots, planAgencies, STREET_NAMES, STREET_SUFFIXES, type AgencyPlan, type County } from './state-plan';

export const BENCH_PASSWORD = 'Crash-Bench-2026';
const SLOTS = 100_000;

export interface SeedTimings {
  steps: [string, number][];
  totalMs: number;
}

/**
 * Fills a migrated, seeded database with a state: agencies, users, inboxes and `reports` crash
 * reports over ten years, all in set-based SQL (one INSERT ... SELECT from generate_series for
 * the reports). The reports table's secondary indexes are dropped for the load and rebuilt
 * from their own definitions afterwards, as a bulk load would.
 */
export async function seedState(
  client: pg.Client,
  options: { reports: number; agencies: number },
): Promise<{ plans: AgencyPlan[]; timings: SeedTimings }> {
  const steps: [string, number][] = [];
  const t0 = performance.now();
  const step = async (name: string, work: () => Promise<unknown>) => {
    const start = performance.now();
    await work();
    steps.push([name, performance.now() - start]);
  };
  const q = (text: string, values?: unknown[]) => client.query(text, values);

  // Referential checks of a bulk load whose keys come from the rows just written: skipped, as pg_restore does.
  await q(`set session_replication_role = replica`);
  await q(`set synchronous_commit = off`);
  await q(`set maintenance_work_mem = '512MB'`);
  await q(`select setseed(0.42)`);

  const counties = (
    await q(`select c.code, coalesce((select array_agg(m.code order by m.code) from code_lists m
               where m.list_id = 3 and m.parent_code = c.code and m.active), '{}') as cities
             from code_lists c where c.list_id = 2 and c.active order by c.code`)
  ).rows as County[];
  const plans = planAgencies(counties, options.agencies, options.reports);
  const passwordHash = await hashPassword(BENCH_PASSWORD, { N: 2 ** 10, r: 8, p: 1 });

  await step('agencies, users, roles, inboxes', async () => {
    await q(
      `insert into agencies (ori, name, additional_info)
       select p.ori, p.name, jsonb_build_object('state', 'IN', 'county', p."countyCode")
       from jsonb_to_recordset($1::jsonb) as p(ori text, name text, "countyCode" text)`,
      [JSON.stringify(plans)],
    );
    await q(
      `create temp table bench_agencies as
       select p.* from jsonb_to_recordset($1::jsonb) as p(idx int, ori text, name text, "countyCode" text,
         officers int, supervisors int)`,
      [JSON.stringify(plans)],
    );
    // Officers, supervisors and one administrator per agency; user names say who they are.
    await q(
      `insert into users (user_name, first_name, last_name, badge_id, agency_ori, password_hash)
       select lower(a.ori) || '-' || r.kind || n, initcap(r.kind), 'Bench ' || a.idx || '-' || n,
              lpad((a.idx * 1000 + n)::text, 6, '0'), a.ori, $1
       from bench_agencies a
       cross join lateral (values ('officer', a.officers), ('supervisor', a.supervisors), ('admin', 1)) as r(kind, count)
       cross join lateral generate_series(1, r.count) as n`,
      [passwordHash],
    );
    await q(
      `insert into user_roles (user_id, role_id)
       select u.id, ro.id from users u
       join roles ro on ro.name = case regexp_replace(split_part(u.user_name, '-', 2), '[0-9]+$', '')
         when 'officer' then 'Officer' when 'supervisor' then 'Supervisor' else 'Agency Administrator' end
       where u.agency_ori like 'IN%BN'`,
    );
    await q(
      `insert into inboxes (agency_ori, name, user_id)
       select ori, $1, null from bench_agencies
       union all
       select u.agency_ori, u.first_name || ' ' || u.last_name, u.id from users u
       where u.agency_ori like 'IN%BN' and u.user_name like '%-supervisor%'`,
      [AGENCY_INBOX_NAME],
    );
    await q(
      `create temp table bench_staff as
       select a.idx, a.ori, a.name, a."countyCode" as county_code,
         array_agg(u.id order by u.id) filter (where u.user_name like '%-officer%') as officers,
         array_agg(u.id order by u.id) filter (where u.user_name like '%-supervisor%') as supervisors,
         (select i.id from inboxes i where i.agency_ori = a.ori and i.user_id is null) as inbox_id,
         (select array_agg(i.id order by i.user_id) from inboxes i where i.agency_ori = a.ori and i.user_id is not null)
           as reviewer_inboxes
       from bench_agencies a join users u on u.agency_ori = a.ori
       group by a.idx, a.ori, a.name, a."countyCode"`,
    );
    await q(`create unique index on bench_staff (idx)`);
    await q(
      `create temp table bench_counties as
       select row_number() over (order by code)::int as idx, code, cities
       from jsonb_to_recordset($1::jsonb) as c(code text, cities text[])`,
      [JSON.stringify(counties)],
    );
    await q(`create unique index on bench_counties (code)`);
    await q(`create unique index on bench_counties (idx)`);
  });

  const indexes = (
    await q(`select indexname, indexdef from pg_indexes where tablename = 'reports'
             and indexname not in ('reports_pkey', 'reports_unique_identifier_key')`)
  ).rows as { indexname: string; indexdef: string }[];
  const targets = (
    await q(`select c.relname as index, a.attnum as column, a.attstattarget as target
             from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_index i on i.indexrelid = c.oid
             where i.indrelid = 'reports'::regclass and a.attstattarget > 0`)
  ).rows as { index: string; column: number; target: number }[];
  await step('drop the reports indexes for the load', async () => {
    for (const i of indexes) await q(`drop index ${i.indexname}`);
  });

  const [form] = (
    await q(`select id from form_configurations where title = 'Vehicle Crash Report' order by id limit 1`)
  ).rows;
  const manners = (await q(`select array_agg(code) as c from code_lists where list_id = 39 and active`)).rows[0].c;
  const events = (await q(`select array_agg(code) as c from code_lists where list_id = 40 and active`)).rows[0].c;

  await step(`insert ${options.reports.toLocaleString('en-US')} reports`, () =>
    q(insertReportsSql, [
      options.reports,
      agencySlots(plans, SLOTS),
      SLOTS,
      form.id,
      STREET_NAMES,
      STREET_SUFFIXES,
      manners,
      events,
      counties.length,
    ]),
  );
  await step('rebuild the reports indexes', async () => {
    for (const i of indexes) await q(i.indexdef);
    // An index's definition leaves out its columns' statistics targets (migration 027).
    for (const t of targets) await q(`alter index ${t.index} alter column ${t.column} set statistics ${t.target}`);
  });
  await q(`set session_replication_role = origin`);
  await step('vacuum analyze', () => q(`vacuum (analyze) reports, users, inboxes, agencies, user_roles`));
  return { plans, timings: { steps, totalMs: performance.now() - t0 } };
}

/**
 * One row per report. The draws r2..r11 are made once per row in the inner select (a volatile
 * function there is evaluated per row); age spreads crash dates evenly over ten years; recent
 * reports are still in the workflow (Draft to Approved), older ones Accepted, Archived or
 * Supplemented; most crashes are in the agency's own county.
 */
const insertReportsSql = `
insert into reports (form_configuration_id, form_type, author_user_id, agency_ori, status, version, inbox_id,
  locking_user_id, lock_created, original_reviewer_user_id, is_supplement, case_number, date_of_crash, time_of_crash,
  street_name, roadway_name, intersect_street_name, county_code, municipality_code, crash_type_code, injury_count,
  fatality_count, department_name, data, created_at, last_updated)
select $4, 'Crash', author, ori, status, 1 + floor(r7 * 5)::int,
  case when status in (1, 7) then (case when r8 < 0.9 or reviewer_inboxes is null then inbox_id
    else reviewer_inboxes[1 + floor(r9 * cardinality(reviewer_inboxes))::int] end) end,
  case when status = 7 then reviewer end,
  case when status = 7 then now() - make_interval(mins => floor(r9 * 1800)::int) end,
  case when status in (2, 4, 7, 9, 10) then reviewer end,
  r9 < 0.03, case_number, crash_date, crash_time,
  house || ' ' || dir || roadway || ' ' || suffix, roadway,
  case when r6 < 0.4 then cross_street || ' ' || suffix end,
  county_code, city, crash_type, injuries, deaths, name,
  -- As the editor keeps it: a field left empty is absent, not null (the server refuses a null).
  jsonb_strip_nulls(jsonb_build_object(
    'GeneralInformation', jsonb_build_object('CollDte', to_char(crash_date, 'MM/DD/YYYY'), 'CollTimeTxt', crash_time,
      'AgencyORITXT', ori, 'LocalCodeTxt', case_number, 'InvestCompleteInd', '1', 'PhotosTakenInd', '0'),
    'Location', jsonb_build_object('CountyCde', county_code, 'CityCde', city, 'RdwyHouseNbrTxt', house,
      'RdwyNameTxt', roadway, 'RdwySuffixTxt', suffix, 'InterNameTxt', case when r6 < 0.4 then cross_street end),
    'CrashDetails', jsonb_build_object('InjuredNmb', injuries::text, 'DeadNmb', deaths::text,
      'MotorVehInvolvedNmb', (1 + floor(r5 * 3))::text),
    'Narrative', jsonb_build_object('NarrativeTxt', 'UNIT 1 WAS TRAVELING ON ' || roadway || ' ' || suffix ||
      ' WHEN IT STRUCK UNIT 2. DRIVER STATED THE SIGNAL WAS GREEN. NO FURTHER INFORMATION.'))),
  crash_date + make_interval(hours => 1 + floor(r5 * 20)::int),
  least(now(), crash_date + make_interval(hours => floor(r8 * least(age_days * 24 + 1, 24 * 20))::int))
from (
  select s.ori, s.name, s.officers[1 + floor(d.r2 * cardinality(s.officers))::int] as author,
    s.supervisors[1 + floor(d.r3 * cardinality(s.supervisors))::int] as reviewer,
    s.inbox_id, s.reviewer_inboxes, d.*,
    current_date - d.age_days as crash_date,
    lpad(floor(d.r11 * 24)::text, 2, '0') || ':' || lpad(floor(d.r6 * 60)::text, 2, '0') as crash_time,
    to_char(current_date - d.age_days, 'YY') || '-' || substr(s.ori, 3, 5) || '-' || lpad(g::text, 7, '0') as case_number,
    case when d.r4 < 0.85 then s.county_code else c.code end as county_code,
    case when d.r6 < 0.7 and cardinality(c2.cities) > 0
      then c2.cities[1 + floor(d.r7 * cardinality(c2.cities))::int] end as city,
    ($5::text[])[1 + floor(power(d.r8, 2) * cardinality($5::text[]))::int] as roadway,
    ($5::text[])[1 + floor(d.r9 * cardinality($5::text[]))::int] as cross_street,
    ($6::text[])[1 + floor(d.r3 * cardinality($6::text[]))::int] as suffix,
    (100 + floor(d.r2 * 9900)::int)::text as house,
    (array['', '', 'N ', 'S ', 'E ', 'W '])[1 + floor(d.r4 * 6)::int] as dir,
    case when d.r5 < 0.8 then '39:' || ($7::text[])[1 + floor(d.r6 * cardinality($7::text[]))::int]
      else '40:' || ($8::text[])[1 + floor(d.r6 * cardinality($8::text[]))::int] end as crash_type,
    case when d.r7 < 0.75 then 0 when d.r7 < 0.95 then 1 + floor(d.r8 * 2)::int else 3 + floor(d.r8 * 3)::int end
      as injuries,
    case when d.r9 < 0.005 then 1 else 0 end as deaths,
    case
      when d.age_days < 30 then (array[0, 0, 1, 1, 1, 7, 3, 2, 4, 4])[1 + floor(d.r10 * 10)::int]
      when d.age_days < 60 then (case when d.r10 < 0.03 then 0 when d.r10 < 0.06 then 1 when d.r10 < 0.07 then 3
        when d.r10 < 0.10 then 2 else 4 end)
      else (case when d.r10 < 0.85 then 4 when d.r10 < 0.98 then 9 else 10 end)
    end as status
  from (
    select g, floor(random() * 3650)::int as age_days,
      ($2::int[])[1 + floor(random() * $3)::int] as agency_idx,
      1 + floor(random() * $9)::int as county_idx,
      random() as r2, random() as r3, random() as r4, random() as r5, random() as r6, random() as r7,
      random() as r8, random() as r9, random() as r10, random() as r11
    from generate_series(1, $1::int) as g
  ) d
  join bench_staff s on s.idx = d.agency_idx
  join bench_counties c on c.idx = d.county_idx
  join bench_counties c2 on c2.code = case when d.r4 < 0.85 then s.county_code else c.code end
) x`;
