import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStatus } from '../../../lib/auth/user-status';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addUser, authEventsOf, statusOf } from '../support/db-helpers';
import { DEMO_PASSWORD, engines, startTestServer, type TestServer } from '../support/test-server';

const LOCKED_MESSAGE =
  'Your account is locked after too many failed sign-in attempts. Ask an administrator to unlock it.';
const CHOSEN = 'Blue-Heron-Crossing-42';

describe.each(engines())('password change: lock-out and the other sessions on %s', (engine) => {
  let server: TestServer;
  let n = 0;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  const newUser = async (role = 'Officer') => {
    const userName = `pwchange${++n}`;
    return { userName, id: await addUser(server.db, { userName, agencyOri: DEMO_AGENCY.ori, role }) };
  };
  const change = (token: string, currentPassword: string, newPassword = CHOSEN) =>
    server.call('Account/ChangePassword', { currentPassword, newPassword }, token);
  const alive = async (token: string) => (await server.call('Account/KeepAlive', {}, token)).statusCode;

  it('counts a wrong current password toward the lock-out and locks at the fifth', async () => {
    const { userName, id } = await newUser();
    const token = await server.login(userName);
    for (let i = 0; i < 4; i++) {
      const res = await change(token, `Wrong-Current-${i}`);
      expect(res.statusCode).toBe(400);
      expect(res.body.error.fieldErrors).toEqual([
        { path: 'payload.currentPassword', message: 'The current password is incorrect.' },
      ]);
    }
    expect(await statusOf(server.db, id)).toBe(UserStatus.Active);
    const fifth = await change(token, 'Wrong-Current-5');
    expect(fifth.statusCode).toBe(401);
    expect(fifth.body.error.message).toBe(LOCKED_MESSAGE);
    expect(await statusOf(server.db, id)).toBe(UserStatus.Locked);
    expect(await alive(token)).toBe(401);
    expect((await server.call('Account/Login', { userName, password: DEMO_PASSWORD })).statusCode).toBe(423);
    const details = (await authEventsOf(server.db, id)).map((e) => e.detail);
    expect(details.filter((d) => d === 'wrong current password')).toHaveLength(5);
    expect(details).toContain('account locked');
  });

  it('adds wrong current passwords to wrong sign-in passwords in the same window', async () => {
    const { userName, id } = await newUser();
    for (let i = 0; i < 3; i++) {
      expect((await server.call('Account/Login', { userName, password: `Wrong-${i}` })).statusCode).toBe(401);
    }
    // A successful sign-in starts the count again, so the three above are forgiven...
    const token = await server.login(userName);
    for (let i = 0; i < 3; i++) expect((await change(token, `Wrong-Current-${i}`)).statusCode).toBe(400);
    for (let i = 0; i < 1; i++) {
      expect((await server.call('Account/Login', { userName, password: `Wrong-Again-${i}` })).statusCode).toBe(401);
    }
    expect(await statusOf(server.db, id)).toBe(UserStatus.Active);
    // ...and the fifth wrong password since, given at sign-in, locks.
    expect((await server.call('Account/Login', { userName, password: 'Wrong-Last' })).statusCode).toBe(423);
    expect(await statusOf(server.db, id)).toBe(UserStatus.Locked);
  });

  it('ends every other session of the user on a change, and keeps the one that changed', async () => {
    const { userName, id } = await newUser();
    const other = await newUser();
    const changing = await server.login(userName);
    const elsewhere = [await server.login(userName), await server.login(userName)];
    const someoneElse = await server.login(other.userName);

    const res = await change(changing, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(await alive(changing)).toBe(200);
    for (const token of elsewhere) {
      const refused = await server.call('Account/KeepAlive', {}, token);
      expect(refused.statusCode).toBe(401);
      expect(refused.body.error.message).toBe(
        'Your password was changed in another session, which ended this one. Sign in with your new password.',
      );
    }
    expect(await alive(someoneElse)).toBe(200);
    const ended = await server.db
      .selectFrom('sessions')
      .select('end_reason')
      .where('user_id', '=', id)
      .where('ended_at', 'is not', null)
      .execute();
    expect(ended.map((s) => s.end_reason)).toEqual(['password changed', 'password changed']);
  });

  it('expires the login links not used yet on a change and on a reset', async () => {
    const { userName, id } = await newUser();
    const mint = async (token: string) => {
      const res = await server.call('Account/CreateLoginLink', {}, token);
      return new URL(res.body.payload.url as string).searchParams.get('token') ?? '';
    };
    const exchange = (token: string) =>
      server.call('Account/TokenAuthenticate', {
        applicationId: 'crash-web',
        providerId: 'crash',
        token,
        type: 'link',
      });
    const changing = await server.login(userName);
    const beforeChange = await mint(await server.login(userName));
    expect((await change(changing, DEMO_PASSWORD)).statusCode).toBe(200);
    const refused = await exchange(beforeChange);
    expect(refused.statusCode).toBe(401);
    expect(refused.body.error.message).toMatch(/has expired/);
    // A link minted after the change still works.
    expect((await exchange(await mint(changing))).statusCode).toBe(200);

    const beforeReset = await mint(changing);
    const admin = await server.login('agencyadmin');
    const reset = await server.call(
      'User/ResetPassword',
      { userId: id, temporaryPassword: 'Temporary-Pass-2026' },
      admin,
    );
    expect(reset.statusCode).toBe(200);
    expect((await exchange(beforeReset)).statusCode).toBe(401);
  });

  it('ends every session of the user on a reset, and an administrator resetting their own keeps theirs', async () => {
    const officer = await newUser();
    const officerTokens = [await server.login(officer.userName), await server.login(officer.userName)];
    const admin = await newUser('Agency Administrator');
    const adminToken = await server.login(admin.userName);
    const adminElsewhere = await server.login(admin.userName);

    const reset = (userId: number) =>
      server.call('User/ResetPassword', { userId, temporaryPassword: 'Temporary-Pass-2026' }, adminToken);
    expect((await reset(officer.id)).statusCode).toBe(200);
    for (const token of officerTokens) expect(await alive(token)).toBe(401);
    expect(await alive(adminToken)).toBe(200);
    expect(await alive(adminElsewhere)).toBe(200);

    expect((await reset(admin.id)).statusCode).toBe(200);
    expect(await alive(adminElsewhere)).toBe(401);
    // The resetting session stays, now one that must choose a new password before anything else.
    const current = await server.call('Account/GetCurrentUser', {}, adminToken);
    expect(current.statusCode).toBe(200);
  });

  it('refuses a blank-like or one-character password, and one shorter than the configured length', async () => {
    const longer = await startTestServer(engine, { PASSWORD_MIN_LENGTH: '14' });
    try {
      const userName = 'configured1';
      await addUser(longer.db, { userName, agencyOri: DEMO_AGENCY.ori, role: 'Officer' });
      const token = await longer.login(userName);
      const message = async (newPassword: string) =>
        (await longer.call('Account/ChangePassword', { currentPassword: DEMO_PASSWORD, newPassword }, token)).body.error
          ?.message as string | undefined;
      expect(await message(' '.repeat(20))).toBe('The password must not be blank or only spaces.');
      expect(await message('x'.repeat(20))).toBe('The password must not be one character repeated.');
      expect(await message('Blue-Heron-42')).toBe('The password must be at least 14 characters long.');
      const user = await longer.call('Account/GetCurrentUser', {}, token);
      expect(user.body.payload.additionalInfo.passwordMinLength).toBe(14);
      expect(await message('Blue-Heron-4242')).toBeUndefined();
    } finally {
      await longer.close();
    }
  });
});
