import { sql } from 'kysely';
import { reviewDeadlineStatuses } from '../../../lib/workflow/deadlines/report-deadlines';

/** What a move may change on the report row besides version and last change. */
export interface ReportChange {
  status?: number;
  inboxId?: number | null;
  lock?: { userId: number; createdAt: Date } | null;
  authorUserId?: number;
  originalReviewerUserId?: number;
}

const inReview = sql.join(reviewDeadlineStatuses.map((s) => sql.lit(s)));

/** The report row's columns a move sets, its version and last change always. */
export const changeSet = (change: ReportChange, by: number, at: Date) => ({
  ...(change.status !== undefined && { status: change.status }),
  // Its review period counts from the Send to that took it out of its author's hands; moves within
  // review (assign, release, approve, another inbox) keep it (the right side reads the old status).
  // Decided in SQL, not here: the statement is compiled once per shape (moveStatement), not per status.
  ...(change.status !== undefined && {
    review_since: sql<Date | null>`case when status not in (${inReview}) and ${change.status}::int in (${inReview})
      then ${at} else review_since end`,
  }),
  ...(change.inboxId !== undefined && { inbox_id: change.inboxId }),
  ...(change.lock !== undefined && {
    locking_user_id: change.lock?.userId ?? null,
    lock_created: change.lock?.createdAt ?? null,
  }),
  // The device id belongs to the creating author's device; carried to another author it could
  // collide with one of theirs (the index is per author) and would match nothing they sent.
  ...(change.authorUserId !== undefined && {
    author_user_id: change.authorUserId,
    client_id: sql<string | null>`case when author_user_id = ${change.authorUserId} then client_id end`,
  }),
  ...(change.originalReviewerUserId !== undefined && {
    original_reviewer_user_id: change.originalReviewerUserId,
  }),
  version: sql<number>`version + 1`,
  last_updated: at,
  last_updated_by: by,
});
