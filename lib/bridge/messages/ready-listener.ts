import { runtimeEnvelopeSchema } from './define-message';
import type { RuntimeListener } from './runtime-router';

/**
 * A listener that answers only once `ready` settles. A message can be what wakes the service
 * worker, before it has read what it needs from storage (the enabled RMS origins): the
 * listener is registered at once, so the message is not lost, and judged after the read.
 */
export function answerWhenReady(
  types: readonly string[],
  ready: Promise<unknown>,
  listener: RuntimeListener,
): RuntimeListener {
  return (message, sender, sendResponse) => {
    const envelope = runtimeEnvelopeSchema.safeParse(message);
    if (!envelope.success || !types.includes(envelope.data.type)) return false;
    const answer = () => {
      if (!listener(message, sender, sendResponse))
        sendResponse({ ok: false, error: `${envelope.data.type}: failed.` });
    };
    ready.then(answer, answer);
    return true;
  };
}
