import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthEventType } from '../../../lib/auth/sign-in/auth-events';
import { SESSION_TIMEOUT_MS } from '../../../lib/auth/sign-in/session-timing';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { authEventsOf, freshOfficerSession } from '../support/db-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const MINUTE = 60_000;

describe.each(engines())('30-minute idle expiry with sliding renewal on %s', (engine) => {
  let server: TestServer;
  let n = 0;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  const freshSession = () => freshOfficerSession(server, `idle${++n}`);
  const keepAlive = (token: string) => server.call('Account/KeepAlive', {}, token);

  it('is still valid a few seconds before 30 idle minutes are up', async () => {
    const { token } = await freshSession();
    // The server clock is the real one plus the advance, so real time spent in between counts too.
    server.advance(SESSION_TIMEOUT_MS - 5000);
    expect((await keepAlive(token)).statusCode).toBe(200);
  });

  it('expires after 30 minutes and 1 ms idle: 401, and one Autologout (3) event', async () => {
    const { userId, token } = await freshSession();
    server.advance(SESSION_TIMEOUT_MS + 1);
    const res = await server.call('Agency/GetAgencyName', DEMO_AGENCY.ori, token);
    expect(res.statusCode).toBe(401);
    expect(res.body.error).toEqual({
      code: 'unauthorized',
      message: 'Your session expired after 30 minutes without activity. Sign in again.',
    });
    // Later calls are refused too, and the expiry is logged only once.
    expect((await keepAlive(token)).statusCode).toBe(401);
    expect((await server.call('Logout', {}, token)).statusCode).toBe(401);
    const autologouts = (await authEventsOf(server.db, userId)).filter(
      (e) => e.event_type === AuthEventType.Autologout,
    );
    expect(autologouts).toHaveLength(1);
    expect(autologouts[0]).toMatchObject({ outcome: 'success', user_name: `idle${n}`, agency_ori: DEMO_AGENCY.ori });
    expect(autologouts[0]!.ip).toBe('127.0.0.1');
    const session = await server.db
      .selectFrom('sessions')
      .select(['ended_at', 'end_reason'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(session.end_reason).toBe('expired');
    expect(session.ended_at).not.toBeNull();
  });

  it('stays alive past 30 minutes while calls come every 20 minutes (sliding renewal)', async () => {
    const { token } = await freshSession();
    for (let i = 0; i < 4; i++) {
      server.advance(20 * MINUTE);
      const res = await server.call('Agency/GetAgencyName', DEMO_AGENCY.ori, token);
      expect(res.statusCode, `call ${i + 1} after ${(i + 1) * 20} minutes`).toBe(200);
    }
    // 80 minutes after sign-in, and then idle for the full time-out: it expires.
    server.advance(SESSION_TIMEOUT_MS + 1);
    expect((await keepAlive(token)).statusCode).toBe(401);
  });

  it('renews on KeepAlive, which answers a later expiry each time', async () => {
    const { token } = await freshSession();
    const first = await keepAlive(token);
    expect(first.statusCode).toBe(200);
    const firstExpiry = Date.parse(first.body.payload.sessionExpiresAt);
    server.advance(25 * MINUTE);
    const second = await keepAlive(token);
    expect(second.statusCode).toBe(200);
    const secondExpiry = Date.parse(second.body.payload.sessionExpiresAt);
    expect(secondExpiry - firstExpiry).toBeGreaterThanOrEqual(25 * MINUTE);
    expect(secondExpiry - firstExpiry).toBeLessThan(26 * MINUTE);
    server.advance(25 * MINUTE);
    expect((await keepAlive(token)).statusCode).toBe(200);
  });

  it('renews the session row in the database on every call', async () => {
    const { userId, token } = await freshSession();
    const read = () =>
      server.db
        .selectFrom('sessions')
        .select(['expires_at', 'last_seen_at'])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
    const before = await read();
    server.advance(10 * MINUTE);
    await server.call('Agency/GetAgencyName', DEMO_AGENCY.ori, token);
    const after = await read();
    expect(new Date(after.expires_at).getTime() - new Date(before.expires_at).getTime()).toBeGreaterThanOrEqual(
      10 * MINUTE,
    );
    expect(new Date(after.expires_at).getTime() - new Date(after.last_seen_at).getTime()).toBe(SESSION_TIMEOUT_MS);
  });

  it('does not renew a session that a refused call presented after expiry', async () => {
    const { token } = await freshSession();
    server.advance(SESSION_TIMEOUT_MS + 1);
    expect((await keepAlive(token)).statusCode).toBe(401);
    server.advance(1);
    expect((await keepAlive(token)).statusCode).toBe(401);
  });
});
