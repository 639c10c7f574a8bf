import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSession } from '../../../lib/bridge/session/app-session.fixture';
import { resolveAppUrl } from '../../../lib/bridge/session/app-url';
import { crashAppEntryUrl, LINK_REFUSED, NOT_SIGNED_IN } from '../../../lib/bridge/session/crash-app-entry';
import { parseStartupParams, WEB_APPLICATION_ID } from '../../../lib/auth/sign-in/login-link';
import { LOGIN_LINK_TTL_MS } from '../../../lib/auth/sign-in/session-timing';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addUser, countRows } from '../support/db-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';

/**
 * The extension's "Open crash app" against the real server: the background mints a one-time
 * link with the session it holds and opens the app with it. What the web app then does with
 * the link (TokenAuthenticate) is done here by hand.
 */
describe.each(engines())('the one-time sign-in link the extension opens, on %s', (engine) => {
  let server: TestServer;
  let n = 0;
  const appUrl = resolveAppUrl('http://localhost:8080/');

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  /** The server as the background's fetch reaches it. */
  const serverFetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const res = await server.inject({
      method: 'POST',
      url: url.pathname,
      payload: String(init?.body ?? ''),
      headers: { 'content-type': 'application/json' },
    });
    return new Response(res.body, { status: res.statusCode, headers: { 'content-type': 'application/json' } });
  };

  /** A signed-in officer of their own, as the app announced the session to the extension. */
  async function officerSession() {
    const userName = `extlink${++n}`;
    const userId = await addUser(server.db, { userName, agencyOri: DEMO_AGENCY.ori, role: 'Officer' });
    const token = await server.login(userName);
    return { userId, userName, session: testSession('2099-01-01T00:00:00.000Z', { token, userName }) };
  }

  /** What the web app does with the address: reads the startup parameters and exchanges the token. */
  async function openInApp(address: string) {
    const url = new URL(address);
    const params = parseStartupParams(url.search, url.hash, WEB_APPLICATION_ID).login!;
    return server.call('Account/TokenAuthenticate', {
      applicationId: params.aid,
      providerId: params.pid,
      token: params.token,
      type: params.type,
    });
  }

  it('opens the app with a link minted for the click that signs in the session user, and never carries the session token', async () => {
    const { userId, session } = await officerSession();
    const entry = await crashAppEntryUrl(appUrl, session, serverFetch);
    expect(entry.signedIn).toBe(true);
    expect(entry.url).not.toContain(session.token);
    const url = new URL(entry.url);
    expect(url.origin).toBe(appUrl.origin);
    // The parameters ride in the hash, which the browser sends to no server.
    expect(url.search).toBe('');
    expect([...new URLSearchParams(url.hash.slice(1)).keys()].sort()).toEqual(['aid', 'pid', 'token', 'type']);

    const res = await openInApp(entry.url);
    expect(res.statusCode).toBe(200);
    expect(res.body.payload).toMatchObject({
      loginStatus: 'DppaRequired',
      id: userId,
      applicationId: WEB_APPLICATION_ID,
    });
    expect(res.body.payload.token).not.toBe(session.token);
  });

  it('mints a new link for each click, and a link works once only', async () => {
    const { session } = await officerSession();
    const first = await crashAppEntryUrl(appUrl, session, serverFetch);
    const second = await crashAppEntryUrl(appUrl, session, serverFetch);
    expect(first.url).not.toBe(second.url);
    expect((await openInApp(first.url)).statusCode).toBe(200);
    const reused = await openInApp(first.url);
    expect(reused.statusCode).toBe(401);
    expect(reused.body.error.message).toMatch(/already been used/);
    expect((await openInApp(second.url)).statusCode).toBe(200);
  });

  it('makes a link that expires when not opened in time', async () => {
    const { session } = await officerSession();
    const entry = await crashAppEntryUrl(appUrl, session, serverFetch);
    server.advance(LOGIN_LINK_TTL_MS + 1000);
    const late = await openInApp(entry.url);
    expect(late.statusCode).toBe(401);
    expect(late.body.error.message).toMatch(/expired/);
  });

  it('needs a live session: none, or one signed out, opens the app to sign in there and mints nothing', async () => {
    const links = await countRows(server.db, 'login_links');
    expect(await crashAppEntryUrl(appUrl, null, serverFetch)).toEqual({
      url: appUrl.href,
      signedIn: false,
      reason: NOT_SIGNED_IN,
    });
    const { session, userId } = await officerSession();
    expect((await server.call('Logout', { userId }, session.token)).statusCode).toBe(200);
    expect(await crashAppEntryUrl(appUrl, session, serverFetch)).toEqual({
      url: appUrl.href,
      signedIn: false,
      reason: LINK_REFUSED,
    });
    const forged = testSession('2099-01-01T00:00:00.000Z', { token: 'not-a-session-token' });
    expect((await crashAppEntryUrl(appUrl, forged, serverFetch)).signedIn).toBe(false);
    expect(await countRows(server.db, 'login_links')).toBe(links);
  });
});
