import type { z } from 'zod/mini';

/**
 * Who may make a call:
 * - public: no session (login, token authenticate);
 * - pending: a session that still owes the DPPA authorise step or a password change;
 * - session: a fully signed-in session.
 */
export type CallAccess = 'public' | 'pending' | 'session';

// ZodMiniType, which classic schemas satisfy too: a call's schemas may be of either kind.
export interface CallDefinition<Req extends z.ZodMiniType = z.ZodMiniType, Res extends z.ZodMiniType = z.ZodMiniType> {
  /** Path under /API, e.g. "Account/Login". */
  path: string;
  access: CallAccess;
  summary: string;
  /**
   * A sensitive administration action (changing users, roles, agencies or settings): the server
   * asks for the password again when the session's last proof of identity is too old.
   */
  reauthenticate?: boolean;
  /**
   * false for a call the web app makes on its own on a timer (the permission refresh): it does
   * not slide the session's expiry, so an idle session still times out.
   */
  renewsSession?: false;
  /**
   * An answer of megabytes (a state's year of crash points): the server compresses it at its
   * fastest setting, since the usual one would take longer than finding the answer.
   */
  bulkAnswer?: true;
  request: Req;
  response: Res;
}

/** A call as written: its schemas are built by functions, on first use. */
export interface CallSpec<Req extends z.ZodMiniType, Res extends z.ZodMiniType> extends Omit<
  CallDefinition<Req, Res>,
  'request' | 'response'
> {
  request: () => Req;
  response: () => Res;
}

/**
 * A call whose request and response schemas are built the first time they are read. Building
 * every schema of the API when its module loads cost the web app about a tenth of a second on
 * each page load; a page builds only the response schemas of the calls it makes (the server
 * checks requests, so the app never builds those).
 */
export function defineCall<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  spec: CallSpec<Req, Res>,
): CallDefinition<Req, Res> {
  return builtOnFirstRead(spec, ['request', 'response']);
}

type Built<S, K extends keyof S> = Omit<S, K> & { [P in K]: S[P] extends () => infer R ? R : never };

/** `spec` with each member named in `lazy` replaced by what its function builds, on first read and once. */
export function builtOnFirstRead<S extends object, K extends keyof S>(spec: S, lazy: K[]): Built<S, K> {
  const built = { ...spec } as Record<PropertyKey, unknown>;
  for (const key of lazy) {
    let value: { v: unknown } | undefined;
    Object.defineProperty(built, key, {
      enumerable: true,
      get: () => (value ??= { v: (spec[key] as () => unknown)() }).v,
    });
  }
  return built as Built<S, K>;
}

export type CallRequest<C> = C extends CallDefinition<infer Req, z.ZodMiniType> ? z.input<Req> : never;
export type CallResponse<C> = C extends CallDefinition<z.ZodMiniType, infer Res> ? z.output<Res> : never;
