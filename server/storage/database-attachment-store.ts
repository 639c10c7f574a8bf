import { Readable } from 'node:stream';
import type { AttachmentRepository } from '../repositories/attachments/attachment-repository';
import type { AttachmentStore } from './attachment-store';

/**
 * Bytes in the attachment's own row (bytea), written by the same insert: the embedded default, so
 * a backup of the database holds everything.
 */
export function databaseAttachmentStore(attachments: AttachmentRepository): AttachmentStore {
  return {
    kind: 'postgres',
    async open(id) {
      const bytes = await attachments.content(id);
      return bytes && { body: Readable.from([bytes]), length: bytes.byteLength };
    },
  };
}
