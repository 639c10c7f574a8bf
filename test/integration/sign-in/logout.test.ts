import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthEventType } from '../../../lib/auth/sign-in/auth-events';
import { authEventsOf, userIdOf } from '../support/db-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';

describe.each(engines())('Logout on %s', (engine) => {
  let server: TestServer;
  let officerId: number;

  beforeAll(async () => {
    server = await startTestServer(engine);
    officerId = await userIdOf(server.db, 'officer');
  });
  afterAll(() => server.close());

  const logoutEvents = async () =>
    (await authEventsOf(server.db, officerId)).filter((e) => e.event_type !== AuthEventType.Login);

  it('ends the session: the next call with its token gets 401', async () => {
    const token = await server.login('officer');
    expect((await server.call('Account/KeepAlive', {}, token)).statusCode).toBe(200);
    const res = await server.call('Logout', { userId: officerId, ipAddress: '10.1.2.3' }, token, {
      userId: officerId,
      agencyOri: 'IN0490000',
      applicationId: 'crash-web',
      versionId: '1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 'ok', payload: { loggedOut: true } });
    const after = await server.call('Account/KeepAlive', {}, token);
    expect(after.statusCode).toBe(401);
    expect(after.body.error.message).toMatch(/ended/);
    expect((await server.call('Logout', { userId: officerId }, token)).statusCode).toBe(401);
    const row = await server.db
      .selectFrom('sessions')
      .select(['ended_at', 'end_reason'])
      .where('user_id', '=', officerId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.ended_at).not.toBeNull();
    expect(row.end_reason).toBe('logout');
  });

  it('logs a Logout event (2) once, with time, user, IP and outcome', async () => {
    const before = (await logoutEvents()).length;
    const token = await server.login('officer');
    await server.call('Logout', { userId: officerId, ipAddress: '10.9.8.7' }, token);
    await server.call('Logout', { userId: officerId }, token);
    const events = (await logoutEvents()).slice(before);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      event_type: AuthEventType.Logout,
      user_id: officerId,
      user_name: 'officer',
      agency_ori: 'IN0490000',
      outcome: 'success',
    });
    expect(events[0]!.ip).toContain('10.9.8.7');
    expect(Math.abs(new Date(events[0]!.occurred_at).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('logs an Autologout event (3) when the app signs out on time-out', async () => {
    const before = (await logoutEvents()).length;
    const token = await server.login('officer');
    const res = await server.call('Logout', { userId: officerId, autoLogout: true }, token);
    expect(res.body.payload).toEqual({ loggedOut: true });
    const events = (await logoutEvents()).slice(before);
    expect(events.map((e) => e.event_type)).toEqual([AuthEventType.Autologout]);
    expect((await server.call('Account/KeepAlive', {}, token)).statusCode).toBe(401);
  });

  it('ends only the session it is given', async () => {
    const first = await server.login('officer');
    const second = await server.login('officer');
    await server.call('Logout', {}, first);
    expect((await server.call('Account/KeepAlive', {}, first)).statusCode).toBe(401);
    expect((await server.call('Account/KeepAlive', {}, second)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await server.call('Logout', { userId: officerId });
    expect(res.statusCode).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
  });
});
