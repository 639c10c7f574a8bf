import { wrap, type IDBPDatabase } from 'idb';
import { committed, queued, rawTable, type RawTable } from './raw-table';
import { addMissingParts, missingParts, storeShape } from './store-shapes';

export interface ConnectionOptions {
  /** The browser's IndexedDB unless given (tests give each case a storage of its own). */
  indexedDB?: IDBFactory;
  /** How long an upgrade waits for another tab to let go of the database before it fails. */
  blockedTimeout?: number;
}

/** Another tab keeps the database open at its older version and does not let go. */
export class DatabaseBlockedError extends Error {
  constructor(name: string) {
    super(`The device database ${name} is held by another tab of the app: close the app's other tabs and try again.`);
  }
}

/** Writes across tables, queued inside one transaction: they all land, or none does. */
export interface TogetherWrites {
  put<T>(table: RawTable<T, IDBValidKey>, row: T): void;
  add<T>(table: RawTable<T, IDBValidKey>, row: T): void;
  delete<K extends IDBValidKey>(table: RawTable<unknown, K>, key: K): void;
}

const BLOCKED_TIMEOUT = 10_000;

/**
 * The version number IndexedDB keeps for the newest of `versions`: Dexie, which made the databases
 * devices hold, numbered version n as n × 10, so a device that later runs an older build finds
 * the number it expects.
 */
export const idbVersionOf = (versions: readonly unknown[]) => versions.length * 10;

/** Opens `name` at `version` (as it is when absent), adding what `stores` lacks if it upgrades. */
function openAt(
  factory: IDBFactory,
  name: string,
  version: number | undefined,
  stores: Record<string, string>,
  blockedTimeout: number,
): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = version === undefined ? factory.open(name) : factory.open(name, version);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let gaveUp = false;
    request.onupgradeneeded = () => addMissingParts(request.result, request.transaction!, stores);
    // The other tab is told to close (versionchange) and usually does; one that does not must not
    // leave every read of this tab waiting.
    request.onblocked = () => {
      timer ??= setTimeout(() => {
        gaveUp = true;
        reject(new DatabaseBlockedError(name));
      }, blockedTimeout);
    };
    request.onsuccess = () => {
      clearTimeout(timer);
      if (gaveUp) request.result.close();
      else resolve(request.result);
    };
    request.onerror = () => {
      clearTimeout(timer);
      reject(request.error ?? new Error(`The device database ${name} could not be opened`));
    };
  });
}

/**
 * Opens the database with every table and index of `stores`. A database a newer build upgraded
 * past `version` is used at its own version, as Dexie did; one that lacks a part anyway (its number
 * moved without its tables) is upgraded one number further to add it.
 */
async function connect(
  factory: IDBFactory,
  name: string,
  version: number,
  stores: Record<string, string>,
  blockedTimeout: number,
): Promise<IDBDatabase> {
  let db: IDBDatabase;
  try {
    db = await openAt(factory, name, version, stores, blockedTimeout);
  } catch (e) {
    if ((e as { name?: unknown } | null)?.name !== 'VersionError') throw e;
    db = await openAt(factory, name, undefined, stores, blockedTimeout);
  }
  if (missingParts(db, stores).length === 0) return db;
  const next = db.version + 1;
  db.close();
  return openAt(factory, name, next, stores, blockedTimeout);
}

/**
 * One database of this device, opened on first use and again after another tab upgraded it: this
 * connection closes at once when another opens a newer version (versionchange), so that upgrade is
 * never blocked by this tab, and the next use opens the new version.
 */
export class DeviceConnection {
  private opening: Promise<IDBPDatabase> | null = null;
  private opened: IDBPDatabase | null = null;
  private readonly version: number;
  private readonly stores: Record<string, string>;

  constructor(
    readonly name: string,
    versions: ReadonlyArray<Record<string, string>>,
    private readonly options: ConnectionOptions = {},
  ) {
    this.version = idbVersionOf(versions);
    this.stores = versions.at(-1) ?? {};
  }

  /** The open database; opening failures (blocked, full, refused) reject, and the next use tries again. */
  db(): Promise<IDBPDatabase> {
    if (this.opening) return this.opening;
    const factory = this.options.indexedDB ?? globalThis.indexedDB;
    if (!factory) return Promise.reject(new Error('This browser keeps no databases (IndexedDB is unavailable).'));
    const opening = connect(
      factory,
      this.name,
      this.version,
      this.stores,
      this.options.blockedTimeout ?? BLOCKED_TIMEOUT,
    ).then((raw) => {
      const forget = () => {
        if (this.opening !== opening) return;
        this.opening = null;
        this.opened = null;
      };
      raw.onversionchange = () => {
        raw.close();
        forget();
      };
      // The browser closed it (storage cleared, disk error): the next use opens it again.
      raw.onclose = forget;
      const db = wrap(raw);
      if (this.opening === opening) this.opened = db;
      else raw.close();
      return db;
    });
    opening.catch(() => {
      if (this.opening === opening) this.opening = null;
    });
    this.opening = opening;
    return opening;
  }

  /** Closes the connection (one still opening closes when it opens); a later use opens it again. */
  close(): void {
    this.opened?.close();
    this.opening = null;
    this.opened = null;
  }

  table<T, K extends IDBValidKey = IDBValidKey>(name: string): RawTable<T, K> {
    const keyPath = storeShape(this.stores[name] ?? '').keyPath;
    if (typeof keyPath !== 'string') throw new Error(`Table ${name} has a compound key`);
    return rawTable<T, K>(() => this.db(), name, keyPath);
  }

  /** Runs `write`'s writes in one transaction over `tables`; settles once they landed, or none did. */
  async together(tables: readonly { name: string }[], write: (writes: TogetherWrites) => void): Promise<void> {
    const tx = (await this.db()).transaction(
      tables.map((t) => t.name),
      'readwrite',
    );
    await committed(tx, () => {
      const requests: Promise<unknown>[] = [];
      write({
        put: (table, row) => requests.push(queued(tx.objectStore(table.name).put(row))),
        add: (table, row) => requests.push(queued(tx.objectStore(table.name).add(row))),
        delete: (table, key) => requests.push(queued(tx.objectStore(table.name).delete(key))),
      });
      return Promise.all(requests);
    });
  }
}
