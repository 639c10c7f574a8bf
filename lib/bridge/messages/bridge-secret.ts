/**
 * The per-page secret of the channel between the app-bridge content script and the web app.
 *
 * Handshake: the content script runs at document_start, before any script of the page, makes a
 * random secret and writes it on the root element (the DOM is shared with the page, the content
 * script's variables are not). The app takes it once: it reads the attribute and removes it, and
 * its root hands the secret to the features that use the channel (app/startup-params.ts). From then on every window message between the two
 * carries the secret, and each side refuses a message without it.
 *
 * Why this is safe: window messages are also checked for `source === window` and the page's own
 * origin, so other frames, other windows and the RMS page cannot post into the channel at all.
 * The secret further shuts out anything that posts on the app's window without having been there
 * at load: no script of the page runs before the content script writes the attribute, and after
 * the app took it the attribute is gone, so a script loaded later cannot read it. A content
 * script injected after the app took a secret (an extension reload) is not believed; reloading
 * the page starts a new handshake. Any script already running as the app's origin could of
 * course read the secret, but such a script is the app.
 */

/** The root element's attribute that carries the secret from load until the app takes it. */
export const BRIDGE_SECRET_ATTRIBUTE = 'data-crash-bridge-secret';

/** 32 random bytes as hex. */
const SECRET_PATTERN = /^[0-9a-f]{64}$/;

/** The parts of a document the handshake touches. */
export interface SecretDocument {
  documentElement: Pick<Element, 'getAttribute' | 'setAttribute' | 'removeAttribute'> | null;
}

/** True when a value has the shape of a bridge secret. */
export function isBridgeSecret(value: unknown): value is string {
  return typeof value === 'string' && SECRET_PATTERN.test(value);
}

/** A new random secret (content script side). */
export function newBridgeSecret(random: Pick<Crypto, 'getRandomValues'> = crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Content script, at document_start: writes a new secret on the root element for the app and
 * returns it; undefined when there is no root element to write on (the channel stays shut).
 */
export function handOverBridgeSecret(doc: SecretDocument, secret = newBridgeSecret()): string | undefined {
  if (!doc.documentElement) return undefined;
  doc.documentElement.setAttribute(BRIDGE_SECRET_ATTRIBUTE, secret);
  return secret;
}

/**
 * Web app: takes the secret the content script left (reading removes it); undefined when there
 * is none (no extension, or it came too late) or it is malformed.
 */
export function takeBridgeSecret(doc: SecretDocument): string | undefined {
  const root = doc.documentElement;
  const value = root?.getAttribute(BRIDGE_SECRET_ATTRIBUTE) ?? undefined;
  root?.removeAttribute(BRIDGE_SECRET_ATTRIBUTE);
  return isBridgeSecret(value) ? value : undefined;
}
