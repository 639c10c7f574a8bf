import { sql } from 'kysely';
import type { ReportSummary, ReportView } from '../../lib/api/report-schemas';
import { ReportStatus } from '../../lib/workflow/report-status';
import type { Db } from '../db/database';

interface ListQuery {
  view: ReportView;
  userId: number;
  agencyOri: string;
  sortBy: 'lastUpdated' | 'dateOfCrash' | 'caseNumber' | 'status';
  sortDirection: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

const sortColumns = {
  lastUpdated: 'r.last_updated',
  dateOfCrash: 'r.date_of_crash',
  caseNumber: 'r.case_number',
  status: 'r.status',
} as const;

const workingStatuses = [ReportStatus.Draft, ReportStatus.Rejected];

/** Report summaries for the report tables; the report document itself is never read here. */
export function reportRepository(db: Db) {
  return {
    async list(q: ListQuery): Promise<{ rows: ReportSummary[]; total: number }> {
      let query = db
        .selectFrom('reports as r')
        .innerJoin('users as a', 'a.id', 'r.author_user_id')
        .leftJoin('users as l', 'l.id', 'r.locking_user_id')
        .where('r.author_user_id', '=', q.userId);
      if (q.view === 'working') query = query.where('r.status', 'in', workingStatuses);
      if (q.view === 'submitted') query = query.where('r.status', 'not in', workingStatuses);

      const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await query
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
          'r.municipality_code',
          'r.injury_count',
          'r.fatality_count',
          'r.department_name',
          'r.is_supplement',
          'r.last_updated',
          'a.id as author_id',
          sql<string>`a.first_name || ' ' || a.last_name`.as('author_name'),
          'l.id as lock_id',
          sql<string | null>`l.first_name || ' ' || l.last_name`.as('lock_name'),
        ])
        .orderBy(sortColumns[q.sortBy], (ob) =>
          q.sortDirection === 'asc' ? ob.asc().nullsLast() : ob.desc().nullsLast(),
        )
        .orderBy('r.id', 'desc')
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
        .execute();

      return {
        total: Number(total.n),
        rows: rows.map((r) => ({
          id: r.id,
          version: r.version,
          status: r.status,
          formType: r.form_type,
          caseNumber: r.case_number,
          dateOfCrash: r.date_of_crash,
          timeOfCrash: r.time_of_crash,
          streetName: r.street_name,
          intersectStreetName: r.intersect_street_name,
          municipalityCode: r.municipality_code,
          injuryCount: r.injury_count,
          fatalityCount: r.fatality_count,
          departmentName: r.department_name,
          authorUser: { id: r.author_id, name: r.author_name },
          lockingUser: r.lock_id ? { id: r.lock_id, name: r.lock_name ?? '' } : null,
          isSupplement: r.is_supplement,
          lastUpdated: new Date(r.last_updated).toISOString(),
        })),
      };
    },
  };
}
