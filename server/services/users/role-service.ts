import type { RoleRow } from '../../../lib/api/schemas/role-schemas';
import { subjectOf } from '../../../lib/auth/permissions/ability';
import type { PermissionRule } from '../../../lib/auth/permissions/permission-rule';
import {
  grantsEverything,
  mayListRoles,
  sameRoleName,
  shippedRoleNames,
  staleRoleRefusal,
  STATE_ADMINISTRATOR_ROLE,
} from '../../../lib/auth/permissions/role-rules';
import { ApiError, forbidden, notFound } from '../../api/api-error';
import type { Executor } from '../../repositories/executor';
import type { RoleRecord } from '../../repositories/users/role-repository';
import type { AppDeps } from '../app-deps';
import { storedRules } from './user-admin-guards';
import type { AdminCtx } from './user-admin-service';

const view = (r: RoleRecord): RoleRow => ({
  id: r.id,
  name: r.name,
  description: r.description,
  rules: storedRules(r),
  userCount: r.userCount,
  shipped: shippedRoleNames.includes(r.name),
  updatedAt: r.updatedAt.toISOString(),
  updatedByName: r.updatedByName,
});

/** What an admin event keeps of a role: the fields an administrator changes. */
const eventFields = (r: { name: string; description: string; rules: unknown[] }) => ({
  name: r.name,
  description: r.description,
  rules: r.rules,
});

const refuse = (field: string, message: string) =>
  new ApiError('validation', message, [{ path: `payload.${field}`, message }]);

export interface RoleSave {
  id?: number;
  name: string;
  description: string;
  rules: PermissionRule[];
  expectedUpdatedAt?: string;
}

/**
 * Roles and their rules. The state administrator (manage all) changes them; agency
 * administrators read them. Every change locks the roles (names stay unique whatever their case,
 * someone always keeps manage/all, a role held by users stays) and records an admin event in
 * its own transaction.
 */
