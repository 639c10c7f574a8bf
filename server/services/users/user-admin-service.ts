import type { UserDetail, UserListFilter } from '../../../lib/api/schemas/user-admin-schemas';
import { subjectOf } from '../../../lib/auth/permissions/ability';
import { mayGrantRole } from '../../../lib/auth/permissions/grantable-roles';
import { statusRefusal, type UserAction } from '../../../lib/auth/user-actions';
import { isLocked, UserStatus } from '../../../lib/auth/user-status';
import { ApiError, forbidden, notFound } from '../../api/api-error';
import type { SessionContext } from '../../api/session-context';
import type { Executor } from '../../repositories/executor';
import type { AdminUserFields, AdminUserRecord } from '../../repositories/users/user-admin-repository';
import type { FirstSignIn } from '../sign-in/first-sign-in';
import type { AppDeps } from '../app-deps';
import { isStateAdministratorRole, storedRules, userAdminGuards } from './user-admin-guards';
import { isUniqueViolation } from '../../repositories/unique-violation';

export type AdminCtx = SessionContext & { ip: string };

export interface UserInput extends AdminUserFields {
  roleIds: number[];
}

const fieldError = (field: string, message: string) =>
  new ApiError('validation', message, [{ path: `payload.${field}`, message }]);

/** What an admin event keeps of a user: every field the dialog changes, never a password hash. */
const eventView = (u: AdminUserRecord) => ({
  userName: u.userName,
  firstName: u.firstName,
  lastName: u.lastName,
  badgeId: u.badgeId,
  agencyOri: u.agencyOri,
  roleIds: u.roleIds,
  status: u.status,
  phone: u.phone,
  email: u.email,
  additionalInfo: u.additionalInfo,
});

export const detailOf = (u: AdminUserRecord): UserDetail => ({
  ...eventView(u),
  id: u.id,
  agencyName: u.agencyName,
  mustChangePassword: u.mustChangePassword,
  updatedAt: u.updatedAt.toISOString(),
  updatedByName: u.updatedByName,
});

