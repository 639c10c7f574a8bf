import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, engines, startTestServer, type TestServer } from '../support/test-server';

/** Every line the server logs, as written. */
function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

describe.each(engines())('no token in the log on %s', (engine) => {
  let server: TestServer;
  const log = logCapture();

  beforeAll(async () => {
    server = await startTestServer(engine, { LOG_LEVEL: 'trace' }, { logStream: log.stream });
  });
  afterAll(() => server.close());

  /** Lines holding a secret, or even its first eight characters (a parser's message quotes ten). */
  const secretsIn = (secrets: string[]) =>
    log.lines.filter((line) => secrets.some((s) => line.includes(s.slice(0, 8))));

  it('logs a login link opened as /?token=... with its token redacted', async () => {
    const session = await server.login('officer');
    const link = new URL((await server.call('Account/CreateLoginLink', {}, session)).body.payload.url as string);
    const linkToken = link.searchParams.get('token') ?? '';
    expect(linkToken.length).toBeGreaterThan(20);
    const before = log.lines.length;

    await server.raw({ method: 'GET', url: `${link.pathname}${link.search}` });
    await server.raw({ method: 'GET', url: `/reports/working?showccbar=true&Token=${linkToken}` });
    await server.raw({ method: 'GET', url: `/?aid=crash-web&token=${encodeURIComponent(linkToken)}#x` });

    const requests = log.lines.slice(before).filter((l) => l.includes('incoming request'));
    expect(requests).toHaveLength(3);
    // The rest of the address is still there to read.
    expect(requests[0]).toContain('pid=crash');
    expect(requests[0]).toContain('token=[Redacted]');
    expect(requests[1]).toContain('showccbar=true');
    expect(secretsIn([linkToken, session])).toEqual([]);
  });

  it('never logs a session token sent in the body or headers, nor a link token or password sent in the body', async () => {
    const login = await server.call('Account/Login', { userName: 'officer', password: DEMO_PASSWORD });
    const session = login.body.payload.token as string;
    const linkRes = await server.call('Account/CreateLoginLink', {}, session);
    const linkToken = new URL(linkRes.body.payload.url as string).searchParams.get('token') ?? '';
    const exchanged = await server.call('Account/TokenAuthenticate', {
      applicationId: 'crash-web',
      providerId: 'crash',
      token: linkToken,
      type: 'link',
    });
    const linkSession = exchanged.body.payload.token as string;
    await server.call('Account/KeepAlive', {}, session);
    await server.call('Account/ChangePassword', { currentPassword: 'Wrong-Current-1', newPassword: 'x' }, session);
    await server.raw({ method: 'GET', url: '/API/Report/Print/1', headers: { authorization: `Bearer ${session}` } });
    await server.raw({
      method: 'GET',
      url: `/API/Attachment/Download/1?token=${session}`,
      headers: { cookie: `session=${session}` },
    });
    // Malformed JSON: a parser's message quotes the body it choked on.
    await server.raw({ url: '/API/Account/KeepAlive', body: `x{"identity":{"token":"${session}"}}` });
    await server.raw({ url: '/API/Account/KeepAlive', body: `x"${session}"` });
    await server.raw({ url: '/API/Account/KeepAlive', body: `{"identity":{"token":"${session}"}` });

    expect(log.lines.length).toBeGreaterThan(10);
    expect(secretsIn([session, linkToken, linkSession, DEMO_PASSWORD, 'Wrong-Current-1'])).toEqual([]);
  });
});
