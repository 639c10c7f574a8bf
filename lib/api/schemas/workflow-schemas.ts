import { z } from 'zod/mini';
import { dbId, dbInt } from '../../validation/input-rules/input-bounds';

const userRef = z.object({ id: z.number().check(z.int()), name: z.string() });

/** Every workflow call names the report and the version the user saw (optimistic concurrency). */
export const reportMoveSchema = z.object({ id: dbId(), version: dbInt(1) });

/** The report after a move: its new version, status, inbox and review lock. */
export const movedReportSchema = z.object({
  id: z.number().check(z.int()),
  version: z.number().check(z.int()),
  status: z.number().check(z.int()),
  lastUpdated: z.string(),
  inboxId: z.nullable(z.number().check(z.int())),
  formInstanceLockInfo: z.nullable(z.object({ lockingUser: userRef, created: z.string() })),
});
export type MovedReport = z.infer<typeof movedReportSchema>;

/** An agency's review inbox or a named reviewer's inbox. */
export const inboxSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  kind: z.enum(['agency', 'reviewer']),
  userId: z.nullable(z.number().check(z.int())),
});
export type InboxView = z.infer<typeof inboxSchema>;

/**
 * A reviewer's comment on one field (see docs/rules/reviewing-and-history.md), checked against the form by
 * lib/workflow/review/review-comments; the limits here only keep requests to a sane size.
 */
export const reviewCommentInputSchema = z.object({
  path: z.string().check(z.minLength(1), z.maxLength(300)),
  text: z.string().check(z.maxLength(10_000)),
});

export const reviewCommentSchema = z.object({
  id: z.string(),
  /** The version the reviewer rejected. */
  reportVersion: z.number().check(z.int()),
  path: z.string(),
  text: z.string(),
  user: userRef,
  at: z.string(),
  /** When the author sent the report again; open comments have null. */
  resolvedAt: z.nullable(z.string()),
});
export type ReviewComment = z.infer<typeof reviewCommentSchema>;
