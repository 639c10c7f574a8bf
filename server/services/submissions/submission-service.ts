import { fieldOfElement } from '../../../lib/exchange/niem-xml';
import { submissionKey, type StateRepositoryReason } from '../../../lib/state-repository/state-repository-answers';
import {
  submissionActionsFor,
  type SubmissionAdminAction,
  type SubmissionStatus,
  WAITS_FOR_CASE_NUMBER,
} from '../../../lib/state-repository/submission-status';
import { ApiError, forbidden, notFound } from '../../api/api-error';
import { stateSubmissionPolicy } from '../../jobs/job-policies';
import type { JobQueue, QueuedJob } from '../../jobs/job-queue';
import type { ProviderLog } from '../../providers/service-request';
import {
  STATE_REPOSITORY_OFF_REASON,
  StateRepositoryFailure,
  stateRepository,
  type StateRepository,
} from '../../providers/state-repository';
import type { Executor } from '../../repositories/executor';
import type { KeptReason, Submission } from '../../repositories/submissions/submission-repository';
import type { AppDeps } from '../app-deps';
import type { ExchangeService } from '../exchange/exchange-service';
import type { NotificationService } from '../notifications/notification-service';

/** What a job of the state_submission queue carries: the submission, and which step of it. */
export interface SubmissionJob {
  submissionId: number;
  /** 'send' posts the document; 'poll' asks the state about the receipt, the `poll`th time. */
  step: 'send' | 'poll';
  poll?: number;
}

/** Seconds before the `n`th question about a receipt (1-based): `start` (10 s by default), doubling, at most 5 minutes. */
export function pollDelaySeconds(n: number, start = 10): number {
  return Math.min(300, start * 2 ** Math.max(0, n - 1));
}

/** What the submissions log through: the server's logger. */
export type SubmissionLog = ProviderLog & { error: (details: object, message: string) => void };

/** The report instance an acceptance submits, as the accept move has it. */
export interface AcceptedInstance {
  id: number;
  uniqueIdentifier: string;
  agencyOri: string;
  /** The version the acceptance gives it. */
  version: number;
  isSupplement: boolean;
  originalReportId: number | null;
}

const FINAL: readonly SubmissionStatus[] = ['accepted', 'rejected', 'failed', 'held'];

/**
 * Accepted reports on their way to the state's crash repository (docs/exchange.md): a submission
 * row made with the acceptance, in its transaction, and a job on the queue that builds the
 * document once, sends it with its Idempotency-Key, and asks about the receipt until the state
 * decides. The row is the truth; a job only names it, so a job run twice (a crash, two processes)
 * finds the row already moved on.
 */
