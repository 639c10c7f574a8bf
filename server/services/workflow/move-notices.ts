import type { Inbox } from '../../../lib/workflow/assignees';
import type { WorkflowRow } from '../../repositories/workflow/workflow-repository';
import type { Telling } from '../notifications/notification-service';
import type { MoveActor } from './workflow-moves';

const nameOf = (actor: MoveActor) => `${actor.user.firstName} ${actor.user.lastName}`.trim() || actor.user.userName;
const titled = (row: WorkflowRow) => `report ${row.id}${row.caseNumber ? ` (case ${row.caseNumber})` : ''}`;

/** What the reviewers of `inbox` are told of a report sent to it. */
export const sentNotice = (actor: MoveActor, row: WorkflowRow, inbox: Inbox, userIds: number[]): Telling => ({
  kind: 'reportInInbox',
  reportId: row.id,
  userIds,
  title: `${nameOf(actor)} sent ${titled(row)} to ${inbox.name}`,
  body: `${nameOf(actor)} sent ${titled(row)} to the inbox ${inbox.name} for review.`,
});

/** What the author is told of their report rejected with a note and comments at fields. */
export const rejectedNotice = (actor: MoveActor, row: WorkflowRow, note: string, comments: number): Telling => ({
  kind: 'reportRejected',
  reportId: row.id,
  userIds: [row.authorUserId],
  title: `${nameOf(actor)} rejected your ${titled(row)}`,
  body: [
    `${nameOf(actor)} rejected your ${titled(row)} and sent it back to you.`,
    note ? `Note: ${note}` : '',
    comments
      ? `${comments} ${comments === 1 ? 'comment is' : 'comments are'} shown at ${comments === 1 ? 'its field' : 'their fields'}.`
      : '',
    'Open the report to correct it and send it again.',
  ]
    .filter(Boolean)
    .join('\n\n'),
});
