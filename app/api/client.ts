import type { CallDefinition, CallRequest, CallResponse } from '../../lib/api/define-call';
import type { ErrorCode, FieldError, Identity } from '../../lib/api/envelope';
import { REQUEST_ID_HEADER } from '../../lib/api/request-id';
import { findUnsafeInput } from '../../lib/validation/input-rules/safe-text';
import { CALL_TIMEOUT_MS } from '../../lib/ui/ui-constants';
import { createStore } from 'zustand/vanilla';

const NO_ANSWER = `The server did not answer within ${CALL_TIMEOUT_MS / 1000} seconds. Check your connection and try again.`;

/** An error answered by the API (or the network), with the message to show the user. */
export class ApiClientError extends Error {
  constructor(
    readonly code: ErrorCode | 'network',
    message: string,
    readonly httpStatus: number,
    readonly fieldErrors: FieldError[] = [],
    /** The X-Request-Id of the call, which the server's log lines of it carry. */
    readonly requestId = lastCallRequestId(),
  ) {
    super(message);
  }
}

/** 128 random bits in hex; getRandomValues, unlike randomUUID, works on a plain-HTTP intranet address too. */
function newRequestId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The X-Request-Id of the last call sent: an exception report names it when no failed call is at hand. */
export const lastCallRequestId = (): string | undefined => client.getState().lastRequestId;

/**
 * What a failed call's refusal says (the server's or the network's), or null for any other error:
 * the one place outside the client that tells the two apart, so a screen reads the refusal's
 * code, status and fields without knowing the error's class. The sync's policy reads it too
 * (lib/offline/sync-policy.ts).
 */
export function describeCallError(error: unknown) {
  return error instanceof ApiClientError
    ? {
        message: error.message,
        fieldErrors: error.fieldErrors,
        code: error.code,
        httpStatus: error.httpStatus,
        requestId: error.requestId,
      }
    : null;
}

export interface ClientHooks {
  identity: () => Identity;
  /** Called after every successful authenticated call that slid the session's expiry (renewsSession). */
  onActivity: () => void;
  /** Called when the server says the session is gone (401 on an authenticated call). */
  onUnauthorized: (message: string) => void;
  /**
   * Asks the user to prove who they are again (the re-authentication dialog): true once they have,
   * false when they cancel; null when no one can be asked now, and a reauthentication_required
   * answer is an error like any other.
   */
  reauthenticate: (message: string) => Promise<boolean> | null;
  /** Told when a call could not reach the server, so the connection is tested now (app/connectivity). */
  onNoConnection?: () => void;
}

/**
 * The client as the app's root configured it (configureClient), and the last call it sent. A
 * store, because callApi is a function every feature imports rather than an object handed down.
 */
const client = createStore<{ hooks: ClientHooks; lastRequestId: string | undefined }>()(() => ({
  hooks: {
    identity: () => ({ token: '' }),
    onActivity: () => undefined,
    onUnauthorized: () => undefined,
    reauthenticate: () => null,
  },
  lastRequestId: undefined,
}));

const hooks = () => client.getState().hooks;

/** Called by the app's root (app/app-root.tsx), once, with the session's identity and what it does with the answers. */
export function configureClient(next: ClientHooks) {
  client.setState({ hooks: next });
}

/**
 * The request of a call, as callApi sends it; `identity` defaults to the signed-in session's. Text
 * the server would refuse (NUL, a lone surrogate, nesting too deep) is refused here with the
 * server's own message and path, without a round trip.
 */
export function sendCall(path: string, payload: unknown, identity: Identity = hooks().identity()): Promise<Response> {
  const unsafe = findUnsafeInput({ identity, payload });
  if (unsafe) {
    const message = `Invalid request: ${unsafe.path}: ${unsafe.message}`;
    return Promise.reject(new ApiClientError('validation', message, 400, [unsafe]));
  }
  // A connection that drops requests without a word would leave the call (and a save waiting
  // behind it) pending for ever: past this, it failed to connect and is tried again later.
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new DOMException(NO_ANSWER, 'TimeoutError')), CALL_TIMEOUT_MS);
  // Each call is named, so its log lines on the server can be found from the browser's side.
  const requestId = newRequestId();
  client.setState({ lastRequestId: requestId });
  return fetch(`/API/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [REQUEST_ID_HEADER]: requestId },
    body: JSON.stringify({ identity, payload }),
    signal: abort.signal,
  }).finally(() => clearTimeout(timer));
}

/**
 * Calls POST /API/<path> with the envelope and returns the payload, validated by the call's schema.
 * A sensitive call the server refuses for an old proof of identity (reauthentication_required) is
 * sent again once after the user confirms their password; when they cancel, the refusal stands.
 */
export async function callApi<C extends CallDefinition>(call: C, payload: CallRequest<C>): Promise<CallResponse<C>> {
  try {
    return await answerOf(call, sendCall(call.path, payload));
  } catch (error) {
    const asked = error instanceof ApiClientError && error.code === 'reauthentication_required';
    const proven = asked ? hooks().reauthenticate(error.message) : null;
    if (!proven || !(await proven)) throw error;
    return answerOf(call, sendCall(call.path, payload));
  }
}

/** The payload of a call already sent (sendCall), read and checked exactly as callApi does. */
export async function answerOf<C extends CallDefinition>(call: C, sent: Promise<Response>): Promise<CallResponse<C>> {
  let response: Response;
  try {
    response = await sent;
  } catch (error) {
    if (error instanceof ApiClientError) throw error;
    hooks().onNoConnection?.();
    if (error instanceof DOMException && error.name === 'TimeoutError')
      throw new ApiClientError('network', NO_ANSWER, 0);
    throw new ApiClientError('network', 'The server cannot be reached. Check your connection and try again.', 0);
  }
  const body = (await response.json().catch(() => null)) as {
    status?: string;
    payload?: unknown;
    error?: { code: ErrorCode; message: string; fieldErrors?: FieldError[] };
  } | null;
  if (response.ok && body?.status === 'ok') {
    if (call.access !== 'public' && call.renewsSession !== false) hooks().onActivity();
    return call.response.parse(body.payload) as CallResponse<C>;
  }
  const error = body?.error;
  const clientError = new ApiClientError(
    error?.code ?? 'internal',
    error?.message ?? `The server answered ${response.status}.`,
    response.status,
    error?.fieldErrors ?? [],
    response.headers.get(REQUEST_ID_HEADER) ?? lastCallRequestId(),
  );
  if (response.status === 401 && call.access !== 'public') hooks().onUnauthorized(clientError.message);
  throw clientError;
}

/** The call did not reach the server, or got no answer: work that can wait for the network may. */
export const isNetworkFailure = (e: unknown): boolean => e instanceof ApiClientError && e.code === 'network';

/** What a failed call says to the user: the server's words, or `fallback` when it gave none. */
export const messageOf = (e: unknown, fallback: string) => (e instanceof ApiClientError ? e.message : fallback);

/**
 * The field a refusal's field error names, as a form names it: its path without the call's
 * `payload.` ('payload.roleIds.0' is 'roleIds.0'); '' for the payload as a whole.
 */
export const fieldNameOf = (path: string) => path.replace(/^payload\.?/, '');

/**
 * The server's words when it answered and refused; `fallback` when no answer came (offline, no
 * reply) or the failure was not a call's: for a screen that says so in words of its own.
 */
export const refusalMessageOf = (e: unknown, fallback: string) =>
  e instanceof ApiClientError && e.code !== 'network' ? e.message : fallback;
