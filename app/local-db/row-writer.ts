import { rowSealer, type RowToSeal } from './row-seal';

/** What the page asks the row writer to do, in the order it must land. */
export type RowWrite = { seq: number; database: string } & (
  | { op: 'put'; row: RowToSeal; key: CryptoKey }
  | { op: 'delete'; store: string; rowKey: string; primaryKey: IDBValidKey }
);

export interface RowWriteAnswer {
  seq: number;
  /** Why the write did not land; absent when it did. */
  error?: string;
}

/**
 * Seals and writes sealed tables' rows, one request after another in the order they came, on
 * whatever thread runs it (the draft writer's worker, so a keystroke's copy costs the page only
 * its JSON text). It opens the page's database as it is and never upgrades it: the page's
 * connection (indexeddb/device-connection.ts) owns the schema, and a database it has not made yet is
 * refused, not created empty.
 */
export function rowWriter(factory: IDBFactory) {
  const sealer = rowSealer();
  const connections = new Map<string, Promise<IDBDatabase>>();
  let queue: Promise<unknown> = Promise.resolve();

  function connect(name: string): Promise<IDBDatabase> {
    let open = connections.get(name);
    if (!open) {
      open = new Promise<IDBDatabase>((resolve, reject) => {
        const req = factory.open(name);
        req.onupgradeneeded = () => req.transaction?.abort();
        req.onsuccess = () => {
          const db = req.result;
          // The page is upgrading the database: let it, and open the new version next time.
          db.onversionchange = () => {
            db.close();
            connections.delete(name);
          };
          resolve(db);
        };
        req.onerror = () => reject(req.error ?? new Error(`The device database ${name} could not be opened`));
      });
      open.catch(() => connections.delete(name));
      connections.set(name, open);
    }
    return open;
  }

  async function write(message: RowWrite): Promise<void> {
    const db = await connect(message.database);
    const store = message.op === 'put' ? message.row.store : message.store;
    if (message.op === 'delete') sealer.forget(store, message.rowKey);
    // Sealed before the transaction opens: one left waiting on crypto would commit empty.
    const value = message.op === 'put' ? await sealer.seal(message.row, message.key) : undefined;
    const tx = db.transaction(store, 'readwrite');
    const done = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onabort = () => reject(tx.error ?? new Error('The device database abandoned the write'));
    });
    const objects = tx.objectStore(store);
    // A refused request aborts the transaction, which `done` reports.
    if (message.op === 'delete') objects.delete(message.primaryKey);
    else objects.put(value);
    await done;
  }

  return {
    /** Runs `message` after every one before it has landed or failed. */
    handle(message: RowWrite): Promise<RowWriteAnswer> {
      const result = queue.then(() => write(message));
      queue = result.catch(() => undefined);
      return result.then(
        () => ({ seq: message.seq }),
        (e: unknown) => ({ seq: message.seq, error: e instanceof Error ? e.message : String(e) }),
      );
    },
  };
}
