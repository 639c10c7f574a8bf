import { z } from 'zod/mini';
import { defineCall } from '../../define-call';
import {
  submissionActSchema,
  submissionEventSchema,
  submissionFilterSchema,
  submissionPageSchema,
  submissionRowSchema,
} from '../../schemas/submission-schemas';
import { dbId } from '../../../validation/input-rules/input-bounds';

/** The administration queue of submissions to the state repository: an agency administrator's agency, the state administrator's every agency. */
export const listSubmissions = defineCall({
  path: 'Submission/List',
  access: 'session',
  summary:
    "Administration: accepted reports' submissions to the state crash repository, newest first; filtered by status and agency, in pages; each flags a submission sent and waiting on the state too long.",
  request: () => submissionFilterSchema,
  response: () => submissionPageSchema,
});

/** Retry a failed submission, hold a queued one, release a held one: what its status allows. */
export const actOnSubmission = defineCall({
  path: 'Submission/Act',
  access: 'session',
  summary:
    'Administration: retry (failed), hold (queued) or release (held) a submission to the state repository; refused (409) when its status does not allow the action or it changed meanwhile.',
  request: () => submissionActSchema,
  response: () => submissionRowSchema,
});

/** What happened to a submission, oldest first: the queue's steps, the state's answers, administrators' actions. */
export const listSubmissionEvents = defineCall({
  path: 'Submission/Events',
  access: 'session',
  summary: "Administration: a submission's events, oldest first: who (or the queue) did what and when.",
  request: () => z.object({ id: dbId() }),
  response: () => z.object({ events: z.array(submissionEventSchema) }),
});
