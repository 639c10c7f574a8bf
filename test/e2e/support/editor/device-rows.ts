import type { Page } from 'puppeteer-core';

/**
 * A row of the app's database (IndexedDB `crash-report`) as the app reads it: sealed rows are
 * opened with the device key the tab keeps (session storage `crash.deviceKey`), as the app does;
 * undefined when there is no row or no key.
 */
export function deviceRow<T = Record<string, unknown>>(
  page: Page,
  table: string,
  key: unknown,
): Promise<T | undefined> {
  return page.evaluate(
    async (tableName, rowKey) => {
      const row = await new Promise<Record<string, unknown> | undefined>((resolve, reject) => {
        const open = indexedDB.open('crash-report');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result
            .transaction(tableName)
            .objectStore(tableName)
            .get(rowKey as IDBValidKey);
          get.onsuccess = () => {
            open.result.close();
            resolve(get.result as Record<string, unknown> | undefined);
          };
        };
      });
      const tabKey = JSON.parse(sessionStorage.getItem('crash.deviceKey') ?? 'null') as { key: string } | null;
      if (!row || !tabKey) return undefined;
      const raw = Uint8Array.from(atob(tabKey.key), (c) => c.charCodeAt(0));
      const key = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: row.iv as Uint8Array<ArrayBuffer> },
        key,
        row.ciphertext as Uint8Array<ArrayBuffer>,
      );
      return JSON.parse(new TextDecoder().decode(plain)) as unknown;
    },
    table,
    key,
  ) as Promise<T | undefined>;
}

/** Every row of every table of the app's database, as text: what anyone reading the disk would find. */
export function rawDeviceText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('crash-report');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => resolve(open.result);
    });
    const names = [...db.objectStoreNames];
    const tables = await Promise.all(
      names.map(
        (name) =>
          new Promise<unknown[]>((resolve) => {
            const all = db.transaction(name).objectStore(name).getAll();
            all.onsuccess = () => resolve(all.result);
          }),
      ),
    );
    db.close();
    // Bytes are read as text too, so a value kept as bytes in the clear would be found.
    return JSON.stringify(tables, (_, value: unknown) =>
      value instanceof Uint8Array || value instanceof ArrayBuffer ? new TextDecoder().decode(value) : value,
    );
  });
}

type KeptDraft = { dirty?: boolean; data: Record<string, Record<string, unknown> | undefined> };

/**
 * Waits until this device's copy of report `id` holds `value` at `section.field`, unsaved: the
 * copy is sealed by a worker and written after the frame, so a step that reloads or goes offline
 * first waits for it. True once it does, false after `timeoutMs`.
 */
export async function deviceCopyHolds(
  page: Page,
  id: number,
  [section, field]: [string, string],
  value: unknown,
  timeoutMs = 10_000,
): Promise<boolean> {
  const holds = async () => {
    const row = await deviceRow<KeptDraft>(page, 'drafts', id);
    return row?.dirty === true && row.data[section]?.[field] === value;
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await holds())) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}
