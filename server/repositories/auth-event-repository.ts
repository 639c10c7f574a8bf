import type { Db } from '../db/database';
import type { Executor } from './executor';

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
    async listForUser(userId: number, tx: Executor = db) {
      return tx.selectFrom('auth_events').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    },
  };
}
export type AuthEventRepository = ReturnType<typeof authEventRepository>;
