import { z } from 'zod/mini';
import { builtOnFirstRead } from '../../api/define-call';
import type { BridgeContext, ExtensionContext } from './contexts';

/** A runtime message between extension contexts: declared once, checked by sender and schema. */
export interface RuntimeMessageDefinition<
  T extends string = string,
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
> {
  type: T;
  /** Contexts allowed to send it; the receiver refuses any other sender. */
  from: readonly ExtensionContext[];
  /** The one context that answers it. */
  to: ExtensionContext;
  summary: string;
  request: Req;
  response: Res;
}

/** A runtime message as written: its schemas are built by functions, on first use (see defineCall). */
export interface RuntimeMessageSpec<
  T extends string,
  Req extends z.ZodMiniType,
  Res extends z.ZodMiniType,
> extends Omit<RuntimeMessageDefinition<T, Req, Res>, 'request' | 'response'> {
  request: () => Req;
  response: () => Res;
}

export function defineRuntimeMessage<T extends string, Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  spec: RuntimeMessageSpec<T, Req, Res>,
): RuntimeMessageDefinition<T, Req, Res> {
  return builtOnFirstRead(spec, ['request', 'response']);
}

/** What a sender passes. */
export type RuntimeRequest<D> =
  D extends RuntimeMessageDefinition<string, infer Req, z.ZodMiniType> ? z.input<Req> : never;
/** What a handler receives, once validated. */
export type RuntimeRequestData<D> =
  D extends RuntimeMessageDefinition<string, infer Req, z.ZodMiniType> ? z.output<Req> : never;
/** What a handler returns, before validation. */
export type RuntimeResponseData<D> =
  D extends RuntimeMessageDefinition<string, z.ZodMiniType, infer Res> ? z.input<Res> : never;
/** What a sender gets back, once validated. */
export type RuntimeResponse<D> =
  D extends RuntimeMessageDefinition<string, z.ZodMiniType, infer Res> ? z.output<Res> : never;

/** The wire shape of every runtime message. */
export const runtimeEnvelopeSchema = z.object({ type: z.string(), payload: z.unknown() });

/** The wire shape of every answer: a payload, or a refusal saying why. */
export function runtimeReplySchema<Res extends z.ZodMiniType>(response: Res) {
  return z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), payload: response }),
    z.object({ ok: z.literal(false), error: z.string() }),
  ]);
}

/** A window message between the web app page and the app-bridge content script. */
export interface WindowMessageDefinition<T extends string = string, S extends z.ZodMiniType = z.ZodMiniType> {
  type: T;
  from: BridgeContext;
  to: BridgeContext;
  summary: string;
  /** Schema of the whole message, channel and type included. */
  schema: S;
}

/** A window message as written: its schema is built by a function, on first use (see defineCall). */
export interface WindowMessageSpec<T extends string, S extends z.ZodMiniType> extends Omit<
  WindowMessageDefinition<T, S>,
  'schema'
> {
  schema: () => S;
}

export function defineWindowMessage<T extends string, S extends z.ZodMiniType>(
  spec: WindowMessageSpec<T, S>,
): WindowMessageDefinition<T, S> {
  return builtOnFirstRead(spec, ['schema']);
}
