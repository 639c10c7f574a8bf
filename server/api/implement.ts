import type { z } from 'zod';
import type { CallDefinition } from '../../lib/api/define-call';
import type { Identity } from '../../lib/api/envelope';
import type { SessionContext } from './session-context';

export interface RequestInfo {
  ip: string;
  identity: Identity;
}

/** A call's payload as its handler receives it: parsed, defaults filled in. */
export type Payload<C extends CallDefinition> = z.output<C['request']>;

type Ctx<C extends CallDefinition> = C['access'] extends 'public' ? RequestInfo : RequestInfo & SessionContext;

export interface Implementation {
  call: CallDefinition;
  handler: (payload: never, ctx: never) => Promise<unknown>;
}

/** Pairs a call of lib/api with its server handler, typed by the call's schemas and access. */
export function implement<C extends CallDefinition>(
  call: C,
  handler: (payload: Payload<C>, ctx: Ctx<C>) => Promise<z.input<C['response']>>,
): Implementation {
  return { call, handler: handler as Implementation['handler'] };
}
