import { subjectOf } from '../../../lib/auth/permissions/ability';
import type { ReviewCommentInput } from '../../../lib/workflow/review/review-comments';
import { reviewCommentIssues } from '../../../lib/workflow/review/review-comments';
import { SUBMISSION_REASON } from '../../../lib/workflow/review/previous-submission';
import {
  assigneeRefusal,
  inboxRefusal,
  reassignRequestRefusal,
  reassignTargetOf,
  type AssignedReport,
} from '../../../lib/workflow/assignees';
import type { ProvenanceMap } from '../../../lib/forms/report-data/provenance';
import { withServerSetFields } from '../../../lib/forms/report-data/server-set-fields';
import { transitionChecks } from '../../../lib/workflow/transitions/transition-checks';
import { transitions } from '../../../lib/workflow/transitions/transitions';
import { ApiError, forbidden, notFound } from '../../api/api-error';
import type { MovedView, WorkflowRow } from '../../repositories/workflow/workflow-repository';
import type { FormDefinitions } from '../forms/form-definitions';
import type { InboxService } from './inbox-service';
import type { SubmissionService } from '../submissions/submission-service';
import type { AppDeps } from '../app-deps';
import type { NotificationService } from '../notifications/notification-service';
import { rejectedNotice, sentNotice } from './move-notices';
import {
  moveRecordsOf,
  workflowMoves,
  type MoveActor,
  type MoveContext,
  type MoveOutcome,
  type Tx,
} from './workflow-moves';

const invalid = (path: string, message: string) => new ApiError('validation', message, [{ path, message }]);

const assigned = (row: WorkflowRow): AssignedReport => ({
  status: row.status,
  agencyOri: row.agencyOri,
  authorUserId: row.authorUserId,
  inboxId: row.inboxId,
  lockUserId: row.lockingUserId,
});

/**
 * What a deleted report's audit event keeps of its device id: the row is gone, and a late retry of
 * the create that made it must hear it was deleted rather than make it again (Report/Create).
 */
const deviceIdOf = (row: WorkflowRow) =>
  row.clientId === null ? {} : { clientId: row.clientId, authorUserId: row.authorUserId };

/** A move of one report, named by the version the caller read. */
interface ReportMove {
  id: number;
  version: number;
}

