import type { RowToSeal } from './row-seal';
import type { RowWrite, RowWriteAnswer } from './row-writer';

/** A write the page hands over, with how to make it on the page if the worker cannot. */
interface Handed {
  resolve: () => void;
  reject: (e: Error) => void;
  here: () => Promise<unknown>;
}

/** The row writer as the sealed tables see it: writes land in the order they were handed over. */
export interface OffThreadRows {
  /** False once the worker failed: writes are then made on the page. */
  running(): boolean;
  put(row: RowToSeal, key: CryptoKey, here: () => Promise<unknown>): Promise<void>;
  delete(store: string, primaryKey: IDBValidKey, here: () => Promise<unknown>): Promise<void>;
  /** Settles once every write handed over so far has landed or failed. */
  drained(): Promise<void>;
}

type Post = (message: RowWrite) => void;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * Hands writes to a worker running row-writer.ts (`start` makes it; tests pass their own). A
 * worker that fails, or cannot start, leaves its unfinished writes to be made on the page, in
 * their order, and every later one too: a copy is never lost to a worker.
 */
export function offThreadRows(
  database: string,
  start: (answer: (a: RowWriteAnswer) => void, failed: () => void) => Post | null,
): OffThreadRows {
  const handed = new Map<number, Handed>();
  let seq = 0;
  let last: Promise<unknown> = Promise.resolve();
  let post: Post | null | undefined;

  const answer = ({ seq: done, error }: RowWriteAnswer) => {
    const entry = handed.get(done);
    handed.delete(done);
    if (!entry) return;
    if (error === undefined) entry.resolve();
    else entry.reject(new Error(error));
  };
  const failed = () => {
    post = null;
    const left = [...handed.values()];
    handed.clear();
    // One after another, as the worker would have.
    let chain: Promise<unknown> = Promise.resolve();
    for (const entry of left) {
      chain = chain.then(() => entry.here().then(entry.resolve, entry.reject));
    }
    last = chain;
  };
  const worker = () => {
    if (post === undefined) {
      try {
        post = start(answer, failed);
      } catch {
        post = null;
      }
    }
    return post;
  };

  function hand(message: DistributiveOmit<RowWrite, 'seq' | 'database'>, here: () => Promise<unknown>): Promise<void> {
    const target = worker();
    if (!target) {
      const write = last.then(here, here).then(() => undefined);
      last = write.catch(() => undefined);
      return write;
    }
    const id = ++seq;
    const write = new Promise<void>((resolve, reject) => handed.set(id, { resolve, reject, here }));
    last = write.catch(() => undefined);
    target({ ...message, seq: id, database });
    return write;
  }

  return {
    running: () => worker() !== null,
    put: (row, key, here) => hand({ op: 'put', row, key }, here),
    delete: (store, primaryKey, here) => hand({ op: 'delete', store, rowKey: String(primaryKey), primaryKey }, here),
    drained: () => last.then(() => undefined),
  };
}

/** The browser's worker for the row writer; null where the page cannot run one. */
export function rowWriterWorker(answer: (a: RowWriteAnswer) => void, failed: () => void): Post | null {
  if (typeof Worker !== 'function') return null;
  const worker = new Worker(new URL('./row-writer.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<RowWriteAnswer>) => answer(event.data);
  worker.onerror = () => {
    worker.terminate();
    failed();
  };
  return (message) => worker.postMessage(message);
}
