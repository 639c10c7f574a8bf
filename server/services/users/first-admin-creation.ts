import { FIRST_ADMIN_LINK_TTL_MS, type FirstAdmin } from '../../../lib/admin/first-admin-input';
import { LINK_PROVIDER_ID, LINK_TYPE, loginLinkSearch, WEB_APPLICATION_ID } from '../../../lib/auth/sign-in/login-link';
import type { Repositories } from '../../repositories/repositories';
import { newToken } from '../sign-in/tokens';

/**
 * Stored as the first administrator's password hash: it names no hashing scheme, so no password
 * ever matches it. The administrator signs in with the one-time link and chooses a password.
 */
export const NO_PASSWORD_HASH = '!none';

export class UsersExistError extends Error {
  constructor() {
    super(
      'This database already has users: the first administrator is created only on a database with none. ' +
        'Sign in as an administrator and add users in the app instead.',
    );
  }
}

/**
 * The first-run step: on a database without users, the state agency and its State Administrator
 * (no usable password, a password change owed) and a one-time sign-in link, all in one
 * transaction with their admin events. Only the link's hash is stored; the link is answered once.
 */
export async function createFirstAdmin(
  repos: Repositories,
  input: FirstAdmin,
  { publicUrl, clock = () => new Date() }: { publicUrl: string; clock?: () => Date },
) {
  const at = clock();
  const expiresAt = new Date(at.getTime() + FIRST_ADMIN_LINK_TTL_MS);
  const { token, hash } = newToken();
  const first = repos.firstAdmin;
  const created = await repos.inTransaction(async (tx) => {
    if ((await first.lockAndCountUsers(tx)) > 0) throw new UsersExistError();
    const roleId = await first.roleId('State Administrator', tx);
    if (roleId === undefined) throw new Error('The State Administrator role is missing: the roles were not seeded.');
    const agency = await first.ensureAgency({ ori: input.ori, name: input.agencyName }, tx);
    if (agency.created) {
      await repos.adminEvents.record(
        {
          actor: null,
          agencyOri: agency.ori,
          subject: 'Agency',
          subjectKey: agency.ori,
          action: 'create',
          before: null,
          after: { ori: agency.ori, name: agency.name },
          ip: '',
          at,
        },
        tx,
      );
    }
    const userId = await first.createUser(
      {
        userName: input.userName,
        firstName: input.firstName,
        lastName: input.lastName,
        agencyOri: agency.ori,
        passwordHash: NO_PASSWORD_HASH,
        roleId,
        at,
      },
      tx,
    );
    await repos.adminEvents.record(
      {
        actor: null,
        agencyOri: agency.ori,
        subject: 'User',
        subjectKey: userId,
        action: 'create',
        before: null,
        after: {
          userName: input.userName,
          firstName: input.firstName,
          lastName: input.lastName,
          agencyOri: agency.ori,
          roles: ['State Administrator'],
          mustChangePassword: true,
        },
        ip: '',
        at,
      },
      tx,
    );
    await repos.sessions.addLoginLink(
      { tokenHash: hash, userId, applicationId: WEB_APPLICATION_ID, at, expiresAt },
      tx,
    );
    return { userId, agency: { ori: agency.ori, name: agency.name } };
  });
  const url = new URL('/', publicUrl);
  url.search = loginLinkSearch({ token, pid: LINK_PROVIDER_ID, type: LINK_TYPE, aid: WEB_APPLICATION_ID });
  return { ...created, link: url.toString(), token, expiresAt };
}
