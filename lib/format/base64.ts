/**
 * Bytes as base64 text and back, for what keeps only text (a sealed JSON row, session storage).
 * btoa and atob take one character per byte; the bytes are turned into characters in slices,
 * since one call for a file of megabytes would overflow the stack and one per byte is slow.
 */
export function bytesToBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}
