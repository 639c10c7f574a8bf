import { z } from 'zod/mini';
import { openJson, sealJson, type Sealed } from './device-key';
import type { OffThreadRows } from './off-thread-rows';
import type { RawTable } from './indexeddb/raw-table';
import type { RowToSeal } from './row-seal';

/** The device key of the officer signed in (or unlocked), as the tables use it. */
export interface HeldKey {
  userId: number;
  keyId: string;
  key: CryptoKey;
}

/** A write while no officer's key is held: nothing personal is ever written in the clear. */
export class DeviceLockedError extends Error {
  constructor() {
    super("This device's reports are locked: sign in (or unlock) before anything is kept on it.");
  }
}

/**
 * A row as a sealed table stores it: the columns its indexes need, whose key sealed it, and the
 * whole row encrypted. Nothing else is readable without the key.
 */
export type SealedRow = Record<string, unknown> & Sealed & { owner: number; keyId: string };

/** Columns sealed on their own (sealedApart), by column name. */
type SealedApart = Record<string, Sealed>;

export function isSealedRow(row: unknown): row is SealedRow {
  return typeof row === 'object' && row !== null && 'ciphertext' in row && 'iv' in row && 'keyId' in row;
}

/** One table whose rows are parsed on the way out: a row that no longer fits reads as absent. */
export interface ParsedTable<T, K extends IDBValidKey> {
  get(key: K): Promise<T | undefined>;
  put(row: T): Promise<unknown>;
  delete(key: K): Promise<void>;
  /** Every row that still reads as what it should be (a row an older app wrote otherwise is skipped). */
  all(): Promise<T[]>;
  /** Rows fetched from `raw` (an index query), read as `get` reads them. */
  read(rows: unknown[]): Promise<T[]>;
  /** The row as the table stores it, for a write inside a transaction (which must not await crypto). */
  stored(row: T): Promise<unknown>;
  /**
   * Settles once the writes handed over before it have landed: a transaction on `raw` waits for
   * it first (a write off the page's thread would otherwise land after it).
   */
  settled(): Promise<void>;
  /** The underlying table, for transactions that span tables and for index queries. */
  readonly raw: RawTable<unknown, K>;
}

export interface SealedTableOptions<T> {
  raw: RawTable;
  schema: z.core.$ZodType<T>;
  /** The row's columns its indexes need (its key among them): the only ones kept in the clear. */
  clearColumns: readonly (keyof T & string)[];
  heldKey: () => HeldKey | null;
  /** Takes a row that cannot be read out of the way (and says so), so it is never read again. */
  setAside: (raw: RawTable, row: SealedRow, reason: string) => Promise<void>;
  /** Told of every write, so sign-out and the lock can wait for those begun before them. */
  track: (write: Promise<unknown>) => void;
  /**
   * Object columns that change far less often than the rest of the row, each sealed on its own and
   * its sealed bytes reused while the row holds the same object: a draft's server copy (`base`) is
   * as large as its data but changes only when a save lands, so a keystroke's write seals the data
   * alone.
   */
  sealedApart?: readonly (keyof T & string)[];
  /**
   * Seals and writes the table's rows and deletes off the page's thread, in order; reads and
   * whole-row writes on the page wait for the writes handed over before them.
   */
  offThread?: OffThreadRows;
}

/**
 * A table whose rows are encrypted with the held device key (AES-GCM). Callers keep the ParsedTable
 * API: without a key, reads answer absent and writes fail; rows of another officer, or of this
 * officer's earlier key, read as absent and are left as they are.
 */
