import { sql, type SqlBool } from 'kysely';
import {
  STATE_REJECTED_SHOWN,
  type InboxSummary,
  type ReportPage,
  type ReportPageResult,
  type StateRejectedReport,
} from '../../../lib/api/schemas/report-schemas';
import { ReportStatus } from '../../../lib/workflow/report-status';
import type { Db } from '../../db/database';
import { openSupplementOfR } from '../reports/open-supplement';
import { overdueAt } from './overdue-filter';
import { allOf, anyOf, type ReportFilter } from './report-scope';
import { reportSummaryPage } from './report-summary-query';

const { Draft, PendingReview, Rejected, InReview, Accepted } = ReportStatus;

/** Still in the author's hands or on their way through review (the working and the admin pending tables). */
const inHandStatuses = [Draft, PendingReview, Rejected, InReview];
/** Never sent, or sent back: everything else has been submitted. */
const unsentStatuses = [Draft, Rejected];
/** What waits in a review inbox. */
const pendingStatuses = [PendingReview, InReview];

// Status lists are written into the SQL, not bound, so the planner can match the partial index.
const literals = (statuses: readonly number[]) => sql.join(statuses.map((s) => sql.lit(s)));
const statusIn = (statuses: readonly number[]) => sql<SqlBool>`r.status in (${literals(statuses)})`;
const statusNotIn = (statuses: readonly number[]) => sql<SqlBool>`r.status not in (${literals(statuses)})`;

export interface ViewQuery {
  userId: number;
  /** The reports the caller may see on this view (CASL, see report-scope). */
  scope: ReportFilter;
  page: ReportPage;
  /** The moment deadlines are judged at (the service's clock). */
  now: Date;
  /** Only the reports past their deadline. */
  overdue?: boolean | undefined;
}

/** The view's condition, narrowed to the overdue reports when asked. */
const narrowed = (filter: ReportFilter, q: ViewQuery) => (q.overdue ? allOf([filter, overdueAt(q.now)]) : filter);

/**
 * The report tables (dashboard, working, submitted, review inboxes, admin pending) over the
 * indexed summary columns; the documents are never read.
 */
export function reportRepository(db: Db) {
  const own = (userId: number) => sql<SqlBool>`r.author_user_id = ${userId}`;

  /** The rows of one of the caller's own views (dashboard, working, submitted). */
  function ownView(view: 'dashboard' | 'working' | 'submitted', q: ViewQuery) {
    const mine = own(q.userId);
    const which: Record<typeof view, ReportFilter> = {
      dashboard: mine,
      // A reviewer's working list also holds the reports they have locked for review.
      working: anyOf([
        allOf([mine, statusIn(inHandStatuses)]),
        sql<SqlBool>`(r.locking_user_id = ${q.userId} and r.status = ${sql.lit(InReview)})`,
      ]),
      submitted: allOf([mine, statusNotIn(unsentStatuses)]),
    };
    return reportSummaryPage(db, narrowed(allOf([q.scope, which[view]]), q), q.page, q.now);
  }

  return {
    ownView,

    /**
     * The caller's Accepted reports whose latest submission the state refused and that have no
     * supplement in progress: what waits for the author's answer (the dashboard's notice).
     */
    stateRejectedOf(q: Omit<ViewQuery, 'page'>): Promise<StateRejectedReport[]> {
      return db
        .selectFrom('reports as r')
        .select(['r.id', 'r.case_number as caseNumber'])
        .where(
          allOf([
            q.scope,
            own(q.userId),
            sql<SqlBool>`r.status = ${sql.lit(Accepted)}`,
            sql<SqlBool>`(select s.status from state_submissions s where s.report_id = r.id
              order by s.id desc limit 1) = 'rejected'`,
            sql<SqlBool>`${openSupplementOfR} is null`,
          ]),
        )
        .orderBy('r.id', 'desc')
        .limit(STATE_REJECTED_SHOWN)
        .execute();
    },

    /** The agency's review inbox and the caller's own named inbox. */
    inboxesOf(user: { id: number; agencyOri: string }) {
      return db
        .selectFrom('inboxes')
        .select(['id', 'name', 'user_id'])
        .where('agency_ori', '=', user.agencyOri)
        .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', user.id)]))
        .orderBy(sql`user_id nulls first`)
        .execute();
    },

    /**
     * Pending Review and In Review reports in the inboxes shown (already checked to be the
     * caller's), with what waits in each of the caller's inboxes.
     */
    async pendingReview(
      inboxes: { id: number; name: string; user_id: number | null }[],
      shown: number[],
      q: ViewQuery,
    ): Promise<ReportPageResult & { inboxes: InboxSummary[] }> {
      if (!inboxes.length) return { rows: [], total: 0, totalEstimated: false, inboxes: [] };
      const waiting = (ids: number[]) =>
        allOf([q.scope, sql<SqlBool>`r.inbox_id in (${sql.join(ids)})`, statusIn(pendingStatuses)]);
      const [counts, page] = await Promise.all([
        db
          .selectFrom('reports as r')
          .select([
            'r.inbox_id',
            (eb) => eb.fn.countAll<number>().as('n'),
            sql<number>`count(*) filter (where ${overdueAt(q.now)})`.as('late'),
          ])
          .where(waiting(inboxes.map((i) => i.id)))
          .groupBy('r.inbox_id')
          .execute(),
        shown.length
          ? reportSummaryPage(db, narrowed(waiting(shown), q), q.page, q.now)
          : { rows: [], total: 0, totalEstimated: false },
      ]);
      return {
        ...page,
        inboxes: inboxes.map((i) => ({
          id: i.id,
          name: i.name,
          kind: i.user_id === null ? ('agency' as const) : ('personal' as const),
          count: Number(counts.find((c) => c.inbox_id === i.id)?.n ?? 0),
          overdue: Number(counts.find((c) => c.inbox_id === i.id)?.late ?? 0),
        })),
      };
    },

    /** Administration's pending reports: not yet through review, in one agency or all allowed. */
    adminPending(agencyOri: string | undefined, q: ViewQuery) {
      return reportSummaryPage(
        db,
        narrowed(
          allOf([q.scope, statusIn(inHandStatuses), ...(agencyOri ? [sql<SqlBool>`r.agency_ori = ${agencyOri}`] : [])]),
          q,
        ),
        q.page,
        q.now,
      );
    },
  };
}
