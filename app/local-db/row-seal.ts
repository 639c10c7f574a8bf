import { sealText, type Sealed } from './device-key';

/**
 * A row of a sealed table made ready to seal: its clear columns, and the rest as JSON text, with
 * each column sealed apart as text of its own. `ref` names the object a column sealed apart held,
 * so its text is sent (and sealed) again only when the object changed; `json` is absent when the
 * sealer already holds the text of that `ref`.
 */
export interface RowToSeal {
  store: string;
  /** The row's primary key, naming it in the sealer's memory of the columns sealed apart. */
  rowKey: string;
  owner: number;
  keyId: string;
  clear: Record<string, unknown>;
  rest: string;
  apart: Record<string, { ref: number; json?: string }>;
}

/** What a sealer remembers of a column sealed apart: its text, and its sealed bytes under one key. */
interface KnownApart {
  ref: number;
  json: string;
  keyId?: string;
  sealed?: Sealed;
}

/**
 * Seals RowToSeal into the row the table stores (the shape sealed-table.ts reads back), sealing a
 * column apart again only when its object or the key changed.
 */
export function rowSealer() {
  const known = new Map<string, KnownApart>();
  return {
    async seal(row: RowToSeal, key: CryptoKey): Promise<Record<string, unknown>> {
      const apart: Record<string, Sealed> = {};
      for (const [column, { ref, json }] of Object.entries(row.apart)) {
        const name = `${row.store}\u0000${row.rowKey}\u0000${column}`;
        let entry = known.get(name);
        if (json !== undefined) {
          entry = { ref, json };
          known.set(name, entry);
        }
        // The page sends a column's text whenever it has not sent that object for this row: a
        // sealer that holds another means a message was lost, and the row must not be sealed wrong.
        if (!entry || entry.ref !== ref)
          throw new Error(`The ${column} column of ${row.store} ${row.rowKey} was never sent`);
        if (entry.keyId !== row.keyId || !entry.sealed) {
          entry.sealed = await sealText(key, entry.json);
          entry.keyId = row.keyId;
        }
        apart[column] = entry.sealed;
      }
      return {
        ...row.clear,
        owner: row.owner,
        keyId: row.keyId,
        ...(await sealText(key, row.rest)),
        ...(Object.keys(row.apart).length ? { apart } : {}),
      };
    },
    /** Forgets a row's columns (the row was deleted). */
    forget(store: string, rowKey: string) {
      const prefix = `${store}\u0000${rowKey}\u0000`;
      for (const name of known.keys()) if (name.startsWith(prefix)) known.delete(name);
    },
  };
}
