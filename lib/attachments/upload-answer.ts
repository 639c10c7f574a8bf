import { uploadResultSchema, type Attachment } from '../api/schemas/attachment-schemas';
import { errorEnvelopeSchema, okEnvelopeSchema } from '../api/envelope';

export type UploadOutcome =
  { fileName: string; ok: true; attachment: Attachment } | { fileName: string; ok: false; error: string };

const okAnswer = okEnvelopeSchema(uploadResultSchema);
const FILE_ERROR = /^files\.(\d+)$/;

/**
 * The answer of POST /API/Attachment/Upload, one outcome per file sent, in the order sent: a
 * stored file with its attachment, a refused one with the server's reason (its field error
 * `files.<i>` when the server gave one, else the whole answer's message, so no file is ever left
 * without a reason). `fileNames` are the names as chosen, shown instead of the cleaned ones.
 */
export function uploadOutcomes(fileNames: readonly string[], httpStatus: number, body: unknown): UploadOutcome[] {
  const ok = okAnswer.safeParse(body);
  if (ok.success) {
    return fileNames.map((fileName, i): UploadOutcome => {
      const entry = ok.data.payload.files[i];
      if (entry?.ok && entry.attachment) return { fileName, ok: true, attachment: entry.attachment };
      return { fileName, ok: false, error: entry?.error ?? `The server did not answer for ${fileName}.` };
    });
  }
  const failed = errorEnvelopeSchema.safeParse(body);
  const message = failed.success
    ? failed.data.error.message
    : httpStatus === 413
      ? 'The upload was too large for the server.'
      : `The upload failed: the server answered ${httpStatus}.`;
  const perFile = new Map<number, string>();
  for (const fieldError of failed.success ? (failed.data.error.fieldErrors ?? []) : []) {
    const index = FILE_ERROR.exec(fieldError.path)?.[1];
    if (index !== undefined && fieldError.message) perFile.set(Number(index), fieldError.message);
  }
  return fileNames.map((fileName, i) => ({ fileName, ok: false, error: perFile.get(i) ?? message }));
}

/** The message of an error answer of a binary route (a download), or a plain one when it has none. */
export function binaryErrorMessage(httpStatus: number, body: unknown, doing: string): string {
  const failed = errorEnvelopeSchema.safeParse(body);
  return failed.success ? failed.data.error.message : `${doing} failed: the server answered ${httpStatus}.`;
}
