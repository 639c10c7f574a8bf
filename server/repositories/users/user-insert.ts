import type { Executor } from '../executor';

/** A new account and its roles; a field left out takes the column's default. */
export interface NewUser {
  userName: string;
  firstName: string;
  lastName: string;
  badgeId?: string;
  agencyOri: string;
  phone?: string;
  email?: string;
  /** The administrator's notes on the user, kept in additional_info. */
  notes?: string;
  passwordHash: string;
  /** Whether a password change is owed before anything else. */
  mustChangePassword: boolean;
  roleIds: number[];
  /** When and by whom, for the row's created and updated columns; the database's time without it. */
  at?: Date;
  actorId?: number;
}

/** The one insert of a user row (administration, the first administrator, the demo seed). */
export async function insertUser(u: NewUser, tx: Executor): Promise<number> {
  const row = await tx
    .insertInto('users')
    .values({
      user_name: u.userName,
      first_name: u.firstName,
      last_name: u.lastName,
      badge_id: u.badgeId ?? '',
      agency_ori: u.agencyOri,
      phone: u.phone,
      email: u.email,
      additional_info: u.notes === undefined ? undefined : JSON.stringify({ notes: u.notes }),
      password_hash: u.passwordHash,
      must_change_password: u.mustChangePassword,
      created_at: u.at,
      updated_at: u.at,
      updated_by: u.actorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (u.roleIds.length)
    await tx
      .insertInto('user_roles')
      .values(u.roleIds.map((roleId) => ({ user_id: row.id, role_id: roleId })))
      .execute();
  return row.id;
}
