import { sql } from 'kysely';
import {
  defaultNotificationChoices,
  type NotificationChoice,
  type NotificationKind,
} from '../../../lib/notifications/notification-kinds';
import type { Db } from '../../db/database';
import type { Executor } from '../executor';

export interface NotificationInput {
  userId: number;
  kind: NotificationKind;
  reportId: number | null;
  title: string;
  body: string;
  inApp: boolean;
  byMail: boolean;
  at: Date;
  /** Told once: a second notification of the same key is not written. */
  dedupeKey?: string | undefined;
}

export interface StoredNotification {
  id: string;
  userId: number;
  kind: NotificationKind;
  reportId: number | null;
  title: string;
  body: string;
  createdAt: Date;
  read: boolean;
  mailState: 'none' | 'queued' | 'sent';
}

/** A recipient as notifying needs them: their choice for the kind and where mail reaches them. */
export interface Recipient extends NotificationChoice {
  userId: number;
  email: string | null;
}

/** Notifications and each user's choices (migration 044). */
export function notificationRepository(db: Db) {
  return {
    /** The users' choices for `kind` (the defaults where they made none) and their e-mail addresses. */
    async recipients(userIds: number[], kind: NotificationKind, tx: Executor = db): Promise<Recipient[]> {
      if (!userIds.length) return [];
      const rows = await tx
        .selectFrom('users as u')
        .leftJoin('notification_choices as c', (j) => j.onRef('c.user_id', '=', 'u.id').on('c.kind', '=', kind))
        .select(['u.id', 'u.email', 'c.in_app', 'c.by_mail'])
        .where('u.id', 'in', [...new Set(userIds)])
        .execute();
      const fallback = defaultNotificationChoices[kind];
      return rows.map((r) => ({
        userId: r.id,
        email: r.email || null,
        inApp: r.in_app ?? fallback.inApp,
        byMail: r.by_mail ?? fallback.byMail,
      }));
    },

    /** Writes the notifications; answers the ids of those to mail (their mail is queued). */
    async add(rows: NotificationInput[], tx: Executor = db): Promise<string[]> {
      if (!rows.length) return [];
      const written = await tx
        .insertInto('notifications')
        .values(
          rows.map((n) => ({
            user_id: n.userId,
            kind: n.kind,
            report_id: n.reportId,
            title: n.title,
            body: n.body,
            in_app: n.inApp,
            created_at: n.at,
            mail_state: n.byMail ? ('queued' as const) : ('none' as const),
            dedupe_key: n.dedupeKey ?? null,
          })),
        )
        .onConflict((oc) => oc.column('dedupe_key').doNothing())
        .returning(['id', 'mail_state'])
        .execute();
      return written.filter((r) => r.mail_state === 'queued').map((r) => String(r.id));
    },

    async find(id: string, tx: Executor = db) {
      return tx
        .selectFrom('notifications as n')
        .innerJoin('users as u', 'u.id', 'n.user_id')
        .select(['n.id', 'n.user_id', 'n.title', 'n.body', 'n.report_id', 'n.mail_state', 'u.email'])
        .where('n.id', '=', id)
        .executeTakeFirst();
    },

    async mailed(id: string, tx: Executor = db) {
      await tx.updateTable('notifications').set({ mail_state: 'sent' }).where('id', '=', id).execute();
    },

    /** The user's notifications in the app, newest first, older than `beforeId`. */
    async list(userId: number, limit: number, beforeId?: string, tx: Executor = db): Promise<StoredNotification[]> {
      let q = tx
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', userId)
        .where('in_app', '=', true)
        .orderBy('id', 'desc')
        .limit(limit);
      if (beforeId) q = q.where('id', '<', beforeId);
      return (await q.execute()).map((r) => ({
        id: String(r.id),
        userId: r.user_id,
        kind: r.kind as NotificationKind,
        reportId: r.report_id,
        title: r.title,
        body: r.body,
        createdAt: new Date(r.created_at),
        read: r.read_at !== null,
        mailState: r.mail_state,
      }));
    },

    async unread(userId: number, tx: Executor = db): Promise<number> {
      const row = await tx
        .selectFrom('notifications')
        .select(sql<string>`count(*)`.as('n'))
        .where('user_id', '=', userId)
        .where('in_app', '=', true)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Marks the user's notifications read: those named, or all of them. */
    async markRead(userId: number, ids: string[] | 'all', at: Date, tx: Executor = db) {
      let q = tx
        .updateTable('notifications')
        .set({ read_at: at })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null);
      if (ids !== 'all') {
        if (!ids.length) return;
        q = q.where('id', 'in', ids);
      }
      await q.execute();
    },

    async choices(userId: number, tx: Executor = db) {
      return tx.selectFrom('notification_choices').selectAll().where('user_id', '=', userId).execute();
    },

    async saveChoices(userId: number, choices: { kind: string; inApp: boolean; byMail: boolean }[], tx: Executor) {
      for (const c of choices) {
        const values = { in_app: c.inApp, by_mail: c.byMail };
        await tx
          .insertInto('notification_choices')
          .values({ user_id: userId, kind: c.kind, ...values })
          .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet(values))
          .execute();
      }
    },

    /** Reports under a review lock: the holder, when it was taken, and the hours it lasts. */
    async locks(tx: Executor = db) {
      const rows = await tx
        .selectFrom('reports as r')
        .leftJoin('form_configurations as f', 'f.id', 'r.form_configuration_id')
        .select([
          'r.id',
          'r.case_number',
          'r.locking_user_id',
          'r.lock_created',
          'r.lock_duration_hours',
          sql<
            number | null
          >`case when jsonb_typeof(f.form_model->'lockDuration') = 'number' then (f.form_model->>'lockDuration')::float8 end`.as(
            'form_hours',
          ),
        ])
        .where('r.locking_user_id', 'is not', null)
        .where('r.lock_created', 'is not', null)
        .execute();
      return rows.map((r) => ({
        reportId: r.id,
        caseNumber: r.case_number,
        userId: r.locking_user_id as number,
        createdAt: new Date(r.lock_created as Date),
        hours: r.lock_duration_hours ?? r.form_hours,
      }));
    },
  };
}
export type NotificationRepository = ReturnType<typeof notificationRepository>;
