import { z } from 'zod/mini';
import { submissionStatuses } from '../../state-repository/submission-status';
import { stateReasonSchema } from './report-document-schemas';

/** A step of a submission's life: by the queue (user null) or by an administrator. */
export const submissionEventSchema = z.object({
  id: z.number().check(z.int()),
  at: z.string(),
  user: z.nullable(z.object({ id: z.number().check(z.int()), name: z.string() })),
  /** queued, held, sent, attemptFailed, failed, accepted, rejected, released, retry, hold, release. */
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type SubmissionEvent = z.infer<typeof submissionEventSchema>;

/** One submission of a report version to the state repository, as its history shows it. */
export const reportSubmissionSchema = z.object({
  id: z.number().check(z.int()),
  status: z.enum(submissionStatuses),
  idempotencyKey: z.string(),
  reportVersion: z.number().check(z.int()),
  replacesCaseNumber: z.nullable(z.string()),
  holdReason: z.nullable(z.string()),
  problems: z.array(z.object({ field: z.string(), message: z.string() })),
  receipt: z.nullable(z.string()),
  stateCaseNumber: z.nullable(z.string()),
  reasons: z.array(stateReasonSchema),
  attempts: z.number().check(z.int()),
  lastError: z.nullable(z.string()),
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  events: z.array(submissionEventSchema),
});
export type ReportSubmission = z.infer<typeof reportSubmissionSchema>;
