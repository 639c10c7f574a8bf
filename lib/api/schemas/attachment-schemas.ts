import { z } from 'zod/mini';

/**
 * Attachments of a report. Metadata travels in the usual envelope (calls-attachment.ts); the
 * bytes travel as binary (multipart upload and download with `Authorization: Bearer`, so a
 * session token never appears in a URL, where logs and history would keep it) at the two paths below.
 */
export const ATTACHMENT_UPLOAD_PATH = '/API/Attachment/Upload';
export const attachmentDownloadPath = (id: string) => `/API/Attachment/Download/${encodeURIComponent(id)}`;

/**
 * The upload's optional multipart field clientKey: the key the device gives one file it uploads
 * (sent before the file, one file per upload), so an upload its outbox sends twice stores the
 * file once and answers the same attachment both times.
 */
export const attachmentClientKeySchema = z.uuid('The field clientKey must be a UUID.');

export const attachmentSchema = z.object({
  id: z.string(),
  reportId: z.number().check(z.int()),
  /** The attachment type code (001-005) and its name; `confidential` for the 'private' category (003, 005). */
  type: z.string(),
  typeName: z.string(),
  confidential: z.boolean(),
  fileName: z.string(),
  /** Sniffed from the content on upload. */
  contentType: z.string(),
  size: z.number().check(z.int()),
  sha256: z.string(),
  uploadedBy: z.object({ id: z.number().check(z.int()), name: z.string() }),
  uploadedAt: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** The answer of an upload: one entry per file sent, in order, accepted or refused with its reason. */
export const uploadResultSchema = z.object({
  files: z.array(
    z.object({
      fileName: z.string(),
      ok: z.boolean(),
      attachment: z.optional(attachmentSchema),
      error: z.optional(z.string()),
    }),
  ),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
