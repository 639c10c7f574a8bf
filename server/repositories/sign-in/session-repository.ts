import type { SessionEndReason } from '../../../lib/auth/sign-in/session-end';
import type { Db } from '../../db/database';
import type { SessionTable } from '../../db/schema';
import type { Executor } from '../executor';

export interface SessionRecord {
  id: number;
  userId: number;
  applicationId: string;
  stage: SessionTable['stage'];
  expiresAt: Date;
  endedAt: Date | null;
  /** Why it ended, in the words of lib/auth/sign-in/session-end.ts; null while it lasts. */
  endReason: string | null;
  /** When the user last proved who they are in this session (sign-in, second factor, re-authentication). */
  authenticatedAt: Date | null;
}

export interface NewSession {
  tokenHash: string;
  userId: number;
  applicationId: string;
  ip: string;
  stage: SessionTable['stage'];
  at: Date;
  expiresAt: Date;
}

/** Sessions and one-time login links; only hashes of their tokens are stored. */
export function sessionRepository(db: Db) {
  const toRecord = (r: {
    id: number;
    user_id: number;
    application_id: string;
    stage: SessionTable['stage'];
    expires_at: Date;
    ended_at: Date | null;
    end_reason: string | null;
    authenticated_at: Date | string | null;
  }): SessionRecord => ({
    id: r.id,
    userId: r.user_id,
    applicationId: r.application_id,
    stage: r.stage,
    expiresAt: new Date(r.expires_at),
    endedAt: r.ended_at ? new Date(r.ended_at) : null,
    endReason: r.end_reason,
    authenticatedAt: r.authenticated_at ? new Date(r.authenticated_at) : null,
  });
  const cols = [
    'id',
    'user_id',
    'application_id',
    'stage',
    'expires_at',
    'ended_at',
    'end_reason',
    'authenticated_at',
  ] as const;

  return {
    async create(s: NewSession, tx: Executor = db) {
      const row = await tx
        .insertInto('sessions')
        .values({
          token_hash: s.tokenHash,
          user_id: s.userId,
          application_id: s.applicationId,
          ip: s.ip,
          stage: s.stage,
          created_at: s.at,
          last_seen_at: s.at,
          expires_at: s.expiresAt,
          // A session opens on a proof of identity: the password or a login link.
          authenticated_at: s.at,
        })
        .returning(cols)
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },
    async touch({ id, at, expiresAt }: { id: number; at: Date; expiresAt: Date }, tx: Executor = db) {
      await tx
        .updateTable('sessions')
        .set({ last_seen_at: at, expires_at: expiresAt })
        .where('id', '=', id)
        .where('ended_at', 'is', null)
        .execute();
    },
    async setStage(
      { id, stage, dppaPurpose }: { id: number; stage: SessionTable['stage']; dppaPurpose: string | null },
      tx: Executor = db,
    ) {
      const update = dppaPurpose === null ? { stage } : { stage, dppa_purpose: dppaPurpose };
      await tx.updateTable('sessions').set(update).where('id', '=', id).execute();
    },
    /** The user proved who they are again (second factor, re-authentication); optionally the session moves on a stage. */
    async proven({ id, at, stage }: { id: number; at: Date; stage?: SessionTable['stage'] }, tx: Executor = db) {
      await tx
        .updateTable('sessions')
        .set(stage ? { authenticated_at: at, stage } : { authenticated_at: at })
        .where('id', '=', id)
        .where('ended_at', 'is', null)
        .execute();
    },
    /** Ends a session once; returns false when it had already ended (so the event is logged once). */
    async end(
      { id, at, reason }: { id: number; at: Date; reason: SessionEndReason },
      tx: Executor = db,
    ): Promise<boolean> {
      const result = await tx
        .updateTable('sessions')
        .set({ ended_at: at, end_reason: reason })
        .where('id', '=', id)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /**
     * Ends every open session of a user, but for the one that asked (a password change keeps its
     * own), and expires the user's unused login links, which would open new ones.
     */
    async endAllForUser(
      {
        userId,
        exceptSessionId,
        at,
        reason,
      }: { userId: number; exceptSessionId?: number; at: Date; reason: SessionEndReason },
      tx: Executor = db,
    ) {
      let update = tx
        .updateTable('sessions')
        .set({ ended_at: at, end_reason: reason })
        .where('user_id', '=', userId)
        .where('ended_at', 'is', null);
      if (exceptSessionId !== undefined) update = update.where('id', '!=', exceptSessionId);
      await update.execute();
      await tx
        .updateTable('login_links')
        .set({ expires_at: at })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .execute();
    },
    async addLoginLink(
      l: { tokenHash: string; userId: number; applicationId: string; at: Date; expiresAt: Date },
      tx: Executor = db,
    ) {
      await tx
        .insertInto('login_links')
        .values({
          token_hash: l.tokenHash,
          user_id: l.userId,
          application_id: l.applicationId,
          created_at: l.at,
          expires_at: l.expiresAt,
        })
        .execute();
    },
    /** Marks a link used and returns it, or returns why it cannot be used; one caller ever wins. */
    /** The user a login link was made for, without using it (the sign-in limits count per account). */
    async loginLinkUserName(tokenHash: string, tx: Executor = db): Promise<string | undefined> {
      const link = await tx
        .selectFrom('login_links as l')
        .innerJoin('users as u', 'u.id', 'l.user_id')
        .select('u.user_name')
        .where('l.token_hash', '=', tokenHash)
        .executeTakeFirst();
      return link?.user_name;
    },
    async consumeLoginLink(tokenHash: string, at: Date, tx: Executor = db) {
      const used = await tx
        .updateTable('login_links')
        .set({ used_at: at })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .returning(['user_id', 'application_id'])
        .executeTakeFirst();
      if (used) return { ok: true as const, userId: used.user_id, applicationId: used.application_id };
      const link = await tx
        .selectFrom('login_links')
        .select(['user_id', 'used_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!link) return { ok: false as const, reason: 'unknown' as const };
      return {
        ok: false as const,
        reason: link.used_at ? ('used' as const) : ('expired' as const),
        userId: link.user_id,
      };
    },
  };
}
export type SessionRepository = ReturnType<typeof sessionRepository>;
