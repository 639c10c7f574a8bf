import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { compiledOnce } from '../../db/compiled-once';
import type { Executor } from '../executor';
import type { SessionRecord } from '../sign-in/session-repository';

export interface UserRecord {
  id: number;
  userName: string;
  firstName: string;
  lastName: string;
  badgeId: string;
  agencyOri: string;
  agencyName: string;
  agencyAdditionalInfo: Record<string, unknown>;
  /** The user's agency is disabled: its users cannot sign in and their sessions end. */
  agencyDisabled: boolean;
  passwordHash: string;
  mustChangePassword: boolean;
  status: number;
  failuresResetAt: Date | null;
  roleIds: number[];
  rules: unknown[];
}

/** Users with their agency and roles, over any executor so callers can pass a transaction. */
export function userRepository(db: Db) {
  const base = (tx: Executor) =>
    tx
      .selectFrom('users as u')
      .innerJoin('agencies as a', 'a.ori', 'u.agency_ori')
      .select([
        'u.id',
        'u.user_name',
        'u.first_name',
        'u.last_name',
        'u.badge_id',
        'u.agency_ori',
        'a.name as agency_name',
        'a.additional_info as agency_additional_info',
        'a.disabled as agency_disabled',
        'u.password_hash',
        'u.must_change_password',
        'u.status',
        'u.failures_reset_at',
      ]);

  type BaseRow = NonNullable<Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirst']>>>;
  type RoleRow = { id: number; rules: unknown[] };

  const toUser = (row: BaseRow, roles: RoleRow[]): UserRecord => ({
    id: row.id,
    userName: row.user_name,
    firstName: row.first_name,
    lastName: row.last_name,
    badgeId: row.badge_id,
    agencyOri: row.agency_ori,
    agencyName: row.agency_name,
    agencyAdditionalInfo: row.agency_additional_info,
    agencyDisabled: row.agency_disabled,
    passwordHash: row.password_hash,
    mustChangePassword: row.must_change_password,
    status: row.status,
    failuresResetAt: row.failures_reset_at,
    roleIds: roles.map((r) => r.id),
    rules: roles.flatMap((r) => r.rules),
  });

  async function withRoles(tx: Executor, row: BaseRow | undefined) {
    if (!row) return undefined;
    const roles = await tx
      .selectFrom('user_roles as ur')
      .innerJoin('roles as r', 'r.id', 'ur.role_id')
      .select(['r.id', 'r.rules'])
      .where('ur.user_id', '=', row.id)
      .orderBy('r.id')
      .execute();
    return toUser(row, roles);
  }

  /** The user's roles as one JSON column, so a user comes back in the same round trip as what it joins. */
  const rolesColumn = sql<RoleRow[]>`coalesce((
    select json_agg(json_build_object('id', r.id, 'rules', r.rules) order by r.id)
    from user_roles ur join roles r on r.id = ur.role_id
    where ur.user_id = u.id), '[]'::json)`.as('roles');

  // Every call with a session runs this first: its SQL is compiled once (compiledOnce).
  const sessionUser = compiledOnce((tx: Executor, tokenHash: string) =>
    base(tx)
      .innerJoin('sessions as s', 's.user_id', 'u.id')
      .select([
        's.id as session_id',
        's.application_id',
        's.stage',
        's.expires_at',
        's.ended_at',
        's.end_reason',
        's.authenticated_at',
        rolesColumn,
      ])
      .where('s.token_hash', '=', tokenHash),
  );

  return {
    /**
     * The session of a token hash with its user, agency and roles, in one round trip: every
     * call with a session starts here, so its latency is paid by every call.
     */
    async findSessionUser(tokenHash: string, tx: Executor = db) {
      const [row] = await sessionUser(tx, tokenHash);
      if (!row) return undefined;
      const session: SessionRecord = {
        id: row.session_id,
        userId: row.id,
        applicationId: row.application_id,
        stage: row.stage,
        expiresAt: new Date(row.expires_at),
        endedAt: row.ended_at ? new Date(row.ended_at) : null,
        endReason: row.end_reason,
        authenticatedAt: row.authenticated_at ? new Date(row.authenticated_at) : null,
      };
      return { session, user: toUser(row, row.roles) };
    },
    async findById(id: number, tx: Executor = db) {
      return withRoles(tx, await base(tx).where('u.id', '=', id).executeTakeFirst());
    },
    async findByUserName(userName: string, tx: Executor = db) {
      return withRoles(
        tx,
        await base(tx)
          .where(sql<string>`lower(u.user_name)`, '=', userName.trim().toLowerCase())
          .executeTakeFirst(),
      );
    },
    async setStatus({ id, status, at }: { id: number; status: number; at: Date }, tx: Executor = db) {
      await tx.updateTable('users').set({ status, updated_at: at }).where('id', '=', id).execute();
    },
    async resetFailures(id: number, at: Date, tx: Executor = db) {
      await tx.updateTable('users').set({ failures_reset_at: at }).where('id', '=', id).execute();
    },
    async setPassword(
      { id, passwordHash, mustChange, at }: { id: number; passwordHash: string; mustChange: boolean; at: Date },
      tx: Executor = db,
    ) {
      await tx
        .updateTable('users')
        .set({ password_hash: passwordHash, must_change_password: mustChange, updated_at: at })
        .where('id', '=', id)
        .execute();
    },
  };
}
export type UserRepository = ReturnType<typeof userRepository>;
