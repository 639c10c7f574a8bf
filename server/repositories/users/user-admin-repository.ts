import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { containsPattern } from '../like-pattern';
import type { Executor } from '../executor';
import { insertUser } from './user-insert';

export interface UserListQuery {
  agencyOri?: string;
  name?: string;
  userName?: string;
  badgeId?: string;
  roleId?: number;
  status?: number;
  offset: number;
  limit: number;
}

/** A user as administration reads and writes it: the fields the dialog edits, and who changed it last. */
export interface AdminUserRecord {
  id: number;
  userName: string;
  firstName: string;
  lastName: string;
  badgeId: string;
  agencyOri: string;
  agencyName: string;
  roleIds: number[];
  status: number;
  phone: string;
  email: string;
  additionalInfo: string;
  mustChangePassword: boolean;
  updatedAt: Date;
  updatedByName: string;
}

export interface AdminUserFields {
  userName: string;
  firstName: string;
  lastName: string;
  badgeId: string;
  agencyOri: string;
  phone: string;
  email: string;
  additionalInfo: string;
}

export interface RoleWithRules {
  id: number;
  name: string;
  rules: unknown[];
}

/** `%` and `_` typed in a filter are matched as themselves, not as wildcards. */

/** Users as administration lists, reads and changes them. */
export function userAdminRepository(db: Db) {
  const roleIdsColumn = sql<number[]>`coalesce((
    select json_agg(ur.role_id order by ur.role_id) from user_roles ur where ur.user_id = u.id), '[]'::json)`;

  const detailQuery = (tx: Executor) =>
    tx
      .selectFrom('users as u')
      .innerJoin('agencies as a', 'a.ori', 'u.agency_ori')
      .leftJoin('users as changer', 'changer.id', 'u.updated_by')
      .select([
        'u.id',
        'u.user_name',
        'u.first_name',
        'u.last_name',
        'u.badge_id',
        'u.agency_ori',
        'a.name as agency_name',
        'u.status',
        'u.phone',
        'u.email',
        'u.additional_info',
        'u.must_change_password',
        'u.updated_at',
        'changer.user_name as changer_name',
        roleIdsColumn.as('role_ids'),
      ]);
  type DetailRow = NonNullable<Awaited<ReturnType<ReturnType<typeof detailQuery>['executeTakeFirst']>>>;

  const toRecord = (r: DetailRow): AdminUserRecord => ({
    id: r.id,
    userName: r.user_name,
    firstName: r.first_name,
    lastName: r.last_name,
    badgeId: r.badge_id,
    agencyOri: r.agency_ori,
    agencyName: r.agency_name,
    roleIds: r.role_ids,
    status: r.status,
    phone: r.phone,
    email: r.email,
    additionalInfo: typeof r.additional_info?.notes === 'string' ? r.additional_info.notes : '',
    mustChangePassword: r.must_change_password,
    updatedAt: new Date(r.updated_at),
    updatedByName: r.changer_name ?? '',
  });

  return {
    async list(q: UserListQuery, tx: Executor = db) {
      let where = tx.selectFrom('users as u');
      if (q.agencyOri !== undefined) where = where.where('u.agency_ori', '=', q.agencyOri);
      if (q.name) {
        const pattern = containsPattern(q.name);
        where = where.where(
          sql<boolean>`(lower(u.first_name) like ${pattern} or lower(u.last_name) like ${pattern} or lower(u.first_name || ' ' || u.last_name) like ${pattern})`,
        );
      }
      if (q.userName) where = where.where(sql<string>`lower(u.user_name)`, 'like', containsPattern(q.userName));
      if (q.badgeId) where = where.where(sql<string>`lower(u.badge_id)`, 'like', containsPattern(q.badgeId));
      if (q.status !== undefined) where = where.where('u.status', '=', q.status);
      if (q.roleId !== undefined) {
        const roleId = q.roleId;
        where = where.where((eb) =>
          eb.exists(
            eb
              .selectFrom('user_roles as fr')
              .select('fr.user_id')
              .whereRef('fr.user_id', '=', 'u.id')
              .where('fr.role_id', '=', roleId),
          ),
        );
      }
      // The count and the page do not depend on each other: on PostgreSQL they go out at once.
      const [total, rows] = await Promise.all([
        where.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
        where
          .innerJoin('agencies as a', 'a.ori', 'u.agency_ori')
          .select([
            'u.id',
            'u.user_name',
            'u.first_name',
            'u.last_name',
            'u.badge_id',
            'u.agency_ori',
            'a.name as agency_name',
            'u.status',
            'u.updated_at',
            sql<boolean>`u.totp_enabled_at is not null`.as('second_factor'),
            roleIdsColumn.as('role_ids'),
          ])
          .orderBy(sql`lower(u.last_name)`)
          .orderBy(sql`lower(u.first_name)`)
          .orderBy('u.id')
          .offset(q.offset)
          .limit(q.limit)
          .execute(),
      ]);
      return {
        total: Number(total.n),
        rows: rows.map((r) => ({
          id: r.id,
          userName: r.user_name,
          firstName: r.first_name,
          lastName: r.last_name,
          badgeId: r.badge_id,
          agencyOri: r.agency_ori,
          agencyName: r.agency_name,
          roleIds: r.role_ids,
          status: r.status,
          updatedAt: new Date(r.updated_at).toISOString(),
          secondFactor: r.second_factor,
        })),
      };
    },

    async find(id: number, tx: Executor = db): Promise<AdminUserRecord | undefined> {
      const row = await detailQuery(tx).where('u.id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },

    /** Reads a user inside a transaction and holds its row until the transaction ends (two saves queue). */
    async findForUpdate(id: number, tx: Executor): Promise<AdminUserRecord | undefined> {
      const locked = await tx.selectFrom('users').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
      return locked ? this.find(id, tx) : undefined;
    },

    /** Another user with this user name, compared without case. */
    async userNameTaken(userName: string, exceptId: number | null, tx: Executor = db): Promise<boolean> {
      let q = tx
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(user_name)`, '=', userName.toLowerCase());
      if (exceptId !== null) q = q.where('id', '!=', exceptId);
      return (await q.executeTakeFirst()) !== undefined;
    },

    /** A user an administrator made, who signs in first through a one-time link. */
    insert(
      {
        additionalInfo,
        ...u
      }: AdminUserFields & { roleIds: number[]; passwordHash: string; at: Date; actorId: number },
      tx: Executor = db,
    ): Promise<number> {
      return insertUser({ ...u, notes: additionalInfo, mustChangePassword: true }, tx);
    },

    async update(id: number, u: AdminUserFields & { at: Date; actorId: number }, tx: Executor = db) {
      await tx
        .updateTable('users')
        .set({
          user_name: u.userName,
          first_name: u.firstName,
          last_name: u.lastName,
          badge_id: u.badgeId,
          agency_ori: u.agencyOri,
          phone: u.phone,
          email: u.email,
          additional_info: JSON.stringify({ notes: u.additionalInfo }),
          updated_at: u.at,
          updated_by: u.actorId,
        })
        .where('id', '=', id)
        .execute();
    },

    async setRoles(userId: number, roleIds: number[], tx: Executor = db) {
      await tx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
      if (roleIds.length)
        await tx
          .insertInto('user_roles')
          .values(roleIds.map((roleId) => ({ user_id: userId, role_id: roleId })))
          .execute();
    },

    async setStatus(
      { id, status, at, actorId }: { id: number; status: number; at: Date; actorId: number },
      tx: Executor,
    ) {
      await tx.updateTable('users').set({ status, updated_at: at, updated_by: actorId }).where('id', '=', id).execute();
    },

    async roles(tx: Executor = db): Promise<RoleWithRules[]> {
      return tx.selectFrom('roles').select(['id', 'name', 'rules']).orderBy('name').execute();
    },

    async agencies(tx: Executor = db) {
      return tx.selectFrom('agencies').select(['ori', 'name', 'disabled']).orderBy('name').execute();
    },

    async agency(ori: string, tx: Executor = db) {
      return tx.selectFrom('agencies').select(['ori', 'name', 'disabled']).where('ori', '=', ori).executeTakeFirst();
    },

    /**
     * The enabled users (statuses 0 and 2) holding any of these roles, their rows held until the
     * transaction ends, so two administrators cannot each disable one of the last two at once.
     */
    async enabledHoldersForUpdate(roleIds: number[], tx: Executor): Promise<number[]> {
      if (!roleIds.length) return [];
      const rows = await tx
        .selectFrom('users as u')
        .select('u.id')
        .where('u.status', 'in', [0, 2])
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('user_roles as ur')
              .select('ur.user_id')
              .whereRef('ur.user_id', '=', 'u.id')
              .where('ur.role_id', 'in', roleIds),
          ),
        )
        .orderBy('u.id')
        .forUpdate()
        .execute();
      return rows.map((r) => r.id);
    },
  };
}
export type UserAdminRepository = ReturnType<typeof userAdminRepository>;
