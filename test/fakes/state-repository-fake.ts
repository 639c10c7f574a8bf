import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  isSubmissionKey,
  receiptSchema,
  stateCaseNumberSchema,
  type StateRepositoryReason,
} from '../../lib/state-repository/state-repository-answers';
import { readXmlTree, type XmlElement } from './xml-element-tree';

/**
 * How the fake fails, so tests can see every way the road to a state repository breaks:
 * - none: it speaks the protocol;
 * - stopped: nothing listens on its port (connection refused);
 * - unavailable: 503 with an HTML page, as a proxy in front of a stopped service answers;
 * - html: 200 with an HTML page (a login or maintenance page);
 * - broken-json: the protocol's status, JSON that does not parse;
 * - wrong-shape: the protocol's status, JSON of another shape;
 * - oversized: the protocol's status and a valid answer of 1 MB, sent in chunks without a length;
 * - insane-token: a receipt, or a state case number, that is no sane token;
 * - slow: takes the submission, then answers after `slowMs`;
 * - stalled: sends the protocol's status and headers, then nothing of the body;
 * - redirect: 307 to another path of its own (a client must not follow it with its token).
 */
export const MISBEHAVIOURS = [
  'none',
  'stopped',
  'unavailable',
  'html',
  'broken-json',
  'wrong-shape',
  'oversized',
  'insane-token',
  'slow',
  'stalled',
  'redirect',
] as const;
export type StateRepositoryMisbehaviour = (typeof MISBEHAVIOURS)[number];

/** A test's rule over a submitted document: the reasons to refuse it, none to take it. */
export type SubmissionRule = (
  document: XmlElement,
  submission: { key: string; replaces?: string },
) => StateRepositoryReason[];

export interface StateRepositoryFakeOptions {
  /** The bearer token it takes (default state-repository-test-token). */
  token?: string;
  /** The protocol's path on the fake (default /crash/v1), so clients are tried on a URL with a path. */
  basePath?: string;
  /** 0 (the default): a free port. */
  port?: number;
  /** How many status questions a submission answers pending before it is decided (default 1). */
  pendingPolls?: number;
  /** Refuses a submission at intake (400) when it gives reasons. */
  intakeRule?: SubmissionRule;
  /** Rejects a submission when it is decided (status rejected) when it gives reasons. */
  reviewRule?: SubmissionRule;
  /** How long `slow` waits before it answers (default 5 s). */
  slowMs?: number;
  /** The year in the state case numbers (default this year). */
  year?: number;
}

/** One request as it arrived, and the status it was answered with. */
export interface RecordedRequest {
  method: string;
  /** Path and query as requested. */
  path: string;
  authorization?: string;
  contentType?: string;
  idempotencyKey?: string;
  replaces?: string;
  body: string;
  /** 0 while no answer was sent. */
  status: number;
}

/** A submission the fake took at intake. */
export interface FakeSubmission {
  receipt: string;
  key: string;
  xml: string;
  replaces?: string;
  /** Status questions asked so far. */
  polls: number;
  decision?: { status: 'accepted'; stateCaseNumber: string } | { status: 'rejected'; reasons: StateRepositoryReason[] };
}

