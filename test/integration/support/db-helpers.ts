import type { Db } from '../../../server/db/database';
import { hashPassword } from '../../../server/services/sign-in/passwords';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { DEMO_PASSWORD, type TestServer } from './test-server';

/** Direct database helpers for integration tests: rows the API cannot make yet, and reads to check what it stored. */

export async function userIdOf(db: Db, userName: string): Promise<number> {
  const row = await db.selectFrom('users').select('id').where('user_name', '=', userName).executeTakeFirstOrThrow();
  return row.id;
}

export async function roleIdOf(db: Db, name: string): Promise<number> {
  const row = await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

export async function addAgency(db: Db, ori: string, name: string) {
  await db
    .insertInto('agencies')
    .values({ ori, name, additional_info: JSON.stringify({}) })
    .onConflict((oc) => oc.column('ori').doNothing())
    .execute();
}

/**
 * The demo password hashed with a small scrypt cost: verifying is then fast, which matters for
 * tests that sign in wrongly many times (the cost is stored with each hash, so the server reads it).
 */
let cheapHash: Promise<string> | undefined;
const cheapDemoHash = () => (cheapHash ??= hashPassword(DEMO_PASSWORD, { N: 2 ** 10, r: 8, p: 1 }));

/** A user of the given role whose password is the demo password. */
export async function addUser(
  db: Db,
  u: { userName: string; agencyOri: string; role: string; status?: number; badgeId?: string },
): Promise<number> {
  const password_hash = await cheapDemoHash();
  const row = await db
    .insertInto('users')
    .values({
      user_name: u.userName,
      first_name: 'Test',
      last_name: u.userName,
      // The server writes the author's badge into each report, and a report without one cannot be sent.
      badge_id: u.badgeId ?? '5150',
      agency_ori: u.agencyOri,
      password_hash,
      status: u.status ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_roles')
    .values({ user_id: row.id, role_id: await roleIdOf(db, u.role) })
    .execute();
  return row.id;
}

export async function setStatus(db: Db, userId: number, status: number) {
  await db.updateTable('users').set({ status }).where('id', '=', userId).execute();
}

export async function statusOf(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('users').select('status').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.status;
}

/** The authentication log of a user, oldest first. */
export function authEventsOf(db: Db, userId: number) {
  return db.selectFrom('auth_events').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

export async function countRows(db: Db, table: 'sessions' | 'auth_events' | 'login_links'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether a response body carries anything that looks like a stack trace or internal detail. */
export function leaksInternals(body: unknown): boolean {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return /"stack"|\n\s+at |\bat .+\.(ts|js):\d+|node_modules/.test(text);
}

/** A signed-in officer of the demo agency made for one test, so the events read belong to it. */
export async function freshOfficerSession(server: TestServer, userName: string) {
  const userId = await addUser(server.db, { userName, agencyOri: DEMO_AGENCY.ori, role: 'Officer' });
  return { userId, token: await server.login(userName) };
}
