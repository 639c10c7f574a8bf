import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { UserStatus } from '../../../lib/auth/user-status';
import type { Executor } from '../executor';

/** A user's second factor and account use, as the sign-in steps need them. */
export interface SecondFactorFacts {
  totpSecret: string | null;
  enabledAt: Date | null;
  /** Hashes of the recovery codes not used yet. */
  recoveryCodeHashes: string[];
  lastStep: number | null;
  lastSignInAt: Date | null;
  createdAt: Date;
  reactivatedAt: Date | null;
}

/**
 * The second factor's columns of users (the secret, when it was confirmed, the recovery codes'
 * hashes, the last time step used), the account's last sign-in, and the inactive-account sweep.
 */
export function secondFactorRepository(db: Db) {
  return {
    async factsOf(userId: number, tx: Executor = db): Promise<SecondFactorFacts | undefined> {
      const row = await tx
        .selectFrom('users')
        .select([
          'totp_secret',
          'totp_enabled_at',
          'recovery_codes',
          'totp_last_step',
          'last_sign_in_at',
          'created_at',
          'reactivated_at',
        ])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        totpSecret: row.totp_secret,
        enabledAt: row.totp_enabled_at ? new Date(row.totp_enabled_at) : null,
        recoveryCodeHashes: (row.recovery_codes as unknown[]).filter((c): c is string => typeof c === 'string'),
        lastStep: row.totp_last_step,
        lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at) : null,
        createdAt: new Date(row.created_at),
        reactivatedAt: row.reactivated_at ? new Date(row.reactivated_at) : null,
      };
    },
    /** A new secret, pending until a code confirms it (replaces a pending one; never a confirmed one). */
    async setPending(userId: number, secret: string, tx: Executor = db): Promise<boolean> {
      const result = await tx
        .updateTable('users')
        .set({ totp_secret: secret, totp_last_step: null })
        .where('id', '=', userId)
        .where('totp_enabled_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Confirms the pending secret, with the step of the confirming code (used) and the recovery codes' hashes. */
    async enable(
      {
        userId,
        at,
        step,
        recoveryCodeHashes,
      }: { userId: number; at: Date; step: number; recoveryCodeHashes: string[] },
      tx: Executor = db,
    ): Promise<boolean> {
      const result = await tx
        .updateTable('users')
        .set({
          totp_enabled_at: at,
          totp_last_step: step,
          recovery_codes: JSON.stringify(recoveryCodeHashes),
          updated_at: at,
        })
        .where('id', '=', userId)
        .where('totp_enabled_at', 'is', null)
        .where('totp_secret', 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /**
     * Uses a code's time step: false when that step or a later one was used already, so a code is
     * good once even when two requests bring it at the same moment.
     */
    async useStep(userId: number, step: number, tx: Executor = db): Promise<boolean> {
      const result = await tx
        .updateTable('users')
        .set({ totp_last_step: step })
        .where('id', '=', userId)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Uses up a recovery code (by its hash): false when it is not one of the user's unused codes. */
    async consumeRecoveryCode(userId: number, hash: string, tx: Executor = db): Promise<boolean> {
      const result = await tx
        .updateTable('users')
        .set({ recovery_codes: sql<string>`recovery_codes - ${hash}::text` })
        .where('id', '=', userId)
        .where(sql<boolean>`jsonb_exists(recovery_codes, ${hash}::text)`)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Removes the second factor (an administrator's reset): the user enrols again. */
    async clear(userId: number, at: Date, tx: Executor = db) {
      await tx
        .updateTable('users')
        .set({
          totp_secret: null,
          totp_enabled_at: null,
          totp_last_step: null,
          recovery_codes: JSON.stringify([]),
          updated_at: at,
        })
        .where('id', '=', userId)
        .execute();
    },
    /** Did the session open through a sign-in link (its DPPA purpose is stated only there)? */
    async sessionCameThroughLink(sessionId: number, tx: Executor = db): Promise<boolean> {
      const row = await tx.selectFrom('sessions').select('dppa_purpose').where('id', '=', sessionId).executeTakeFirst();
      return Boolean(row?.dppa_purpose);
    },
    async markSignedIn(userId: number, at: Date, tx: Executor = db) {
      await tx.updateTable('users').set({ last_sign_in_at: at }).where('id', '=', userId).execute();
    },
    /**
     * Disables every enabled account whose last sign-in (or creation, when it never signed in) is
     * before the cutoff; a locked one becomes Disabled and locked. One statement over users.
     */
    async disableInactive(cutoff: Date, at: Date, tx: Executor = db) {
      return (
        tx
          .updateTable('users')
          .set({
            status: sql<number>`case when status = ${UserStatus.Locked} then ${UserStatus.DisabledAndLocked}::smallint else ${UserStatus.Disabled}::smallint end`,
            updated_at: at,
          })
          .where('status', 'in', [UserStatus.Active, UserStatus.Locked])
          // greatest() passes over a null reactivated_at.
          .where(sql<Date>`greatest(coalesce(last_sign_in_at, created_at), reactivated_at)`, '<', cutoff)
          .returning(['id', 'user_name as userName', 'agency_ori as agencyOri'])
          .execute()
      );
    },
  };
}
export type SecondFactorRepository = ReturnType<typeof secondFactorRepository>;
