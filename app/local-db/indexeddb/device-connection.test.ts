import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseBlockedError, DeviceConnection } from './device-connection';
import { installedShape } from './installed-shape.fixture';

let indexedDB = new IDBFactory();
const opened: { close(): void }[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
  indexedDB = new IDBFactory();
});

const thisBuild = [{ rows: 'id' }, { rows: 'id, label' }];
/** A later build that added a table and an index. */
const laterBuild = [...thisBuild, { rows: 'id, label, owner', later: '++seq' }];

function connection(versions = thisBuild, blockedTimeout?: number) {
  const made = new DeviceConnection('device', versions, { indexedDB, blockedTimeout });
  opened.push(made);
  return made;
}

/** The database as a Dexie build of the app opens it. */
async function dexieBuild(versions: Record<string, string>[]) {
  const db = new Dexie('device', { indexedDB, IDBKeyRange });
  versions.forEach((stores, i) => db.version(i + 1).stores(stores));
  opened.push(db);
  await db.open();
  return db;
}

/** Opens the database at `version` with `make` as its upgrade, as a build the app no longer has might have. */
function openRaw(version: number, make: (db: IDBDatabase) => void = () => undefined): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('device', version);
    request.onupgradeneeded = () => make(request.result);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('not opened'));
  });
}

describe("a connection to one of this device's databases", () => {
  it('opens a database a later build upgraded as it is, keeping what that build added', async () => {
    const later = await dexieBuild(laterBuild);
    await later.table('rows').put({ id: 1, label: 'One', owner: 7 });
    await later.table('later').add({ note: 'kept' });
    later.close();

    const rows = connection().table<{ id: number; label: string }, number>('rows');
    expect(await rows.where('label', 'One')).toEqual([{ id: 1, label: 'One', owner: 7 }]);
    const shape = await installedShape(indexedDB, 'device');
    expect(shape.version).toBe(30);
    expect(Object.keys(shape.stores).sort()).toEqual(['later', 'rows']);
  });

  it("adds a table's missing index at the next number when the database's own number claims it", async () => {
    const holder = await openRaw(20, (db) =>
      db.createObjectStore('rows', { keyPath: 'id' }).put({ id: 1, label: 'One' }),
    );
    holder.close();

    const made = connection();
    expect(await made.table('rows').where('label', 'One')).toEqual([{ id: 1, label: 'One' }]);
    made.close();
    expect((await installedShape(indexedDB, 'device')).version).toBe(21);
    // A Dexie build of the same tables opens it too.
    const dexie = await dexieBuild(thisBuild);
    expect(await dexie.table('rows').where('label').equals('One').count()).toBe(1);
  });

  it("lets another tab's newer build upgrade while it is open, then opens the new version at its next use", async () => {
    const rows = connection().table<{ id: number; label: string }, number>('rows');
    await rows.put({ id: 1, label: 'One' });
    const later = await dexieBuild(laterBuild);
    expect(await later.table('rows').count()).toBe(1);
    await rows.put({ id: 2, label: 'Two' });
    expect(await later.table('rows').count()).toBe(2);
  });

  it('fails, instead of waiting for ever, while another tab holds an older version open', async () => {
    const holder = await openRaw(10, (db) => db.createObjectStore('rows', { keyPath: 'id' }));
    // A tab that ignores the request to close.
    holder.onversionchange = () => undefined;
    const made = connection(thisBuild, 20);
    await expect(made.table('rows').count()).rejects.toThrow(DatabaseBlockedError);
    holder.close();
    // Once that tab let go, the next use opens it.
    expect(await made.table('rows').count()).toBe(0);
    expect((await installedShape(indexedDB, 'device')).version).toBe(20);
  });

  it('writes to several tables together: all of them land, or none does', async () => {
    const made = connection(laterBuild);
    const rows = made.table<{ id: number; label: string; owner: number }, number>('rows');
    const later = made.table<{ seq?: number; note: string }, number>('later');
    await rows.put({ id: 1, label: 'One', owner: 7 });
    const refused = made.together([rows, later], (writes) => {
      writes.add(later, { note: 'with the duplicate' });
      writes.add(rows, { id: 1, label: 'again', owner: 7 });
    });
    await expect(refused).rejects.toThrow();
    expect(await later.count()).toBe(0);
    // A row IndexedDB refuses at once (it has no key), after a write already queued.
    const unkeyed = made.together([rows, later], (writes) => {
      writes.add(later, { note: 'before the unkeyed row' });
      writes.put(rows, { label: 'no id', owner: 7 } as never);
    });
    await expect(unkeyed).rejects.toThrow();
    await expect(rows.bulkPut([{ id: 5, label: 'Five', owner: 7 }, { label: 'no id' } as never])).rejects.toThrow();
    expect(await later.count()).toBe(0);
    expect(await rows.get(5)).toBeUndefined();
    await made.together([rows, later], (writes) => {
      writes.add(later, { note: 'moved' });
      writes.delete(rows, 1);
    });
    expect(await later.toArray()).toEqual([{ seq: 1, note: 'moved' }]);
    expect(await rows.count()).toBe(0);
  });

  it('deletes the rows an index finds that the caller picks, and no others', async () => {
    const rows = connection(laterBuild).table<{ id: number; label: string; owner: number }, number>('rows');
    await rows.bulkPut([
      { id: 1, label: 'keep', owner: 7 },
      { id: 2, label: 'drop', owner: 7 },
      { id: 3, label: 'drop', owner: 8 },
    ]);
    await rows.deleteWhere('owner', 7, (row) => row.label === 'drop');
    expect((await rows.toArray()).map((r) => r.id)).toEqual([1, 3]);
    await rows.bulkDelete([1, 3]);
    expect(await rows.count()).toBe(0);
  });
});
