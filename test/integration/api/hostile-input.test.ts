import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callList } from '../../../lib/api/calls';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { startLookupFakes, type LookupFakes } from '../../fakes/lookup-fakes';
import { addUser } from '../support/db-helpers';
import { batchExportRequests, downloadRequests, uploadRequests, type BinaryRequest } from './hostile-binary';
import { edgeSweepsFor } from './hostile-edges';
import { hostileValue, identitiesFor, jsonText, payloadsFor, sweepsFor, type Sweep } from './hostile-values';
import { StatusTally } from './status-tally';
import { engines, startTestServer, type TestServer } from '../support/test-server';

/** Fixed, so a failure is found again by running the test again. */
const SEED = 20_260_416;
/** Requests per call and session kind; kept modest so the test runs in about a minute per engine on a small machine. */
const RUNS_PER_CALL = 10;
/**
 * A sweep sends every call of the registry: it may take a second a call on a loaded machine. What
 * "in time" holds each answer to is ANSWER_WITHIN_MS; this only keeps a growing API from
 * outgrowing a fixed limit of the whole sweep.
 */
const SWEEP_TIMEOUT_MS = callList.length * 1000;
const RUNS_PER_BINARY_ROUTE = 60;
/** A request that takes longer is counted as a hang. */
const ANSWER_WITHIN_MS = 20_000;

/**
 * The test's own users, made after the demo ones: generated ids (1 to 4) name demo users, so a
 * generated password reset or lock-out never ends the sessions the test signs in with.
 */
const userNames = { officer: 'hostile-officer', stateadmin: 'hostile-stateadmin' } as const;
type Session = 'anonymous' | keyof typeof userNames;
const sessionKinds: Session[] = ['anonymous', 'officer', 'stateadmin'];
const JSON_TYPE = { 'content-type': 'application/json' };
/**
 * The exception log takes 30 reports a minute from one address, which the tests before spend: the
 * edge sweeps come from an address of their own, so their reports reach the schema.
 */
const EDGE_ADDRESS = '192.0.2.10';

