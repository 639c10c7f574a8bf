import { takeBridgeSecret, type SecretDocument } from '../../lib/bridge/messages/bridge-secret';

let taken: { value: string | undefined } | null = null;

/**
 * The secret of the channel with the extension's app-bridge, taken off the page once (see
 * lib/bridge/messages/bridge-secret.ts) and shared by everything in the app that listens on the channel;
 * undefined when no extension handed one over.
 */
export function extensionChannelSecret(doc: SecretDocument = document): string | undefined {
  taken ??= { value: takeBridgeSecret(doc) };
  return taken.value;
}
