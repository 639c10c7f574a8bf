import { sql, type SqlBool } from 'kysely';
import { SEARCH_TIME_ZONE, stateDateOf } from '../../../lib/search/search-criteria';
import {
  authorDeadlineStatuses,
  REPORT_DUE_DAYS_DEFAULT,
  REVIEW_DUE_DAYS_DEFAULT,
  reviewDeadlineStatuses,
} from '../../../lib/workflow/deadlines/report-deadlines';
import type { ReportFilter } from './report-scope';

const literals = (statuses: readonly number[]) => sql.join(statuses.map((s) => sql.lit(s)));
const agencyDays = (column: 'report_due_days' | 'review_due_days', fallback: number) =>
  sql`coalesce((select ag.${sql.ref(column)} from agencies ag where ag.ori = r.agency_ori), ${sql.lit(fallback)})`;

/**
 * The reports past their deadline at `now`, as a condition on `r`: deadlineOf of
 * lib/workflow/deadlines/report-deadlines.ts said in SQL, so the inboxes filter exactly the rows the
 * tables mark (test/integration/report-tables/deadlines-in-tables.test.ts holds the two together).
 */
export function overdueAt(now: Date): ReportFilter {
  // The day the report's days count from: the crash, or for a supplement or an undated draft its creation.
  const from = sql`case when not r.is_supplement and r.date_of_crash is not null then r.date_of_crash
    else (r.created_at at time zone ${sql.lit(SEARCH_TIME_ZONE)})::date end`;
  return sql<SqlBool>`((r.status in (${literals(authorDeadlineStatuses)})
      and ${from} + ${agencyDays('report_due_days', REPORT_DUE_DAYS_DEFAULT)} < ${stateDateOf(now)}::date)
    or (r.status in (${literals(reviewDeadlineStatuses)})
      and r.review_since + ${agencyDays('review_due_days', REVIEW_DUE_DAYS_DEFAULT)} * interval '24 hours' < ${now}))`;
}
