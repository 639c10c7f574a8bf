import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStatus } from '../../../lib/auth/user-status';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addUser, authEventsOf, setStatus, statusOf, userIdOf } from '../support/db-helpers';
import { authenticatorOf, enrolThroughApi } from './second-factor-helpers';
import { DEMO_PASSWORD, engines, startTestServer, type TestServer } from '../support/test-server';

const MINUTE = 60_000;

describe.each(engines())('sensitive calls ask for the password again after 15 minutes, on %s', (engine) => {
  let server: TestServer;
  let app: ReturnType<typeof authenticatorOf>;
  let n = 0;

  beforeAll(async () => {
    server = await startTestServer(engine);
    app = authenticatorOf(server);
  });
  afterAll(() => server.close());

  const lockedOfficer = async () => {
    const id = await addUser(server.db, { userName: `reauth${++n}`, agencyOri: DEMO_AGENCY.ori, role: 'Officer' });
    await setStatus(server.db, id, UserStatus.Locked);
    return id;
  };
  const unlock = (userId: number, token: string) => server.call('User/Unlock', { userId }, token);
  const keepAlive = (token: string) => server.call('Account/KeepAlive', {}, token);

  it('runs a marked call within 15 minutes of the sign-in, and refuses it after, doing nothing', async () => {
    const admin = await server.login('agencyadmin');
    app.advance(14 * MINUTE);
    const first = await lockedOfficer();
    expect((await unlock(first, admin)).statusCode).toBe(200);
    app.advance(MINUTE + 1000);
    const second = await lockedOfficer();
    const refused = await unlock(second, admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'reauthentication_required',
      message: 'For this action, confirm your password again.',
    });
    expect(await statusOf(server.db, second)).toBe(UserStatus.Locked);
    const passwordBefore = await server.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', second)
      .executeTakeFirstOrThrow();
    const reset = await server.call(
      'User/ResetPassword',
      { userId: second, temporaryPassword: 'Temporary-Pass-2026' },
      admin,
    );
    expect(reset.body.error.code).toBe('reauthentication_required');
    const passwordAfter = await server.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', second)
      .executeTakeFirstOrThrow();
    expect(passwordAfter).toEqual(passwordBefore);
    // Calls not marked go on as before; the session stays valid.
    expect((await keepAlive(admin)).statusCode).toBe(200);

    const renewed = await server.call('Account/Reauthenticate', { password: DEMO_PASSWORD }, admin);
    expect(renewed.statusCode).toBe(200);
    expect(Date.parse(renewed.body.payload.authenticatedAt)).toBeGreaterThan(app.now() - 5000);
    expect((await unlock(second, admin)).statusCode).toBe(200);
    expect(await statusOf(server.db, second)).toBe(UserStatus.Active);
  });

  it('counts a wrong password at re-authentication as a failed sign-in', async () => {
    const admin = await server.login('stateadmin');
    const wrong = await server.call('Account/Reauthenticate', { password: 'not-the-password' }, admin);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.error.fieldErrors).toEqual([{ path: 'payload.password', message: 'The password is incorrect.' }]);
    const events = await authEventsOf(server.db, await userIdOf(server.db, 'stateadmin'));
    expect(events.filter((e) => e.detail === 'wrong re-authentication')).toHaveLength(1);
  });

  it('asks a user with a second factor for a current code as well', async () => {
    const userName = `reauthsf${++n}`;
    await addUser(server.db, { userName, agencyOri: DEMO_AGENCY.ori, role: 'Agency Administrator' });
    const token = await server.login(userName);
    const { secret } = await enrolThroughApi(server, app, token);
    app.advance(16 * MINUTE);
    expect((await unlock(await lockedOfficer(), token)).body.error.code).toBe('reauthentication_required');
    const noCode = await server.call('Account/Reauthenticate', { password: DEMO_PASSWORD }, token);
    expect(noCode.statusCode).toBe(400);
    expect(noCode.body.error.fieldErrors[0]).toEqual({
      path: 'payload.code',
      message: 'Enter the code from your authenticator app as well.',
    });
    const badCode = await server.call('Account/Reauthenticate', { password: DEMO_PASSWORD, code: '000000' }, token);
    expect(badCode.statusCode).toBe(400);
    expect(badCode.body.error.fieldErrors[0].path).toBe('payload.code');
    const ok = await server.call(
      'Account/Reauthenticate',
      { password: DEMO_PASSWORD, code: app.nextCode(secret) },
      token,
    );
    expect(ok.statusCode).toBe(200);
    expect((await unlock(await lockedOfficer(), token)).statusCode).toBe(200);
  });

  it('marks the administration calls that change users', async () => {
    const { calls } = await import('../../../lib/api/calls');
    expect(calls.resetPassword.reauthenticate).toBe(true);
    expect(calls.unlockUser.reauthenticate).toBe(true);
    expect(calls.resetSecondFactor.reauthenticate).toBe(true);
  });
});

describe.each(engines())('REAUTHENTICATE_AFTER_MINUTES on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { REAUTHENTICATE_AFTER_MINUTES: '5' });
  });
  afterAll(() => server.close());

  it('asks again after the configured minutes', async () => {
    const admin = await server.login('agencyadmin');
    const id = await addUser(server.db, { userName: 'reauthcfg', agencyOri: DEMO_AGENCY.ori, role: 'Officer' });
    await setStatus(server.db, id, UserStatus.Locked);
    server.advance(5 * MINUTE + 1000);
    expect((await server.call('User/Unlock', { userId: id }, admin)).body.error.code).toBe('reauthentication_required');
  });
});
