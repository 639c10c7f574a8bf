import { base64ToBytes, bytesToBase64 } from '../../lib/format/base64';

/**
 * The device key: the AES-GCM key under which this device keeps an officer's reports, and its
 * copy wrapped under the officer's password. WebCrypto only: the browser's implementation is
 * reviewed and constant-time, a hand-written one would be neither.
 */

/**
 * PBKDF2-SHA256 rounds for the password's wrapping key (OWASP's 2023 figure): a stolen device's
 * wrapped key costs a guesser this many hashes per password, and an unlock stays under a second.
 */
export const PBKDF2_ITERATIONS = 600_000;

/** What an unlock needs besides the password; nothing in it reveals the key or the password. */
export interface WrappedDeviceKey {
  /** Names the key, so rows sealed under an earlier key are told from rows that are damaged. */
  keyId: string;
  salt: Uint8Array;
  iterations: number;
  wrapped: Uint8Array;
}

/** A value encrypted with AES-GCM: readable only with the key, and any change to it is detected. */
export interface Sealed {
  iv: Uint8Array;
  ciphertext: Uint8Array;
}

const subtle = () => globalThis.crypto.subtle;
const randomBytes = (length: number) => globalThis.crypto.getRandomValues(new Uint8Array(length));

/** Extractable, because it is wrapped again when the password changes and kept for the tab. */
export function newDataKey(): Promise<CryptoKey> {
  return subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
}

export function newKeyId(): string {
  return globalThis.crypto.randomUUID();
}

async function passwordKey(password: string, salt: Uint8Array, iterations: number): Promise<CryptoKey> {
  const material = await subtle().importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveKey']);
  return subtle().deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    material,
    { name: 'AES-KW', length: 256 },
    false,
    ['wrapKey', 'unwrapKey'],
  );
}

export async function wrapDataKey(
  key: CryptoKey,
  keyId: string,
  password: string,
  iterations = PBKDF2_ITERATIONS,
): Promise<WrappedDeviceKey> {
  const salt = randomBytes(16);
  const wrapped = await subtle().wrapKey('raw', key, await passwordKey(password, salt, iterations), 'AES-KW');
  return { keyId, salt, iterations, wrapped: new Uint8Array(wrapped) };
}

/**
 * The data key, or null when the password is not the one it was wrapped under: AES-KW checks its
 * own integrity, so a failed unwrap is the password check and no verifier is stored beside it.
 */
export async function unwrapDataKey(entry: WrappedDeviceKey, password: string): Promise<CryptoKey | null> {
  try {
    const wrapping = await passwordKey(password, entry.salt, entry.iterations);
    return await subtle().unwrapKey(
      'raw',
      entry.wrapped as BufferSource,
      wrapping,
      'AES-KW',
      { name: 'AES-GCM', length: 256 },
      true,
      ['encrypt', 'decrypt'],
    );
  } catch {
    return null;
  }
}

export function sealJson(key: CryptoKey, value: unknown): Promise<Sealed> {
  return sealText(key, JSON.stringify(value));
}

/** Seals a value's JSON text made elsewhere (a page hands a worker the text, not the object). */
export async function sealText(key: CryptoKey, text: string): Promise<Sealed> {
  const iv = randomBytes(12);
  const plain = new TextEncoder().encode(text);
  const ciphertext = await subtle().encrypt({ name: 'AES-GCM', iv: iv as BufferSource }, key, plain);
  return { iv, ciphertext: new Uint8Array(ciphertext) };
}

/** Throws when the key is not the one the value was sealed under or the value was altered. */
export async function openJson(key: CryptoKey, sealed: Sealed): Promise<unknown> {
  const plain = await subtle().decrypt(
    { name: 'AES-GCM', iv: sealed.iv as BufferSource },
    key,
    sealed.ciphertext as BufferSource,
  );
  return JSON.parse(new TextDecoder().decode(plain)) as unknown;
}

/** The key's bytes as text, to keep it for the tab across a reload (sessionStorage holds text). */
export async function exportKeyText(key: CryptoKey): Promise<string> {
  const raw = new Uint8Array(await subtle().exportKey('raw', key));
  return bytesToBase64(raw);
}

export function importKeyText(text: string): Promise<CryptoKey> {
  const raw = base64ToBytes(text);
  return subtle().importKey('raw', raw, { name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
}
