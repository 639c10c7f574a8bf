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

export function defineCall<Req extends z.ZodType, Res extends z.ZodType>(
  call: CallDefinition<Req, Res>,
): CallDefinition<Req, Res> {
  return call;
}

export type CallRequest<C> = C extends CallDefinition<infer Req, z.ZodType> ? z.input<Req> : never;
export type CallResponse<C> = C extends CallDefinition<z.ZodType, infer Res> ? z.output<Res> : never;