export function submissionService({
  repos,
  config,
  clock,
  exchange,
  notifications,
  log,
  repository = config.stateRepository ? stateRepository(config.stateRepository, log) : undefined,
}: AppDeps & {
  exchange: ExchangeService;
  notifications: NotificationService;
  log: SubmissionLog;
  repository?: StateRepository | undefined;
}) {
  const submissions = repos.submissions;
  let jobs: JobQueue | undefined;

  const enqueue = async (job: SubmissionJob, startAfterSeconds = 0, tx?: Executor) => {
    if (!jobs) return;
    const key = `${job.submissionId}:${job.step}${job.poll ? `:${job.poll}` : ''}`;
    const options = { singletonKey: key, startAfterSeconds };
    if (tx && tx !== repos.autocommit) await jobs.sendInTransaction(tx as never, 'state_submission', job, options);
    else await jobs.send('state_submission', job, options);
  };

  async function hold(s: Submission, reason: string, extra: { problems?: Submission['problems'] } = {}) {
    await submissions.update(s.id, { status: 'held', holdReason: reason, ...extra });
    await submissions.addEvent({ submissionId: s.id, userId: null, action: 'held', detail: { reason } });
  }

  async function reject(s: Submission, reasons: StateRepositoryReason[]) {
    const fields = new Map(Object.entries(s.elementFields ?? {}));
    const kept: KeptReason[] = reasons.map((r) => ({ ...r, field: fieldOfElement(fields, r.element) ?? null }));
    await repos.inTransaction(async (tx) => {
      await submissions.update(s.id, { status: 'rejected', reasons: kept, decidedAt: clock() }, tx);
      await submissions.setReportOutcome(s.reportId, { errorMessages: kept }, tx);
      await submissions.addEvent(
        { submissionId: s.id, userId: null, action: 'rejected', detail: { reasons: kept.length } },
        tx,
      );
      // The author and the accepting reviewer hear of it with the rejection itself, their mail by a job.
      const recipients = await submissions.rejectionRecipients(s.reportId, tx);
      await notifications.notify(
        {
          kind: 'stateRejection',
          reportId: s.reportId,
          userIds: recipients.map((p) => p.id),
          title: `Crash report ${s.reportId} was rejected by the state`,
          body: `The state's crash repository rejected report ${s.reportId}:\n\n${kept.map((r) => `- ${r.message} (${r.code})`).join('\n')}\n\nOpen the report and start a supplement to correct it; each reason is shown at its field.`,
        },
        tx,
      );
    });
  }

  async function failedAttempt(s: Submission, job: QueuedJob<SubmissionJob>, error: StateRepositoryFailure) {
    const last = job.retryCount >= stateSubmissionPolicy.retryLimit;
    // The count and its event commit together, as every write and the row that records it.
    await repos.inTransaction(async (tx) => {
      await submissions.update(
        s.id,
        { attempts: s.attempts + 1, lastError: error.message, ...(last ? { status: 'failed' as const } : {}) },
        tx,
      );
      await submissions.addEvent(
        {
          submissionId: s.id,
          userId: null,
          action: last ? 'failed' : 'attemptFailed',
          detail: { reason: error.message, kind: error.kind, attempt: s.attempts + 1 },
        },
        tx,
      );
    });
  }

  /** The document of a submission: built once from the accepted version, then the same bytes on every try. */
  async function documentOf(s: Submission): Promise<string | null> {
    if (s.document) return s.document;
    const report = await repos.reportDocuments.find(s.reportId);
    if (!report) {
      await hold(s, `Report ${s.reportId} is gone.`);
      return null;
    }
    const exported = await exchange.exportForState(
      {
        uniqueIdentifier: report.uniqueIdentifier,
        version: s.reportVersion,
        isSupplement: report.isSupplement,
        agencyOri: report.agencyOri,
        data: report.data,
        formConfigurationId: report.formConfigurationId,
      },
      { replaces: s.replacesCaseNumber },
    );
    if (exported.problems.length > 0) {
      await hold(s, 'The report cannot be exported for the state.', { problems: exported.problems });
      return null;
    }
    await submissions.update(s.id, { document: exported.xml, elementFields: exported.elementFields });
    s.elementFields = exported.elementFields;
    return exported.xml;
  }

  async function sendStep(s: Submission, job: QueuedJob<SubmissionJob>, state: StateRepository) {
    const xml = await documentOf(s);
    if (xml === null) return;
    let answer;
    try {
      answer = await state.submit({
        xml,
        idempotencyKey: s.idempotencyKey,
        ...(s.replacesCaseNumber ? { replaces: s.replacesCaseNumber } : {}),
      });
    } catch (error) {
      if (error instanceof StateRepositoryFailure) await failedAttempt(s, job, error);
      throw error;
    }
    if (answer.kind === 'rejected') return reject(s, answer.reasons);
    // The first status question is queued with the move to sent, in its transaction: a process
    // that died between the two left a sent submission that nothing would ever ask about (its send
    // job, run again, finds it sent and does nothing).
    await repos.inTransaction(async (tx) => {
      await submissions.update(
        s.id,
        { status: 'sent', receipt: answer.receipt, sentAt: clock(), attempts: s.attempts + 1, lastError: null },
        tx,
      );
      await submissions.addEvent(
        { submissionId: s.id, userId: null, action: 'sent', detail: { receipt: answer.receipt } },
        tx,
      );
      await enqueue(
        { submissionId: s.id, step: 'poll', poll: 1 },
        pollDelaySeconds(1, config.stateSubmissions.pollStartSeconds),
        tx,
      );
    });
  }

  async function pollStep(s: Submission, job: QueuedJob<SubmissionJob>, state: StateRepository) {
    if (!s.receipt) return;
    let answer;
    try {
      answer = await state.status(s.receipt);
    } catch (error) {
      if (error instanceof StateRepositoryFailure) await failedAttempt(s, job, error);
      throw error;
    }
    if (answer.kind === 'pending') {
      const next = (job.data.poll ?? 0) + 1;
      return enqueue(
        { submissionId: s.id, step: 'poll', poll: next },
        pollDelaySeconds(next, config.stateSubmissions.pollStartSeconds),
      );
    }
    if (answer.kind === 'rejected') return reject(s, answer.reasons);
    // The replacements that waited for this case number are released in the same transaction: a
    // process that died after the acceptance alone left them held for good (the poll job, run
    // again, finds the submission decided).
    await repos.inTransaction(async (tx) => {
      await submissions.update(
        s.id,
        { status: 'accepted', stateCaseNumber: answer.stateCaseNumber, decidedAt: clock(), lastError: null },
        tx,
      );
      await submissions.setReportOutcome(
        s.reportId,
        { externalInstanceId: answer.stateCaseNumber, errorMessages: [] },
        tx,
      );
      await submissions.addEvent(
        { submissionId: s.id, userId: null, action: 'accepted', detail: { stateCaseNumber: answer.stateCaseNumber } },
        tx,
      );
      for (const waiting of await submissions.waitingFor(s.id, tx)) {
        await submissions.setReplaces(waiting, answer.stateCaseNumber, tx);
        if (await submissions.move(waiting, ['held'], { status: 'queued', holdReason: null }, tx)) {
          await submissions.addEvent(
            { submissionId: waiting, userId: null, action: 'released', detail: { replaces: answer.stateCaseNumber } },
            tx,
          );
          await enqueue({ submissionId: waiting, step: 'send' }, 0, tx);
        }
      }
    });
  }

  async function handle(job: QueuedJob<SubmissionJob>) {
    if (!Number.isInteger(job.data?.submissionId)) return;
    const s = await submissions.find(job.data.submissionId);
    if (!s || FINAL.includes(s.status)) return;
    if (!repository) return hold(s, STATE_REPOSITORY_OFF_REASON);
    if (job.data.step === 'send' && s.status === 'queued') return sendStep(s, job, repository);
    if (job.data.step === 'poll' && s.status === 'sent') return pollStep(s, job, repository);
  }

  /**
   * A job failed for good. Its handler marks the submission failed on the last attempt it saw fail;
   * a process that died on that attempt never saw it, and this says it instead.
   */
  async function handleDead(job: QueuedJob<SubmissionJob>) {
    if (!Number.isInteger(job.data?.submissionId)) return;
    const id = job.data.submissionId;
    if (await submissions.move(id, ['queued', 'sent'], { status: 'failed' })) {
      await submissions.addEvent({
        submissionId: id,
        userId: null,
        action: 'failed',
        detail: { reason: 'Its retries are spent.' },
      });
    }
  }

  return {
    /**
     * The acceptance's submission, in the accept move's transaction: the job exists only if the
     * acceptance commits. A supplement replaces what the state holds of its original: the state
     * case number of the original's (or an earlier supplement's) accepted submission; while that
     * is still on its way, the supplement waits held for it.
     */
    async queueAcceptance(instance: AcceptedInstance, tx: Executor): Promise<number> {
      let replacesSubmissionId: number | null = null;
      let replacesCaseNumber: string | null = null;
      let waits = false;
      if (instance.isSupplement && instance.originalReportId !== null) {
        const previous = await submissions.latestOfOriginal(instance.originalReportId, instance.id, tx);
        if (previous) {
          replacesSubmissionId = previous.id;
          replacesCaseNumber = previous.stateCaseNumber;
          waits = previous.status !== 'accepted' && previous.status !== 'rejected' && previous.status !== 'failed';
        }
      }
      const created = await submissions.create(
        {
          reportId: instance.id,
          agencyOri: instance.agencyOri,
          idempotencyKey: submissionKey(instance.uniqueIdentifier, instance.version),
          reportVersion: instance.version,
          replacesSubmissionId,
          replacesCaseNumber,
          status: waits ? 'held' : 'queued',
          holdReason: waits ? WAITS_FOR_CASE_NUMBER : null,
        },
        tx,
      );
      if (created.created) {
        await submissions.addEvent({ submissionId: created.id, userId: null, action: waits ? 'held' : 'queued' }, tx);
        if (!waits) await enqueue({ submissionId: created.id, step: 'send' }, 0, tx);
      }
      return created.id;
    },

    /** Registers the queues' handlers and sends a job for each queued submission that may have none (made before the queue ran). */
    async startWorking(queue: JobQueue) {
      jobs = queue;
      await queue.work<SubmissionJob>('state_submission', handle);
      await queue.work<SubmissionJob>('state_submission_dead', handleDead);
      for (const id of await submissions.waiting(['queued'], 10_000)) await enqueue({ submissionId: id, step: 'send' });
    },

    handle,
    handleDead,

    /** An administrator's retry, hold or release of a submission, refused unless its status allows it. */
    async act(
      actor: { user: { id: number }; ability: { can: (action: string, subject: unknown) => boolean } },
      id: number,
      action: SubmissionAdminAction,
      subjectOf: (s: Submission) => unknown,
    ) {
      const s = await submissions.find(id);
      if (!s) throw notFound(`There is no submission ${id}.`);
      if (!actor.ability.can('edit', subjectOf(s))) throw forbidden(`You may not change submission ${id}.`);
      if (!submissionActionsFor(s.status).includes(action)) {
        throw new ApiError(
          'conflict',
          `Submission ${id} is ${s.status}: it cannot be ${action === 'retry' ? 'retried' : `${action === 'hold' ? 'held' : 'released'}`} now.`,
        );
      }
      const target: SubmissionStatus = action === 'hold' ? 'held' : s.receipt ? 'sent' : 'queued';
      const moved = await submissions.move(id, [s.status], {
        status: target,
        holdReason: action === 'hold' ? 'Held by an administrator.' : null,
        ...(action === 'retry' ? { lastError: null } : {}),
      });
      if (!moved) throw new ApiError('conflict', `Submission ${id} changed meanwhile. Look at it again.`);
      await submissions.addEvent({ submissionId: id, userId: actor.user.id, action });
      if (target === 'queued') await enqueue({ submissionId: id, step: 'send' });
      if (target === 'sent') await enqueue({ submissionId: id, step: 'poll', poll: 1 }, 0);
      return submissions.find(id);
    },
  };
}
export type SubmissionService = ReturnType<typeof submissionService>;
