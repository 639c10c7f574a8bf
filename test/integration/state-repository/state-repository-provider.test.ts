import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { submissionKey } from '../../../lib/state-repository/state-repository-answers';
import {
  StateRepositoryFailure,
  stateRepository,
  type StateRepository,
  type StateRepositoryFailureKind,
} from '../../../server/providers/state-repository';
import type { ProviderLog } from '../../../server/providers/service-request';
import { startStateRepositoryFake, type StateRepositoryFake } from '../../fakes/state-repository-fake';
import { findElements } from '../../fakes/xml-element-tree';
import { sampleCrashDocument } from './sample-crash-document';

const REPORT = '0f4c6a1e-1111-2222-3333-444455556666';
const LICENCE = /^[A-Z]\d{3}-\d{3}-\d{3}$/;
const YEAR = 2026;

/** The log lines the provider wrote, as pino would get them. */
function capturingLog() {
  const lines: { detail: Record<string, unknown>; message: string }[] = [];
  const warn = (detail: Record<string, unknown>, message: string) => void lines.push({ detail, message });
  return { lines, warn: warn as ProviderLog['warn'] };
}

/** The failure `promise` rejects with; a promise that resolves fails the test. */
async function failureOf(promise: Promise<unknown>): Promise<StateRepositoryFailure> {
  const error = await promise.then(
    (value) => {
      throw new Error(`expected a failure, got ${JSON.stringify(value)}`);
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StateRepositoryFailure);
  return error as StateRepositoryFailure;
}

describe('the state repository provider against the local fake', () => {
  let fake: StateRepositoryFake;
  let log: ReturnType<typeof capturingLog>;
  let repository: StateRepository;
  let version = 0;
  /** A key no earlier test used, so each test's submissions are its own. */
  const nextKey = () => submissionKey(REPORT, ++version);

  beforeAll(async () => {
    fake = await startStateRepositoryFake({ year: YEAR, slowMs: 2000 });
  });
  afterAll(async () => {
    await fake.stop();
  });
  beforeEach(async () => {
    await fake.reset();
    log = capturingLog();
    repository = stateRepository({ url: fake.url, token: fake.token, timeoutMs: 1000 }, log);
  });

  it('sends the document with its key and token to {url}/submissions and gets a receipt', async () => {
    const xml = sampleCrashDocument();
    const key = nextKey();
    expect(await repository.submit({ xml, idempotencyKey: key })).toEqual({ kind: 'receipt', receipt: 'SR-000001' });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/crash/v1/submissions',
      authorization: `Bearer ${fake.token}`,
      contentType: 'application/xml',
      idempotencyKey: key,
      replaces: undefined,
      body: xml,
      status: 202,
    });
    expect(log.lines).toEqual([]);
  });

  it('gets the same receipt for the same key, and the state holds one submission', async () => {
    const key = nextKey();
    const first = await repository.submit({ xml: sampleCrashDocument(), idempotencyKey: key });
    const again = await repository.submit({ xml: sampleCrashDocument(), idempotencyKey: key });
    expect(again).toEqual(first);
    expect(fake.requests.map((r) => r.status)).toEqual([202, 202]);
    expect(fake.submissionsFor(key)).toBe(1);
    const other = await repository.submit({ xml: sampleCrashDocument(), idempotencyKey: nextKey() });
    expect(other).not.toEqual(first);
    expect(fake.submissions).toHaveLength(2);
  });

  it('asks for the status by receipt: pending, then accepted with the state case number', async () => {
    fake.settings.pendingPolls = 2;
    const sent = await repository.submit({ xml: sampleCrashDocument(), idempotencyKey: nextKey() });
    const receipt = sent.kind === 'receipt' ? sent.receipt : '';
    expect(await repository.status(receipt)).toEqual({ kind: 'pending' });
    expect(await repository.status(receipt)).toEqual({ kind: 'pending' });
    expect(await repository.status(receipt)).toEqual({ kind: 'accepted', stateCaseNumber: `IN-${YEAR}-000001` });
    expect(await repository.status(receipt)).toEqual({ kind: 'accepted', stateCaseNumber: `IN-${YEAR}-000001` });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/crash/v1/submissions/${receipt}`,
      authorization: `Bearer ${fake.token}`,
    });
  });

  it('returns the reasons of a rejection at intake, each pointing at an element of the document sent', async () => {
    fake.settings.intakeRule = (document) =>
      findElements(document, (e) => e.name === 'j:DriverLicense' && !LICENCE.test(e.text)).map((e) => ({
        code: 'DRIVER-LICENSE-FORMAT',
        element: e.path,
        message: `The licence number ${e.text} is not in Indiana's format.`,
      }));
    const key = nextKey();
    expect(await repository.submit({ xml: sampleCrashDocument('12'), idempotencyKey: key })).toEqual({
      kind: 'rejected',
      reasons: [
        {
          code: 'DRIVER-LICENSE-FORMAT',
          element: '/cr:CrashReport/j:Crash/j:CrashVehicle[2]/j:CrashDriver/j:DriverLicense',
          message: "The licence number 12 is not in Indiana's format.",
        },
      ],
    });
    expect(fake.requests[0]?.status).toBe(400);
    expect(fake.submissionsFor(key)).toBe(0);
    expect(log.lines).toEqual([]);
  });

  it('returns the reasons when the state rejects a submission it took', async () => {
    fake.settings.pendingPolls = 0;
    fake.settings.reviewRule = (document) => [
      { code: 'DUPLICATE', element: document.path, message: 'This crash was reported already as IN-2026-000007.' },
    ];
    const sent = await repository.submit({ xml: sampleCrashDocument(), idempotencyKey: nextKey() });
    expect(sent.kind).toBe('receipt');
    expect(await repository.status(sent.kind === 'receipt' ? sent.receipt : '')).toEqual({
      kind: 'rejected',
      reasons: [{ code: 'DUPLICATE', element: '/cr:CrashReport', message: expect.stringContaining('IN-2026-000007') }],
    });
  });

  it('names the case a replacement replaces in X-Replaces', async () => {
    fake.settings.pendingPolls = 0;
    const first = await repository.submit({ xml: sampleCrashDocument(), idempotencyKey: nextKey() });
    const accepted = await repository.status(first.kind === 'receipt' ? first.receipt : '');
    const caseNumber = accepted.kind === 'accepted' ? accepted.stateCaseNumber : '';
    expect(caseNumber).toBe(`IN-${YEAR}-000001`);
    const replacement = await repository.submit({
      xml: sampleCrashDocument('D222-333-444'),
      idempotencyKey: nextKey(),
      replaces: caseNumber,
    });
    expect(replacement).toEqual({ kind: 'receipt', receipt: 'SR-000002' });
    expect(fake.requests.at(-1)?.replaces).toBe(caseNumber);
    expect(fake.submissions[1]?.replaces).toBe(caseNumber);
    // The fake checks the case exists, as a state would: the header really reached it.
    const unknown = await repository.submit({
      xml: sampleCrashDocument(),
      idempotencyKey: nextKey(),
      replaces: `IN-${YEAR}-999999`,
    });
    expect(unknown).toMatchObject({
      kind: 'rejected',
      reasons: [{ code: 'UNKNOWN-CASE', element: '/cr:CrashReport' }],
    });
  });

  it('refuses to send a malformed key, case number or receipt: sending would never succeed', async () => {
    await expect(repository.submit({ xml: '<a/>', idempotencyKey: REPORT })).rejects.toThrow('Not a submission key');
    await expect(repository.submit({ xml: '<a/>', idempotencyKey: nextKey(), replaces: 'IN 1' })).rejects.toThrow(
      'Not a state case number',
    );
    await expect(repository.status('../admin')).rejects.toThrow('Not a receipt');
    expect(fake.requests).toEqual([]);
  });

  it('fails retryably when the token is refused, naming the variable', async () => {
    const wrong = stateRepository({ url: fake.url, token: 'not-the-token', timeoutMs: 1000 }, log);
    const failure = await failureOf(wrong.submit({ xml: sampleCrashDocument(), idempotencyKey: nextKey() }));
    expect(failure).toMatchObject({ kind: 'refused-token', retryable: true, httpStatus: 401 });
    expect(failure.message).toBe('The state repository refused the token (HTTP 401); check STATE_REPOSITORY_TOKEN.');
    expect(fake.submissions).toEqual([]);
  });

  it('fails retryably on a receipt the state does not know (a status outside the protocol)', async () => {
    const failure = await failureOf(repository.status('SR-999999'));
    expect(failure).toMatchObject({ kind: 'http-status', httpStatus: 404 });
    expect(failure.message).toBe('The state repository answered HTTP 404.');
  });

  /** Each misbehaviour of the fake, the failure it must become and the start of its reason. */
  const misbehaviours: [Parameters<StateRepositoryFake['misbehave']>[0], StateRepositoryFailureKind, RegExp][] = [
    // Refused, or closed when the client had kept a connection open from before.
    ['stopped', 'unreachable', /^The state repository cannot be reached \(connection (refused|closed)\)\.$/],
    ['unavailable', 'http-status', /^The state repository answered HTTP 503\.$/],
    ['html', 'not-json', /^The state repository answered HTTP 20[02] with text\/html instead of JSON\.$/],
    ['broken-json', 'not-json', /^The state repository answered HTTP 20[02] with JSON that cannot be read\.$/],
    ['wrong-shape', 'wrong-shape', /^The state repository answered HTTP 20[02] with an answer of the wrong shape \(/],
    ['oversized', 'too-large', /^The state repository answered more than 256 kB\.$/],
    ['insane-token', 'wrong-shape', /(receipt|stateCaseNumber): A (receipt|state case number) must be letters/],
    ['slow', 'timeout', /^The state repository did not answer within 1 s\.$/],
    ['stalled', 'timeout', /^The state repository did not finish its answer within 1 s\.$/],
    ['redirect', 'http-status', /^The state repository answered HTTP 307\.$/],
  ];

  describe.each(['submit', 'status'] as const)('when the way breaks, %s', (operation) => {
    it.each(misbehaviours)('fails retryably when the fake is %s', async (mode, kind, reason) => {
      let receipt = '';
      if (operation === 'status') {
        const sent = await repository.submit({ xml: sampleCrashDocument(), idempotencyKey: nextKey() });
        receipt = sent.kind === 'receipt' ? sent.receipt : '';
      }
      await fake.misbehave(mode);
      const started = Date.now();
      const failure = await failureOf(
        operation === 'submit'
          ? repository.submit({ xml: sampleCrashDocument(), idempotencyKey: nextKey() })
          : repository.status(receipt),
      );
      expect(failure.kind).toBe(kind);
      expect(failure.retryable).toBe(true);
      expect(failure.message).toMatch(reason);
      // Bounded by the time-out, not by the fake's 2 s wait.
      expect(Date.now() - started).toBeLessThan(1800);
      // Nothing of the answer was taken: no submission beyond the one made before the failure.
      expect(fake.submissions).toHaveLength(operation === 'status' || mode === 'slow' ? 1 : 0);
      expect(log.lines).toHaveLength(1);
      expect(log.lines[0]).toMatchObject({
        message: `state repository: ${failure.message.replace(/^The state repository /, '').replace(/\.$/, '')}`,
        detail: {
          service: 'state repository',
          operation,
          url: expect.stringMatching(new RegExp(`^${fake.url.replace(/\./g, '\\.')}/submissions`)),
          failure: kind,
        },
      });
      expect(JSON.stringify(log.lines)).not.toContain(fake.token);
      // Nothing followed (a redirect) or sent again: the one request, besides the submit before a status.
      expect(fake.requests).toHaveLength((operation === 'status' ? 1 : 0) + (mode === 'stopped' ? 0 : 1));
    });
  });

  it('after a time-out, sends the same key again and gets the receipt of the one submission', async () => {
    const key = nextKey();
    await fake.misbehave('slow');
    await failureOf(repository.submit({ xml: sampleCrashDocument(), idempotencyKey: key }));
    await fake.misbehave('none');
    expect(await repository.submit({ xml: sampleCrashDocument(), idempotencyKey: key })).toEqual({
      kind: 'receipt',
      receipt: 'SR-000001',
    });
    expect(fake.submissionsFor(key)).toBe(1);
  });
});
