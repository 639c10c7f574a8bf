import { ATTACHMENT_UPLOAD_PATH } from '../../../lib/api/schemas/attachment-schemas';
import { uploadOutcomes, type UploadOutcome } from '../../../lib/attachments/upload-answer';
import { UPLOAD_TIMEOUT_MS } from '../../../lib/ui/ui-constants';

export interface UploadRequest {
  reportId: number;
  type: string;
  file: File;
  token: string;
  /** 0 to 1 as the bytes leave the browser. */
  onProgress: (fraction: number) => void;
  /** The file's key when it was kept on the device first: sent again, it is attached once. */
  clientKey?: string;
}

/** How an upload ended, with the HTTP status (0: the server was not reached). */
export type SentUpload = UploadOutcome & { httpStatus: number };

const UNREACHABLE = 'The server cannot be reached. Check your connection and try again.';

/**
 * Sends one file to the multipart upload route. XMLHttpRequest rather than fetch because only it
 * reports upload progress; the token goes as `Authorization: Bearer` like every binary transfer.
 * Never rejects: every failure comes back as a refused outcome with its reason.
 */
export function uploadAttachment({
  reportId,
  type,
  file,
  token,
  onProgress,
  clientKey,
}: UploadRequest): Promise<SentUpload> {
  return new Promise((resolve) => {
    const form = new FormData();
    // The server reads the fields before the files, so they must come first.
    form.append('reportId', String(reportId));
    form.append('type', type);
    if (clientKey) form.append('clientKey', clientKey);
    form.append('files', file, file.name);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', ATTACHMENT_UPLOAD_PATH);
    // As every call: an upload the connection silently dropped ends (the outbox then sends it again).
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not the envelope (a proxy's page): uploadOutcomes words it from the status.
      }
      resolve({ ...uploadOutcomes([file.name], xhr.status, body)[0]!, httpStatus: xhr.status });
    };
    xhr.onerror = () => resolve({ fileName: file.name, ok: false, error: UNREACHABLE, httpStatus: 0 });
    xhr.ontimeout = xhr.onerror;
    xhr.send(form);
  });
}
