import { z } from 'zod/mini';
import { submissionAdminActions, submissionStatuses } from '../../state-repository/submission-status';
import { dbId, dbInt } from '../../validation/input-rules/input-bounds';
import { stateReasonSchema } from './report-document-schemas';

/** The most submissions one page of the queue holds, and how many the screen asks for. */
export const SUBMISSION_PAGE_MAX = 100;
export const SUBMISSION_PAGE_DEFAULT = 50;
/** An agency's ORI is 9 characters; the filter takes a little more so a typo is answered, not cut. */
const ORI_FILTER_MAX = 20;

/**
 * The queue's filter, newest first in keyset pages: `beforeId` is the `nextBeforeId` of the page
 * before. An agency administrator's queue is their agency's whatever `agencyOri` says.
 */
export const submissionFilterSchema = z.object({
  status: z.optional(z.enum(submissionStatuses, { error: `Expected one of ${submissionStatuses.join(', ')}.` })),
  agencyOri: z.pipe(
    z.optional(
      z.string().check(z.trim(), z.maxLength(ORI_FILTER_MAX, `An agency ORI is at most ${ORI_FILTER_MAX} characters.`)),
    ),
    z.transform((v: string | undefined) => v || undefined),
  ),
  beforeId: z.optional(dbId()),
  limit: z._default(dbInt(1, SUBMISSION_PAGE_MAX), SUBMISSION_PAGE_DEFAULT),
});
export type SubmissionFilter = z.output<typeof submissionFilterSchema>;

const int = () => z.number().check(z.int());
const at = () => z.nullable(z.string());

export const submissionRowSchema = z.object({
  id: int(),
  reportId: int(),
  caseNumber: z.nullable(z.string()),
  agencyOri: z.string(),
  status: z.enum(submissionStatuses),
  statusLabel: z.string(),
  idempotencyKey: z.string(),
  attempts: int(),
  lastError: z.nullable(z.string()),
  receipt: z.nullable(z.string()),
  stateCaseNumber: z.nullable(z.string()),
  reasons: z.array(stateReasonSchema),
  holdReason: z.nullable(z.string()),
  problems: z.array(z.object({ field: z.string(), message: z.string() })),
  createdAt: z.string(),
  sentAt: at(),
  decidedAt: at(),
  /** Sent, and no answer from the state for longer than STATE_REPOSITORY_PENDING_ALERT_MINUTES. */
  pendingTooLong: z.boolean(),
});
export type SubmissionRow = z.infer<typeof submissionRowSchema>;

/** A page of the queue: `nextBeforeId` asks for the next (older) page, null when this is the last. */
export const submissionPageSchema = z.object({
  submissions: z.array(submissionRowSchema),
  nextBeforeId: z.nullable(int()),
});

export const submissionActSchema = z.object({
  id: dbId(),
  action: z.enum(submissionAdminActions, { error: `Expected one of ${submissionAdminActions.join(', ')}.` }),
});

export const submissionEventSchema = z.object({
  id: int(),
  at: z.string(),
  /** Who acted; null for the queue itself (sending, the state's answers). */
  user: z.nullable(z.object({ id: int(), name: z.string() })),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type SubmissionEventRow = z.infer<typeof submissionEventSchema>;
