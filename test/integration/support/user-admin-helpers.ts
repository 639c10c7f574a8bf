import { dppaPurposes } from '../../../lib/api/dppa';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addAgency, addUser, roleIdOf } from './db-helpers';
import type { TestServer } from './test-server';

/** A second agency, for the guards that keep an agency administrator inside their own. */
export const OTHER_AGENCY = { ori: 'IN0000002', name: 'Second Test Agency' };

export async function addOtherAgency(server: TestServer) {
  await addAgency(server.db, OTHER_AGENCY.ori, OTHER_AGENCY.name);
}

let n = 0;
/** A fresh user of the role in the agency (demo agency unless given), for a test to change. */
export async function freshUser(server: TestServer, role = 'Officer', agencyOri: string = DEMO_AGENCY.ori) {
  const userName = `adm${Date.now().toString(36)}${++n}`;
  const id = await addUser(server.db, { userName, agencyOri, role });
  return { id, userName };
}

export async function updatedAtOf(server: TestServer, id: number): Promise<string> {
  const row = await server.db.selectFrom('users').select('updated_at').where('id', '=', id).executeTakeFirstOrThrow();
  return new Date(row.updated_at).toISOString();
}

/** The fields of User/Save for a new user, with a unique user name. */
export async function newUserFields(server: TestServer, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Nora',
    lastName: 'Newcomer',
    userName: `new${Date.now().toString(36)}${++n}`,
    badgeId: '7788',
    agencyOri: DEMO_AGENCY.ori,
    roleIds: [await roleIdOf(server.db, 'Officer')],
    additionalInfo: '',
    phone: '',
    email: '',
    ...overrides,
  };
}

/** The fields of User/Save for editing an existing user, as User/Get answers them. */
export async function editFields(
  server: TestServer,
  token: string,
  id: number,
  overrides: Record<string, unknown> = {},
) {
  const res = await server.call('User/Get', { userId: id }, token);
  if (res.statusCode !== 200) throw new Error(`User/Get ${id}: ${JSON.stringify(res.body)}`);
  const u = res.body.payload.user;
  return {
    id,
    expectedUpdatedAt: u.updatedAt,
    firstName: u.firstName,
    lastName: u.lastName,
    userName: u.userName,
    badgeId: u.badgeId,
    agencyOri: u.agencyOri,
    roleIds: u.roleIds,
    additionalInfo: u.additionalInfo,
    phone: u.phone,
    email: u.email,
    ...overrides,
  };
}

export function adminEventsOf(server: TestServer, userId: number) {
  return server.db
    .selectFrom('admin_events')
    .selectAll()
    .where('subject', '=', 'User')
    .where('subject_key', '=', String(userId))
    .orderBy('id')
    .execute();
}

export async function openSessionsOf(server: TestServer, userId: number) {
  return server.db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .execute();
}

/** Opens a one-time sign-in link's token: token sign-in, then the DPPA step; answers the session token and user. */
export async function openSignInLink(server: TestServer, url: string) {
  const params = new URL(url).searchParams;
  const auth = await server.call('Account/TokenAuthenticate', {
    token: params.get('token') ?? '',
    providerId: params.get('pid') ?? '',
    type: params.get('type') ?? '',
    applicationId: params.get('aid') ?? '',
  });
  if (auth.statusCode !== 200) return { status: auth.statusCode, body: auth.body };
  const session = auth.body.payload.token as string;
  const authorised = await server.call('Account/Authorize', { acknowledged: true, purpose: dppaPurposes[0] }, session);
  return { status: authorised.statusCode, body: authorised.body, token: session };
}
