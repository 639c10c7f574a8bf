import {
  intakeRejectionSchema,
  isSubmissionKey,
  receiptSchema,
  stateCaseNumberSchema,
  submissionReceiptSchema,
  submissionStatusSchema,
  type StateRepositoryReason,
} from '../../lib/state-repository/state-repository-answers';
import type { z } from 'zod/mini';
import type { ProviderLog } from './service-request';

/** Where accepted reports go (docs/state-repository.md); the server's config has it when STATE_REPOSITORY_URL is set. */
export interface StateRepositoryConfig {
  /** The protocol's base URL, without a trailing slash; it may carry a path. */
  url: string;
  /** Sent as `Authorization: Bearer <token>` on every request. */
  token: string;
  /** How long one request may take, answer read included. */
  timeoutMs: number;
}

/** Why nothing is sent without STATE_REPOSITORY_URL: what a held submission says. */
export const STATE_REPOSITORY_OFF_REASON =
  'Sending to the state repository is off: STATE_REPOSITORY_URL is not set on the server.';

/** The largest answer read: an answer of the protocol is a few kB at most. */
export const MAX_ANSWER_BYTES = 256 * 1024;

export type SubmitResult =
  { kind: 'receipt'; receipt: string } | { kind: 'rejected'; reasons: StateRepositoryReason[] };

export type SubmissionStatus =
  | { kind: 'pending' }
  | { kind: 'accepted'; stateCaseNumber: string }
  | { kind: 'rejected'; reasons: StateRepositoryReason[] };

export interface Submission {
  /** The NIEM XML document, sent as it is. */
  xml: string;
  /** `<uniqueIdentifier>:<version>` (submissionKey): the same key twice is one submission. */
  idempotencyKey: string;
  /** The state case number of the report this one replaces. */
  replaces?: string;
}

export interface StateRepository {
  submit(submission: Submission): Promise<SubmitResult>;
  status(receipt: string): Promise<SubmissionStatus>;
}

/**
 * What went wrong on the way: the repository could not be reached, did not answer in time, or
 * answered something that is not the protocol's. Nothing of such an answer is trusted.
 */
export type StateRepositoryFailureKind =
  'unreachable' | 'timeout' | 'refused-token' | 'http-status' | 'not-json' | 'too-large' | 'wrong-shape';

/**
 * The submission or the question did not get through and may be tried again as it is (the
 * Idempotency-Key makes a second submit safe). `message` is the short reason an administrator
 * reads; the log line has the details.
 */
export class StateRepositoryFailure extends Error {
  readonly retryable = true;

  constructor(
    readonly kind: StateRepositoryFailureKind,
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'StateRepositoryFailure';
  }
}

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/** Network error codes in words an administrator reads; the code itself goes to the log. */
const NETWORK_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  UND_ERR_SOCKET: 'connection closed',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ETIMEDOUT: 'connection timed out',
  UND_ERR_CONNECT_TIMEOUT: 'connection timed out',
};

/** What a failed fetch's cause says, e.g. ECONNREFUSED or a TLS certificate's error code. */
const networkCode = (error: unknown) =>
  (error as { cause?: { code?: unknown } }).cause?.code?.toString() ?? (error as Error).name;

