/**
 * File names come from the uploader's machine and go back out in a download header, so they are
 * cleaned once on the way in and quoted safely on the way out.
 */

const MAX_NAME_LENGTH = 255;

/** C0 and C1 controls, and the marks that reorder text (left-to-right, right-to-left, isolates). */
const isInvisible = (code: number) =>
  code < 0x20 ||
  (code >= 0x7f && code <= 0x9f) ||
  code === 0x200e ||
  code === 0x200f ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069);

/**
 * The name to store: only the last path segment (old browsers send C:\fakepath\x.jpg), without
 * control or bidirectional-override characters (which can disguise "gpj.exe" as "exe.jpg"), without
 * characters Windows forbids, at most 255 characters with the extension kept.
 */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = Array.from(base.normalize('NFC'))
    .filter((c) => !isInvisible(c.codePointAt(0) ?? 0))
    .join('')
    .replace(/[<>:"|?*]/g, '_')
    .trim()
    .replace(/^\.+/, '');
  if (!clean) return 'attachment';
  if (clean.length <= MAX_NAME_LENGTH) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}

/** RFC 5987 value: percent-encoded UTF-8, with the characters encodeURIComponent leaves but the header must not. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);

/**
 * Content-Disposition for a download: an ASCII fallback for old clients and the exact name as
 * filename* (RFC 6266); the name is sanitised again so a stored name can never break the header.
 */
export function contentDisposition(fileName: string): string {
  const name = sanitizeFileName(fileName);
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${rfc5987(name)}`;
}
