import type { Db } from '../../db/database';
import type { Executor } from '../executor';

/** A user's own profile and settings, as stored. */
export interface ProfileRecord {
  id: number;
  userName: string;
  agencyOri: string;
  agencyName: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  badgeId: string;
  defaultLocation: Record<string, unknown> | null;
}

export interface ProfileChange {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  badgeId: string;
  defaultLocation: Record<string, unknown> | null;
}

/** The profile and settings of one user: what the user changes of their own account. */
export function profileRepository(db: Db) {
  return {
    async find(userId: number, tx: Executor = db): Promise<ProfileRecord | undefined> {
      const row = await tx
        .selectFrom('users as u')
        .innerJoin('agencies as a', 'a.ori', 'u.agency_ori')
        .select([
          'u.id',
          'u.user_name',
          'u.agency_ori',
          'a.name as agency_name',
          'u.first_name',
          'u.last_name',
          'u.phone',
          'u.email',
          'u.badge_id',
          'u.default_location',
        ])
        .where('u.id', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        userName: row.user_name,
        agencyOri: row.agency_ori,
        agencyName: row.agency_name,
        firstName: row.first_name,
        lastName: row.last_name,
        phone: row.phone,
        email: row.email,
        badgeId: row.badge_id,
        defaultLocation: row.default_location,
      };
    },

    /** Locks the user's row for the rest of the transaction, so two saves of one profile queue. */
    async findForUpdate(userId: number, tx: Executor): Promise<ProfileRecord | undefined> {
      await tx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      return this.find(userId, tx);
    },

    async save(userId: number, change: ProfileChange, at: Date, tx: Executor = db) {
      await tx
        .updateTable('users')
        .set({
          first_name: change.firstName,
          last_name: change.lastName,
          phone: change.phone,
          email: change.email,
          badge_id: change.badgeId,
          default_location: change.defaultLocation ? JSON.stringify(change.defaultLocation) : null,
          updated_at: at,
          updated_by: userId,
        })
        .where('id', '=', userId)
        .execute();
    },

    async settings(userId: number, tx: Executor = db): Promise<unknown> {
      const row = await tx.selectFrom('users').select('settings').where('id', '=', userId).executeTakeFirst();
      return row?.settings ?? {};
    },

    async saveSettings(userId: number, settings: Record<string, unknown>, tx: Executor = db) {
      await tx
        .updateTable('users')
        .set({ settings: JSON.stringify(settings) })
        .where('id', '=', userId)
        .execute();
    },
  };
}
export type ProfileRepository = ReturnType<typeof profileRepository>;