/** The body, or null once it grows beyond `limit` bytes (the rest is not read). */
async function readLimited(response: Response, limit: number): Promise<Uint8Array | null> {
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The client side of docs/state-repository.md. */
export function stateRepository(config: StateRepositoryConfig, log: ProviderLog): StateRepository {
  const root = new URL(config.url).href.replace(/\/+$/, '');
  /** Origin and path only: a URL's user-info or query must not reach a log. */
  const logged = (url: URL) => `${url.origin}${url.pathname}`;
  const seconds = `${Math.round(config.timeoutMs / 100) / 10} s`;

  /**
   * One request. An answer whose status is one of `shapes` is read (JSON, at most
   * MAX_ANSWER_BYTES) and checked against that status's shape; anything else throws.
   */
  async function exchange<S extends Record<number, z.ZodMiniType>>(
    operation: 'submit' | 'status',
    url: URL,
    init: RequestInit,
    shapes: S,
    context: Record<string, string>,
  ): Promise<{ [K in keyof S]: { status: K; body: z.output<S[K]> } }[keyof S]> {
    const fail = (kind: StateRepositoryFailureKind, reason: string, detail: Record<string, unknown> = {}) => {
      log.warn(
        { service: 'state repository', operation, url: logged(url), ...context, failure: kind, ...detail },
        `state repository: ${reason}`,
      );
      return new StateRepositoryFailure(kind, `The state repository ${reason}.`, detail.status as number | undefined);
    };
    const signal = AbortSignal.timeout(config.timeoutMs);
    const timedOut = (error: unknown) => signal.aborted && (error as Error)?.name === 'TimeoutError';
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        headers: { ...init.headers, authorization: `Bearer ${config.token}`, accept: 'application/json' },
        // A redirect is not the protocol's answer, and following one would carry the token elsewhere.
        redirect: 'manual',
        signal,
      });
    } catch (error) {
      if (timedOut(error)) throw fail('timeout', `did not answer within ${seconds}`);
      const code = networkCode(error);
      throw fail('unreachable', `cannot be reached (${NETWORK_ERRORS[code] ?? code})`, { cause: code });
    }
    const status = response.status;
    const type = response.headers.get('content-type') ?? '';
    const schema = shapes[status];
    // A page where an answer should be (a proxy's login or maintenance page) says more than its status.
    if (!JSON_TYPE.test(type) && (schema || response.ok)) {
      await response.body?.cancel();
      const what = type.split(';')[0] || 'no content type';
      throw fail('not-json', `answered HTTP ${status} with ${what} instead of JSON`, { status });
    }
    if (!schema) {
      await response.body?.cancel();
      if (status === 401 || status === 403)
        throw fail('refused-token', `refused the token (HTTP ${status}); check STATE_REPOSITORY_TOKEN`, { status });
      throw fail('http-status', `answered HTTP ${status}`, { status });
    }
    let bytes: Uint8Array | null;
    try {
      bytes = await readLimited(response, MAX_ANSWER_BYTES);
    } catch (error) {
      if (timedOut(error)) throw fail('timeout', `did not finish its answer within ${seconds}`, { status });
      throw fail('unreachable', 'broke off its answer', { status, cause: networkCode(error) });
    }
    if (!bytes) throw fail('too-large', `answered more than ${MAX_ANSWER_BYTES / 1024} kB`, { status });
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      throw fail('not-json', `answered HTTP ${status} with JSON that cannot be read`, { status });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      // The issues name the fields that are wrong, never the values sent.
      const { issues } = parsed.error;
      const first = issues[0];
      const where = first?.path.length ? `${first.path.map(String).join('.')}: ` : '';
      throw fail(
        'wrong-shape',
        `answered HTTP ${status} with an answer of the wrong shape (${where}${first?.message})`,
        {
          status,
          issues: issues.slice(0, 3).map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
        },
      );
    }
    return { status, body: parsed.data } as never;
  }

  return {
    async submit({ xml, idempotencyKey, replaces }) {
      // Programming errors, not failures of the way: sending would never succeed.
      if (!isSubmissionKey(idempotencyKey)) throw new Error(`Not a submission key: ${idempotencyKey}`);
      if (replaces !== undefined && !stateCaseNumberSchema.safeParse(replaces).success)
        throw new Error(`Not a state case number: ${replaces}`);
      const url = new URL(`${root}/submissions`);
      const headers: Record<string, string> = {
        'content-type': 'application/xml',
        'idempotency-key': idempotencyKey,
      };
      if (replaces !== undefined) headers['x-replaces'] = replaces;
      const answer = await exchange(
        'submit',
        url,
        { method: 'POST', headers, body: xml },
        { 202: submissionReceiptSchema, 400: intakeRejectionSchema },
        { idempotencyKey },
      );
      return answer.status === 202
        ? { kind: 'receipt', receipt: answer.body.receipt }
        : { kind: 'rejected', reasons: answer.body.reasons };
    },

    async status(receipt) {
      if (!receiptSchema.safeParse(receipt).success) throw new Error(`Not a receipt: ${receipt}`);
      const url = new URL(`${root}/submissions/${encodeURIComponent(receipt)}`);
      const { body: answer } = await exchange(
        'status',
        url,
        { method: 'GET' },
        { 200: submissionStatusSchema },
        { receipt },
      );
      switch (answer.status) {
        case 'pending':
          return { kind: 'pending' };
        case 'accepted':
          return { kind: 'accepted', stateCaseNumber: answer.stateCaseNumber };
        case 'rejected':
          return { kind: 'rejected', reasons: answer.reasons };
      }
    },
  };
}
