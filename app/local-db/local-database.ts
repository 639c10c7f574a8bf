import { DeviceConnection, type ConnectionOptions } from './indexeddb/device-connection';
import type { DeviceKeyRow, UnreadableRow } from './device-records';
import {
  cachedCodeListsSchema,
  cachedFormSchema,
  keptPushedRecordSchema,
  localDraftSchema,
  pendingUploadSchema,
  setAsideCopySchema,
  type CachedCodeLists,
  type CachedForm,
  type KeptPushedRecord,
  type LocalDraft,
  type PendingUpload,
  type SetAsideCopy,
} from './local-records';
import { offThreadRows, rowWriterWorker, type OffThreadRows } from './off-thread-rows';
import type { RawTable } from './indexeddb/raw-table';
import { sealedTable, type HeldKey, type ParsedTable, type SealedRow } from './sealed-table';
import { stampedTable } from './stamped-table';
import { LOCAL_DATABASE_NAME } from '../storage-keys';

export type { ParsedTable } from './sealed-table';

/**
 * Every version of this device's database with what it added, in Dexie's notation (indexeddb/store-shapes.ts).
 * A browser may hold any earlier version, so none is ever edited or dropped: a change is a new
 * version at the end, and local-database.test.ts opens each earlier version's database with this
 * one. Opening adds the tables and indexes a device lacks; a version whose existing rows must change
 * needs an upgrade step in indexeddb/device-connection.ts too.
 */
export const localDatabaseVersions: ReadonlyArray<Record<string, string>> = [
  { drafts: 'id, savedAt' },
  { drafts: 'id, savedAt', codeLists: 'id' },
  { drafts: 'id, savedAt', codeLists: 'id', forms: 'id' },
  { drafts: 'id, savedAt', codeLists: 'id', forms: 'id', setAside: 'id' },
  {
    drafts: 'id, savedAt',
    codeLists: 'id',
    forms: 'id',
    setAside: 'id',
    pushedRecords: 'deliveryId, [userId+reportId]',
  },
  {
    // Drafts, set-aside copies and pushed records are sealed under the officer's device key
    // (sealed-table.ts); `owner` finds an officer's rows without reading them.
    drafts: 'id, savedAt, owner',
    codeLists: 'id',
    forms: 'id',
    setAside: 'id, owner',
    pushedRecords: 'deliveryId, [userId+reportId], owner',
    deviceKeys: 'userId, userName',
    unreadable: '++seq, owner',
  },
  {
    drafts: 'id, savedAt, owner',
    codeLists: 'id',
    forms: 'id',
    setAside: 'id, owner',
    pushedRecords: 'deliveryId, [userId+reportId], owner',
    deviceKeys: 'userId, userName',
    unreadable: '++seq, owner',
    // Files attached offline, sealed, until the outbox uploads them (app/sync/pending-uploads.ts).
    pendingUploads: 'clientKey, reportId, owner',
  },
];

export class LocalDatabase {
  readonly name: string;
  private readonly connection: DeviceConnection;
  readonly drafts: ParsedTable<LocalDraft, number>;
  readonly setAside: ParsedTable<SetAsideCopy, number>;
  readonly codeLists: ParsedTable<CachedCodeLists, 'all'>;
  readonly forms: ParsedTable<CachedForm, number>;
  readonly pushedRecords: ParsedTable<KeptPushedRecord, string>;
  readonly pendingUploads: ParsedTable<PendingUpload, string>;
  readonly deviceKeys: RawTable<DeviceKeyRow, number>;
  readonly unreadable: RawTable<UnreadableRow, number>;
  /** The signed-in (or unlocked) officer's key; without it the sealed tables neither read nor write. */
  private held: HeldKey | null = null;
  private readonly setAsideListeners = new Set<() => void>();
  private readonly writing = new Set<Promise<unknown>>();

  /**
   * `offThread` makes the writer that seals and writes drafts off the page's thread (the app's
   * database uses a worker; without one, drafts are sealed and written on the page).
   */
  constructor(name = LOCAL_DATABASE_NAME, options?: ConnectionOptions, offThread?: (name: string) => OffThreadRows) {
    this.name = name;
    this.connection = new DeviceConnection(name, localDatabaseVersions, options);
    const table = <T, K extends IDBValidKey>(store: string) => this.connection.table<T, K>(store);
    const sealed = {
      heldKey: () => this.held,
      setAside: this.setRowAside.bind(this),
      track: (write: Promise<unknown>) => {
        this.writing.add(write);
        void write.catch(() => undefined).finally(() => this.writing.delete(write));
      },
    };
    this.drafts = sealedTable({
      ...sealed,
      raw: table('drafts'),
      schema: localDraftSchema,
      clearColumns: ['id', 'savedAt'],
      sealedApart: ['base'],
      offThread: offThread?.(name),
    });
    this.setAside = sealedTable({
      ...sealed,
      raw: table('setAside'),
      schema: setAsideCopySchema,
      clearColumns: ['id'],
    });
    this.codeLists = stampedTable(table('codeLists'), cachedCodeListsSchema);
    this.forms = stampedTable(table('forms'), cachedFormSchema);
    this.pushedRecords = sealedTable({
      ...sealed,
      raw: table('pushedRecords'),
      schema: keptPushedRecordSchema,
      clearColumns: ['deliveryId', 'userId', 'reportId'],
    });
    this.pendingUploads = sealedTable({
      ...sealed,
      raw: table('pendingUploads'),
      schema: pendingUploadSchema,
      clearColumns: ['clientKey', 'reportId'],
    });
    this.deviceKeys = table('deviceKeys');
    this.unreadable = table('unreadable');
  }

