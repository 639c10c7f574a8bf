import { z } from 'zod/mini';
import { dbBigIdText, dbId } from '../../validation/input-rules/input-bounds';
import { defineCall } from '../define-call';
import {
  auditEventSchema,
  inboxMoveSchema,
  NOTE_MAX_LENGTH,
  reportComparisonSchema,
  reportNoteSchema,
  reportVersionDataSchema,
  reportVersionSchema,
  versionRefSchema,
} from '../schemas/history-schemas';
import { reportSubmissionSchema } from '../schemas/state-submission-schemas';

const reportId = dbId();

export const reportVersions = defineCall({
  path: 'Report/Versions',
  access: 'session',
  summary:
    'The kept copies of a report (one per submission and conflict), oldest first: version, status, reason, who saved it and when.',
  request: () => z.object({ id: reportId }),
  response: () => z.object({ versions: z.array(reportVersionSchema) }),
});

export const getReportVersion = defineCall({
  path: 'Report/GetVersion',
  access: 'session',
  summary: 'The data of one kept copy, to read only; personal data only for those allowed to see it.',
  request: () =>
    z.object({
      id: reportId,
      versionId: dbBigIdText('Name a versionId from Report/Versions.'),
    }),
  response: () => reportVersionDataSchema,
});

export const compareReportVersions = defineCall({
  path: 'Report/CompareVersions',
  access: 'session',
  summary:
    'What changed between two copies of a report, field by field with labels and values in words: "current" is the report as it is now (to defaults to it), "previousSubmission" the submission before the one under review.',
  request: () => z.object({ id: reportId, from: versionRefSchema, to: z._default(versionRefSchema, 'current') }),
  response: () => reportComparisonSchema,
});

export const reportInboxHistory = defineCall({
  path: 'Report/InboxHistory',
  access: 'session',
  summary: 'Every move of a report, oldest first: from and to status and inbox, who, to whom, the note and when.',
  request: () => z.object({ id: reportId }),
  response: () => z.object({ moves: z.array(inboxMoveSchema) }),
});

export const reportNotes = defineCall({
  path: 'Report/Notes',
  access: 'session',
  summary: 'The notes on a report, oldest first, for its author and its reviewers.',
  request: () => z.object({ id: reportId }),
  response: () => z.object({ notes: z.array(reportNoteSchema) }),
});

export const addReportNote = defineCall({
  path: 'Report/AddNote',
  access: 'session',
  summary: 'Adds a note to a report, seen by its author and its reviewers.',
  request: () =>
    z.object({
      id: reportId,
      text: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'Write the note first.'),
          z.maxLength(NOTE_MAX_LENGTH, `A note has at most ${NOTE_MAX_LENGTH} characters.`),
        ),
    }),
  response: () => reportNoteSchema,
});

export const reportAuditEvents = defineCall({
  path: 'Report/AuditEvents',
  access: 'session',
  summary:
    'Who viewed, edited, printed, exported or moved a report, when and from which address, oldest first (supervisors and administrators).',
  request: () => z.object({ id: reportId }),
  response: () => z.object({ events: z.array(auditEventSchema) }),
});

export const reportStateSubmissions = defineCall({
  path: 'Report/StateSubmissions',
  access: 'session',
  summary:
    "A report's submissions to the state repository, oldest first: where each stands, the state's case number or reasons, the tries and every step with who took it.",
  request: () => z.object({ id: reportId }),
  response: () => z.object({ submissions: z.array(reportSubmissionSchema) }),
});
