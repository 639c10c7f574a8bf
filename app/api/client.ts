import type { CallDefinition, CallRequest, CallResponse } from '../../lib/api/define-call';
import type { ErrorCode, FieldError, Identity } from '../../lib/api/envelope';
import { REQUEST_ID_HEADER } from '../../lib/api/request-id';
import { findUnsafeInput } from '../../lib/validation/input-rules/safe-text';
import { CALL_TIMEOUT_MS } from '../../lib/ui/ui-constants';

const NO_ANSWER = `The server did not answer within ${CALL_TIMEOUT_MS / 1000} seconds. Check your connection and try again.`;

/** An error answered by the API (or the network), with the message to show the user. */
export class ApiClientError extends Error {
  constructor(
    readonly code: ErrorCode | 'network',
    message: string,
    readonly httpStatus: number,
    readonly fieldErrors: FieldError[] = [],
    /** The X-Request-Id of the call, which the server's log lines of it carry (none: it was never sent). */
    readonly requestId?: string,
  ) {
    super(message);
  }
}

/** 128 random bits in hex; getRandomValues, unlike randomUUID, works on a plain-HTTP intranet address too. */
function newRequestId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

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
  /** Called when a call did not reach the server or got no answer (the connection's state); none: nothing is told. */
  onNoConnection?: () => void;
}

/** The one call the app's features make: POST /API/<path>, its payload checked by the call's schema. */
export type CallApi = <C extends CallDefinition>(call: C, payload: CallRequest<C>) => Promise<CallResponse<C>>;

/**
 * The API client, made once by the app's root (app/app-root.tsx) with the session's identity and
 * what it does with the answers, and handed down: to the screens by ApiClientContext
 * (api-client-context.ts), to route loaders in the router's context, to other modules as an argument.
 */
export function createApiClient(hooks: ClientHooks) {
  // The X-Request-Id of the last call sent: an exception report names it when no failed call is at hand.
  let lastRequestId: string | undefined;

  /** Sends the call's request, named by a new request id; the unsafe-input refusal is returned, not thrown. */
  function sendNamed(
    path: string,
    payload: unknown,
    identity: Identity,
  ): { requestId?: string; sent: Promise<Response> } {
    const unsafe = findUnsafeInput({ identity, payload });
    if (unsafe) {
      const message = `Invalid request: ${unsafe.path}: ${unsafe.message}`;
      return { sent: Promise.reject(new ApiClientError('validation', message, 400, [unsafe])) };
    }
    // A connection that drops requests without a word would leave the call (and a save waiting
    // behind it) pending for ever: past this, it failed to connect and is tried again later.
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new DOMException(NO_ANSWER, 'TimeoutError')), CALL_TIMEOUT_MS);
    // Each call is named, so its log lines on the server can be found from the browser's side.
    const requestId = newRequestId();
    lastRequestId = requestId;
    const sent = fetch(`/API/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [REQUEST_ID_HEADER]: requestId },
      body: JSON.stringify({ identity, payload }),
      signal: abort.signal,
    }).finally(() => clearTimeout(timer));
    return { requestId, sent };
  }

  /**
   * The payload of a call already sent, validated by the call's schema; `requestId` names the
   * call in the error when the server's answer does not.
   */
  async function answerOf<C extends CallDefinition>(
    call: C,
    sent: Promise<Response>,
    requestId?: string,
  ): Promise<CallResponse<C>> {
    let response: Response;
    try {
      response = await sent;
    } catch (error) {
      if (error instanceof ApiClientError) throw error;
      hooks.onNoConnection?.();
      if (error instanceof DOMException && error.name === 'TimeoutError')
        throw new ApiClientError('network', NO_ANSWER, 0, [], requestId);
      const message = 'The server cannot be reached. Check your connection and try again.';
      throw new ApiClientError('network', message, 0, [], requestId);
    }
    const body = (await response.json().catch(() => null)) as {
      status?: string;
      payload?: unknown;
      error?: { code: ErrorCode; message: string; fieldErrors?: FieldError[] };
    } | null;
    if (response.ok && body?.status === 'ok') {
      if (call.access !== 'public' && call.renewsSession !== false) hooks.onActivity();
      return call.response.parse(body.payload) as CallResponse<C>;
    }
    const error = body?.error;
    const clientError = new ApiClientError(
      error?.code ?? 'internal',
      error?.message ?? `The server answered ${response.status}.`,
      response.status,
      error?.fieldErrors ?? [],
      response.headers.get(REQUEST_ID_HEADER) ?? requestId,
    );
    if (response.status === 401 && call.access !== 'public') hooks.onUnauthorized(clientError.message);
    throw clientError;
  }

  const callOnce = <C extends CallDefinition>(call: C, payload: CallRequest<C>) => {
    const { requestId, sent } = sendNamed(call.path, payload, hooks.identity());
    return answerOf(call, sent, requestId);
  };

  /**
   * Calls POST /API/<path> with the envelope and returns the payload, validated by the call's
   * schema. Text the server would refuse (NUL, a lone surrogate, nesting too deep) is refused here
   * with the server's own message and path, without a round trip. A sensitive call the server
   * refuses for an old proof of identity (reauthentication_required) is sent again once after the
   * user confirms their password; when they cancel, the refusal stands.
   */
  const call: CallApi = async (definition, payload) => {
    try {
      return await callOnce(definition, payload);
    } catch (error) {
      const asked = error instanceof ApiClientError && error.code === 'reauthentication_required';
      const proven = asked ? hooks.reauthenticate(error.message) : null;
      if (!proven || !(await proven)) throw error;
      return callOnce(definition, payload);
    }
  };

  return {
    call,
    /**
     * The payload of a request the page's early script sent (api/early-requests.ts), read and
     * checked exactly as `call` does, without its re-authentication.
     */
    answerOf: <C extends CallDefinition>(definition: C, sent: Promise<Response>) => answerOf(definition, sent),
    /** Sends a request as `call` does, with `identity` or the session's, and hands back the raw response. */
    send: (path: string, payload: unknown, identity: Identity = hooks.identity()): Promise<Response> =>
      sendNamed(path, payload, identity).sent,
    /** The X-Request-Id of the last call sent, if any. */
    lastRequestId: () => lastRequestId,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

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
