import type { z } from 'zod';

/**
 * Who may make a call:
 * - public: no session (login, token authenticate);
 * - pending: a session that still owes the DPPA authorise step or a password change;
 * - session: a fully signed-in session.
 */
export type CallAccess = 'public' | 'pending' | 'session';

export interface CallDefinition<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  /** Path under /API, e.g. "Account/Login". */
  path: string;
  access: CallAccess;
  summary: string;
  request: Req;
  response: Res;
}

/** A call as written: its schemas are built by functions, on first use. */
export interface CallSpec<Req extends z.ZodType, Res extends z.ZodType> extends Omit<
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
export function defineCall<Req extends z.ZodType, Res extends z.ZodType>(
  spec: CallSpec<Req, Res>,
): CallDefinition<Req, Res> {
  let request: Req | undefined;
  let response: Res | undefined;
  return {
    path: spec.path,
    access: spec.access,
    summary: spec.summary,
    get request() {
      return (request ??= spec.request());
    },
    get response() {
      return (response ??= spec.response());
    },
  };
}

export type CallRequest<C> = C extends CallDefinition<infer Req, z.ZodType> ? z.input<Req> : never;
export type CallResponse<C> = C extends CallDefinition<z.ZodType, infer Res> ? z.output<Res> : never;
