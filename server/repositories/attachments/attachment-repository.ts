import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AttachmentStoreKind } from '../../db/schema';
import type { Executor } from '../executor';

/** An attachment without its bytes, as lists and checks need it. */
export interface AttachmentRecord {
  id: string;
  reportId: number;
  type: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  /** Where the bytes are. */
  store: AttachmentStoreKind;
  uploadedBy: { id: number; name: string };
  uploadedAt: Date;
}

export interface NewAttachment {
  /** Drawn by the server before the bytes are written, so the object store's key is known first. */
  id: string;
  reportId: number;
  type: string;
  fileName: string;
  contentType: string;
  sha256: string;
  size: number;
  /** Where the bytes are: with 'postgres' they are `content`, written with the row. */
  store: AttachmentStoreKind;
  content: Uint8Array | null;
  uploadedBy: number;
  uploadedAt: Date;
  /** The key the uploading device gave the file (a UUID), so an upload sent twice stores it once. */
  clientKey?: string | undefined;
}

/** The attachment a report holds under a device's key, removed or not. */
export interface KeyedAttachment {
  id: string;
  fileName: string;
  removedAt: Date | null;
}

/**
 * Bytes travel as base64 text and are decoded by the database. PGlite turns bytea parameters and
 * results into hex one byte at a time in JavaScript (about 10 s for a 4.5 MB file on this
 * machine, both ways); base64 in SQL takes well under a second, and pg sends bytea as hex text
 * anyway, so real PostgreSQL loses nothing.
 */
const bytea = (bytes: Uint8Array) =>
  sql<Uint8Array>`decode(${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}, 'base64')`;

/** Attachments of reports, bytes in bytea or in the object store; every read but content's skips soft-deleted rows. */
export function attachmentRepository(db: Db) {
  const metadata = (tx: Executor) =>
    tx
      .selectFrom('attachments as f')
      .innerJoin('users as u', 'u.id', 'f.uploaded_by')
      .select([
        'f.id',
        'f.report_id',
        'f.type',
        'f.file_name',
        'f.content_type',
        'f.size',
        'f.sha256',
        'f.store',
        'f.uploaded_by',
        'f.uploaded_at',
        sql<string>`u.first_name || ' ' || u.last_name`.as('uploader_name'),
      ])
      .where('f.deleted_at', 'is', null);

  type Row = Awaited<ReturnType<ReturnType<typeof metadata>['executeTakeFirstOrThrow']>>;
  const record = (r: Row): AttachmentRecord => ({
    id: r.id,
    reportId: r.report_id,
    type: r.type,
    fileName: r.file_name,
    contentType: r.content_type,
    size: r.size,
    sha256: r.sha256,
    store: r.store,
    uploadedBy: { id: r.uploaded_by, name: r.uploader_name },
    uploadedAt: new Date(r.uploaded_at),
  });

  return {
    async list(reportId: number): Promise<AttachmentRecord[]> {
      const rows = await metadata(db)
        .where('f.report_id', '=', reportId)
        .orderBy('f.uploaded_at')
        .orderBy('f.id')
        .execute();
      return rows.map(record);
    },

    async find(id: string, tx: Executor = db): Promise<AttachmentRecord | undefined> {
      const row = await metadata(tx).where('f.id', '=', id).executeTakeFirst();
      return row && record(row);
    },

    /** The bytes of an attachment kept in the database (removed ones too: the move command copies them). */
    async content(id: string): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom('attachments')
        .select(sql<string>`encode(content, 'base64')`.as('content'))
        .where('id', '=', id)
        .where('store', '=', 'postgres')
        .executeTakeFirst();
      return row && Buffer.from(row.content, 'base64');
    },

    /** The bytes a report already holds, which the limit on a report's attachments in total counts. */
    async totalSize(reportId: number, tx: Executor = db): Promise<number> {
      const row = await tx
        .selectFrom('attachments')
        .select(sql<number>`coalesce(sum(size), 0)::int`.as('total'))
        .where('report_id', '=', reportId)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** The new attachment's id; undefined when the report already holds one under its clientKey. */
    async insert(file: NewAttachment, tx: Executor = db): Promise<string | undefined> {
      const row = await tx
        .insertInto('attachments')
        .values({
          id: file.id,
          report_id: file.reportId,
          type: file.type,
          file_name: file.fileName,
          content_type: file.contentType,
          size: file.size,
          sha256: file.sha256,
          store: file.store,
          content: file.content && bytea(file.content),
          uploaded_by: file.uploadedBy,
          uploaded_at: file.uploadedAt,
          client_key: file.clientKey ?? null,
        })
        .onConflict((oc) => oc.columns(['report_id', 'client_key']).where('client_key', 'is not', null).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    /** The attachment stored under a device's key on a report, including a removed one (it keeps its key). */
    async byClientKey(reportId: number, clientKey: string, tx: Executor = db): Promise<KeyedAttachment | undefined> {
      const row = await tx
        .selectFrom('attachments')
        .select(['id', 'file_name', 'deleted_at'])
        .where('report_id', '=', reportId)
        .where('client_key', '=', clientKey)
        .executeTakeFirst();
      return row && { id: row.id, fileName: row.file_name, removedAt: row.deleted_at && new Date(row.deleted_at) };
    },

    /** Marks a live attachment deleted; false when it was already gone. */
    async softDelete({ id, by, at }: { id: string; by: number; at: Date }, tx: Executor = db): Promise<boolean> {
      const result = await tx
        .updateTable('attachments')
        .set({ deleted_at: at, deleted_by: by })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Holds the report row until the transaction ends, so two uploads to one report are checked
     * against the total one after the other and a report cannot be sent half-way through a write.
     */
    async lockReport(reportId: number, tx: Executor) {
      const row = await tx
        .selectFrom('reports')
        .select(['id', 'status', 'author_user_id', 'locking_user_id', 'lock_created'])
        .where('id', '=', reportId)
        .forUpdate()
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          status: row.status,
          authorUserId: row.author_user_id,
          lockUserId: row.locking_user_id,
          lockCreated: row.lock_created ? new Date(row.lock_created) : null,
        }
      );
    },
  };
}
export type AttachmentRepository = ReturnType<typeof attachmentRepository>;
