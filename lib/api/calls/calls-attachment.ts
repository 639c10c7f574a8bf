import { z } from 'zod/mini';
import { dbId } from '../../validation/input-rules/input-bounds';
import { attachmentSchema } from '../schemas/attachment-schemas';
import { defineCall } from '../define-call';

/**
 * The envelope calls of attachments. The attachments table is the truth: the editor lists it
 * with Attachment/List instead of keeping a copy in the report data.
 */
const attachmentId = z.uuid('An attachment id is a UUID.');

export const listAttachments = defineCall({
  path: 'Attachment/List',
  access: 'session',
  summary:
    'The live attachments of a report, oldest first, without their bytes; confidential ones (003, 005) only for users who may see them.',
  request: () => z.object({ reportId: dbId() }),
  response: () => z.object({ attachments: z.array(attachmentSchema) }),
});

export const deleteAttachment = defineCall({
  path: 'Attachment/Delete',
  access: 'session',
  summary: 'Removes an attachment from a Draft report (the editor only); the file is kept for the report history.',
  request: () => z.object({ id: attachmentId }),
  response: () => z.object({ id: z.string(), deletedAt: z.string() }),
});
