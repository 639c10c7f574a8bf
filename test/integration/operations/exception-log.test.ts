import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_EXCEPTION_LIMIT } from '../../../lib/errors/exception-bounds';
import { engines, startTestServer, type TestServer } from '../support/test-server';
import { logLines } from './log-lines';

const report = {
  kind: 'render',
  release: '0.1.0',
  screen: '/reports/:id',
  requestId: 'web-0001',
  name: 'TypeError',
  message: "Cannot read properties of undefined (reading 'map')",
  stack:
    'at Section (http://localhost:8080/assets/editor-abc.js:1:200)\nat renderWithHooks (http://localhost:8080/assets/index-def.js:2:30)',
  count: 1,
};

describe.each(engines())('Log/Exception on %s', (engine) => {
  let server: TestServer;
  const log = logLines();
  let address = 0;
  /** Each test reports from an address of its own, so the per-address limit of one does not touch another. */
  const fresh = () => `10.0.0.${++address}`;
  const send = (body: unknown, remoteAddress: string, token = '') =>
    server.raw({
      url: '/API/Log/Exception',
      body: typeof body === 'string' ? body : JSON.stringify({ identity: { token }, payload: body }),
      remoteAddress,
    });
  const exceptions = () => log.lines.filter((line) => line.msg === 'exception in a browser');

  beforeAll(async () => {
    server = await startTestServer(engine, { LOG_LEVEL: 'info' }, { logStream: log.stream });
  });
  afterAll(() => server.close());

  it('logs a report without a session at warn with its request id, the release, the screen and the failed call', async () => {
    const res = await server.raw({
      url: '/API/Log/Exception',
      body: JSON.stringify({ identity: { token: '' }, payload: report }),
      headers: { 'x-request-id': 'report-1' },
      remoteAddress: fresh(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.payload).toEqual({ logged: true });
    const line = exceptions().find((l) => l.reqId === 'report-1');
    expect(line?.level).toBe(40);
    expect(line?.exception).toEqual({
      kind: 'render',
      release: '0.1.0',
      screen: '/reports/:id',
      failedRequestId: 'web-0001',
      name: 'TypeError',
      message: "Cannot read properties of undefined (reading '…')",
      stack: report.stack,
      count: 1,
    });
  });

  it('names the user of a live session', async () => {
    const token = await server.login('officer');
    const res = await send({ ...report, requestId: 'web-with-session' }, fresh(), token);
    expect(res.statusCode).toBe(200);
    const line = exceptions().find(
      (l) => (l.exception as { failedRequestId?: string }).failedRequestId === 'web-with-session',
    );
    expect((line?.exception as { userId?: number }).userId).toEqual(expect.any(Number));
  });

  it('never logs a field value a client put in the message or the stack', async () => {
    const res = await send(
      {
        ...report,
        requestId: 'web-values',
        message: 'Invalid VIN 1FTMW1T88MFA00001 for "John Q Public" at jqp@example.org',
        stack:
          'TypeError: Invalid VIN 1FTMW1T88MFA00001 for "John Q Public"\n    at f (http://localhost:8080/reports/12?case=2024-0042:1:2)',
      },
      fresh(),
    );
    expect(res.statusCode).toBe(200);
    const line = JSON.stringify(
      exceptions().find((l) => (l.exception as { failedRequestId?: string }).failedRequestId === 'web-values'),
    );
    for (const value of ['1FTMW1T88MFA00001', 'John', 'jqp@example.org', '2024-0042', 'case='])
      expect(line).not.toContain(value);
  });

  it.each([
    ['a body that is not JSON', '{"identity":', 400],
    ['no payload', JSON.stringify({ identity: {} }), 400],
    ['a screen with a query', { ...report, screen: '/reports/12?case=1' }, 400],
    ['an unknown kind', { ...report, kind: 'panic' }, 400],
    ['a message past its bound', { ...report, message: 'x'.repeat(501) }, 400],
    ['a request id with spaces', { ...report, requestId: 'a b' }, 400],
    ['a body past 16 KB', { ...report, stack: 'at x\n'.repeat(5000) }, 413],
  ])('refuses %s', async (_what, body, status) => {
    const before = exceptions().length;
    const res = await send(body, fresh());
    expect(res.statusCode).toBe(status);
    expect(exceptions().length).toBe(before);
  });

  it('refuses a flood from one address with 429 and goes on taking others and answering every call', async () => {
    const flooder = fresh();
    const answers = [];
    for (let i = 0; i < SERVER_EXCEPTION_LIMIT.perAddress + 20; i += 1)
      answers.push((await send(report, flooder)).statusCode);
    expect(answers.slice(0, SERVER_EXCEPTION_LIMIT.perAddress).every((s) => s === 200)).toBe(true);
    expect(answers.slice(SERVER_EXCEPTION_LIMIT.perAddress).every((s) => s === 429)).toBe(true);
    const refused = await send(report, flooder);
    expect(refused.headers['retry-after']).toEqual(expect.any(String));
    expect(refused.body.error.code).toBe('too_many_requests');

    expect((await send(report, fresh())).statusCode).toBe(200);
    expect((await server.raw({ method: 'GET', url: '/API/health' })).statusCode).toBe(200);
  });

  it('drops, unlogged, what everyone sends past the per-process bound in a window', async () => {
    const answers: unknown[] = [];
    // Addresses within their own bound, so only the process's bound is reached.
    for (let n = 0; answers.length < SERVER_EXCEPTION_LIMIT.perProcess + 5; n += 1) {
      const from = fresh();
      for (let i = 0; i < 25; i += 1) answers.push((await send(report, from)).body.payload?.logged);
    }
    const logged = exceptions().length;
    expect(answers.at(-1)).toBe(false);
    expect((await send(report, fresh())).body.payload).toEqual({ logged: false });
    expect(exceptions().length).toBe(logged);
  }, 120_000);
});