export function roleService({ repos, clock, config }: AppDeps) {
  const roles = repos.roles;
  const roleSubject = (r: { id?: number; agencyOri: string | null }) => subjectOf('Role', r);

  /** Refuses whoever may not `action` this role (or, without one, any role at all). */
  function may(ctx: AdminCtx, action: 'create' | 'edit' | 'delete', r?: { id?: number; agencyOri: string | null }) {
    if (!ctx.ability.can(action, r ? roleSubject(r) : 'Role')) {
      const verb = { create: 'create', edit: 'change', delete: 'delete' }[action];
      throw forbidden(`You may not ${verb} roles: that is for the state administrator.`);
    }
  }

  async function found(id: number, tx: Executor): Promise<RoleRecord> {
    const role = await roles.find(id, tx);
    if (!role) throw notFound(`There is no role with id ${id}.`);
    return role;
  }

  function uniqueName(all: { id: number; name: string }[], name: string, id?: number) {
    const same = all.find((r) => r.id !== id && sameRoleName(r.name, name));
    if (same) throw refuse('name', `There is already a role named “${same.name}”. Choose another name.`);
  }

  const record = (
    ctx: AdminCtx,
    tx: Executor,
    e: { key: number; action: string; before: object | null; after: object | null },
  ) =>
    repos.adminEvents.record(
      {
        actor: { id: ctx.user.id, userName: ctx.user.userName },
        agencyOri: null,
        subject: 'Role',
        subjectKey: e.key,
        action: e.action,
        before: e.before as Record<string, unknown> | null,
        after: e.after as Record<string, unknown> | null,
        ip: ctx.ip,
        at: clock(),
      },
      tx,
    );

  return {
    async list(ctx: AdminCtx, filter: string | undefined) {
      if (!mayListRoles(ctx.ability)) throw forbidden('The roles and their rules are for administrators.');
      const rows = await roles.list(filter || undefined);
      return { roles: rows.filter((r) => ctx.ability.can('read', roleSubject(r))).map(view) };
    },

    async save(ctx: AdminCtx, p: RoleSave) {
      // Refused before any row is read: who may not change roles learns nothing from the answer.
      may(ctx, p.id === undefined ? 'create' : 'edit');
      if (p.id === undefined) may(ctx, 'create', { agencyOri: null });
      return repos.inTransaction(async (tx) => {
        const all = await roles.lockAll(tx);
        const at = clock();
        const values = { name: p.name, description: p.description, rules: p.rules, updatedBy: ctx.user.id, at };
        if (p.id === undefined) {
          uniqueName(all, p.name);
          const id = await roles.insert(values, tx);
          await record(ctx, tx, { key: id, action: 'create', before: null, after: eventFields(values) });
          return view(await found(id, tx));
        }
        const before = await found(p.id, tx);
        may(ctx, 'edit', before);
        if (!p.expectedUpdatedAt) throw refuse('expectedUpdatedAt', 'Expected the time the role was read.');
        const stale = staleRoleRefusal(view(before), p.expectedUpdatedAt, config.timeZone);
        if (stale) throw new ApiError('conflict', stale);
        uniqueName(all, p.name, p.id);
        const othersGrantEverything = all.some((r) => r.id !== p.id && grantsEverything(storedRules(r)));
        if (grantsEverything(storedRules(before)) && !grantsEverything(p.rules) && !othersGrantEverything) {
          throw refuse(
            'rules',
            `“${before.name}” is the only role that may manage everything (manage all): keep that rule, or give it to another role first.`,
          );
        }
        await roles.update(p.id, values, tx);
        await record(ctx, tx, { key: p.id, action: 'edit', before: eventFields(before), after: eventFields(values) });
        return view(await found(p.id, tx));
      });
    },

    async copy(ctx: AdminCtx, p: { id: number; name: string }) {
      may(ctx, 'create', { agencyOri: null });
      return repos.inTransaction(async (tx) => {
        const all = await roles.lockAll(tx);
        const source = await found(p.id, tx);
        if (!ctx.ability.can('read', roleSubject(source))) throw forbidden('You may not see that role.');
        uniqueName(all, p.name);
        const values = {
          name: p.name,
          description: source.description,
          rules: source.rules,
          updatedBy: ctx.user.id,
          at: clock(),
        };
        const id = await roles.insert(values, tx);
        await record(ctx, tx, {
          key: id,
          action: 'copy',
          before: null,
          after: { ...eventFields(values), copiedFrom: { id: source.id, name: source.name } },
        });
        return view(await found(id, tx));
      });
    },

    async delete(ctx: AdminCtx, p: { id: number; expectedUpdatedAt: string }) {
      may(ctx, 'delete');
      return repos.inTransaction(async (tx) => {
        const all = await roles.lockAll(tx);
        const role = await found(p.id, tx);
        may(ctx, 'delete', role);
        const stale = staleRoleRefusal(view(role), p.expectedUpdatedAt, config.timeZone);
        if (stale) throw new ApiError('conflict', stale);
        if (sameRoleName(role.name, STATE_ADMINISTRATOR_ROLE)) {
          throw new ApiError('conflict', `The shipped role “${role.name}” cannot be deleted.`);
        }
        if (role.userCount > 0) {
          const users = role.userCount === 1 ? '1 user holds it' : `${role.userCount} users hold it`;
          throw new ApiError(
            'conflict',
            `The role “${role.name}” cannot be deleted: ${users}. Give them another role first.`,
          );
        }
        if (
          grantsEverything(storedRules(role)) &&
          !all.some((r) => r.id !== role.id && grantsEverything(storedRules(r)))
        ) {
          throw new ApiError(
            'conflict',
            `“${role.name}” is the only role that may manage everything: it cannot be deleted.`,
          );
        }
        await roles.delete(role.id, tx);
        await record(ctx, tx, { key: role.id, action: 'delete', before: eventFields(role), after: null });
        return { id: role.id, deleted: true as const };
      });
    },
  };
}
export type RoleService = ReturnType<typeof roleService>;