export function sealedTable<T, K extends IDBValidKey>(options: SealedTableOptions<T>): ParsedTable<T, K> {
  const { schema, clearColumns, heldKey, setAside, track, sealedApart = [], offThread } = options;
  const raw = options.raw as RawTable<unknown, K>;
  const keyPath = raw.keyPath;
  /** The objects sealed apart by number, and the number last sent to offThread per row and column. */
  const refs = new WeakMap<object, number>();
  let lastRef = 0;
  const sent = new Map<string, number>();
  const settled = () => offThread?.drained() ?? Promise.resolve();
  /** The sealed bytes of each object sealed apart, under the key that sealed them. */
  const sealedObjects = new WeakMap<object, { keyId: string; sealed: Sealed }>();

  async function sealOnce(held: HeldKey, value: object): Promise<Sealed> {
    const known = sealedObjects.get(value);
    if (known?.keyId === held.keyId) return known.sealed;
    const sealed = await sealJson(held.key, value);
    sealedObjects.set(value, { keyId: held.keyId, sealed });
    return sealed;
  }

  async function open(row: unknown): Promise<T | undefined> {
    const held = heldKey();
    if (!held || !isSealedRow(row) || row.owner !== held.userId || row.keyId !== held.keyId) return undefined;
    let value: unknown;
    try {
      value = await openJson(held.key, row);
      const apart = (row as { apart?: SealedApart }).apart ?? {};
      for (const [column, sealed] of Object.entries(apart)) {
        if (typeof value === 'object' && value !== null)
          (value as Record<string, unknown>)[column] = await openJson(held.key, sealed);
      }
    } catch {
      await setAside(options.raw, row, 'It cannot be decrypted: it was damaged.');
      return undefined;
    }
    const parsed = z.safeParse(schema, value);
    if (parsed.success) return parsed.data;
    await setAside(options.raw, row, 'It no longer reads as what the app keeps.');
    return undefined;
  }

  /** A row's clear columns, the rest of it, and the objects of its columns sealed apart. */
  function split(row: T) {
    const clear = Object.fromEntries(clearColumns.map((column) => [column, row[column]]));
    const rest = { ...row } as Record<string, unknown>;
    const apart: [column: string, value: object][] = [];
    for (const column of sealedApart) {
      const value = row[column];
      if (typeof value !== 'object' || value === null) continue;
      delete rest[column];
      apart.push([column, value]);
    }
    return { clear, rest, apart };
  }

  /** The row as offThread seals it: its JSON text, and a column sealed apart as text only when new. */
  function toSeal(held: HeldKey, row: T): RowToSeal {
    const rowKey = String(row[keyPath as keyof T]);
    const { clear, rest, apart } = split(row);
    const texts: RowToSeal['apart'] = {};
    for (const [column, value] of apart) {
      let ref = refs.get(value);
      if (ref === undefined) refs.set(value, (ref = ++lastRef));
      const name = `${rowKey}\u0000${column}`;
      texts[column] = sent.get(name) === ref ? { ref } : { ref, json: JSON.stringify(value) };
      sent.set(name, ref);
    }
    return {
      store: raw.name,
      rowKey,
      owner: held.userId,
      keyId: held.keyId,
      clear,
      rest: JSON.stringify(rest),
      apart: texts,
    };
  }

  async function stored(row: T, held = heldKey()): Promise<SealedRow> {
    if (!held) throw new DeviceLockedError();
    const { clear, rest, apart } = split(row);
    const sealed: SealedApart = {};
    for (const [column, value] of apart) sealed[column] = await sealOnce(held, value);
    return {
      ...clear,
      owner: held.userId,
      keyId: held.keyId,
      ...(await sealJson(held.key, rest)),
      ...(sealedApart.length ? { apart: sealed } : {}),
    };
  }

  const read = async (rows: unknown[]) => (await Promise.all(rows.map(open))).filter((r): r is Awaited<T> => !!r);

  return {
    raw,
    async get(key) {
      await settled();
      if (!heldKey()) return undefined;
      return open(await raw.get(key));
    },
    put(row) {
      // The key is taken now: a write begun before a lock or sign-out still lands, sealed.
      const held = heldKey();
      const here = () => stored(row, held).then((sealed) => raw.put(sealed));
      const write =
        held && offThread?.running() ? offThread.put(toSeal(held, row), held.key, here) : settled().then(here);
      track(write);
      return write;
    },
    delete(key) {
      const here = () => raw.delete(key);
      if (!offThread?.running()) return settled().then(here);
      for (const column of sealedApart) sent.delete(`${String(key)}\u0000${column}`);
      return offThread.delete(raw.name, key, here);
    },
    async all() {
      await settled();
      const held = heldKey();
      if (!held) return [];
      return read(await raw.where('owner', held.userId));
    },
    read,
    async stored(row) {
      await settled();
      return stored(row);
    },
    settled,
  };
}
