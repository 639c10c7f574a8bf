import { actOnSubmission, listSubmissionEvents, listSubmissions } from '../../../lib/api/calls/admin/calls-submission';
import { implement } from '../../api/implement';
import type { Wiring } from '../../services/services';

export function submissionCalls({ services }: Wiring) {
  const queue = services.submissionQueue;
  return [
    implement(listSubmissions, (p, ctx) => queue.list(ctx, p)),
    implement(actOnSubmission, (p, ctx) => queue.act(ctx, p.id, p.action)),
    implement(listSubmissionEvents, (p, ctx) => queue.events(ctx, p.id)),
  ];
}
