import type { SubmissionFilter, SubmissionRow } from '../../../lib/api/schemas/submission-schemas';
import { allowedEverywhere, subjectOf } from '../../../lib/auth/permissions/ability';
import type { SubmissionAdminAction } from '../../../lib/state-repository/submission-status';
import { submissionStatusLabels } from '../../../lib/state-repository/submission-status';
import { forbidden, notFound } from '../../api/api-error';
import type { SessionContext } from '../../api/session-context';
import type { QueueRow, Submission } from '../../repositories/submissions/submission-repository';
import type { AppDeps } from '../app-deps';
import type { SubmissionService } from './submission-service';

type Actor = Pick<SessionContext, 'user' | 'ability'>;

const submissionSubject = (s: Pick<Submission, 'id' | 'agencyOri' | 'status'>) =>
  subjectOf('StateSubmission', { id: s.id, agencyOri: s.agencyOri, status: s.status });

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The administration queue of submissions to the state repository (docs/server.md): the list an
 * administrator filters, their retry, hold and release, and each submission's events. An agency
 * administrator's rules hold them to their agency; the state administrator's reach every one.
 */
export function submissionQueueService({
  repos,
  config,
  clock,
  submissions,
}: AppDeps & { submissions: SubmissionService }) {
  const alertMs = config.stateSubmissions.pendingAlertMinutes * 60_000;

  function rowOf(r: QueueRow): SubmissionRow {
    const now = clock().getTime();
    return {
      id: r.id,
      reportId: r.reportId,
      caseNumber: r.caseNumber,
      agencyOri: r.agencyOri,
      status: r.status,
      statusLabel: submissionStatusLabels[r.status],
      idempotencyKey: r.idempotencyKey,
      attempts: r.attempts,
      lastError: r.lastError,
      receipt: r.receipt,
      stateCaseNumber: r.stateCaseNumber,
      reasons: r.reasons,
      holdReason: r.holdReason,
      problems: r.problems,
      createdAt: r.createdAt.toISOString(),
      sentAt: iso(r.sentAt),
      decidedAt: iso(r.decidedAt),
      pendingTooLong: r.status === 'sent' && r.sentAt !== null && now - r.sentAt.getTime() > alertMs,
    };
  }

  /** The submission an administrator names, if they may read it: another agency's is refused (403), a missing one 404. */
  async function readable(actor: Actor, id: number): Promise<Submission> {
    const s = await repos.submissions.find(id);
    if (!s) throw notFound(`There is no submission ${id}.`);
    if (!actor.ability.can('read', submissionSubject(s))) throw forbidden(`You may not see submission ${id}.`);
    return s;
  }

  async function rowById(id: number): Promise<SubmissionRow> {
    const [row] = await repos.submissions.queue({ id, limit: 1 });
    if (!row) throw notFound(`There is no submission ${id}.`);
    return rowOf(row);
  }

  return {
    async list(actor: Actor, f: SubmissionFilter) {
      if (!actor.ability.can('read', 'StateSubmission'))
        throw forbidden('The state submissions queue is for administrators.');
      let agencyOri = f.agencyOri;
      if (!allowedEverywhere(actor.ability, 'read', 'StateSubmission')) {
        if (agencyOri !== undefined && agencyOri !== actor.user.agencyOri)
          throw forbidden("You may see your own agency's submissions only.");
        agencyOri = actor.user.agencyOri;
      }
      // One row more than asked for tells whether an older page exists.
      const rows = await repos.submissions.queue({
        status: f.status,
        agencyOri,
        before: f.beforeId,
        limit: f.limit + 1,
      });
      const page = rows.slice(0, f.limit);
      const last = page.at(-1);
      return {
        submissions: page.filter((r) => actor.ability.can('read', submissionSubject(r))).map(rowOf),
        nextBeforeId: rows.length > f.limit && last ? last.id : null,
      };
    },

    async act(actor: Actor, id: number, action: SubmissionAdminAction) {
      await readable(actor, id);
      const checks = {
        user: actor.user,
        ability: { can: (a: string, s: unknown) => actor.ability.can(a, s as never) },
      };
      await submissions.act(checks, id, action, submissionSubject);
      return rowById(id);
    },

    async events(actor: Actor, id: number) {
      await readable(actor, id);
      const events = await repos.submissions.events([id]);
      return { events: events.map((e) => ({ ...e, at: e.at.toISOString() })) };
    },
  };
}
export type SubmissionQueueService = ReturnType<typeof submissionQueueService>;
