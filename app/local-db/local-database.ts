import Dexie, { type DexieOptions, type Table } from 'dexie';
import type { z } from 'zod';
import {
  cachedCodeListsSchema,
  cachedFormSchema,
  keptPushedRecordSchema,
  localDraftSchema,
  setAsideCopySchema,
  type CachedCodeLists,
  type CachedForm,
  type KeptPushedRecord,
  type LocalDraft,
  type SetAsideCopy,
} from './local-records';

/**
 * Every version of this device's database with what it added. A browser may hold any earlier
 * version, so none is ever edited or dropped: a change is a new version at the end (with an
 * upgrade function when existing rows must change), and local-database.test.ts opens each
 * earlier version's database with this one.
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
];

export const LOCAL_DATABASE_NAME = 'crash-report';

/** One table whose rows are parsed on the way out: a row that no longer fits reads as absent. */
export interface ParsedTable<T, K> {
  get(key: K): Promise<T | undefined>;
  put(row: T): Promise<unknown>;
  delete(key: K): Promise<void>;
  /** Every row that still reads as what it should be (a row an older app wrote otherwise is skipped). */
  all(): Promise<T[]>;
  /** The underlying table, for transactions that span tables. */
  readonly raw: Table<unknown, K>;
}

function parsedTable<T, K>(raw: Table<unknown, K>, schema: z.ZodType<T>): ParsedTable<T, K> {
  return {
    raw,
    async get(key) {
      const row = await raw.get(key);
      if (row === undefined) return undefined;
      const parsed = schema.safeParse(row);
      return parsed.success ? parsed.data : undefined;
    },
    put: (row) => raw.put(row),
    delete: (key) => raw.delete(key),
    async all() {
      const rows = await raw.toArray();
      return rows.flatMap((row) => {
        const parsed = schema.safeParse(row);
        return parsed.success ? [parsed.data] : [];
      });
    },
  };
}

export class LocalDatabase extends Dexie {
  readonly drafts: ParsedTable<LocalDraft, number>;
  readonly setAside: ParsedTable<SetAsideCopy, number>;
  readonly codeLists: ParsedTable<CachedCodeLists, 'all'>;
  readonly forms: ParsedTable<CachedForm, number>;
  readonly pushedRecords: ParsedTable<KeptPushedRecord, string>;

  constructor(name = LOCAL_DATABASE_NAME, options?: DexieOptions) {
    super(name, options);
    localDatabaseVersions.forEach((stores, index) => this.version(index + 1).stores(stores));
    this.drafts = parsedTable(this.table('drafts'), localDraftSchema);
    this.setAside = parsedTable(this.table('setAside'), setAsideCopySchema);
    this.codeLists = parsedTable(this.table('codeLists'), cachedCodeListsSchema);
    this.forms = parsedTable(this.table('forms'), cachedFormSchema);
    this.pushedRecords = parsedTable(this.table('pushedRecords'), keptPushedRecordSchema);
  }

  /** The records kept for one officer's report, in order of capture; rows that no longer fit are left out. */
  async pushedRecordsOf(userId: number, reportId: number): Promise<KeptPushedRecord[]> {
    const rows = await this.pushedRecords.raw.where('[userId+reportId]').equals([userId, reportId]).toArray();
    return rows
      .map((row) => keptPushedRecordSchema.safeParse(row))
      .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
      .sort((a, b) => a.capturedAt.localeCompare(b.capturedAt));
  }

  /**
   * Moves a local copy aside (see SetAsideCopy) in one transaction: a draft row left behind would
   * be put aside again at every open.
   */
  moveDraftAside(copy: SetAsideCopy): Promise<void> {
    return this.transaction('rw', this.setAside.raw, this.drafts.raw, async () => {
      await this.setAside.put(copy);
      await this.drafts.delete(copy.id);
    });
  }
}

/** This device's database; Dexie opens it on first use. */
export const localDb = new LocalDatabase();
