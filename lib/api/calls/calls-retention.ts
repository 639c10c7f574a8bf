import { z } from 'zod/mini';
import { legalHoldReasonSchema, retentionScheduleSchema } from '../../retention/retention-rules';
import {
  agencyScheduleSchema,
  legalHoldSchema,
  retentionPreviewSchema,
  retentionRunSchema,
} from '../../retention/retention-schemas';
import { dbId } from '../../validation/input-rules/input-bounds';
import { ORI_LENGTH } from '../../validation/input-rules/ori';
import { defineCall } from '../define-call';

export const listRetentionSchedules = defineCall({
  path: 'Retention/Schedules',
  access: 'session',
  summary: 'The retention schedule of each agency the caller may see (none set: the agency keeps everything).',
  request: () => z.object({}),
  response: () => z.object({ schedules: z.array(agencyScheduleSchema) }),
});

export const saveRetentionSchedule = defineCall({
  path: 'Retention/SaveSchedule',
  access: 'session',
  summary:
    'Sets an agency’s retention schedule: years accepted reports stay before archiving, days drafts stay untouched, years attachments and personal data stay after archiving.',
  reauthenticate: true,
  request: () =>
    z.object({
      agencyOri: z
        .string()
        .check(
          z.trim(),
          z.minLength(ORI_LENGTH, `An ORI is ${ORI_LENGTH} characters.`),
          z.maxLength(ORI_LENGTH, `An ORI is ${ORI_LENGTH} characters.`),
        ),
      schedule: retentionScheduleSchema,
    }),
  response: () => z.object({ agencyOri: z.string(), schedule: retentionScheduleSchema }),
});

export const previewRetention = defineCall({
  path: 'Retention/Preview',
  access: 'session',
  summary:
    'What a retention run started now would do: per agency and action, the reports due, those on legal hold, and the first twenty.',
  request: () => z.object({}),
  response: () => retentionPreviewSchema,
});

export const runRetentionNow = defineCall({
  path: 'Retention/Run',
  access: 'session',
  summary: 'Starts a retention run now on the job queue (one at a time); Retention/Runs shows its progress.',
  reauthenticate: true,
  request: () => z.object({}),
  response: () => z.object({ runId: z.string() }),
});

export const listRetentionRuns = defineCall({
  path: 'Retention/Runs',
  access: 'session',
  summary: 'The last ten retention runs, newest first, with their progress per agency and action.',
  request: () => z.object({}),
  response: () => z.object({ runs: z.array(retentionRunSchema) }),
});

export const reportLegalHold = defineCall({
  path: 'Report/LegalHold',
  access: 'session',
  summary: 'The report’s legal hold, if any, and whether the caller may place or lift one.',
  request: () => z.object({ id: dbId() }),
  response: () => legalHoldSchema,
});

export const setReportLegalHold = defineCall({
  path: 'Report/SetLegalHold',
  access: 'session',
  summary:
    'Places a legal hold on a report with its reason (no retention run touches it while it lasts), or lifts it (reason null).',
  request: () => z.object({ id: dbId(), reason: z.nullable(legalHoldReasonSchema) }),
  response: () => legalHoldSchema,
});
