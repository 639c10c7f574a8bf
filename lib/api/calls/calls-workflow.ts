import { z } from 'zod/mini';
import { dbId } from '../../validation/input-rules/input-bounds';
import { defineCall } from '../define-call';
import {
  inboxSchema,
  movedReportSchema,
  reportMoveSchema,
  reviewCommentInputSchema,
  reviewCommentSchema,
} from '../schemas/workflow-schemas';

/**
 * The review workflow (see docs/rules/workflow.md): each call is one transaction that
 * checks permission, status, version, lock and (for submission) completeness, and records the
 * move in inbox history and the audit log.
 */

const move = (summary: string, path: string) =>
  defineCall({
    path: `Workflow/${path}`,
    access: 'session',
    summary,
    request: () => reportMoveSchema,
    response: () => movedReportSchema,
  });

export const sendTo = defineCall({
  path: 'Workflow/SendTo',
  access: 'session',
  summary:
    'Sends a Draft (refused with its completeness errors) or a Pending Review report to an inbox: the agency\u2019s review inbox when none is named, or a named reviewer\u2019s (0 -> 1, 1 -> 1).',
  request: () => z.extend(reportMoveSchema, { inboxId: z.optional(dbId()) }),
  response: () => movedReportSchema,
});

export const assignToMe = move(
  'Takes a Pending Review report (or one whose review lock expired) into review, locked to the caller (1/7 -> 7); not on one\u2019s own report.',
  'AssignToMe',
);

export const releaseReport = move(
  'Removes the review lock; the report waits in its inbox again (7/1 -> 1).',
  'Release',
);

export const approveReport = move('Approves a report the caller has in review (7 -> 2).', 'Approve');

export const rejectReport = defineCall({
  path: 'Workflow/Reject',
  access: 'session',
  summary:
    'Rejects a report the caller has in review (7 -> 3) with a note to the author and optional comments pinned to fields.',
  request: () =>
    z.extend(reportMoveSchema, {
      note: z.optional(z.string().check(z.maxLength(4000))),
      comments: z.optional(z.array(reviewCommentInputSchema).check(z.maxLength(200))),
    }),
  response: () => movedReportSchema,
});

export const acceptReport = move(
  'Accepts an Approved report (2 -> 4); accepting a supplement marks its original Supplemented (10).',
  'Accept',
);

export const supplementReport = defineCall({
  path: 'Workflow/Supplement',
  access: 'session',
  summary: 'Starts a supplement of an Accepted report: a new Draft with its data, linked to it. Answers the new Draft.',
  request: () => reportMoveSchema,
  response: () => z.extend(movedReportSchema, { originalReportId: z.number().check(z.int()) }),
});

export const archiveReport = move('Archives an Accepted report (4 -> 9).', 'Archive');

export const deleteReport = defineCall({
  path: 'Workflow/Delete',
  access: 'session',
  summary: 'Deletes a Draft (its author or an administrator) or a Rejected report (an administrator).',
  request: () => reportMoveSchema,
  response: () => z.object({ id: z.number().check(z.int()), deleted: z.literal(true) }),
});

export const reassignReport = defineCall({
  path: 'Workflow/Reassign',
  access: 'session',
  summary:
    'Administration: gives a Draft or Rejected report to another officer (userId), a Pending Review one to another inbox (inboxId), an In Review one to another reviewer (userId).',
  request: () =>
    z.extend(reportMoveSchema, {
      userId: z.optional(dbId()),
      inboxId: z.optional(dbId()),
    }),
  response: () => movedReportSchema,
});

export const listInboxes = defineCall({
  path: 'Inbox/List',
  access: 'session',
  summary:
    'The inboxes a report may be sent to: the agency\u2019s review inbox and its named reviewers (of the report\u2019s agency when reportId is given, else of the caller\u2019s).',
  request: () => z.object({ reportId: z.optional(dbId()) }),
  response: () => z.array(inboxSchema),
});

export const listReviewComments = defineCall({
  path: 'Report/ReviewComments',
  access: 'session',
  summary: 'The review comments pinned to a report\u2019s fields, open and resolved, oldest first.',
  request: () => z.object({ id: dbId() }),
  response: () => z.array(reviewCommentSchema),
});
