import { sql, type SqlBool } from 'kysely';
import type { CrashFilter } from '../../../lib/analysis/crash-filter';
import { kindOfKey } from '../../../lib/analysis/crash-locations';
import { STATUS_OF_KABCO } from '../../../lib/analysis/crash-severity';
import { IN_PROGRESS_STATUSES, RECORD_STATUSES } from '../../../lib/analysis/counted-reports';
import { allOf, type ReportFilter } from '../report-tables/report-scope';

/**
 * The crash facts (`r`, migration 032) a filter keeps between two dates, within `scope`: the
 * caller's reports by the permission rule (report-scope.ts reads crash_facts as it reads reports,
 * its columns named alike).
 */
export function crashFactsWhere(filter: CrashFilter, from: string, to: string, scope: ReportFilter): ReportFilter {
  const where: ReportFilter[] = [scope, sql<SqlBool>`r.crash_date between ${from} and ${to}`];
  const record = sql<SqlBool>`r.status in (${sql.join(RECORD_STATUSES)})`;
  where.push(
    filter.includeInProgress
      ? sql<SqlBool>`(${record} or (r.status in (${sql.join(IN_PROGRESS_STATUSES)}) and not r.is_supplement))`
      : record,
  );
  if (filter.countyCode) where.push(sql<SqlBool>`r.county_code = ${filter.countyCode}`);
  if (filter.municipalityCode) where.push(sql<SqlBool>`r.municipality_code = ${filter.municipalityCode}`);
  if (filter.agencyOri) where.push(sql<SqlBool>`r.agency_ori = ${filter.agencyOri}`);
  if (filter.severity?.length)
    where.push(sql<SqlBool>`r.severity in (${sql.join(filter.severity.map((level) => STATUS_OF_KABCO[level]))})`);
  if (filter.crashTypeCode) where.push(sql<SqlBool>`r.crash_type_code = ${filter.crashTypeCode}`);
  if (filter.mannerOfCollision) where.push(sql<SqlBool>`r.manner_code = ${filter.mannerOfCollision}`);
  if (filter.primaryFactor) where.push(sql<SqlBool>`r.primary_factor = ${filter.primaryFactor}`);
  if (filter.hitAndRun !== undefined) where.push(sql<SqlBool>`r.hit_and_run = ${filter.hitAndRun}`);
  if (filter.commercialVehicle !== undefined)
    where.push(sql<SqlBool>`r.commercial_vehicle = ${filter.commercialVehicle}`);
  if (filter.locationKey)
    where.push(
      kindOfKey(filter.locationKey) === 'intersection'
        ? sql<SqlBool>`r.intersection_key = ${filter.locationKey}`
        : sql<SqlBool>`r.segment_key = ${filter.locationKey}`,
    );
  return allOf(where);
}
