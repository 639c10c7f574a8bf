import type { IDBPDatabase, IDBPObjectStore, IDBPTransaction } from 'idb';

/**
 * One table of the device's database as the app uses it, rows as stored. Each call is a
 * transaction of its own; writes to several tables that must land together go through
 * DeviceConnection.together.
 */
export interface RawTable<T = unknown, K extends IDBValidKey = IDBValidKey> {
  readonly name: string;
  /** The column holding each row's key. */
  readonly keyPath: string;
  get(key: K): Promise<T | undefined>;
  put(row: T): Promise<void>;
  /** Adds a row, its key made by the table when it makes keys. */
  add(row: T): Promise<void>;
  delete(key: K): Promise<void>;
  bulkPut(rows: readonly T[]): Promise<void>;
  bulkDelete(keys: readonly K[]): Promise<void>;
  toArray(): Promise<T[]>;
  count(): Promise<number>;
  /** The rows whose `index` holds `value` (an array for a compound index). */
  where(index: string, value: IDBValidKey): Promise<T[]>;
  /** Deletes, in one transaction, the rows whose `index` holds `value` and that `which` picks. */
  deleteWhere(index: string, value: IDBValidKey, which: (row: T) => boolean): Promise<void>;
}

/**
 * A request queued in a transaction: when a later one fails, the transaction's abort rejects it
 * too, and the failure is reported once, by `committed`, not again as an unhandled rejection.
 */
export function queued<P extends Promise<unknown>>(request: P): P {
  request.catch(() => undefined);
  return request;
}

/**
 * Settles once `tx` committed what `work` queued in it. When `work` fails, even part-way (a row
 * IndexedDB refuses, a failing callback), the transaction is aborted: its writes land together or
 * not at all, never the half queued before the failure.
 */
export async function committed(tx: IDBPTransaction<unknown, string[], 'readwrite'>, work: () => unknown) {
  try {
    await Promise.all([work(), tx.done]);
  } catch (e) {
    tx.done.catch(() => undefined);
    try {
      tx.abort();
    } catch {
      // It had already finished (or aborted itself): nothing of it is left to undo.
    }
    throw e;
  }
}

export function rawTable<T, K extends IDBValidKey>(
  open: () => Promise<IDBPDatabase>,
  name: string,
  keyPath: string,
): RawTable<T, K> {
  /** Runs `work` in a read-write transaction on this table and settles once that committed. */
  async function writing(work: (store: IDBPObjectStore<unknown, string[], string, 'readwrite'>) => Promise<unknown>) {
    const tx = (await open()).transaction([name], 'readwrite');
    await committed(tx, () => work(tx.objectStore(name)));
  }
  return {
    name,
    keyPath,
    get: async (key) => (await (await open()).get(name, key)) as T | undefined,
    put: (row) => writing((store) => store.put(row)),
    add: (row) => writing((store) => store.add(row)),
    delete: (key) => writing((store) => store.delete(key)),
    bulkPut: (rows) => writing((store) => Promise.all(rows.map((row) => queued(store.put(row))))),
    bulkDelete: (keys) => writing((store) => Promise.all(keys.map((key) => queued(store.delete(key))))),
    toArray: async () => (await (await open()).getAll(name)) as T[],
    count: async () => (await open()).count(name),
    where: async (index, value) => (await (await open()).getAllFromIndex(name, index, value)) as T[],
    deleteWhere: (index, value, which) =>
      writing(async (store) => {
        let cursor = await store.index(index).openCursor(value);
        while (cursor) {
          if (which(cursor.value as T)) await cursor.delete();
          cursor = await cursor.continue();
        }
      }),
  };
}
