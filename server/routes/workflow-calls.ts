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
} from '../../lib/api/calls-workflow';
import { implement } from '../api/implement';
import type { AppDeps } from '../services/services';
import { workflowService } from '../services/workflow-service';

/** The review workflow calls (issue 5 item 1) and the lists they need (inboxes, review comments). */
export function workflowCalls(deps: AppDeps) {
  const workflow = workflowService(deps);
  return [
    implement(sendTo, (p, ctx) => workflow.sendTo(ctx, p.id, p.version, p.inboxId)),
    implement(assignToMe, (p, ctx) => workflow.assignToMe(ctx, p.id, p.version)),
    implement(releaseReport, (p, ctx) => workflow.release(ctx, p.id, p.version)),
    implement(approveReport, (p, ctx) => workflow.approve(ctx, p.id, p.version)),
    implement(rejectReport, (p, ctx) => workflow.reject(ctx, p.id, p.version, p.note, p.comments)),
    implement(acceptReport, (p, ctx) => workflow.accept(ctx, p.id, p.version)),
    implement(supplementReport, (p, ctx) => workflow.supplement(ctx, p.id, p.version)),
    implement(archiveReport, (p, ctx) => workflow.archive(ctx, p.id, p.version)),
    implement(deleteReport, (p, ctx) => workflow.delete(ctx, p.id, p.version)),
    implement(reassignReport, (p, ctx) => workflow.reassign(ctx, p.id, p.version, p)),
    implement(listInboxes, (p, ctx) => workflow.inboxes(ctx, p.reportId)),
    implement(listReviewComments, (p, ctx) => workflow.reviewComments(ctx, p.id)),
  ];
}
