import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dppaPurposes } from '../../../lib/api/dppa';
import { AuthEventType } from '../../../lib/auth/sign-in/auth-events';
import { LOGIN_LINK_TTL_MS } from '../../../lib/auth/sign-in/session-timing';
import { UserStatus } from '../../../lib/auth/user-status';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addUser, authEventsOf, countRows, setStatus } from '../support/db-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const APP = 'crash-web';

describe.each(engines())('token login through a one-time link on %s', (engine) => {
  let server: TestServer;
  let n = 0;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  /** A user of its own, signed in, and a link minted for it. */
  async function mintLink() {
    const userName = `linkuser${++n}`;
    const userId = await addUser(server.db, { userName, agencyOri: DEMO_AGENCY.ori, role: 'Officer' });
    const session = await server.call('Account/Login', { userName, password: 'Crash-Demo-2026' }, '', {
      applicationId: APP,
    });
    const res = await server.call('Account/CreateLoginLink', {}, session.body.payload.token);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.body.payload.url);
    return { userId, userName, url, res };
  }

  /** What the web app does with the link's query: TokenAuthenticate {applicationId, providerId, token, type}. */
  const exchange = (url: URL) =>
    server.call('Account/TokenAuthenticate', {
      applicationId: url.searchParams.get('aid'),
      providerId: url.searchParams.get('pid'),
      token: url.searchParams.get('token'),
      type: url.searchParams.get('type'),
    });
  const authorize = (token: string, purpose: string = dppaPurposes[0]) =>
    server.call('Account/Authorize', { acknowledged: true, purpose }, token);

  it('mints a link /?token=&pid=&type=&aid= for a signed-in user, and only for one', async () => {
    const { url, res } = await mintLink();
    expect(url.origin).toBe('http://localhost:8080');
    expect(url.pathname).toBe('/');
    expect([...url.searchParams.keys()].sort()).toEqual(['aid', 'pid', 'token', 'type']);
    expect(url.searchParams.get('token')).toBe(res.body.payload.token);
    expect(url.searchParams.get('token')!.length).toBeGreaterThanOrEqual(40);
    expect(url.searchParams.get('aid')).toBe(APP);
    const ttl = Date.parse(res.body.payload.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(LOGIN_LINK_TTL_MS - 10_000);
    expect(ttl).toBeLessThanOrEqual(LOGIN_LINK_TTL_MS);
    expect((await server.call('Account/CreateLoginLink', {})).statusCode).toBe(401);
    // Only a hash of the link token is stored.
    const links = await server.db.selectFrom('login_links').selectAll().execute();
    expect(JSON.stringify(links)).not.toContain(url.searchParams.get('token'));
  });

  it('exchanges the link for a session that owes the DPPA authorise step', async () => {
    const { url, userId, userName } = await mintLink();
    const res = await exchange(url);
    expect(res.statusCode).toBe(200);
    expect(res.body.payload).toEqual({
      loginStatus: 'DppaRequired',
      id: userId,
      token: expect.any(String),
      applicationId: APP,
      loginAdditionalInfo: { userName, dppaPurposes: [...dppaPurposes] },
    });
    const token = res.body.payload.token as string;
    expect(token).not.toBe(url.searchParams.get('token'));

    const blocked = await server.call('Agency/GetAgencyName', DEMO_AGENCY.ori, token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.body.error.message).toMatch(/DPPA/);
    expect((await server.call('Account/CreateLoginLink', {}, token)).statusCode).toBe(403);
    // The pending session can still read who it is.
    expect((await server.call('Account/GetCurrentUser', {}, token)).body.payload.id).toBe(userId);
  });

  it('activates the session on Authorize with the acknowledgement and a DPPA purpose, logging Login 1', async () => {
    const { url, userId } = await mintLink();
    const token = (await exchange(url)).body.payload.token as string;
    const purpose = dppaPurposes[1];
    const res = await authorize(token, purpose);
    expect(res.statusCode).toBe(200);
    expect(res.body.payload.token).toBe(token);
    expect(res.body.payload.user).toMatchObject({ id: userId, token, applicationId: APP });
    expect(res.body.payload.user.permissions.length).toBeGreaterThan(0);
    expect((await server.call('Agency/GetAgencyName', DEMO_AGENCY.ori, token)).statusCode).toBe(200);

    const events = await authEventsOf(server.db, userId);
    const last = events.at(-1)!;
    expect(last).toMatchObject({ event_type: AuthEventType.Login, outcome: 'success', application_id: APP });
    expect(last.detail).toContain(purpose);
    const session = await server.db
      .selectFrom('sessions')
      .select(['stage', 'dppa_purpose'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ stage: 'active', dppa_purpose: purpose });

    const again = await authorize(token);
    expect(again.statusCode).toBe(409);
  });

  it('refuses Authorize without the acknowledgement or with an unknown purpose (400), keeping the session pending', async () => {
    const { url } = await mintLink();
    const token = (await exchange(url)).body.payload.token as string;
    const unacknowledged = await server.call(
      'Account/Authorize',
      { acknowledged: false, purpose: dppaPurposes[0] },
      token,
    );
    expect(unacknowledged.statusCode).toBe(400);
    expect(unacknowledged.body.error.fieldErrors).toEqual([
      { path: 'payload.acknowledged', message: 'You must acknowledge the DPPA terms to continue.' },
    ]);
    const badPurpose = await authorize(token, 'Because I want to');
    expect(badPurpose.statusCode).toBe(400);
    expect(badPurpose.body.error.fieldErrors[0].path).toBe('payload.purpose');
    expect((await server.call('Agency/GetAgencyName', DEMO_AGENCY.ori, token)).statusCode).toBe(403);
    expect((await server.call('Account/Authorize', { acknowledged: true, purpose: dppaPurposes[0] })).statusCode).toBe(
      401,
    );
  });

  it('refuses a link used twice with 401 "already been used", and logs the failure', async () => {
    const { url, userId } = await mintLink();
    expect((await exchange(url)).statusCode).toBe(200);
    const sessions = await countRows(server.db, 'sessions');
    const reused = await exchange(url);
    expect(reused.statusCode).toBe(401);
    expect(reused.body.error.code).toBe('unauthorized');
    expect(reused.body.error.message).toMatch(/already been used/);
    expect(await countRows(server.db, 'sessions')).toBe(sessions);
    const last = (await authEventsOf(server.db, userId)).at(-1)!;
    expect(last).toMatchObject({
      event_type: AuthEventType.Login,
      outcome: 'failure',
      detail: 'token login: used link',
    });
  });

  it('refuses a link older than two minutes with 401 "expired", and logs the failure', async () => {
    const { url, userId } = await mintLink();
    server.advance(LOGIN_LINK_TTL_MS + 1000);
    const sessions = await countRows(server.db, 'sessions');
    const res = await exchange(url);
    expect(res.statusCode).toBe(401);
    expect(res.body.error.message).toMatch(/expired/);
    expect(await countRows(server.db, 'sessions')).toBe(sessions);
    const last = (await authEventsOf(server.db, userId)).at(-1)!;
    expect(last).toMatchObject({ outcome: 'failure', detail: 'token login: expired link' });
  });

  it('refuses an unknown link token with 401 and logs the attempt', async () => {
    const before = await countRows(server.db, 'auth_events');
    const res = await server.call('Account/TokenAuthenticate', {
      applicationId: APP,
      providerId: 'crash',
      token: 'no-such-link-token',
      type: 'link',
    });
    expect(res.statusCode).toBe(401);
    expect(res.body.error.message).toBe('This login link is not valid.');
    expect(await countRows(server.db, 'auth_events')).toBe(before + 1);
    const empty = await server.call('Account/TokenAuthenticate', {
      applicationId: APP,
      providerId: 'crash',
      token: '',
      type: 'link',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.error.fieldErrors[0].path).toBe('payload.token');
  });

  it('refuses the link of a user disabled after it was minted', async () => {
    const { url, userId } = await mintLink();
    await setStatus(server.db, userId, UserStatus.Disabled);
    const res = await exchange(url);
    expect(res.statusCode).toBe(401);
    expect(res.body.error.message).toMatch(/disabled/);
  });

  it('lets exactly one of two simultaneous exchanges of the same link succeed', async () => {
    const { url, userId } = await mintLink();
    const sessionsBefore = await server.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute();
    const results = await Promise.all([exchange(url), exchange(url)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const sessionsAfter = await server.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute();
    expect(sessionsAfter.length - sessionsBefore.length).toBe(1);
  });
});
