import {
  runtimeReplySchema,
  type RuntimeMessageDefinition,
  type RuntimeRequest,
  type RuntimeResponse,
} from './define-message';

/** A runtime message that was refused, unanswered or answered with something malformed. */
export class BridgeError extends Error {
  override name = 'BridgeError';
}

/** The part of browser.runtime a sender needs. */
export interface RuntimeMessenger {
  sendMessage(message: unknown): Promise<unknown>;
}

/** Sends a declared runtime message and returns its validated answer; throws BridgeError otherwise. */
export async function sendRuntimeMessage<D extends RuntimeMessageDefinition>(
  runtime: RuntimeMessenger,
  definition: D,
  request: RuntimeRequest<D>,
): Promise<RuntimeResponse<D>> {
  const payload: unknown = definition.request.parse(request);
  const reply = runtimeReplySchema(definition.response).safeParse(
    await runtime.sendMessage({ type: definition.type, payload }),
  );
  if (!reply.success) throw new BridgeError(`${definition.type}: no valid answer.`);
  if (!reply.data.ok) throw new BridgeError(reply.data.error);
  return reply.data.payload as RuntimeResponse<D>;
}
