import { attachmentDownloadPath, type Attachment } from '../../lib/api/attachment-schemas';
import { binaryErrorMessage } from '../../lib/attachments/upload-answer';

/** Long enough for the browser to start writing the file; the bytes are freed after. */
const KEEP_OBJECT_URL_MS = 60_000;

/**
 * Fetches an attachment with the token as `Authorization: Bearer` (a plain link cannot carry it,
 * and the token never goes in an address) and hands the bytes to the browser as a download
 * under the stored file name. Throws an Error whose message says why it failed.
 */
export async function downloadAttachment(attachment: Attachment, token: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(attachmentDownloadPath(attachment.id), {
      headers: { authorization: `Bearer ${token}` },
      cache: 'no-store',
    });
  } catch {
    throw new Error('The server cannot be reached. Check your connection and try again.');
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new Error(binaryErrorMessage(response.status, body, `The download of ${attachment.fileName}`));
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_OBJECT_URL_MS);
}
