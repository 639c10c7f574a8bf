import { binaryErrorMessage } from '../../lib/attachments/upload-answer';

/** Long enough for the browser to start writing the file; the bytes are freed after. */
const KEEP_OBJECT_URL_MS = 60_000;

/** The file name of a Content-Disposition header (RFC 6266 filename* first), if any. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) return decodeURIComponent(extended[1]);
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? null;
}

/**
 * Fetches a binary download with the session's `token` as `Authorization: Bearer` (a plain link
 * cannot carry it, and the token never goes in an address) and hands the bytes to the browser
 * as a file. Throws an Error whose message says why it failed; `what` names the download in it.
 */
export async function downloadWithToken(
  token: string,
  path: string,
  what: string,
  fallbackName: string,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { authorization: `Bearer ${token}` },
      cache: 'no-store',
    });
  } catch {
    throw new Error('The server cannot be reached. Check your connection and try again.');
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new Error(binaryErrorMessage(response.status, body, what));
  }
  saveBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition')) ?? fallbackName);
}

/** Hands bytes already fetched to the browser as a file named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_OBJECT_URL_MS);
}
