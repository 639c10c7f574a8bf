/** Everything IndexedDB keeps about a database's tables, to compare what two builds made. */
export interface InstalledShape {
  version: number;
  stores: Record<string, unknown>;
}

/** Opens `name` as it is (without upgrading it) and reads its version, tables, keys and indexes. */
export function installedShape(factory: IDBFactory, name: string): Promise<InstalledShape> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name);
    request.onerror = () => reject(request.error ?? new Error('not opened'));
    request.onsuccess = () => {
      const db = request.result;
      const names = [...db.objectStoreNames];
      const tx = db.transaction(names, 'readonly');
      const stores = Object.fromEntries(
        names.map((storeName) => {
          const store = tx.objectStore(storeName);
          const indexes = [...store.indexNames].map((indexName) => {
            const { keyPath, unique, multiEntry } = store.index(indexName);
            return [indexName, { keyPath, unique, multiEntry }];
          });
          return [
            storeName,
            { keyPath: store.keyPath, autoIncrement: store.autoIncrement, indexes: Object.fromEntries(indexes) },
          ];
        }),
      );
      const version = db.version;
      db.close();
      resolve({ version, stores });
    };
  });
}
