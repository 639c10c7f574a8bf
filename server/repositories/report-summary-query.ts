import { sql, type RawBuilder } from 'kysely';
import type { ReportPage, ReportSortKey, ReportSummary } from '../../lib/api/report-schemas';
import { lockExpiresAt } from '../../lib/workflow/locks';
import type { Db } from '../db/database';
import { openSupplementOfR } from './open-supplement';
import type { ReportFilter } from './report-scope';

const column = (name: string) => sql.ref(name);
/** The author's name, read per row only for the rows being sorted. */
const authorPart = (part: 'last_name' | 'first_name') =>
  sql`(select a.${sql.ref(part)} from users a where a.id = r.author_user_id)`;

const sortColumns: Record<ReportSortKey, RawBuilder<unknown>[]> = {
  lastUpdated: [column('r.last_updated')],
  dateOfCrash: [column('r.date_of_crash'), column('r.time_of_crash')],
  caseNumber: [column('r.case_number')],
  status: [column('r.status')],
  streetName: [column('r.street_name')],
  countyCode: [column('r.county_code')],
  municipalityCode: [column('r.municipality_code')],
  crashTypeCode: [column('r.crash_type_code')],
  injuryCount: [column('r.injury_count')],
  fatalityCount: [column('r.fatality_count')],
  departmentName: [column('r.department_name')],
  author: [authorPart('last_name'), authorPart('first_name')],
};

/**
 * One page of report summaries matching `filter` (conditions on the reports row `r` only, so the
 * count needs no join), with the total; the report document is never read. The page's ids are
 * chosen from the reports alone, and only those rows are joined to their author, lock holder,
 * inbox and form.
 */
export async function reportSummaryPage(
  db: Db,
  filter: ReportFilter,
  page: ReportPage,
): Promise<{ rows: ReportSummary[]; total: number }> {
  const direction = page.sortDirection === 'asc' ? sql`asc nulls last` : sql`desc nulls last`;
  const order = sql.join([...sortColumns[page.sortBy].map((c) => sql`${c} ${direction}`), sql`r.id desc`], sql`, `);
  const [count, rows] = await Promise.all([
    db
      .selectFrom('reports as r')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(filter)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom(
        db
          .selectFrom('reports as r')
          .select('r.id')
          .where(filter)
          .orderBy(sql`${order}`)
          .limit(page.pageSize)
          .offset((page.page - 1) * page.pageSize)
          .as('p'),
      )
      .innerJoin('reports as r', 'r.id', 'p.id')
      .innerJoin('users as a', 'a.id', 'r.author_user_id')
      .leftJoin('users as l', 'l.id', 'r.locking_user_id')
      .leftJoin('inboxes as i', 'i.id', 'r.inbox_id')
      .leftJoin('form_configurations as fc', 'fc.id', 'r.form_configuration_id')
      .select([
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
        // Only an Accepted report can have one; the others skip the lookup.
        sql<number | null>`case when r.status = 4 then ${openSupplementOfR} end`.as('open_supplement_id'),
        'r.last_updated',
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

  const iso = (d: Date | string) => new Date(d).toISOString();

  return {
    total: Number(count.n),
    rows: rows.map((r) => {
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
      };
    }),
  };
}
