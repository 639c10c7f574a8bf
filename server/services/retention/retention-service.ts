import { allowedEverywhere, subjectOf } from '../../../lib/auth/permissions/ability';
import { dayStartIn, nextDay } from '../../../lib/format/zoned-days';
import {
  noRetention,
  retentionActions,
  retentionCutoffs,
  type RetentionSchedule,
} from '../../../lib/retention/retention-rules';
import { ApiError, forbidden, notFound } from '../../api/api-error';
import type { SessionContext } from '../../api/session-context';
import type { JobQueue } from '../../jobs/job-queue';
import type { AppDeps } from '../app-deps';
import type { FormDefinitions } from '../forms/form-definitions';
import { reportSubject } from '../reports/personal-data-access';
import { previewAction, runRetention } from './retention-run';

type Actor = Pick<SessionContext, 'user' | 'ability'> & { ip: string };

/** The hour of the agency's day (TIME_ZONE) the daily run starts: the quiet of the night. */
export const DAILY_RUN_HOUR = 2;

interface RunJob {
  runId?: string;
  by?: { id: number; userName: string } | null;
}

const scheduleSubject = (agencyOri: string) => subjectOf('RetentionSchedule', { agencyOri });

/** Today in `timeZone`, as yyyy-mm-dd. */
const todayIn = (now: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** The next daily run's day and moment: today's DAILY_RUN_HOUR, or tomorrow's once it has passed. */
export function nextDailyRun(now: Date, timeZone: string): { day: string; at: Date } {
  const today = todayIn(now, timeZone);
  const at = (day: string) => new Date(dayStartIn(day, timeZone).getTime() + DAILY_RUN_HOUR * 3_600_000);
  if (at(today) > now) return { day: today, at: at(today) };
  const tomorrow = nextDay(today);
  return { day: tomorrow, at: at(tomorrow) };
}

/**
 * Retention (docs/rules/records-and-personal-data.md, "Retention and legal holds"): each agency's
 * schedule, legal holds, the preview of what a run would do now, and the runs on the job queue:
 * every day at DAILY_RUN_HOUR, and when an administrator asks.
 */
export function retentionService({ repos, clock, config, forms }: AppDeps & { forms: FormDefinitions }) {
  let jobs: JobQueue | null = null;

  const subjectOfReport = async (reportId: number) => {
    const report = await repos.reportDocuments.find(reportId);
    if (!report) throw notFound(`There is no report ${reportId}.`);
    return reportSubject({
      id: report.id,
      authorUserId: report.authorUser.id,
      agencyOri: report.agencyOri,
      status: report.status,
    });
  };

  const agenciesOf = async (actor: Actor, action: 'read' | 'edit') => {
    if (!actor.ability.can(action, 'RetentionSchedule')) throw forbidden('Retention is for records administrators.');
    const schedules = await repos.retention.schedules();
    if (allowedEverywhere(actor.ability, action, 'RetentionSchedule')) return schedules;
    return schedules.filter((s) => actor.ability.can(action, scheduleSubject(s.agencyOri)));
  };

  async function queueDaily(queue: JobQueue) {
    const next = nextDailyRun(clock(), config.timeZone);
    await queue.send(
      'retention_run',
      { by: null },
      {
        singletonKey: `retention-daily-${next.day}`,
        startAfterSeconds: Math.max(0, (next.at.getTime() - clock().getTime()) / 1000),
      },
    );
  }

  async function handle(job: { data: RunJob }) {
    const by = job.data.by ?? null;
    const runId =
      job.data.runId ??
      (await repos.retentionRuns.running())?.id ??
      (await repos.retentionRuns.start({ id: null, name: 'The daily run' }, clock()));
    try {
      await runRetention({ repos, forms, clock }, runId, by);
    } catch (error) {
      await repos.retentionRuns.finish(
        runId,
        'failed',
        clock(),
        error instanceof Error ? error.message : String(error),
      );
      throw error;
    } finally {
      if (jobs && !job.data.runId) await queueDaily(jobs);
    }
  }

  return {
    handle,

    async startWorking(queue: JobQueue) {
      jobs = queue;
      await queue.work<RunJob>('retention_run', handle);
      await queueDaily(queue);
    },

    /** The schedules the caller may read, each agency without one shown as keeping everything. */
    async schedules(actor: Actor) {
      const stored = await agenciesOf(actor, 'read');
      const everywhere = allowedEverywhere(actor.ability, 'read', 'RetentionSchedule');
      const agencies = everywhere
        ? await repos.retention.agencies()
        : [{ ori: actor.user.agencyOri, name: actor.user.agencyName }];
      return {
        schedules: agencies.map((a) => {
          const s = stored.find((x) => x.agencyOri === a.ori);
          const {
            archiveAcceptedAfterYears,
            archiveDraftsAfterDays,
            purgeAttachmentsAfterYears,
            purgePersonalDataAfterYears,
          } = s ?? noRetention;
          return {
            agencyOri: a.ori,
            agencyName: a.name,
            schedule: {
              archiveAcceptedAfterYears,
              archiveDraftsAfterDays,
              purgeAttachmentsAfterYears,
              purgePersonalDataAfterYears,
            },
            updatedAt: s ? s.updatedAt.toISOString() : null,
            mayEdit: actor.ability.can('edit', scheduleSubject(a.ori)),
          };
        }),
      };
    },

    async saveSchedule(actor: Actor, agencyOri: string, schedule: RetentionSchedule) {
      if (!actor.ability.can('edit', scheduleSubject(agencyOri))) {
        throw forbidden(`You may not change the retention schedule of ${agencyOri}.`);
      }
      if (!(await repos.reference.agencyName(agencyOri))) throw notFound(`There is no agency ${agencyOri}.`);
      const before = (await repos.retention.schedules()).find((s) => s.agencyOri === agencyOri);
      await repos.inTransaction(async (tx) => {
        await repos.retention.saveSchedule(agencyOri, schedule, actor.user.id, clock(), tx);
        await repos.adminEvents.record(
          {
            actor: actor.user,
            agencyOri,
            subject: 'RetentionSchedule',
            subjectKey: agencyOri,
            action: 'edit',
            before: before ? { ...before, updatedAt: undefined, agencyOri: undefined } : null,
            after: { ...schedule },
            ip: actor.ip,
            at: clock(),
          },
          tx,
        );
      });
      return { agencyOri, schedule };
    },

    /** What a run started now would do, per agency and action: how many, how many held, the first twenty. */
    async preview(actor: Actor) {
      const now = clock();
      const out = [];
      for (const schedule of await agenciesOf(actor, 'read')) {
        const cutoffs = retentionCutoffs(schedule, now);
        for (const action of retentionActions) {
          const cutoff = cutoffs[action];
          if (!cutoff) continue;
          const p = await previewAction(repos, schedule.agencyOri, action, cutoff);
          out.push({
            agencyOri: schedule.agencyOri,
            action,
            cutoff: cutoff.toISOString(),
            due: p.due,
            held: p.held,
            first: p.first.map((c) => ({
              id: c.id,
              caseNumber: c.caseNumber ?? '',
              status: c.status,
              lastUpdated: c.lastUpdated.toISOString(),
            })),
          });
        }
      }
      return { at: now.toISOString(), actions: out };
    },

    /** Starts a run now (one at a time): answers its id, which Retention/Runs follows. */
    async runNow(actor: Actor) {
      if (!actor.ability.can('edit', 'RetentionSchedule')) throw forbidden('Retention is for records administrators.');
      const running = await repos.retentionRuns.running();
      if (running) throw new ApiError('conflict', `Retention run ${running.id} is going on: wait for it to finish.`);
      const name = `${actor.user.firstName} ${actor.user.lastName}`.trim() || actor.user.userName;
      const runId = await repos.retentionRuns.start({ id: actor.user.id, name }, clock());
      const job: RunJob = { runId, by: { id: actor.user.id, userName: actor.user.userName } };
      // A server built without the queue (the first-run command, some tests) runs it in this process;
      // a failure is kept on the run's row, which Retention/Runs shows.
      if (!jobs) void handle({ data: job }).catch(() => undefined);
      else await jobs.send('retention_run', job, { singletonKey: `retention-run-${runId}` });
      return { runId };
    },

    async runs(actor: Actor) {
      await agenciesOf(actor, 'read');
      const runs = await repos.retentionRuns.recent(10);
      return {
        runs: runs.map((r) => ({
          id: r.id,
          startedAt: r.startedAt.toISOString(),
          finishedAt: r.finishedAt?.toISOString() ?? null,
          state: r.state,
          startedBy: r.startedBy.name,
          counts: r.counts,
          error: r.error,
        })),
      };
    },

    /** A report's legal hold, if any, for whoever may read the report. */
    async hold(actor: Actor, reportId: number) {
      const subject = await subjectOfReport(reportId);
      if (!actor.ability.can('read', subject)) throw forbidden(`You may not read report ${reportId}.`);
      const hold = await repos.legalHolds.find(reportId);
      return {
        hold: hold ? { reason: hold.reason, placedBy: hold.placedBy, placedAt: hold.placedAt.toISOString() } : null,
        mayChange: actor.ability.can('legalHold', subject),
      };
    },

    async setHold(actor: Actor, reportId: number, reason: string | null) {
      const subject = await subjectOfReport(reportId);
      if (!actor.ability.can('legalHold', subject))
        throw forbidden(`You may not place or lift a legal hold on report ${reportId}.`);
      const name = `${actor.user.firstName} ${actor.user.lastName}`.trim() || actor.user.userName;
      const at = clock();
      await repos.inTransaction(async (tx) => {
        const changed =
          reason === null
            ? await repos.legalHolds.lift(reportId, tx)
            : await repos.legalHolds.place(
                { reportId, reason, placedBy: { id: actor.user.id, name }, placedAt: at },
                tx,
              );
        if (!changed && reason !== null) throw notFound(`There is no report ${reportId}.`);
        if (changed) {
          await repos.audit.record(
            {
              reportId,
              user: actor.user,
              action: 'legalHold',
              ip: actor.ip,
              at,
              detail: reason === null ? { lifted: true } : { reason },
            },
            tx,
          );
        }
      });
      return this.hold(actor, reportId);
    },
  };
}
export type RetentionService = ReturnType<typeof retentionService>;