/** The review workflow's transitions as server calls; the frame (locking, checks, records) is workflowMoves. */
export function workflowService(
  deps: AppDeps & {
    forms: FormDefinitions;
    inboxes: InboxService;
    submissions: SubmissionService;
    notifications: NotificationService;
  },
) {
  const { repos, inboxes, notifications } = deps;
  const moves = workflowMoves(deps);
  const repo = repos.workflow;

  /** The report as the move's own write answered it, or read again when the move did not update it. */
  const moved = async (ctx: MoveContext, _outcome: MoveOutcome, view: MovedView | undefined) =>
    view ?? repo.movedView(ctx.row.id, ctx.tx);

  /** A move with no work of its own beyond status and lock: one guarded write (optimistic). */
  const plain = (action: 'release' | 'approve' | 'archive') => (actor: MoveActor, r: ReportMove) =>
    moves.run({ action, actor, ...r, apply: async () => ({}), answer: moved, mode: 'optimistic' });

  /** The inbox a report goes to: the one named, checked, or the agency's review inbox. */
  async function targetInbox(tx: Tx, row: WorkflowRow, inboxId: number | undefined) {
    if (inboxId === undefined) return inboxes.agencyInbox(row.agencyOri, tx);
    const inbox = await inboxes.find(inboxId, tx);
    const reviewer = inbox ? await inboxes.reviewerOf(inbox, tx) : undefined;
    const refused = inboxRefusal(assigned(row), inbox, inboxId, reviewer);
    if (refused || !inbox) throw invalid('payload.inboxId', refused ?? `There is no inbox ${inboxId}.`);
    return inbox;
  }

  /** Accepting a supplement: its original becomes 10 Supplemented, recorded as a move of the original. */
  async function markOriginalSupplemented(ctx: MoveContext) {
    const originalId = ctx.row.originalReportId;
    if (originalId === null) return;
    const original = await repo.lockReport(originalId, ctx.tx);
    if (!original || original.status === 10) return;
    await repo.update({ id: originalId, change: { status: 10 }, by: ctx.actor.user.id, at: ctx.at }, ctx.tx);
    await repo.addRecords(
      moveRecordsOf({
        reportId: originalId,
        action: 'supplemented',
        fromStatus: original.status,
        toStatus: 10,
        fromInboxId: original.inboxId,
        toInboxId: original.inboxId,
        userId: ctx.actor.user.id,
        assigneeUserId: null,
        note: `Supplement ${ctx.row.id} was accepted.`,
        at: ctx.at,
        ip: ctx.actor.ip,
        userName: ctx.actor.user.userName,
        detail: { supplementId: ctx.row.id, version: original.version + 1 },
      }),
      ctx.tx,
    );
  }

  /** The refusal of a second supplement, as the plan words it. */
  async function supplementInProgress(ctx: MoveContext) {
    const openSupplementId = await repo.openSupplementOf(ctx.row.id, ctx.tx);
    const reason = transitionChecks.noOpenSupplement(
      {
        status: ctx.row.status,
        authorUserId: ctx.row.authorUserId,
        lock: null,
        lockDurationHours: 0,
        openSupplementId,
      },
      { id: ctx.actor.user.id },
      { now: ctx.at },
      transitions.supplement.label,
    );
    return new ApiError(
      'conflict',
      reason ?? `Report ${ctx.row.id} changed while the supplement was started. Try again.`,
    );
  }

  return {
    sendTo: (actor: MoveActor, { inboxId, ...r }: ReportMove & { inboxId?: number | undefined }) =>
      moves.run({
        action: 'sendTo',
        actor,
        ...r,
        apply: async (ctx) => {
          const inbox = await targetInbox(ctx.tx, ctx.row, inboxId);
          if (ctx.plan.sideEffects.includes('keepPreviousVersion')) {
            const { row } = ctx;
            await repo.keepVersion(
              {
                reportId: row.id,
                version: row.version + 1,
                status: 1,
                reason: SUBMISSION_REASON,
                data: row.data,
                provenance: row.provenance,
                by: actor.user.id,
                at: ctx.at,
              },
              ctx.tx,
            );
          }
          // The author has answered the reviewer's comments by sending the report again.
          const resolved = await repo.resolveComments(ctx.row.id, ctx.at, ctx.tx);
          const audience = await inboxes.inboxAudience(inbox, actor.user.id, ctx.tx);
          await notifications.notify(sentNotice(actor, ctx.row, inbox, audience), ctx.tx);
          return {
            change: { inboxId: inbox.id },
            assigneeUserId: inbox.userId,
            detail: { inboxName: inbox.name, ...(resolved ? { resolvedComments: resolved } : {}) },
          };
        },
        answer: moved,
      }),

    assignToMe: (actor: MoveActor, r: ReportMove) =>
      moves.run({
        action: 'assignToMe',
        actor,
        ...r,
        apply: async (ctx) => ({
          assigneeUserId: actor.user.id,
          // The first reviewer stays on record (originalReviewerUser), whoever reviews later.
          change: ctx.row.originalReviewerUserId === null ? { originalReviewerUserId: actor.user.id } : {},
        }),
        answer: moved,
        // Reviewers race for the same reports: the loser re-reads and is told who holds it.
        mode: 'optimistic',
      }),

    release: plain('release'),
    approve: plain('approve'),
    archive: plain('archive'),

    reject: (
      actor: MoveActor,
      { note, comments, ...r }: ReportMove & { note?: string | undefined; comments: ReviewCommentInput[] },
    ) =>
      moves.run({
        action: 'reject',
        actor,
        ...r,
        note,
        apply: async (ctx) => {
          const issues = reviewCommentIssues(ctx.form.definition, ctx.row.data, comments);
          if (issues.length) {
            throw new ApiError(
              'validation',
              `Comment ${issues[0]!.index + 1}: ${issues[0]!.message}`,
              issues.map((i) => ({ path: `payload.comments.${i.index}.${i.part}`, message: i.message })),
            );
          }
          const text = (note ?? '').trim();
          await repo.addNote({ reportId: r.id, userId: actor.user.id, kind: 'rejection', text, at: ctx.at }, ctx.tx);
          const pinned = comments.map((c) => ({ path: c.path.trim(), text: c.text.trim() }));
          await repo.addComments(
            {
              reportId: r.id,
              reportVersion: ctx.row.version,
              comments: pinned,
              userId: actor.user.id,
              at: ctx.at,
            },
            ctx.tx,
          );
          await notifications.notify(rejectedNotice(actor, ctx.row, text, pinned.length), ctx.tx);
          // Back with its author: out of every review inbox.
          return {
            change: { inboxId: null },
            assigneeUserId: ctx.row.authorUserId,
            note: text,
            detail: { comments: pinned.length },
          };
        },
        answer: moved,
      }),

    accept: (actor: MoveActor, r: ReportMove) =>
      moves.run({
        action: 'accept',
        actor,
        ...r,
        apply: async (ctx) => {
          if (ctx.plan.sideEffects.includes('markOriginalSupplemented')) await markOriginalSupplemented(ctx);
          if (ctx.plan.sideEffects.includes('submitToState')) {
            const { row } = ctx;
            await deps.submissions.queueAcceptance(
              {
                id: row.id,
                uniqueIdentifier: row.uniqueIdentifier,
                agencyOri: row.agencyOri,
                version: row.version + 1,
                isSupplement: row.isSupplement,
                originalReportId: row.originalReportId,
              },
              ctx.tx,
            );
          }
          return {};
        },
        answer: moved,
      }),

    supplement: (actor: MoveActor, r: ReportMove) =>
      moves.run({
        action: 'supplement',
        actor,
        ...r,
        apply: async (ctx) => {
          const mayWrite = actor.ability.can(
            'create',
            subjectOf('Report', { agencyOri: ctx.row.agencyOri, authorUserId: actor.user.id }),
          );
          if (!mayWrite)
            throw forbidden('Your permissions do not allow writing reports, so you cannot start a supplement.');
          // The supplement's officer is its author, in the original's agency (the server-set fields).
          const { data, provenance } = withServerSetFields(
            ctx.form.definition,
            ctx.row.data,
            (ctx.row.provenance ?? {}) as ProvenanceMap,
            { ...actor.user, agencyOri: ctx.row.agencyOri },
          );
          const supplementId = await repo.createSupplement(
            {
              original: ctx.row,
              authorUserId: actor.user.id,
              at: ctx.at,
              data,
              provenance,
            },
            ctx.tx,
          );
          // Another process got its supplement in between: the unique index kept this one out.
          if (supplementId === undefined) throw await supplementInProgress(ctx);
          await repo.addRecords(
            moveRecordsOf({
              reportId: supplementId,
              action: 'createSupplement',
              fromStatus: 0,
              toStatus: 0,
              fromInboxId: null,
              toInboxId: null,
              userId: actor.user.id,
              assigneeUserId: actor.user.id,
              note: `Supplement of report ${r.id}.`,
              at: ctx.at,
              ip: actor.ip,
              userName: actor.user.userName,
              detail: { originalReportId: r.id },
            }),
            ctx.tx,
          );
          // The original does not change: it stays Accepted until the supplement is accepted.
          return {
            kind: 'none',
            assigneeUserId: actor.user.id,
            note: `Supplement ${supplementId} started.`,
            detail: { supplementId },
          };
        },
        answer: async (ctx, outcome) => ({
          ...(await repo.movedView(outcome.detail!.supplementId as number, ctx.tx)),
          originalReportId: r.id,
        }),
        facts: async (tx) => ({ openSupplementId: await repo.openSupplementOf(r.id, tx) }),
      }),

    delete: (actor: MoveActor, r: ReportMove) =>
      moves.run({
        action: 'delete',
        actor,
        ...r,
        apply: async (ctx) => ({ kind: 'remove', detail: { caseNumber: ctx.row.caseNumber, ...deviceIdOf(ctx.row) } }),
        answer: async () => ({ id: r.id, deleted: true as const }),
      }),

    reassign: (actor: MoveActor, { to, ...r }: ReportMove & { to: { userId?: number; inboxId?: number } }) =>
      moves.run({
        action: 'reassign',
        actor,
        ...r,
        apply: async (ctx) => {
          const { row, tx } = ctx;
          const asked = reassignRequestRefusal(row.status, to);
          const target = reassignTargetOf(row.status);
          if (asked) throw invalid(target === 'inbox' ? 'payload.inboxId' : 'payload.userId', asked);
          if (target === 'inbox') {
            const inbox = await targetInbox(tx, row, to.inboxId!);
            return { change: { inboxId: inbox.id }, assigneeUserId: inbox.userId, detail: { inboxName: inbox.name } };
          }
          const user = await inboxes.assignee(to.userId!, row.agencyOri, tx);
          const refused = assigneeRefusal(
            target === 'reviewer' ? 'reviewer' : 'author',
            assigned(row),
            user,
            to.userId!,
          );
          if (refused || !user) throw invalid('payload.userId', refused ?? `There is no user ${to.userId}.`);
          const change =
            target === 'reviewer' ? { lock: { userId: user.id, createdAt: ctx.at } } : { authorUserId: user.id };
          const previous = target === 'author' ? { previousAuthorUserId: row.authorUserId } : {};
          return { change, assigneeUserId: user.id, detail: { assigneeName: user.name, ...previous } };
        },
        answer: moved,
      }),

    async inboxes(a: MoveActor, reportId?: number) {
      if (!a.ability.can('sendTo', 'Report') && !a.ability.can('reassign', 'Report'))
        throw forbidden('Your permissions do not allow sending reports anywhere.');
      let agencyOri = a.user.agencyOri;
      let authorId: number | undefined;
      if (reportId !== undefined) {
        const r = await repos.reportDocuments.facts(reportId);
        if (!r) throw notFound(`There is no report ${reportId}.`);
        if (!a.ability.can('read', subjectOf('Report', { agencyOri: r.agencyOri, authorUserId: r.authorUserId })))
          throw forbidden(`Your permissions do not allow opening report ${reportId}.`);
        agencyOri = r.agencyOri;
        authorId = r.authorUserId;
      }
      const choices = await repos.inTransaction((tx) => inboxes.choices({ agencyOri, exceptUserId: authorId }, tx));
      return choices.map(({ id, name, kind, userId }) => ({ id, name, kind, userId }));
    },

    async reviewComments(a: MoveActor, id: number) {
      const r = await repos.reportDocuments.facts(id);
      if (!r) throw notFound(`There is no report ${id}.`);
      const subject = subjectOf('Report', {
        id,
        agencyOri: r.agencyOri,
        authorUserId: r.authorUserId,
        status: r.status,
      });
      if (!a.ability.can('read', subject)) throw forbidden(`Your permissions do not allow opening report ${id}.`);
      const comments = await repo.listComments(id, repos.autocommit);
      return comments.map((c) => ({
        ...c,
        at: c.at.toISOString(),
        resolvedAt: c.resolvedAt ? c.resolvedAt.toISOString() : null,
      }));
    },
  };
}
export type WorkflowService = ReturnType<typeof workflowService>;
