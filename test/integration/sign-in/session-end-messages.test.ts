import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DISABLED, SESSION_ENDED } from '../../../lib/auth/sign-in/session-end';
import { freshUser } from '../support/user-admin-helpers';
import { DEMO_PASSWORD, engines, startTestServer, type TestServer } from '../support/test-server';

/** What a call made with a session the server ended answers, for each way the server ends one. */
describe.each(engines())('an ended session says why on %s', (engine) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    admin = await server.login('agencyadmin');
  });
  afterAll(() => server.close());

  /** The refusal of the user's next call with `token`. */
  async function refusalOf(token: string) {
    const res = await server.call('Account/KeepAlive', {}, token);
    expect(res.statusCode).toBe(401);
    return res.body.error.message as string;
  }

  it('an account disabled by an administrator, and the same session after it was enabled again', async () => {
    const { id, userName } = await freshUser(server);
    const token = await server.login(userName);
    expect((await server.call('User/Disable', { userId: id }, admin)).statusCode).toBe(200);
    expect(await refusalOf(token)).toBe(ACCOUNT_DISABLED);
    expect((await server.call('User/Enable', { userId: id }, admin)).statusCode).toBe(200);
    expect(await refusalOf(token)).toBe(
      'An administrator disabled your account, which ended this session. Sign in again.',
    );
  });

  it('a password an administrator reset', async () => {
    const { id, userName } = await freshUser(server);
    const token = await server.login(userName);
    const reset = await server.call(
      'User/ResetPassword',
      { userId: id, temporaryPassword: 'Temp-Heron-Crossing-77' },
      admin,
    );
    expect(reset.statusCode).toBe(200);
    expect(await refusalOf(token)).toBe(
      'An administrator reset your password, which ended this session. Sign in with the temporary password you were given.',
    );
  });

  it('a password changed in another session', async () => {
    const { userName } = await freshUser(server);
    const elsewhere = await server.login(userName);
    const changing = await server.login(userName);
    const changed = await server.call(
      'Account/ChangePassword',
      { currentPassword: DEMO_PASSWORD, newPassword: 'Blue-Heron-Crossing-42' },
      changing,
    );
    expect(changed.statusCode).toBe(200);
    expect(await refusalOf(elsewhere)).toBe(
      'Your password was changed in another session, which ended this one. Sign in with your new password.',
    );
  });

  it('a sign-out in another tab, which the user made themselves', async () => {
    const { userName } = await freshUser(server);
    const token = await server.login(userName);
    expect((await server.call('Logout', {}, token)).statusCode).toBe(200);
    expect(await refusalOf(token)).toBe(SESSION_ENDED);
  });
});
