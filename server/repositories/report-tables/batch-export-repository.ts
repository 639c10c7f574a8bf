import { sql, type SqlBool } from 'kysely';
import type { ReportData } from '../../../lib/forms/definition/paths';
import type { Db } from '../../db/database';
import { allOf, type ReportFilter } from './report-scope';

/** Which reports a batch export holds: the reports of record of a range of crash dates, in the caller's scope. */
export interface BatchExportMatch {
  from: string;
  to: string;
  /** One agency, or every agency the scope allows. */
  agencyOri: string | null;
  statuses: readonly number[];
  scope: ReportFilter;
}

/** Where a page ended: the next starts after this crash date and id. */
export interface BatchExportCursor {
  dateOfCrash: string;
  id: number;
}

export interface BatchExportRow {
  id: number;
  version: number;
  status: number;
  uniqueIdentifier: string;
  formConfigurationId: number;
  agencyOri: string;
  authorUserId: number;
  isSupplement: boolean;
  data: ReportData;
  /** The state case number of the report a supplement replaces. */
  replaces: string | null;
  caseNumber: string | null;
  dateOfCrash: string;
  timeOfCrash: string | null;
  streetName: string | null;
  intersectStreetName: string | null;
  countyCode: string | null;
  municipalityCode: string | null;
  crashTypeCode: string | null;
  injuryCount: number | null;
  fatalityCount: number | null;
  departmentName: string | null;
  author: string;
  externalInstanceId: string | null;
  lastUpdated: string;
}

const dayText = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v));

/**
 * The reports a batch export reads: counted first, then read a page at a time in crash date and
 * id order (keyset paging on the crash date index of migration 025), so no read holds more than a
 * page of report documents however many the range covers.
 */
export function batchExportRepository(db: Db) {
  const where = (m: BatchExportMatch, after?: BatchExportCursor) =>
    allOf([
      m.scope,
      sql<SqlBool>`r.date_of_crash between ${m.from} and ${m.to}`,
      sql<SqlBool>`r.status in (${sql.join([...m.statuses])})`,
      ...(m.agencyOri ? [sql<SqlBool>`r.agency_ori = ${m.agencyOri}`] : []),
      ...(after ? [sql<SqlBool>`(r.date_of_crash, r.id) > (${after.dateOfCrash}::date, ${after.id})`] : []),
    ]);

  return {
    async count(m: BatchExportMatch): Promise<number> {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from reports r where ${where(m)}`.execute(db);
      return Number(rows[0]!.n);
    },

    async page(m: BatchExportMatch, size: number, after?: BatchExportCursor): Promise<BatchExportRow[]> {
      const rows = await db
        .selectFrom('reports as r')
        .innerJoin('users as a', 'a.id', 'r.author_user_id')
        .leftJoin('reports as o', 'o.id', 'r.original_report_id')
        .select([
          'r.id',
          'r.version',
          'r.status',
          'r.unique_identifier',
          'r.form_configuration_id',
          'r.agency_ori',
          'r.author_user_id',
          'r.is_supplement',
          'r.data',
          'o.external_instance_id as replaces',
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
          'r.department_name',
          sql<string>`a.first_name || ' ' || a.last_name`.as('author'),
          'r.external_instance_id',
          'r.last_updated',
        ])
        .where(where(m, after))
        .orderBy('r.date_of_crash')
        .orderBy('r.id')
        .limit(size)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        version: r.version,
        status: r.status,
        uniqueIdentifier: r.unique_identifier,
        formConfigurationId: r.form_configuration_id ?? 0,
        agencyOri: r.agency_ori,
        authorUserId: r.author_user_id,
        isSupplement: r.is_supplement,
        data: (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as ReportData,
        replaces: r.replaces ?? null,
        caseNumber: r.case_number,
        dateOfCrash: dayText(r.date_of_crash),
        timeOfCrash: r.time_of_crash === null ? null : String(r.time_of_crash),
        streetName: r.street_name,
        intersectStreetName: r.intersect_street_name,
        countyCode: r.county_code,
        municipalityCode: r.municipality_code,
        crashTypeCode: r.crash_type_code,
        injuryCount: r.injury_count,
        fatalityCount: r.fatality_count,
        departmentName: r.department_name,
        author: r.author,
        externalInstanceId: r.external_instance_id,
        lastUpdated: new Date(r.last_updated).toISOString(),
      }));
    },
  };
}
export type BatchExportRepository = ReturnType<typeof batchExportRepository>;
