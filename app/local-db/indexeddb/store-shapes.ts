/**
 * The shape of one table as IndexedDB keeps it. Tables are written in Dexie's notation ('id,
 * savedAt', '++seq', '[userId+reportId]'), which made the databases devices already hold: the
 * same text gives the same store, key and index names, so their rows stay readable.
 */
export interface StoreShape {
  keyPath: string | string[];
  autoIncrement: boolean;
  /** Index name to key path: a compound index is named as written, '[userId+reportId]'. */
  indexes: Record<string, string | string[]>;
}

const keyPathOf = (part: string) => (part.startsWith('[') && part.endsWith(']') ? part.slice(1, -1).split('+') : part);

/** Reads a table's notation; the forms no table uses (unique, multi-entry, no key) are refused, not guessed. */
export function storeShape(notation: string): StoreShape {
  const parts = notation.split(',').map((part) => part.trim());
  if (parts.some((part) => part === '' || /^[&*]/.test(part)))
    throw new Error(`Unsupported table notation: '${notation}'`);
  const [primary = '', ...indexes] = parts;
  const autoIncrement = primary.startsWith('++');
  return {
    keyPath: keyPathOf(autoIncrement ? primary.slice(2) : primary),
    autoIncrement,
    indexes: Object.fromEntries(indexes.map((index) => [index, keyPathOf(index)])),
  };
}

/** The tables and indexes of `stores` the open database lacks, by name ('drafts', 'drafts.owner'). */
export function missingParts(db: IDBDatabase, stores: Record<string, string>): string[] {
  const names = Object.keys(stores);
  const missing = names.filter((name) => !db.objectStoreNames.contains(name));
  const present = names.filter((name) => db.objectStoreNames.contains(name));
  if (present.length === 0) return missing;
  const tx = db.transaction(present, 'readonly');
  for (const name of present) {
    const indexNames = tx.objectStore(name).indexNames;
    for (const index of Object.keys(storeShape(stores[name]!).indexes))
      if (!indexNames.contains(index)) missing.push(`${name}.${index}`);
  }
  return missing;
}

/**
 * Adds, during an upgrade, the tables and indexes of `stores` the database lacks. Nothing is ever
 * removed or changed: a table or index an older or newer build made stays as it is, with its rows.
 */
export function addMissingParts(db: IDBDatabase, upgrade: IDBTransaction, stores: Record<string, string>): void {
  for (const [name, notation] of Object.entries(stores)) {
    const shape = storeShape(notation);
    const store = db.objectStoreNames.contains(name)
      ? upgrade.objectStore(name)
      : db.createObjectStore(name, { keyPath: shape.keyPath, autoIncrement: shape.autoIncrement });
    for (const [index, keyPath] of Object.entries(shape.indexes))
      if (!store.indexNames.contains(index)) store.createIndex(index, keyPath, { unique: false, multiEntry: false });
  }
}
