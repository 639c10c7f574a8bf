import { sql, type RawBuilder } from 'kysely';
import {
  REPORT_EXACT_COUNT_LIMIT,
  type ReportPage,
  type ReportPageResult,
} from '../../../lib/api/schemas/report-schemas';
import type { SubmissionStatus } from '../../../lib/state-repository/submission-status';
import { lockExpiresAt } from '../../../lib/workflow/review/locks';
import { deadlineOf } from '../../../lib/workflow/deadlines/report-deadlines';
import type { Db } from '../../db/database';
import { openSupplementOfR } from '../reports/open-supplement';
import { afterCursor, cursorValues, decodeCursor, encodeCursor, orderOf, sortReads } from './report-keyset';
import { allOf, type ReportFilter } from './report-scope';

/**
 * Which reports a table holds: one condition, or several any of which may hold (a search over
 * the case number or either street). Several are read as a union of their own index scans, each
 * selecting only the id and its sort's columns, which the indexes of migration 023 carry: an OR
 * over one scan would fetch every matching row from the table before it could sort them.
 */
export type ReportMatch = ReportFilter | { anyOf: ReportFilter[] };

const branchesOf = (match: ReportMatch): ReportFilter[] => ('anyOf' in match ? match.anyOf : [match]);

/**
 * The ids of one page, in order. A single condition is one select; a union selects each
 * branch's first rows in the sort (never more than the page needs) and orders the union again.
 */
function pageIds(db: Db, match: ReportMatch, page: ReportPage, order: RawBuilder<unknown>) {
  const branches = branchesOf(match);
  const after = page.after ? afterCursor(page, decodeCursor(page, page.after)) : undefined;
  const offset = page.after ? 0 : (page.page - 1) * page.pageSize;
  // One row past the page says whether another page follows.
  const wanted = page.pageSize + 1;
  const where = (b: ReportFilter) => (after ? allOf([b, after]) : b);
  if (branches.length === 1) {
    return sql<{ id: number; cursor: (string | null)[] }>`select r.id, ${cursorValues(page)} as cursor
      from reports r where ${where(branches[0]!)} order by ${order} limit ${wanted} offset ${offset}`;
  }
  const arms = branches.map(
    (b) => sql`(select ${sortReads(page)} from reports r where ${where(b)} order by ${order} limit ${wanted + offset})`,
  );
  return sql<{ id: number; cursor: (string | null)[] }>`select r.id, ${cursorValues(page)} as cursor
    from (${sql.join(arms, sql` union `)}) r order by ${order} limit ${wanted} offset ${offset}`;
}

/**
 * How many reports match: exactly up to REPORT_EXACT_COUNT_LIMIT, past it the planner's
 * estimate (never less than the limit), so a table of millions costs no more than a small one.
 */
async function countOf(db: Db, match: ReportMatch): Promise<{ total: number; totalEstimated: boolean }> {
  const branches = branchesOf(match);
  const cap = REPORT_EXACT_COUNT_LIMIT + 1;
  // Each branch stops at the cap: when one reaches it there are more than the limit in all; when
  // none does, every match was read and the distinct ids are the exact count.
  const capped = await sql<{ n: number }>`select count(distinct id)::int as n from (${sql.join(
    branches.map((b) => sql`(select r.id from reports r where ${b} limit ${cap})`),
    sql` union all `,
  )}) m`.execute(db);
  const exact = Number(capped.rows[0]!.n);
  if (exact <= REPORT_EXACT_COUNT_LIMIT) return { total: exact, totalEstimated: false };
  const ids = sql.join(
    branches.map((b) => sql`(select r.id from reports r where ${b})`),
    sql` union `,
  );
  const plan = await sql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>`explain (format json) ${ids}`.execute(
    db,
  );
  const estimate = Math.round(plan.rows[0]!['QUERY PLAN'][0].Plan['Plan Rows']);
  return { total: Math.max(estimate, REPORT_EXACT_COUNT_LIMIT + 1), totalEstimated: true };
}

/**
 * One page of report summaries matching `match` (conditions on the reports row `r` only, so the
 * count needs no join), with the total; the report document is never read. The page's ids are
 * chosen from the reports alone (from their indexes where they can be), and only those rows are
 * joined to their author, lock holder, inbox and form. With `after`, the page starts after that
 * row (keyset paging); without it, `page` says how many pages to skip.
 */