  /** Opens the database now; any other use opens it too, so only tests need this. */
  async open(): Promise<void> {
    await this.connection.db();
  }

  close(): void {
    this.connection.close();
  }

  /** Every table as stored, sealed rows sealed. */
  rawTables(): RawTable[] {
    return [
      ...this.sealedTables().map((t) => t.raw),
      this.codeLists.raw,
      this.forms.raw,
      this.deviceKeys,
      this.unreadable,
    ] as RawTable[];
  }

  useKey(key: HeldKey | null) {
    this.held = key;
  }

  heldKey(): HeldKey | null {
    return this.held;
  }

  /** Settles once every sealed write begun so far has landed (or failed). */
  async writesSettled(): Promise<void> {
    await Promise.allSettled([...this.writing]);
  }

  /** The tables whose rows are sealed: anything personal a later table keeps belongs here too. */
  sealedTables(): ParsedTable<unknown, IDBValidKey>[] {
    return [this.drafts, this.setAside, this.pushedRecords, this.pendingUploads] as ParsedTable<unknown, IDBValidKey>[];
  }

  /** Moves an unreadable row to `unreadable` in one transaction and tells whoever listens. */
  async setRowAside(raw: RawTable, row: SealedRow, reason: string): Promise<void> {
    await this.connection.together([raw, this.unreadable], (writes) => {
      writes.add(this.unreadable, { table: raw.name, owner: row.owner ?? null, reason, at: Date.now(), row });
      writes.delete(raw, row[raw.keyPath] as IDBValidKey);
    });
    for (const listener of this.setAsideListeners) listener();
  }

  /** Calls `listener` whenever a row is set aside; answers the function that stops it. */
  onRowSetAside(listener: () => void): () => void {
    this.setAsideListeners.add(listener);
    return () => this.setAsideListeners.delete(listener);
  }

  /** The records kept for one officer's report, in order of capture; rows that no longer fit are left out. */
  async pushedRecordsOf(userId: number, reportId: number): Promise<KeptPushedRecord[]> {
    const rows = await this.pushedRecords.raw.where('[userId+reportId]', [userId, reportId]);
    return (await this.pushedRecords.read(rows)).sort((a, b) => a.capturedAt.localeCompare(b.capturedAt));
  }

  /**
   * A report started on this device now has the server's id: its copy, and the records kept for
   * it, move to that id in one transaction, so a crash leaves it under one key, never two or none.
   */
  async moveDraftTo(from: number, draft: LocalDraft): Promise<void> {
    const stored = await this.drafts.stored(draft);
    const heldUser = this.held?.userId;
    const records = heldUser === undefined ? [] : await this.pushedRecordsOf(heldUser, from);
    const moved = await Promise.all(records.map((r) => this.pushedRecords.stored({ ...r, reportId: draft.id })));
    const files = await this.pendingUploads.read(await this.pendingUploads.raw.where('reportId', from));
    const movedFiles = await Promise.all(files.map((f) => this.pendingUploads.stored({ ...f, reportId: draft.id })));
    const { drafts, pushedRecords, pendingUploads } = this;
    await this.connection.together([drafts.raw, pushedRecords.raw, pendingUploads.raw], (writes) => {
      writes.put(drafts.raw, stored);
      writes.delete(drafts.raw, from);
      for (const row of moved) writes.put(pushedRecords.raw, row);
      for (const row of movedFiles) writes.put(pendingUploads.raw, row);
    });
  }

  /**
   * Moves a local copy aside (see SetAsideCopy) in one transaction: a draft row left behind would
   * be put aside again at every open.
   */
  async moveDraftAside(copy: SetAsideCopy): Promise<void> {
    const stored = await this.setAside.stored(copy);
    await this.drafts.settled();
    await this.connection.together([this.setAside.raw, this.drafts.raw], (writes) => {
      writes.put(this.setAside.raw, stored);
      writes.delete(this.drafts.raw, copy.id);
    });
  }
}

/**
 * This device's database, with its drafts written off the page's thread; it opens on first use.
 * The app's root makes one for the page (open-local-db.ts).
 */
export const createLocalDatabase = (): LocalDatabase =>
  new LocalDatabase(LOCAL_DATABASE_NAME, undefined, (name) => offThreadRows(name, rowWriterWorker));
