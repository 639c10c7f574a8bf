import {
  defaultNotificationChoices,
  LOCK_WARNING_MINUTES,
  NOTIFICATION_PAGE_MAX,
  notificationKinds,
  type NotificationKind,
} from '../../../lib/notifications/notification-kinds';
import { lockExpiresAt } from '../../../lib/workflow/review/locks';
import type { SessionContext } from '../../api/session-context';
import type { JobQueue } from '../../jobs/job-queue';
import type { Executor } from '../../repositories/executor';
import type { AppDeps } from '../app-deps';
import type { MailSender } from '../mail/mail-sender';

type Actor = Pick<SessionContext, 'user'>;

/** How often the sweep looks for review locks about to end. */
export const LOCK_SWEEP_MINUTES = 5;

/** What is told, to whom, of which report. */
export interface Telling {
  kind: NotificationKind;
  reportId: number | null;
  userIds: number[];
  title: string;
  body: string;
  /** Told once per user: a second telling of the same key is dropped. */
  dedupeKey?: string;
}

/**
 * Notifications (docs/rules/reviewing-and-history.md, "Notifications"): written in the transaction
 * of what they tell of, so a move and its notice land together; mail goes as a job of the queue in
 * that transaction too, so a mail server that is down delays it (the job's back-off) and loses none.
 */
export function notificationService({ repos, clock, config, send }: AppDeps & { send: MailSender }) {
  let jobs: JobQueue | null = null;
  const link = (reportId: number | null) =>
    reportId !== null && config.publicUrl ? `\n\n${config.publicUrl.replace(/\/$/, '')}/reports/${reportId}` : '';

  async function mailJob(id: string, tx?: Executor) {
    if (!jobs) return;
    const options = { singletonKey: `notification-${id}` };
    if (tx && tx !== repos.autocommit) await jobs.sendInTransaction(tx as never, 'notification_mail', { id }, options);
    else await jobs.send('notification_mail', { id }, options);
  }

  /** Tells each user what they chose to hear of this kind: in the app, and by mail where they have an address. */
  async function notify(t: Telling, tx: Executor) {
    const people = await repos.notifications.recipients(t.userIds, t.kind, tx);
    const at = clock();
    const rows = people
      .map((p) => ({ ...p, byMail: p.byMail && p.email !== null }))
      .filter((p) => p.inApp || p.byMail)
      .map((p) => ({
        userId: p.userId,
        kind: t.kind,
        reportId: t.reportId,
        title: t.title,
        body: t.body,
        inApp: p.inApp,
        byMail: p.byMail,
        at,
        dedupeKey: t.dedupeKey ? `${t.dedupeKey}:${p.userId}` : undefined,
      }));
    for (const id of await repos.notifications.add(rows, tx)) await mailJob(id, tx);
  }

  /** Sends one notification's mail: through SMTP, or into the outbox without a mail server. A failure is retried by the queue. */
  async function mailOne(job: { data: { id: string } }) {
    const n = await repos.notifications.find(job.data.id);
    if (!n || n.mail_state !== 'queued' || !n.email) return;
    await send(
      {
        to: n.email,
        subject: n.title,
        text: `${n.body}${link(n.report_id)}`,
        attachment: null,
        reportId: n.report_id,
        userId: null,
      },
      (_delivery, tx) => repos.notifications.mailed(job.data.id, tx),
    );
  }

  /** Tells each reviewer whose lock ends within LOCK_WARNING_MINUTES, once per lock. */
  async function sweepLocks() {
    const now = clock();
    for (const lock of await repos.notifications.locks()) {
      const ends = lockExpiresAt({ userId: lock.userId, createdAt: lock.createdAt }, lock.hours ?? 0);
      const left = ends.getTime() - now.getTime();
      if (left <= 0 || left > LOCK_WARNING_MINUTES * 60_000) continue;
      const minutes = Math.max(1, Math.round(left / 60_000));
      await repos.inTransaction((tx) =>
        notify(
          {
            kind: 'lockExpiring',
            reportId: lock.reportId,
            userIds: [lock.userId],
            title: `Your lock on report ${lock.reportId}${lock.caseNumber ? ` (case ${lock.caseNumber})` : ''} ends in ${minutes} minutes`,
            body: `Your review lock on report ${lock.reportId} ends in ${minutes} minutes. Finish the review or take the report again; once the lock ends, another reviewer may take it.`,
            dedupeKey: `lock:${lock.reportId}:${lock.createdAt.getTime()}`,
          },
          tx,
        ),
      );
    }
  }

  async function queueSweep(queue: JobQueue) {
    const slot = Math.floor(clock().getTime() / (LOCK_SWEEP_MINUTES * 60_000)) + 1;
    await queue.send(
      'notification_sweep',
      {},
      {
        singletonKey: `lock-sweep-${slot}`,
        startAfterSeconds: (slot * LOCK_SWEEP_MINUTES * 60_000 - clock().getTime()) / 1000,
      },
    );
  }

  return {
    notify,
    mailOne,
    sweepLocks,

    async startWorking(queue: JobQueue) {
      jobs = queue;
      await queue.work<{ id: string }>('notification_mail', mailOne);
      await queue.work('notification_sweep', async () => {
        try {
          await sweepLocks();
        } finally {
          await queueSweep(queue);
        }
      });
      await queueSweep(queue);
    },

    async list(actor: Actor, beforeId: string | undefined, limit: number) {
      const rows = await repos.notifications.list(actor.user.id, Math.min(limit, NOTIFICATION_PAGE_MAX) + 1, beforeId);
      const page = rows.slice(0, limit);
      return {
        unread: await repos.notifications.unread(actor.user.id),
        nextBeforeId: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
        notifications: page.map((n) => ({
          id: n.id,
          kind: n.kind,
          reportId: n.reportId,
          title: n.title,
          body: n.body,
          createdAt: n.createdAt.toISOString(),
          read: n.read,
        })),
      };
    },

    unread: async (actor: Actor) => ({ unread: await repos.notifications.unread(actor.user.id) }),

    async markRead(actor: Actor, ids: string[] | 'all') {
      await repos.notifications.markRead(actor.user.id, ids, clock());
      return { unread: await repos.notifications.unread(actor.user.id) };
    },

    async choices(actor: Actor) {
      const stored = await repos.notifications.choices(actor.user.id);
      const [me] = await repos.notifications.recipients([actor.user.id], 'reportRejected');
      return {
        mailAddress: me?.email ?? null,
        choices: notificationKinds.map((kind) => {
          const s = stored.find((c) => c.kind === kind);
          return s ? { kind, inApp: s.in_app, byMail: s.by_mail } : { kind, ...defaultNotificationChoices[kind] };
        }),
      };
    },

    async saveChoices(actor: Actor, choices: { kind: NotificationKind; inApp: boolean; byMail: boolean }[]) {
      await repos.inTransaction((tx) => repos.notifications.saveChoices(actor.user.id, choices, tx));
      return this.choices(actor);
    },
  };
}
export type NotificationService = ReturnType<typeof notificationService>;