/** Users as administrators list, create, edit, copy, disable and enable them (guards: user-admin-guards.ts). */
export function userAdminService({ repos, clock, firstSignIn }: AppDeps & { firstSignIn: FirstSignIn }) {
  const guards = userAdminGuards(repos);
  const isStateAdmin = (ctx: SessionContext) => ctx.ability.can('manage', 'all');

  const record = (
    ctx: AdminCtx,
    action: string,
    before: AdminUserRecord | null,
    after: AdminUserRecord,
    tx: Executor,
  ) =>
    repos.adminEvents.record(
      {
        actor: { id: ctx.user.id, userName: ctx.user.userName },
        agencyOri: after.agencyOri,
        subject: 'User',
        subjectKey: after.id,
        action,
        before: before ? eventView(before) : null,
        after: eventView(after),
        ip: ctx.ip,
        at: clock(),
      },
      tx,
    );

  async function found(userId: number, tx: Executor = repos.autocommit, lock = false) {
    const user = lock ? await repos.userAdmin.findForUpdate(userId, tx) : await repos.userAdmin.find(userId, tx);
    if (!user) throw notFound(`There is no user with id ${userId}.`);
    return user;
  }

  /** The user, with the caller's right to act on them, their reach and the status's allowance checked. */
  async function target(ctx: SessionContext, userId: number, action: UserAction, tx: Executor, lock = true) {
    const user = await found(userId, tx, lock);
    guards.requireRight(ctx, action, { id: user.id, agencyOri: user.agencyOri });
    guards.requireWithinReach(ctx, user, await guards.rolesById(tx));
    const refusal = statusRefusal(user.status, action, user.userName);
    if (refusal) throw new ApiError('conflict', refusal);
    return user;
  }

  async function checkAgency(ctx: SessionContext, agencyOri: string, tx: Executor) {
    const agency = await repos.userAdmin.agency(agencyOri, tx);
    if (!agency) throw fieldError('agencyOri', `There is no agency ${agencyOri}.`);
    if (agency.disabled) throw fieldError('agencyOri', `Agency ${agencyOri} is disabled; it takes no new users.`);
    guards.requireRight(ctx, 'create', { agencyOri });
  }

  async function checkUserName(userName: string, exceptId: number | null, tx: Executor) {
    if (await repos.userAdmin.userNameTaken(userName, exceptId, tx))
      throw fieldError('userName', `The user name ${userName} is taken.`);
  }

  /** A unique violation in a race with another save of the same user name becomes the same field error. */
  const sameUserNameRace = (userName: string) => (error: unknown) => {
    if (isUniqueViolation(error)) throw fieldError('userName', `The user name ${userName} is taken.`);
    throw error;
  };

  async function createUser(ctx: AdminCtx, input: UserInput, action: 'create' | 'copy', tx: Executor) {
    const roles = await guards.rolesById(tx);
    guards.checkRoles(ctx, input.roleIds, [], roles);
    await checkUserName(input.userName, null, tx);
    const passwordHash = await firstSignIn.unknownPasswordHash();
    const id = await repos.userAdmin.insert({ ...input, passwordHash, at: clock(), actorId: ctx.user.id }, tx);
    const created = await found(id, tx);
    await record(ctx, action, null, created, tx);
    const signInLink = await firstSignIn.issueLink(id, tx);
    return { user: detailOf(created), signInLink };
  }

  return {
    async list(ctx: AdminCtx, filter: UserListFilter) {
      const own = ctx.user.agencyOri;
      if (!ctx.ability.can('read', subjectOf('User', { agencyOri: own })) && !isStateAdmin(ctx)) throw forbidden();
      const state = isStateAdmin(ctx);
      if (filter.agencyOri && filter.agencyOri !== own && !state)
        throw forbidden('You may list the users of your own agency only.');
      const page = filter.page ?? 1;
      const pageSize = filter.pageSize ?? 25;
      // Four independent reads: on PostgreSQL they go out at once on the pool's connections.
      const [{ rows, total }, storedRoles, allAgencies] = await Promise.all([
        repos.userAdmin.list({
          agencyOri: state ? filter.agencyOri || undefined : own,
          name: filter.name,
          userName: filter.userName,
          badgeId: filter.badgeId,
          roleId: filter.roleId,
          status: filter.status,
          offset: (page - 1) * pageSize,
          limit: pageSize,
        }),
        repos.userAdmin.roles(),
        repos.userAdmin.agencies(),
      ]);
      const actor = { id: ctx.user.id, agencyOri: own };
      const roles = storedRoles.map((r) => ({
        id: r.id,
        name: r.name,
        grantable: mayGrantRole(ctx.ability, actor, storedRules(r)),
      }));
      const agencies = allAgencies
        .filter((a) => (state ? !a.disabled || a.ori === own : a.ori === own))
        .map((a) => ({ ori: a.ori, name: a.name }));
      return { rows, total, roles, agencies };
    },

    async get(ctx: AdminCtx, userId: number) {
      const user = await found(userId);
      guards.requireRight(ctx, 'read', { id: user.id, agencyOri: user.agencyOri });
      return { user: detailOf(user) };
    },

    async create(ctx: AdminCtx, input: UserInput) {
      guards.requireRight(ctx, 'create', { agencyOri: input.agencyOri }, 'You may not create users in that agency.');
      const created = await repos
        .inTransaction(async (tx) => {
          await checkAgency(ctx, input.agencyOri, tx);
          return createUser(ctx, input, 'create', tx);
        })
        .catch(sameUserNameRace(input.userName));
      return { ...created, signInLink: await firstSignIn.mailLink(created.user, created.signInLink, ctx.user.id) };
    },

    async edit(ctx: AdminCtx, id: number, expectedUpdatedAt: string | undefined, input: UserInput) {
      if (!expectedUpdatedAt)
        throw fieldError('expectedUpdatedAt', 'Send the updatedAt the user was read at, so a change since is noticed.');
      return repos
        .inTransaction(async (tx) => {
          const admins = await guards.lockStateAdministrators(tx);
          const before = await target(ctx, id, 'edit', tx);
          if (before.updatedAt.toISOString() !== expectedUpdatedAt) {
            const who = before.updatedByName || 'Someone';
            throw new ApiError(
              'conflict',
              `${who} changed user ${before.userName} at ${before.updatedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC, after you opened it. Close and open the user again to see that change.`,
            );
          }
          if (input.agencyOri !== before.agencyOri) {
            guards.requireRight(
              ctx,
              'edit',
              { agencyOri: input.agencyOri },
              'You may not move a user to another agency.',
            );
            await checkAgency(ctx, input.agencyOri, tx);
          }
          const { roles } = admins;
          guards.requireNotOwnRoles(ctx, id, before.roleIds, input.roleIds);
          guards.checkRoles(ctx, input.roleIds, before.roleIds, roles);
          const remainsStateAdmin = input.roleIds.some((r) => {
            const role = roles.get(r);
            return role !== undefined && isStateAdministratorRole(role);
          });
          guards.requireAnotherStateAdministrator(before, remainsStateAdmin, admins);
          await checkUserName(input.userName, id, tx);
          await repos.userAdmin.update(id, { ...input, at: clock(), actorId: ctx.user.id }, tx);
          await repos.userAdmin.setRoles(id, input.roleIds, tx);
          const after = await found(id, tx);
          await record(ctx, 'edit', before, after, tx);
          return { user: detailOf(after), signInLink: null };
        })
        .catch(sameUserNameRace(input.userName));
    },

    async copy(ctx: AdminCtx, sourceId: number, names: Omit<UserInput, 'agencyOri' | 'roleIds' | 'additionalInfo'>) {
      const created = await repos
        .inTransaction(async (tx) => {
          const source = await target(ctx, sourceId, 'copy', tx, false);
          await checkAgency(ctx, source.agencyOri, tx);
          const input = { ...names, agencyOri: source.agencyOri, roleIds: source.roleIds, additionalInfo: '' };
          return createUser(ctx, input, 'copy', tx);
        })
        .catch(sameUserNameRace(names.userName));
      return { ...created, signInLink: await firstSignIn.mailLink(created.user, created.signInLink, ctx.user.id) };
    },

    async disable(ctx: AdminCtx, userId: number) {
      if (userId === ctx.user.id) throw forbidden('You may not disable yourself.');
      return repos.inTransaction(async (tx) => {
        const admins = await guards.lockStateAdministrators(tx);
        const before = await target(ctx, userId, 'disable', tx);
        guards.requireAnotherStateAdministrator(before, false, admins);
        const status = isLocked(before.status) ? UserStatus.DisabledAndLocked : UserStatus.Disabled;
        await repos.userAdmin.setStatus({ id: userId, status, at: clock(), actorId: ctx.user.id }, tx);
        // A disabled user's sessions end at once, and their unused sign-in links with them.
        await repos.sessions.endAllForUser({ userId, at: clock(), reason: 'user disabled' }, tx);
        await record(ctx, 'disable', before, { ...before, status }, tx);
        return { id: userId, status };
      });
    },

    async enable(ctx: AdminCtx, userId: number) {
      return repos.inTransaction(async (tx) => {
        const before = await target(ctx, userId, 'enable', tx);
        const status = isLocked(before.status) ? UserStatus.Locked : UserStatus.Active;
        await repos.userAdmin.setStatus({ id: userId, status, at: clock(), actorId: ctx.user.id }, tx);
        await record(ctx, 'enable', before, { ...before, status }, tx);
        return { id: userId, status };
      });
    },

    /**
     * The checks of the older calls (reset password, unlock) on a user, in the transaction of their
     * change; `change` writes it and answers the after state for the admin event.
     */
    async change<T>(
      ctx: AdminCtx,
      userId: number,
      action: 'resetPassword' | 'unlock',
      change: (user: AdminUserRecord, tx: Executor) => Promise<{ after: AdminUserRecord; result: T; note?: object }>,
    ): Promise<T> {
      return repos.inTransaction(async (tx) => {
        const before = await target(ctx, userId, action, tx);
        const { after, result } = await change(before, tx);
        await record(ctx, action, before, after, tx);
        return result;
      });
    },
  };
}
export type UserAdminService = ReturnType<typeof userAdminService>;
