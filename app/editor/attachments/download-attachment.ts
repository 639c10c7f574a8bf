import { attachmentDownloadPath, type Attachment } from '../../../lib/api/schemas/attachment-schemas';
import { downloadWithToken } from '../../session/bearer-download';

/** Downloads an attachment under its stored file name with the session's `token`; throws an Error saying why it failed. */
export function downloadAttachment(attachment: Attachment, token: string): Promise<void> {
  return downloadWithToken(
    token,
    attachmentDownloadPath(attachment.id),
    `The download of ${attachment.fileName}`,
    attachment.fileName,
  );
}