describe.each(engines())('hostile input on %s', (engine) => {
  let server: TestServer;
  let fakes: LookupFakes;
  const tokens: Record<Session, string> = { anonymous: '', officer: '', stateadmin: '' };
  const tally = new StatusTally();
  const hangs: string[] = [];

  /** A session a generated call ended (Logout) is opened again, so later requests still reach the handlers. */
  async function tokenOf(kind: Session, check = true) {
    if (kind === 'anonymous') return '';
    const alive = check ? await server.call('Account/KeepAlive', {}, tokens[kind]) : { statusCode: 200 };
    if (alive.statusCode !== 200) tokens[kind] = await server.login(userNames[kind]);
    return tokens[kind];
  }

  async function send(route: string, request: BinaryRequest) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ANSWER_WITHIN_MS)));
    const res = await Promise.race([server.inject(request), timeout])
      .catch((error: Error) => ({ statusCode: 599, body: `inject failed: ${error.message}` }))
      .finally(() => clearTimeout(timer));
    if (!res) {
      hangs.push(`${route}: ${request.url}`);
      return null;
    }
    tally.add({ route, statusCode: res.statusCode, body: `${res.body} <- ${summarize(request)}` });
    return res;
  }

  beforeAll(async () => {
    fakes = await startLookupFakes();
    // Without PUBLIC_URL, login links are built from the client's identity.webServiceUrl.
    server = await startTestServer(engine, { ...fakes.env, PUBLIC_URL: undefined as unknown as string });
    await addUser(server.db, { userName: userNames.officer, agencyOri: DEMO_AGENCY.ori, role: 'Officer' });
    await addUser(server.db, {
      userName: userNames.stateadmin,
      agencyOri: DEMO_AGENCY.ori,
      role: 'State Administrator',
    });
    tokens.officer = await server.login(userNames.officer);
    tokens.stateadmin = await server.login(userNames.stateadmin);
    // Reports 1 and 2 exist, so generated ids reach the handlers' deeper checks.
    for (let i = 0; i < 2; i++) await server.call('Report/Create', {}, tokens.officer);
  });

  afterAll(async () => {
    process.stdout.write(`${await tally.record(`hostile-input-${engine}`)}\n`);
    await server?.close();
    await fakes?.stop();
  });

  it('says which field was refused and why, for each class of hostile input', async () => {
    const token = await tokenOf('officer');
    const errorOf = (res: { statusCode: number; body: { error: { message: string; fieldErrors?: unknown[] } } }) => ({
      status: res.statusCode,
      ...res.body.error,
    });
    expect(errorOf(await server.call('Report/Get', { id: 2 ** 31 }, token))).toMatchObject({
      status: 400,
      fieldErrors: [{ path: 'payload.id', message: 'Expected a number of at most 2147483647.' }],
    });
    const data = { Narrative: { NarrativeTxt: 'Unit 1\u0000 northbound' } };
    expect(errorOf(await server.call('Report/Save', { id: 1, version: 1, data }, token))).toMatchObject({
      status: 400,
      message:
        'Invalid request: payload.data.Narrative.NarrativeTxt: Text must not contain the NUL character (U+0000).',
    });
    expect(errorOf(await server.call('Report/QuickSearch', { text: 'Main\ud800' }, token))).toMatchObject({
      status: 400,
      fieldErrors: [{ path: 'payload.text', message: expect.stringMatching(/lone surrogate \(U\+D800\)/) }],
    });
    const link = await server.call('Account/CreateLoginLink', {}, token, { webServiceUrl: 'not a url' });
    expect(errorOf(link)).toMatchObject({
      status: 400,
      fieldErrors: [{ path: 'identity.webServiceUrl', message: 'webServiceUrl must be an http:// or https:// URL.' }],
    });

    const upload = (contentType: string, body: string) =>
      server.inject({
        method: 'POST',
        url: '/API/Attachment/Upload',
        headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
        payload: Buffer.from(body),
      });
    const part = '--b0\r\nContent-Disposition: form-data; name="reportId"\r\n\r\n1\r\n';
    for (const res of [
      await upload('multipart/form-data', `${part}--b0--\r\n`),
      await upload('multipart/form-data; boundary=other', `${part}--b0--\r\n`),
      await upload('multipart/form-data; boundary=b0', part.slice(0, 30)),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(
        /^The upload is not well-formed multipart\/form-data \(.+\)\. Send the fields/,
      );
    }
    const file = '--b0\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n\r\nhello\r\n';
    const bigId = await upload(
      'multipart/form-data; boundary=b0',
      `${part.replace('\n1\r', '\n2147483648\r')}${file}--b0--\r\n`,
    );
    expect(bigId.statusCode).toBe(400);
    expect(bigId.json().error.fieldErrors).toEqual([
      { path: 'reportId', message: 'A report number (1 to 2147483647) is required.' },
    ]);
    const print = await server.inject({
      url: '/API/Report/Print/2147483648',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(print.statusCode).toBe(404);
    const nul = await server.inject({
      url: '/API/Attachment/Download/a%00b',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(nul.json().error).toMatchObject({ fieldErrors: [{ path: 'params.id' }] });
  });

  it(
    'answers every call of the registry with a 4xx (or a 2xx), never a 5xx, and in time',
    async () => {
      for (const call of callList) {
        for (const kind of sessionKinds) {
          const token = await tokenOf(kind);
          const bodies = fc.oneof(
            { weight: 8, arbitrary: fc.record({ identity: identitiesFor(token), payload: payloadsFor(call.request) }) },
            { weight: 1, arbitrary: hostileValue },
          );
          await fc.assert(
            fc.asyncProperty(bodies, async (body) => {
              const url = `/API/${call.path}`;
              await send(call.path, {
                method: 'POST',
                url,
                headers: { 'content-type': 'application/json' },
                payload: Buffer.from(jsonText(body)),
              });
              return true;
            }),
            { seed: SEED, numRuns: RUNS_PER_CALL },
          );
        }
      }
      expect(hangs).toEqual([]);
      expect(tally.serverErrors).toEqual([]);
      expect(tally.total).toBe(callList.length * sessionKinds.length * RUNS_PER_CALL);
    },
    SWEEP_TIMEOUT_MS,
  );

  /**
   * Sends each swept payload as the state administrator (from `remoteAddress` when given), and
   * answers the refusals that did not name the swept field: a value the schema refuses must be
   * answered 400 at its path.
   */
  async function sendSweeps(path: string, sweeps: Sweep[], remoteAddress?: string): Promise<string[]> {
    const unnamed: string[] = [];
    for (const { payload, path: swept, refused } of sweeps) {
      const url = `/API/${path}`;
      const request = async (check: boolean) => {
        const body = Buffer.from(jsonText({ identity: { token: await tokenOf('stateadmin', check) }, payload }));
        return send(path, { method: 'POST', url, headers: JSON_TYPE, payload: body, remoteAddress });
      };
      // A swept Logout ends the session; the next request signs in again and is sent anew.
      let res = await request(false);
      if (res?.statusCode === 401) res = await request(true);
      if (!refused || !res) continue;
      // Refused by the schema or the text rule, with the field named, before any handler runs.
      const field = swept ? `payload.${swept}` : 'payload';
      const named = fieldErrorPaths(res.body).some((p) => p.startsWith(field));
      if (res.statusCode !== 400 || !named) unnamed.push(`${path} ${field}: ${res.statusCode} ${res.body}`);
    }
    return unnamed;
  }

  it(
    'answers a valid payload with any one field made hostile with a 4xx (or a 2xx), never a 5xx',
    async () => {
      let swept = 0;
      const unnamed: string[] = [];
      for (const call of callList) {
        const sweeps = sweepsFor(call.request, SEED);
        unnamed.push(...(await sendSweeps(call.path, sweeps)));
        swept += sweeps.length;
      }
      expect(unnamed).toEqual([]);
      expect(hangs).toEqual([]);
      expect(tally.serverErrors).toEqual([]);
      // Most calls have a payload the sampling finds valid; a schema it never satisfies is swept less.
      expect(swept).toBeGreaterThan(callList.length * 5);
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    'answers every number and date of every call at the edges of its column (int2, int4, int8, years 0 to 9999) with a 4xx (or a 2xx), never a 5xx',
    async () => {
      const unnamed: string[] = [];
      const unreached: string[] = [];
      const swept = new Set<string>();
      for (const call of callList) {
        const edges = edgeSweepsFor(call.request, SEED);
        unreached.push(...edges.unreached.map((input) => `${call.path} ${input}`));
        for (const s of edges.sweeps) swept.add(`${call.path} ${s.path}`);
        unnamed.push(...(await sendSweeps(call.path, edges.sweeps, EDGE_ADDRESS)));
      }
      expect(unnamed).toEqual([]);
      expect(hangs).toEqual([]);
      expect(tally.serverErrors).toEqual([]);
      // Every input was sent inside a payload otherwise valid, so each edge reached the handler.
      expect(unreached).toEqual([]);
      for (const input of [
        'Report/AdvancedSearch status',
        'Report/AdvancedSearch dateFrom',
        'CodeList/GetUpdated since',
        'Audit/AuthEvents dateFrom',
        'Audit/AdminEvents dateTo',
        'Audit/AuthEvents beforeId',
        'Submission/List beforeId',
        'Submission/Act id',
        'Submission/Events id',
      ]) {
        expect(swept).toContain(input);
      }
    },
    SWEEP_TIMEOUT_MS,
  );

  it('answers hostile ids, queries and multipart bodies of the binary routes with a 4xx (or a 2xx), never a 5xx, and in time', async () => {
    for (const kind of sessionKinds) {
      const token = await tokenOf(kind);
      for (const [name, requests] of [
        ['download and print', downloadRequests(token)],
        ['upload', uploadRequests(token)],
        ['batch export', batchExportRequests(token)],
      ] as const) {
        await fc.assert(
          fc.asyncProperty(requests, async (request) => {
            await send(`${request.method} ${name}`, request);
            return true;
          }),
          { seed: SEED, numRuns: RUNS_PER_BINARY_ROUTE },
        );
      }
    }
    expect(hangs).toEqual([]);
    expect(tally.serverErrors).toEqual([]);
  });
});

/** The paths an error answer names. */
function fieldErrorPaths(body: string): string[] {
  try {
    const fieldErrors = (JSON.parse(body) as { error?: { fieldErrors?: { path: string }[] } }).error?.fieldErrors;
    return (fieldErrors ?? []).map((e) => e.path);
  } catch {
    return [];
  }
}

/** A short, printable account of a request, to find a failing one again. */
function summarize(request: BinaryRequest): string {
  const body = request.payload?.toString('utf8') ?? '';
  return `${request.method} ${request.url} ${request.headers['content-type'] ?? ''} ${JSON.stringify(body.slice(0, 300))}`;
}