export interface StateRepositoryFake {
  /** The protocol's base URL, path included: STATE_REPOSITORY_URL. */
  url: string;
  token: string;
  /** Every request received, oldest first. */
  requests: RecordedRequest[];
  /** Every submission taken, oldest first: one per key however often it was sent. */
  submissions: FakeSubmission[];
  /** How many distinct submissions the fake holds for a key (a resent key stays 1). */
  submissionsFor(key: string): number;
  /** The rules, polls and wait in force; a test may change them between requests. */
  settings: Required<Pick<StateRepositoryFakeOptions, 'pendingPolls' | 'slowMs'>> &
    Pick<StateRepositoryFakeOptions, 'intakeRule' | 'reviewRule'>;
  misbehaviour: StateRepositoryMisbehaviour;
  misbehave(mode: StateRepositoryMisbehaviour): Promise<void>;
  /** Forgets requests and submissions, takes the settings it started with, and speaks the protocol again. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

/** The largest document taken: far above a crash report's. */
const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
const HTML_PAGE = '<!DOCTYPE html><html><head><title>Maintenance</title></head><body>Back soon.</body></html>';

const header = (request: http.IncomingMessage, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

async function readBody(request: http.IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_DOCUMENT_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** A state crash repository on 127.0.0.1 speaking docs/state-repository.md. */
export async function startStateRepositoryFake(options: StateRepositoryFakeOptions = {}): Promise<StateRepositoryFake> {
  const token = options.token ?? 'state-repository-test-token';
  const basePath = (options.basePath ?? '/crash/v1').replace(/\/+$/, '');
  const year = options.year ?? new Date().getFullYear();
  const requests: RecordedRequest[] = [];
  const submissions: FakeSubmission[] = [];
  const byKey = new Map<string, FakeSubmission>();
  const byReceipt = new Map<string, FakeSubmission>();
  const issuedCaseNumbers = new Set<string>();
  const waits = new Set<NodeJS.Timeout>();
  const initialSettings: StateRepositoryFake['settings'] = {
    pendingPolls: options.pendingPolls ?? 1,
    slowMs: options.slowMs ?? 5000,
    intakeRule: options.intakeRule,
    reviewRule: options.reviewRule,
  };
  const settings = { ...initialSettings };
  let misbehaviour: StateRepositoryMisbehaviour = 'none';

  /** The protocol's answer to one request: status and JSON. */
  type Answer = { status: number; json: unknown; headers?: Record<string, string> };

  function intake(recorded: RecordedRequest, body: Buffer): Answer {
    const key = recorded.idempotencyKey;
    if (!/^application\/xml\s*(;|$)/i.test(recorded.contentType ?? ''))
      return { status: 415, json: { message: 'Content-Type must be application/xml' } };
    if (!key || !isSubmissionKey(key))
      return { status: 400, json: { message: 'Idempotency-Key must be <uniqueIdentifier>:<version>' } };
    if (recorded.replaces !== undefined && !stateCaseNumberSchema.safeParse(recorded.replaces).success)
      return { status: 400, json: { message: 'X-Replaces must be a state case number' } };
    const known = byKey.get(key);
    if (known) return { status: 202, json: { receipt: known.receipt } };
    const xml = body.toString('utf8');
    let document: XmlElement;
    try {
      document = readXmlTree(xml);
    } catch (error) {
      return { status: 400, json: { reasons: [{ code: 'NOT-XML', element: '/', message: (error as Error).message }] } };
    }
    const reasons: StateRepositoryReason[] = [];
    if (recorded.replaces !== undefined && !issuedCaseNumbers.has(recorded.replaces))
      reasons.push({
        code: 'UNKNOWN-CASE',
        element: document.path,
        message: `No crash report ${recorded.replaces} to replace.`,
      });
    reasons.push(...(settings.intakeRule?.(document, { key, replaces: recorded.replaces }) ?? []));
    // A refused document is not kept: the same key sent again is examined afresh.
    if (reasons.length > 0) return { status: 400, json: { reasons } };
    const submission: FakeSubmission = {
      receipt: `SR-${String(submissions.length + 1).padStart(6, '0')}`,
      key,
      xml,
      ...(recorded.replaces === undefined ? {} : { replaces: recorded.replaces }),
      polls: 0,
    };
    submissions.push(submission);
    byKey.set(key, submission);
    byReceipt.set(submission.receipt, submission);
    return { status: 202, json: { receipt: submission.receipt } };
  }

  function decide(submission: FakeSubmission): NonNullable<FakeSubmission['decision']> {
    const document = readXmlTree(submission.xml);
    const reasons = settings.reviewRule?.(document, { key: submission.key, replaces: submission.replaces }) ?? [];
    if (reasons.length > 0) return { status: 'rejected', reasons };
    const stateCaseNumber = `IN-${year}-${String(issuedCaseNumbers.size + 1).padStart(6, '0')}`;
    issuedCaseNumbers.add(stateCaseNumber);
    return { status: 'accepted', stateCaseNumber };
  }

  function status(receipt: string): Answer {
    const submission = receiptSchema.safeParse(receipt).success ? byReceipt.get(receipt) : undefined;
    if (!submission) return { status: 404, json: { message: `No submission ${receipt}` } };
    submission.polls += 1;
    if (submission.polls <= settings.pendingPolls && !submission.decision)
      return { status: 200, json: { status: 'pending' } };
    submission.decision ??= decide(submission);
    return { status: 200, json: submission.decision };
  }

  /** What the protocol answers; null for a path outside it. */
  function answer(recorded: RecordedRequest, body: Buffer | null): Answer {
    const path = new URL(recorded.path, 'http://fake').pathname;
    if (path !== `${basePath}/submissions` && !path.startsWith(`${basePath}/submissions/`))
      return { status: 404, json: { message: 'Not found' } };
    if (recorded.authorization !== `Bearer ${token}`)
      return {
        status: 401,
        json: { message: 'A bearer token is required' },
        headers: { 'www-authenticate': 'Bearer' },
      };
    if (path === `${basePath}/submissions`) {
      if (recorded.method !== 'POST') return { status: 405, json: { message: 'POST only' } };
      if (!body) return { status: 413, json: { message: `Documents are at most ${MAX_DOCUMENT_BYTES} bytes` } };
      return intake(recorded, body);
    }
    if (recorded.method !== 'GET') return { status: 405, json: { message: 'GET only' } };
    return status(decodeURIComponent(path.slice(`${basePath}/submissions/`.length)));
  }

  /** A misbehaving answer; the request is not taken. Where a status is sent, it is the one a taken request would get. */
  function misbehavingSend(response: http.ServerResponse, isSubmit: boolean) {
    const ok = isSubmit ? 202 : 200;
    const json = (status: number, text: string) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(text);
    switch (misbehaviour) {
      case 'unavailable':
        return response.writeHead(503, { 'content-type': 'text/html' }).end(HTML_PAGE);
      case 'html':
        return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(HTML_PAGE);
      case 'broken-json':
        return json(ok, '{"receipt": "SR-0');
      case 'wrong-shape':
        return json(ok, JSON.stringify(isSubmit ? { id: 'SR-000001' } : { status: 'done' }));
      case 'insane-token':
        return json(
          ok,
          JSON.stringify(
            isSubmit ? { receipt: '../../admin' } : { status: 'accepted', stateCaseNumber: 'IN 2026 <b>1</b>' },
          ),
        );
      case 'redirect':
        return response.writeHead(307, { location: `${basePath}/moved` }).end();
      case 'stalled':
        return response.writeHead(ok, { 'content-type': 'application/json' }).flushHeaders();
      case 'oversized': {
        response.writeHead(ok, { 'content-type': 'application/json' });
        response.write('{"receipt": "SR-000001", "padding": "');
        const chunk = 'x'.repeat(64 * 1024);
        for (let i = 0; i < 16; i++) response.write(chunk);
        return response.end('"}');
      }
    }
  }

  const server = http.createServer((request, response) => {
    void (async () => {
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path: request.url ?? '/',
        authorization: header(request, 'authorization'),
        contentType: header(request, 'content-type'),
        idempotencyKey: header(request, 'idempotency-key'),
        replaces: header(request, 'x-replaces'),
        body: '',
        status: 0,
      };
      requests.push(recorded);
      const body = await readBody(request);
      recorded.body = body?.toString('utf8') ?? '';
      const mode = misbehaviour;
      response.on('finish', () => (recorded.status = response.statusCode));
      if (mode !== 'none' && mode !== 'slow') return misbehavingSend(response, recorded.method === 'POST');
      // A slow repository still takes the submission: the client gave up, not the repository.
      const proper = answer(recorded, body);
      const send = () =>
        response
          .writeHead(proper.status, { 'content-type': 'application/json; charset=utf-8', ...proper.headers })
          .end(JSON.stringify(proper.json));
      if (mode === 'none') return send();
      const wait = setTimeout(() => {
        waits.delete(wait);
        if (!response.destroyed) send();
      }, settings.slowMs);
      waits.add(wait);
    })().catch((error: unknown) => {
      if (!response.headersSent)
        response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: String(error) }));
    });
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as AddressInfo).port);
      });
    });
  const close = () =>
    new Promise<void>((resolve, reject) => {
      for (const wait of waits) clearTimeout(wait);
      waits.clear();
      if (!server.listening) return resolve();
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });

  const port = await listen(options.port ?? 0);

  const misbehave = async (mode: StateRepositoryMisbehaviour) => {
    if (mode === 'stopped' && server.listening) await close();
    if (mode !== 'stopped' && !server.listening) await listen(port);
    misbehaviour = mode;
  };

  return {
    url: `http://127.0.0.1:${port}${basePath}`,
    token,
    requests,
    submissions,
    submissionsFor: (key) => submissions.filter((s) => s.key === key).length,
    settings,
    get misbehaviour() {
      return misbehaviour;
    },
    misbehave,
    async reset() {
      requests.length = 0;
      submissions.length = 0;
      byKey.clear();
      byReceipt.clear();
      issuedCaseNumbers.clear();
      Object.assign(settings, initialSettings);
      await misbehave('none');
    },
    stop: close,
  };
}

/** `npx tsx test/fakes/state-repository-fake.ts --port 4010 --token t`: a fake to try the server against by hand. */
async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4010' },
      token: { type: 'string', default: 'state-repository-test-token' },
      path: { type: 'string', default: '/crash/v1' },
      pending: { type: 'string', default: '1' },
      misbehave: { type: 'string', default: 'none' },
    },
  });
  const mode = values.misbehave as StateRepositoryMisbehaviour;
  if (!MISBEHAVIOURS.includes(mode)) throw new Error(`--misbehave must be one of ${MISBEHAVIOURS.join(', ')}`);
  const fake = await startStateRepositoryFake({
    port: Number(values.port),
    token: values.token,
    basePath: values.path,
    pendingPolls: Number(values.pending),
  });
  await fake.misbehave(mode);
  process.stdout.write(`${fake.url}\n`);
  process.stderr.write(
    `State repository fake: STATE_REPOSITORY_URL=${fake.url} STATE_REPOSITORY_TOKEN=${fake.token}; Ctrl-C ends it.\n`,
  );
  const end = () => void fake.stop().then(() => process.exit(0));
  process.once('SIGINT', end);
  process.once('SIGTERM', end);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
