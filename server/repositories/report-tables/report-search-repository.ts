import { sql, type SqlBool } from 'kysely';
import type { ReportPageResult } from '../../../lib/api/schemas/report-schemas';
import type { AdvancedSearchCriteria, QuickSearch } from '../../../lib/search/search-criteria';
import type { Db } from '../../db/database';
import { allOf, isEveryReport, type ReportFilter } from './report-scope';
import { reportSummaryPage } from './report-summary-query';

/** `text%` for LIKE, any case, with the user's own % and _ taken literally. */
const startsWith = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Prefix conditions the lower(...) text_pattern_ops indexes of migration 023 serve. */
const caseNumberStarts = (p: string) => sql<SqlBool>`lower(r.case_number) like ${p}`;
/** Either street of the crash; each is its own branch of the search, read off its own index. */
const streetStarts = (p: string) => [
  sql<SqlBool>`lower(r.roadway_name) like ${p}`,
  sql<SqlBool>`lower(r.intersect_street_name) like ${p}`,
];

const MAX_REPORT_ID = 2_147_483_647;

/** The first day (yyyy-mm-01) of each calendar month a range of crash dates touches. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = to.split('-').map(Number) as [number, number];
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
}

/**
 * One month of crash dates, as migration 026's index is led by it. Newest changes first within
 * a month is that index's order, so each month gives its first rows at once; without the split a
 * statewide search naming only dates sorts every report of its dates (a million over a year at
 * ten million reports) before it can show 25. An agency's or a county's dates are few enough to
 * read in one range (migration 025), which beats a dozen branches.
 */
const inMonth = (first: string) => sql<SqlBool>`date_trunc('month', r.date_of_crash::timestamp) = ${first}::timestamp`;

/**
 * Report searches over the indexed summary columns, always within the caller's scope. The scope
 * comes as its alternatives (reportScopeAlternatives) and each is searched on its own with each
 * column the text may match: one branch per pair, each read off its own index.
 */
export function reportSearchRepository(db: Db) {
  return {
    quick(q: QuickSearch, scopes: ReportFilter[]): Promise<ReportPageResult> {
      const p = startsWith(q.text);
      const id = /^\d+$/.test(q.text) ? Number(q.text) : null;
      const matches = [
        ...(id !== null && id >= 1 && id <= MAX_REPORT_ID ? [sql<SqlBool>`r.id = ${id}`] : []),
        caseNumberStarts(p),
        ...(id === null ? streetStarts(p) : []),
        // The state's case number, as the state wrote it (its own partial index).
        ...(id === null ? [sql<SqlBool>`r.external_instance_id = ${q.text.trim().toUpperCase()}`] : []),
      ];
      return reportSummaryPage(db, { anyOf: scopes.flatMap((scope) => matches.map((m) => allOf([scope, m]))) }, q);
    },

    advanced(
      c: AdvancedSearchCriteria & { dateFrom: string; dateTo: string },
      scopes: ReportFilter[],
    ): Promise<ReportPageResult> {
      const filters: ReportFilter[] = [sql<SqlBool>`r.date_of_crash between ${c.dateFrom} and ${c.dateTo}`];
      if (c.caseNumber) filters.push(caseNumberStarts(startsWith(c.caseNumber)));
      if (c.countyCode) filters.push(sql<SqlBool>`r.county_code = ${c.countyCode}`);
      if (c.municipalityCode) filters.push(sql<SqlBool>`r.municipality_code = ${c.municipalityCode}`);
      if (c.crashTypeCode) filters.push(sql<SqlBool>`r.crash_type_code = ${c.crashTypeCode}`);
      if (c.injury !== undefined)
        filters.push(c.injury ? sql<SqlBool>`r.injury_count > 0` : sql<SqlBool>`coalesce(r.injury_count, 0) = 0`);
      if (c.fatality !== undefined)
        filters.push(c.fatality ? sql<SqlBool>`r.fatality_count > 0` : sql<SqlBool>`coalesce(r.fatality_count, 0) = 0`);
      if (c.status !== undefined) filters.push(sql<SqlBool>`r.status = ${c.status}`);
      if (c.agencyOri) filters.push(sql<SqlBool>`r.agency_ori = ${c.agencyOri}`);
      if (c.officer) {
        const p = startsWith(c.officer);
        filters.push(sql<SqlBool>`r.author_user_id in (
          select u.id from users u
          where u.badge_id = ${c.officer} or lower(u.last_name) like ${p}
            or lower(u.first_name || ' ' || u.last_name) like ${p})`);
      }
      // Each branch is read off one index: the street's prefix; the scope's agency, the county or
      // the case number with the dates; or, for a statewide search that names only dates, in the
      // default order of last change, one month of them.
      const onlyDates =
        scopes.length === 1 &&
        isEveryReport(scopes[0]!) &&
        !c.caseNumber &&
        !c.countyCode &&
        !c.agencyOri &&
        c.sortBy === 'lastUpdated';
      const narrowest = c.streetPrefix
        ? streetStarts(startsWith(c.streetPrefix))
        : onlyDates
          ? monthsOf(c.dateFrom, c.dateTo).map(inMonth)
          : [sql<SqlBool>`true`];
      const branches = scopes.flatMap((scope) => narrowest.map((part) => allOf([scope, ...filters, part])));
      return reportSummaryPage(db, { anyOf: branches }, c);
    },
  };
}
