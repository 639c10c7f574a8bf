import type { Readable } from 'node:stream';
import type { AttachmentStoreKind } from '../db/schema';

export type { AttachmentStoreKind };

/** A file's bytes as a download streams them. */
export interface StoredContent {
  body: Readable;
  length: number;
}

/** Where a file's bytes are read from: the database (the row's own column) or the object store. */
export interface AttachmentStore {
  readonly kind: AttachmentStoreKind;
  /** The bytes of the attachment with this id; undefined when the store has none. */
  open(id: string): Promise<StoredContent | undefined>;
}

/** What the object store holds under an id, to tell a finished copy from a missing or broken one. */
export interface StoredObject {
  size: number;
  /** The hex SHA-256 written beside the bytes; undefined for an object written without it. */
  sha256: string | undefined;
}

/** A file to write: its id names the object, never the user's file name. */
export interface ObjectToWrite {
  id: string;
  bytes: Buffer;
  contentType: string;
  sha256: string;
}

/**
 * The object store: a file is written there before the row that points at it, and removed once
 * no row points at it any more (see server/services/attachments/attachment-orphans.ts).
 */
export interface ObjectStore extends AttachmentStore {
  put(file: ObjectToWrite): Promise<void>;
  head(id: string): Promise<StoredObject | undefined>;
  /** Removes the object; an id with no object is not an error. */
  remove(id: string): Promise<void>;
  close(): void;
}

/**
 * The store did not answer, or refused: the message says so in words the officer can act on;
 * what the store said stays in `cause` for the log.
 */
export class StoreUnavailableError extends Error {}
