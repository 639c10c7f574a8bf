import type { Db } from '../../db/database';
import type { Executor } from '../executor';

/** What administration changes: each change to one of these is an admin event. */
export type AdminSubject =
  'Agency' | 'User' | 'Role' | 'FormConfiguration' | 'ApplicationSettings' | 'CrashDuplicate' | 'RetentionSchedule';

export interface AdminEventInput {
  actor: { id: number; userName: string } | null;
  /** The agency the changed thing belongs to; null for state-wide things (roles, application settings). */
  agencyOri: string | null;
  subject: AdminSubject;
  /** Which one: an ORI, a user id, a role id, a setting's key. */
  subjectKey: string | number;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string;
  at: Date;
}

export interface AdminEventRecord {
  id: string;
  at: Date;
  actorUserId: number | null;
  actorName: string;
  agencyOri: string | null;
  subject: string;
  subjectKey: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string;
}

export interface AdminEventFilter {
  /** Only events of this agency (an agency administrator's scope); undefined: every event. */
  agencyOri?: string;
  subject?: string;
  subjectKey?: string;
  action?: string;
  from?: Date;
  until?: Date;
  /** Keyset paging: events older than this id. */
  beforeId?: string;
  limit: number;
}

/**
 * The log of administration changes. A service records an event in the transaction of its change,
 * so the change and its record commit together or not at all.
 */
export function adminEventRepository(db: Db) {
  return {
    async record(e: AdminEventInput, tx: Executor = db) {
      await tx
        .insertInto('admin_events')
        .values({
          at: e.at,
          actor_user_id: e.actor?.id ?? null,
          actor_name: e.actor?.userName ?? '',
          agency_ori: e.agencyOri,
          subject: e.subject,
          subject_key: String(e.subjectKey),
          action: e.action,
          before: e.before ? JSON.stringify(e.before) : null,
          after: e.after ? JSON.stringify(e.after) : null,
          ip: e.ip,
        })
        .execute();
    },

    /** Newest first. */
    async list(f: AdminEventFilter, tx: Executor = db): Promise<AdminEventRecord[]> {
      let q = tx.selectFrom('admin_events').selectAll().orderBy('id', 'desc').limit(f.limit);
      if (f.agencyOri !== undefined) q = q.where('agency_ori', '=', f.agencyOri);
      if (f.subject) q = q.where('subject', '=', f.subject);
      if (f.subjectKey) q = q.where('subject_key', '=', f.subjectKey);
      if (f.action) q = q.where('action', '=', f.action);
      if (f.from) q = q.where('at', '>=', f.from);
      if (f.until) q = q.where('at', '<', f.until);
      if (f.beforeId) q = q.where('id', '<', f.beforeId);
      const rows = await q.execute();
      return rows.map((r) => ({
        id: String(r.id),
        at: new Date(r.at),
        actorUserId: r.actor_user_id,
        actorName: r.actor_name,
        agencyOri: r.agency_ori,
        subject: r.subject,
        subjectKey: r.subject_key,
        action: r.action,
        before: r.before,
        after: r.after,
        ip: r.ip,
      }));
    },
  };
}
export type AdminEventRepository = ReturnType<typeof adminEventRepository>;
