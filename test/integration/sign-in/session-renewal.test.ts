import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TIMEOUT_MS } from '../../../lib/auth/sign-in/session-timing';
import { SESSION_RENEWAL_TOLERANCE_MS } from '../../../server/api/authenticate';
import { freshOfficerSession } from '../support/db-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';

describe.each(engines())('session renewal at most once per tolerance on %s', (engine) => {
  let server: TestServer;
  let n = 0;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  const freshSession = () => freshOfficerSession(server, `renew${++n}`);
  const stored = (userId: number) =>
    server.db
      .selectFrom('sessions')
      .select(['expires_at', 'last_seen_at'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
      .then((r) => ({ expiresAt: new Date(r.expires_at).getTime(), lastSeenAt: new Date(r.last_seen_at).getTime() }));
  const keepAlive = (token: string) => server.call('Account/KeepAlive', {}, token);

  it('leaves the row alone for calls within the tolerance and answers the expiry it enforces', async () => {
    const { userId, token } = await freshSession();
    const atLogin = await stored(userId);
    const res = await keepAlive(token);
    expect(res.statusCode).toBe(200);
    expect(await stored(userId)).toEqual(atLogin);
    expect(Date.parse(res.body.payload.sessionExpiresAt)).toBe(atLogin.expiresAt);
  });

  it('renews to the full time-out once the tolerance has passed', async () => {
    const { userId, token } = await freshSession();
    const atLogin = await stored(userId);
    server.advance(SESSION_RENEWAL_TOLERANCE_MS);
    const res = await keepAlive(token);
    const renewed = await stored(userId);
    expect(renewed.expiresAt - atLogin.expiresAt).toBeGreaterThanOrEqual(SESSION_RENEWAL_TOLERANCE_MS);
    expect(renewed.expiresAt - renewed.lastSeenAt).toBe(SESSION_TIMEOUT_MS);
    expect(Date.parse(res.body.payload.sessionExpiresAt)).toBe(renewed.expiresAt);
  });

  it('ends a session idle for the time-out after its last renewal, even after unrenewed calls', async () => {
    const { token } = await freshSession();
    expect((await keepAlive(token)).statusCode).toBe(200);
    server.advance(SESSION_TIMEOUT_MS + 1);
    expect((await keepAlive(token)).statusCode).toBe(401);
  });
});
