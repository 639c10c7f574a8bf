import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { AuthEventTable } from '../../db/schema';
import type { Executor } from '../executor';

export interface AuthEventInput {
  at: Date;
  type: number;
  userId: number | null;
  userName: string;
  agencyOri: string | null;
  outcome: 'success' | 'failure';
  detail: string;
  ip: string;
  applicationId: string;
}

/** One event of the sign-in log, as the administrators' log shows it. */
export interface AuthEventRecord {
  id: string;
  at: Date;
  eventType: number;
  userId: number | null;
  userName: string;
  agencyOri: string | null;
  outcome: string;
  detail: string;
  ip: string;
  applicationId: string;
}

const recordOf = (r: Selectable<AuthEventTable>): AuthEventRecord => ({
  id: r.id,
  at: new Date(r.occurred_at),
  eventType: r.event_type,
  userId: r.user_id,
  userName: r.user_name,
  agencyOri: r.agency_ori,
  outcome: r.outcome,
  detail: r.detail,
  ip: r.ip,
  applicationId: r.application_id,
});

/** What the administrators' sign-in log is filtered by; newest first, older than `beforeId`. */
export interface AuthEventListFilter {
  /** Only events of this agency (an agency administrator's scope); undefined: every event. */
  agencyOri?: string | undefined;
  /** Part of the user name, any case. */
  userName?: string | undefined;
  eventType?: number | undefined;
  outcome?: 'success' | 'failure' | undefined;
  from?: Date | undefined;
  until?: Date | undefined;
  beforeId?: string | undefined;
  limit: number;
}

/** `text` matched literally inside a LIKE pattern: its % and _ are not wildcards. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The details of the failures that count toward the lock-out: at sign-in, at a password change, a
 * wrong second-factor or recovery code, and a wrong password or code when asked again.
 */
export const WRONG_PASSWORD_DETAILS = [
  'wrong password',
  'wrong current password',
  'wrong second factor code',
  'wrong re-authentication',
] as const;
export type WrongPasswordDetail = (typeof WRONG_PASSWORD_DETAILS)[number];

/** The authentication log (event types Login 1, Logout 2, Autologout 3) with time, user, IP, outcome. */
export function authEventRepository(db: Db) {
  return {
    async add(e: AuthEventInput, tx: Executor = db) {
      await tx
        .insertInto('auth_events')
        .values({
          occurred_at: e.at,
          event_type: e.type,
          user_id: e.userId,
          user_name: e.userName,
          agency_ori: e.agencyOri,
          outcome: e.outcome,
          detail: e.detail,
          ip: e.ip,
          application_id: e.applicationId,
        })
        .execute();
    },
    /** Wrong passwords given by a user since a moment (the lock-out window). */
    async countFailedLogins(userId: number, since: Date, tx: Executor = db): Promise<number> {
      const row = await tx
        .selectFrom('auth_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('event_type', '=', 1)
        .where('outcome', '=', 'failure')
        .where('detail', 'in', WRONG_PASSWORD_DETAILS)
        .where('occurred_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** The administrators' log: newest first, one page of `limit`. */
    async list(f: AuthEventListFilter, tx: Executor = db): Promise<AuthEventRecord[]> {
      let q = tx.selectFrom('auth_events').selectAll().orderBy('id', 'desc').limit(f.limit);
      if (f.agencyOri !== undefined) q = q.where('agency_ori', '=', f.agencyOri);
      if (f.userName) q = q.where(sql<boolean>`lower(user_name) like ${`%${likeLiteral(f.userName.toLowerCase())}%`}`);
      if (f.eventType !== undefined) q = q.where('event_type', '=', f.eventType);
      if (f.outcome) q = q.where('outcome', '=', f.outcome);
      if (f.from) q = q.where('occurred_at', '>=', f.from);
      if (f.until) q = q.where('occurred_at', '<', f.until);
      if (f.beforeId) q = q.where('id', '<', f.beforeId);
      return (await q.execute()).map(recordOf);
    },
  };
}
export type AuthEventRepository = ReturnType<typeof authEventRepository>;
