import { AGENCY_INBOX_NAME, type Inbox } from '../../../lib/workflow/assignees';
import type { Db } from '../../db/database';
import type { Executor } from '../executor';

/** A user of an agency with the rules of their roles, to tell reviewers and authors apart. */
export interface AgencyUser {
  id: number;
  name: string;
  agencyOri: string;
  status: number;
  rules: unknown[];
}

const inboxOf = (r: { id: number; agency_ori: string; name: string; user_id: number | null }): Inbox => ({
  id: r.id,
  agencyOri: r.agency_ori,
  name: r.name,
  userId: r.user_id,
});

/**
 * Review inboxes: one per agency and one per named reviewer, made the first time they are
 * needed (an agency or reviewer added later has one as soon as anyone looks).
 */
export function inboxRepository(db: Db) {
  async function ensure(
    { agencyOri, userId, name }: { agencyOri: string; userId: number | null; name: string },
    tx: Executor,
  ): Promise<Inbox> {
    const lookUp = () => {
      const query = tx.selectFrom('inboxes').selectAll().where('agency_ori', '=', agencyOri);
      return (
        userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', userId)
      ).executeTakeFirst();
    };
    let row = await lookUp();
    if (!row) {
      // The unique index (agency_ori, coalesce(user_id, 0)) makes a concurrent second insert a no-op.
      await tx
        .insertInto('inboxes')
        .values({ agency_ori: agencyOri, user_id: userId, name })
        .onConflict((oc) => oc.doNothing())
        .execute();
      row = await lookUp();
      if (!row) throw new Error(`The inbox of ${agencyOri}/${userId ?? 'agency'} could not be made.`);
    }
    // A reviewer's inbox follows their name if it changed.
    if (row.name !== name) await tx.updateTable('inboxes').set({ name }).where('id', '=', row.id).execute();
    return inboxOf({ ...row, name });
  }

  /** The agency's users (or the listed ones) with their role rules. */
  async function agencyUsers(agencyOri: string, ids?: number[], tx: Executor = db): Promise<AgencyUser[]> {
    let query = tx
      .selectFrom('users as u')
      .select(['u.id', 'u.first_name', 'u.last_name', 'u.agency_ori', 'u.status'])
      .where('u.agency_ori', '=', agencyOri);
    if (ids) query = query.where('u.id', 'in', ids.length ? ids : [-1]);
    const users = await query.orderBy('u.last_name').orderBy('u.first_name').orderBy('u.id').execute();
    if (!users.length) return [];
    const roles = await tx
      .selectFrom('user_roles as ur')
      .innerJoin('roles as r', 'r.id', 'ur.role_id')
      .select(['ur.user_id', 'r.rules'])
      .where(
        'ur.user_id',
        'in',
        users.map((u) => u.id),
      )
      .execute();
    return users.map((u) => ({
      id: u.id,
      name: `${u.first_name} ${u.last_name}`,
      agencyOri: u.agency_ori,
      status: u.status,
      rules: roles.filter((r) => r.user_id === u.id).flatMap((r) => r.rules),
    }));
  }

  return {
    agencyInbox: (agencyOri: string, tx: Executor = db) =>
      ensure({ agencyOri, userId: null, name: AGENCY_INBOX_NAME }, tx),
    reviewerInbox: (reviewer: { agencyOri: string; userId: number; name: string }, tx: Executor = db) =>
      ensure(reviewer, tx),

    agencyUsers,

    async find(id: number, tx: Executor = db): Promise<Inbox | undefined> {
      const row = await tx.selectFrom('inboxes').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? inboxOf(row) : undefined;
    },

    /** Any user by id, whatever their agency (a reassign target must be told apart from "no such user"). */
    async user(id: number, tx: Executor = db): Promise<AgencyUser | undefined> {
      const row = await tx.selectFrom('users').select('agency_ori').where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const [user] = await agencyUsers(row.agency_ori, [id], tx);
      return user;
    },
  };
}
export type InboxRepository = ReturnType<typeof inboxRepository>;
