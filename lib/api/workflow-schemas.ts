import { z } from 'zod';
import { dbId, dbInt } from '../validation/input-bounds';

const userRef = z.object({ id: z.number().int(), name: z.string() });

/** Every workflow call names the report and the version the user saw (optimistic concurrency). */
export const reportMoveSchema = z.object({ id: dbId(), version: dbInt(1) });

/** The report after a move: its new version, status, inbox and review lock. */
export const movedReportSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.number().int(),
  lastUpdated: z.string(),
  inboxId: z.number().int().nullable(),
  formInstanceLockInfo: z.object({ lockingUser: userRef, created: z.string() }).nullable(),
});
export type MovedReport = z.infer<typeof movedReportSchema>;

/** An agency's review inbox or a named reviewer's inbox. */
export const inboxSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['agency', 'reviewer']),
  userId: z.number().int().nullable(),
});
export type InboxView = z.infer<typeof inboxSchema>;

/**
 * A reviewer's comment on one field (see docs/rules/reviewing-and-history.md), checked against the form by
 * lib/workflow/review-comments; the limits here only keep requests to a sane size.
 */
export const reviewCommentInputSchema = z.object({
  path: z.string().min(1).max(300),
  text: z.string().max(10_000),
});

export const reviewCommentSchema = z.object({
  id: z.string(),
  /** The version the reviewer rejected. */
  reportVersion: z.number().int(),
  path: z.string(),
  text: z.string(),
  user: userRef,
  at: z.string(),
  /** When the author sent the report again; open comments have null. */
  resolvedAt: z.string().nullable(),
});
export type ReviewComment = z.infer<typeof reviewCommentSchema>;
