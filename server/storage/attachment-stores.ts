import { ApiError } from '../api/api-error';
import type { AttachmentStoreConfig } from '../config';
import type { AttachmentRepository } from '../repositories/attachments/attachment-repository';
import type { AttachmentStore, AttachmentStoreKind, ObjectStore } from './attachment-store';
import { databaseAttachmentStore } from './database-attachment-store';
import { s3AttachmentStore } from './s3-attachment-store';

/** The stores a server reads from, and the one new files go to. */
export interface AttachmentStores {
  /** The object store new files are written to; undefined when they go to the database. */
  objects: ObjectStore | undefined;
  /** The store holding the bytes of a row kept in `kind`. */
  of(kind: AttachmentStoreKind): AttachmentStore;
  close(): void;
}

/**
 * The database store always (rows written before an object store was configured stay readable
 * there until the move command copies them), and the object store when configured.
 */
export function attachmentStores(
  config: AttachmentStoreConfig,
  attachments: AttachmentRepository,
  objects: ObjectStore | undefined = config.kind === 's3' ? s3AttachmentStore(config) : undefined,
): AttachmentStores {
  const database = databaseAttachmentStore(attachments);
  return {
    objects,
    of(kind) {
      if (kind === 'postgres') return database;
      if (!objects) {
        throw new ApiError(
          'unavailable',
          'This file is kept in the object store, and this server is not configured for it (ATTACHMENT_STORE=s3).',
        );
      }
      return objects;
    },
    close: () => objects?.close(),
  };
}