export async function reportSummaryPage(
  db: Db,
  match: ReportMatch,
  page: ReportPage,
  now = new Date(),
): Promise<ReportPageResult> {
  const order = orderOf(page);
  const ids = pageIds(db, match, page, order);
  const [count, rows] = await Promise.all([
    countOf(db, match),
    db
      .selectFrom(sql<{ id: number; cursor: (string | null)[] }>`(${ids})`.as('p'))
      .innerJoin('reports as r', 'r.id', 'p.id')
      .innerJoin('users as a', 'a.id', 'r.author_user_id')
      .innerJoin('agencies as ag', 'ag.ori', 'r.agency_ori')
      .leftJoin('users as l', 'l.id', 'r.locking_user_id')
      .leftJoin('inboxes as i', 'i.id', 'r.inbox_id')
      .leftJoin('form_configurations as fc', 'fc.id', 'r.form_configuration_id')
      .select([
        'p.cursor',
        'r.id',
        'r.version',
        'r.status',
        'r.form_type',
        'r.case_number',
        'r.date_of_crash',
        'r.time_of_crash',
        'r.street_name',
        'r.intersect_street_name',
        'r.county_code',
        'r.municipality_code',
        'r.crash_type_code',
        'r.injury_count',
        'r.fatality_count',
        'r.agency_ori',
        'r.department_name',
        'r.inbox_id',
        'i.name as inbox_name',
        'r.is_supplement',
        'r.external_instance_id',
        // Only an accepted report (or one archived or supplemented since) was sent to the state.
        sql<string | null>`case when r.status in (4, 9, 10) then (select s.status from state_submissions s
          where s.report_id = r.id order by s.id desc limit 1) end`.as('state_submission'),
        // Only an Accepted report can have one; the others skip the lookup.
        sql<number | null>`case when r.status = 4 then ${openSupplementOfR} end`.as('open_supplement_id'),
        'r.last_updated',
        'r.created_at',
        'r.review_since',
        'ag.report_due_days',
        'ag.review_due_days',
        'r.lock_created',
        'a.id as author_id',
        sql<string>`a.first_name || ' ' || a.last_name`.as('author_name'),
        'l.id as lock_id',
        sql<string | null>`l.first_name || ' ' || l.last_name`.as('lock_name'),
        // The report's own lock duration, else its form's (read out of the large form model), only for a locked report.
        sql<unknown>`case when r.locking_user_id is not null
          then coalesce(to_jsonb(r.lock_duration_hours), fc.form_model -> 'lockDuration') end`.as('lock_hours'),
      ])
      .orderBy(sql`${order}`)
      .execute(),
  ]);
  const more = rows.length > page.pageSize;
  const shown = more ? rows.slice(0, page.pageSize) : rows;
  const last = shown[shown.length - 1];

  const iso = (d: Date | string) => new Date(d).toISOString();

  return {
    ...count,
    ...(more && last ? { next: encodeCursor(page, last.cursor) } : {}),
    rows: shown.map((r) => {
      const lock =
        r.lock_id && r.lock_created
          ? {
              userId: r.lock_id,
              createdAt: r.lock_created,
              hours: typeof r.lock_hours === 'number' ? r.lock_hours : 0,
            }
          : null;
      return {
        id: r.id,
        version: r.version,
        status: r.status,
        formType: r.form_type,
        caseNumber: r.case_number,
        dateOfCrash: r.date_of_crash,
        timeOfCrash: r.time_of_crash,
        streetName: r.street_name,
        intersectStreetName: r.intersect_street_name,
        countyCode: r.county_code,
        municipalityCode: r.municipality_code,
        crashTypeCode: r.crash_type_code,
        injuryCount: r.injury_count,
        fatalityCount: r.fatality_count,
        agencyOri: r.agency_ori,
        departmentName: r.department_name,
        externalInstanceId: r.external_instance_id,
        stateSubmission: r.state_submission as SubmissionStatus | null,
        inboxId: r.inbox_id,
        inboxName: r.inbox_name,
        authorUser: { id: r.author_id, name: r.author_name },
        lockingUser: lock ? { id: lock.userId, name: r.lock_name ?? '' } : null,
        lockCreated: lock ? iso(lock.createdAt) : null,
        // lockExpiresAt falls back to the default 24 hours for a form without its own lockDuration.
        lockExpiresAt: lock ? lockExpiresAt(lock, lock.hours).toISOString() : null,
        isSupplement: r.is_supplement,
        openSupplementId: r.open_supplement_id,
        lastUpdated: iso(r.last_updated),
        deadline: deadlineOf(
          {
            status: r.status,
            isSupplement: r.is_supplement,
            dateOfCrash: r.date_of_crash,
            createdAt: iso(r.created_at),
            reviewSince: r.review_since ? iso(r.review_since) : null,
          },
          { reportDueDays: r.report_due_days, reviewDueDays: r.review_due_days },
          now,
        ),
      };
    }),
  };
}
