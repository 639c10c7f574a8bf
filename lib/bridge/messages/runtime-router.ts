import type { ExtensionContext, RuntimeSender, SenderEnv } from './contexts';
import { senderContext } from './contexts';
import {
  runtimeEnvelopeSchema,
  type RuntimeMessageDefinition,
  type RuntimeRequestData,
  type RuntimeResponseData,
} from './define-message';

/** One message a context answers, with its handler. */
export interface RuntimeRoute {
  definition: RuntimeMessageDefinition;
  handle(payload: unknown, sender: RuntimeSender): Promise<unknown>;
}

/** Binds a handler to a message definition, typed by its request and response schemas. */
export function route<D extends RuntimeMessageDefinition>(
  definition: D,
  handle: (payload: RuntimeRequestData<D>, sender: RuntimeSender) => Promise<RuntimeResponseData<D>>,
): RuntimeRoute;
export function route(
  definition: RuntimeMessageDefinition,
  handle: (payload: never, sender: RuntimeSender) => Promise<unknown>,
): RuntimeRoute {
  // Safe widening: the listener only calls handle with data the definition's request schema parsed.
  return { definition, handle: handle as RuntimeRoute['handle'] };
}

type Reply = { ok: true; payload: unknown } | { ok: false; error: string };

/** A runtime.onMessage listener: answers through sendResponse, returns true while an answer is pending. */
export type RuntimeListener = (
  message: unknown,
  sender: RuntimeSender,
  sendResponse: (reply: Reply) => void,
) => boolean;

/**
 * Builds the onMessage listener of one context. For each message it knows: checks the sender
 * against the declaration, validates the request, runs the handler, validates the answer.
 * Anything else is refused with a reason; messages it does not know are left to other listeners.
 */
export function createRuntimeListener(
  context: ExtensionContext,
  env: SenderEnv,
  routes: readonly RuntimeRoute[],
  onError: (type: string, error: unknown) => void = () => undefined,
): RuntimeListener {
  const byType = new Map<string, RuntimeRoute>();
  for (const r of routes) {
    if (r.definition.to !== context) throw new Error(`${r.definition.type} is not answered by ${context}.`);
    byType.set(r.definition.type, r);
  }

  async function answer(r: RuntimeRoute, payload: unknown, sender: RuntimeSender): Promise<Reply> {
    const { definition } = r;
    const from = senderContext(sender, env);
    if (!from || !definition.from.includes(from)) return { ok: false, error: `${definition.type}: sender refused.` };
    const request = definition.request.safeParse(payload);
    if (!request.success) return { ok: false, error: `${definition.type}: malformed request.` };
    try {
      const response = definition.response.parse(await r.handle(request.data, sender));
      return { ok: true, payload: response };
    } catch (error) {
      onError(definition.type, error);
      return { ok: false, error: `${definition.type}: failed.` };
    }
  }

  return (message, sender, sendResponse) => {
    const envelope = runtimeEnvelopeSchema.safeParse(message);
    const r = envelope.success ? byType.get(envelope.data.type) : undefined;
    if (!envelope.success || !r) return false;
    void answer(r, envelope.data.payload, sender).then(sendResponse);
    return true;
  };
}

/** The part of runtime.onMessage a listener registration needs. */
export interface RuntimeMessageEvent {
  addListener(listener: RuntimeListener): void;
  removeListener(listener: RuntimeListener): void;
}

/** Registers a listener; returns the teardown. */
export function listenRuntimeMessages(event: RuntimeMessageEvent, listener: RuntimeListener): () => void {
  event.addListener(listener);
  return () => event.removeListener(listener);
}
