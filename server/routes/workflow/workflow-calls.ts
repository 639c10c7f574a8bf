import {
  acceptReport,
  approveReport,
  archiveReport,
  assignToMe,
  deleteReport,
  listInboxes,
  listReviewComments,
  reassignReport,
  rejectReport,
  releaseReport,
  sendTo,
  supplementReport,
} from '../../../lib/api/calls/calls-workflow';
import { implement } from '../../api/implement';
import type { Wiring } from '../../services/services';

/** The review workflow calls and the lists they need (inboxes, review comments). */
export function workflowCalls({ services }: Wiring) {
  const workflow = services.workflow;
  /** The deleted report's files in the object store go now rather than at the next scheduled sweep. */
  const sweepDeletedFiles = () => {
    if (services.stores.objects) void services.attachmentOrphans.sweep().catch(() => undefined);
  };
  const report = (p: { id: number; version: number }) => ({ id: p.id, version: p.version });
  return [
    implement(sendTo, (p, ctx) => workflow.sendTo(ctx, { ...report(p), inboxId: p.inboxId })),
    implement(assignToMe, (p, ctx) => workflow.assignToMe(ctx, report(p))),
    implement(releaseReport, (p, ctx) => workflow.release(ctx, report(p))),
    implement(approveReport, (p, ctx) => workflow.approve(ctx, report(p))),
    implement(rejectReport, (p, ctx) =>
      workflow.reject(ctx, { ...report(p), note: p.note, comments: p.comments ?? [] }),
    ),
    implement(acceptReport, (p, ctx) => workflow.accept(ctx, report(p))),
    implement(supplementReport, (p, ctx) => workflow.supplement(ctx, report(p))),
    implement(archiveReport, (p, ctx) => workflow.archive(ctx, report(p))),
    implement(deleteReport, async (p, ctx) => {
      const deleted = await workflow.delete(ctx, report(p));
      sweepDeletedFiles();
      return deleted;
    }),
    implement(reassignReport, (p, ctx) =>
      workflow.reassign(ctx, { ...report(p), to: { userId: p.userId, inboxId: p.inboxId } }),
    ),
    implement(listInboxes, (p, ctx) => workflow.inboxes(ctx, p.reportId)),
    implement(listReviewComments, (p, ctx) => workflow.reviewComments(ctx, p.id)),
  ];
}
