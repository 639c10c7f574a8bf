import { buildAbility, subjectOf, type Action } from '../../../lib/auth/permissions/ability';
import { grantRefusal } from '../../../lib/auth/permissions/grantable-roles';
import { permissionRuleSchema, type PermissionRule } from '../../../lib/auth/permissions/permission-rule';
import { isDisabled } from '../../../lib/auth/user-status';
import { ApiError, forbidden } from '../../api/api-error';
import type { SessionContext } from '../../api/session-context';
import type { Executor } from '../../repositories/executor';
import type { Repositories } from '../../repositories/repositories';
import type { RoleWithRules } from '../../repositories/users/user-admin-repository';

/** A role's stored rules, the malformed ones dropped (as the sessions that hold it drop them). */
export function storedRules(role: RoleWithRules): PermissionRule[] {
  return role.rules.flatMap((r) => {
    const parsed = permissionRuleSchema.safeParse(r);
    return parsed.success ? [parsed.data] : [];
  });
}

export interface StateAdministrators {
  roles: Map<number, RoleWithRules>;
  stateRoleIds: number[];
  /** The enabled users holding a state administrator's role. */
  holders: number[];
}

/** A role that gives everything: a state administrator's. */
export const isStateAdministratorRole = (role: RoleWithRules) => buildAbility(storedRules(role)).can('manage', 'all');

/**
 * The server's guards of user administration, each a refusal the app avoids by never offering the
 * action (see app/admin/users-page.tsx):
 * - an action on a user needs the caller's CASL right on that user (an agency administrator's
 *   rules reach their own agency only);
 * - a user who holds a role the caller may not grant is out of the caller's reach (resetting a
 *   state administrator's password would hand over their rights);
 * - a role the caller may not grant is never given;
 * - nobody changes their own roles or disables themselves;
 * - the last enabled state administrator is neither disabled nor loses that role.
 */
export function userAdminGuards(repos: Repositories) {
  const actorOf = (ctx: SessionContext) => ({ id: ctx.user.id, agencyOri: ctx.user.agencyOri });

  async function rolesById(tx: Executor = repos.autocommit) {
    return new Map((await repos.userAdmin.roles(tx)).map((r) => [r.id, r]));
  }

  return {
    rolesById,

    /** The caller's right to `action` on a user of `agencyOri` (and `id`, for an existing one). */
    requireRight(ctx: SessionContext, action: Action, user: { agencyOri: string; id?: number }, message?: string) {
      if (!ctx.ability.can(action, subjectOf('User', { ...user })))
        throw forbidden(message ?? 'You may manage users of your own agency only.');
    },

    /** Refuses a user who holds a role the caller could not grant: they are beyond the caller's reach. */
    requireWithinReach(
      ctx: SessionContext,
      user: { userName: string; roleIds: number[] },
      roles: Map<number, RoleWithRules>,
    ) {
      for (const roleId of user.roleIds) {
        const role = roles.get(roleId);
        if (role && grantRefusal(ctx.ability, actorOf(ctx), storedRules(role)) !== null)
          throw forbidden(
            `User ${user.userName} holds the role ${role.name}, which you may not grant; you may not change them.`,
          );
      }
    },

    /** Every role exists (else a field error) and each newly given one is one the caller may grant. */
    checkRoles(ctx: SessionContext, roleIds: number[], alreadyHeld: number[], roles: Map<number, RoleWithRules>) {
      for (const roleId of roleIds) {
        const role = roles.get(roleId);
        if (!role) {
          const message = `There is no role ${roleId}.`;
          throw new ApiError('validation', message, [{ path: 'payload.roleIds', message }]);
        }
        if (alreadyHeld.includes(roleId)) continue;
        const refusal = grantRefusal(ctx.ability, actorOf(ctx), storedRules(role));
        if (refusal) throw forbidden(`You may not grant the role ${role.name}: ${refusal}`);
      }
    },

    requireNotOwnRoles(ctx: SessionContext, userId: number, before: number[], after: number[]) {
      const same = before.length === after.length && before.every((id) => after.includes(id));
      if (userId === ctx.user.id && !same) throw forbidden('You may not change your own roles.');
    },

    /**
     * The roles, and the enabled state administrators with their rows held until the transaction
     * ends. Taken first by a change that could remove one (disable, edit), so two administrators
     * disabling each other at once queue here, and the second sees the first's change.
     */
    async lockStateAdministrators(tx: Executor): Promise<StateAdministrators> {
      const roles = await rolesById(tx);
      const stateRoleIds = [...roles.values()].filter(isStateAdministratorRole).map((r) => r.id);
      return { roles, stateRoleIds, holders: await repos.userAdmin.enabledHoldersForUpdate(stateRoleIds, tx) };
    },

    /** Refuses a change that leaves no enabled state administrator; `remainsOne`: the user still is one after it. */
    requireAnotherStateAdministrator(
      user: { id: number; userName: string; status: number; roleIds: number[] },
      remainsOne: boolean,
      { stateRoleIds, holders }: StateAdministrators,
    ) {
      const isOneNow = !isDisabled(user.status) && user.roleIds.some((id) => stateRoleIds.includes(id));
      if (!isOneNow || remainsOne) return;
      if (!holders.some((id) => id !== user.id))
        throw new ApiError(
          'conflict',
          `User ${user.userName} is the last enabled state administrator; enable or appoint another first.`,
        );
    },
  };
}
export type UserAdminGuards = ReturnType<typeof userAdminGuards>;
