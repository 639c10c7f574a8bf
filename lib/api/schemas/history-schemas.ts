import { z } from 'zod/mini';
import { provenanceMapSchema } from '../../forms/report-data/provenance';
import { dbBigIdText } from '../../validation/input-rules/input-bounds';

const userRef = z.object({ id: z.number().check(z.int()), name: z.string() });

/** A kept copy of a report's data (one per submission and per set-aside conflict), without the data. */
export const reportVersionSchema = z.object({
  /** Id of the kept copy; the report's own version number is `version`. */
  versionId: z.string(),
  version: z.number().check(z.int()),
  status: z.number().check(z.int()),
  statusName: z.string(),
  /** Why it was kept: a submission, a conflict, ... */
  reason: z.string(),
  savedBy: userRef,
  savedAt: z.string(),
});
export type ReportVersion = z.infer<typeof reportVersionSchema>;

/** Paths whose personal values were withheld from the caller (see docs/rules/records-and-personal-data.md, "Personal data"). */
const redacted = z.array(z.string());

export const reportVersionDataSchema = z.extend(reportVersionSchema, {
  data: z.record(z.string(), z.unknown()),
  provenance: provenanceMapSchema,
  redacted,
});

/**
 * A kept copy by its versionId, the report as it is now ("current"), or the submission before
 * the one under review ("previousSubmission", lib/workflow/review/previous-submission.ts).
 */
export const versionRefSchema = z.union([
  z.literal('current'),
  z.literal('previousSubmission'),
  dbBigIdText('Name a versionId from Report/Versions, "current" or "previousSubmission".'),
]);

export const reportChangeSchema = z.object({
  path: z.string(),
  label: z.string(),
  kind: z.enum(['added', 'removed', 'changed']),
  before: z.unknown(),
  after: z.unknown(),
  beforeText: z.string(),
  afterText: z.string(),
  /** Personal data the caller may not see: that it changed is shown, the values are not. */
  withheld: z.boolean(),
});
export type ReportChangeView = z.infer<typeof reportChangeSchema>;

const comparedSide = z.object({
  versionId: z.nullable(z.string()),
  version: z.number().check(z.int()),
  status: z.number().check(z.int()),
  savedAt: z.string(),
});

export const reportComparisonSchema = z.object({
  from: comparedSide,
  to: comparedSide,
  changes: z.array(reportChangeSchema),
});

export const inboxMoveSchema = z.object({
  id: z.string(),
  action: z.string(),
  fromStatus: z.number().check(z.int()),
  fromStatusName: z.string(),
  toStatus: z.nullable(z.number().check(z.int())),
  toStatusName: z.nullable(z.string()),
  fromInbox: z.nullable(z.object({ id: z.number().check(z.int()), name: z.string() })),
  toInbox: z.nullable(z.object({ id: z.number().check(z.int()), name: z.string() })),
  user: userRef,
  assignee: z.nullable(userRef),
  note: z.nullable(z.string()),
  at: z.string(),
});

export const reportNoteSchema = z.object({
  id: z.string(),
  kind: z.string(),
  text: z.string(),
  user: userRef,
  at: z.string(),
});

export const auditEventSchema = z.object({
  id: z.string(),
  action: z.string(),
  user: z.object({ id: z.nullable(z.number().check(z.int())), name: z.string() }),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
  at: z.string(),
});

export const NOTE_MAX_LENGTH = 4000;
