import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vehicleCrashReport } from '../../lib/forms/vehicle-crash-report';
import { officerUser } from '../../lib/auth/officer-user.fixture';
import { newDataKey, sealJson, wrapDataKey } from './device-key';
import { installedShape } from './indexeddb/installed-shape.fixture';
import { LocalDatabase, localDatabaseVersions } from './local-database';
import { offThreadRows } from './off-thread-rows';
import { sealClearRows } from './officer-copies';
import { unlockOfficerKey } from './officer-keys';
import { rowWriter } from './row-writer';

/** Every test gets a browser storage of its own. */
let indexedDB = new IDBFactory();
const opened: { close(): void }[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
  indexedDB = new IDBFactory();
});

/**
 * The database as the Dexie builds of the app opened it, with the versions up to `version`: how
 * every device that ran those builds made the database it holds.
 */
function dexieBuild(version = localDatabaseVersions.length, storage = indexedDB) {
  const old = new Dexie('crash-report', { indexedDB: storage, IDBKeyRange });
  localDatabaseVersions.slice(0, version).forEach((stores, i) => old.version(i + 1).stores(stores));
  return old;
}

/** A database as an earlier version of the app left it: only the versions up to `version`. */
async function databaseAtVersion(version: number, fill: (db: Dexie) => Promise<void>) {
  const old = dexieBuild(version);
  await old.open();
  await fill(old);
  old.close();
}

/**
 * The row writer as the app's worker runs it (row-writer.worker.ts), here in the test's own thread
 * on the same storage, answering a turn later as a worker does.
 */
const rowWriterHere = (name: string) =>
  offThreadRows(name, (answer) => {
    const writer = rowWriter(indexedDB);
    return (message) => void new Promise((r) => setTimeout(r, 0)).then(() => writer.handle(message)).then(answer);
  });

/** Every test runs with drafts written on the page, and again through the row writer. */
const modes = [
  { mode: 'drafts written on the page', offThread: undefined },
  { mode: 'drafts written by the row writer', offThread: rowWriterHere },
];
let offThread: typeof rowWriterHere | undefined;

/** The database as the app opens it, with officer 7's device key held (as after a sign-in). */
const openCurrent = async () => {
  const db = new LocalDatabase('crash-report', { indexedDB }, offThread);
  opened.push(db);
  await db.open();
  db.useKey({ userId: 7, keyId: 'key-7', key: await newDataKey() });
  return db;
};

const draft = { id: 12, data: { Notes: { Summary: 'typed offline' } }, baseVersion: 3, dirty: true, savedAt: 1 };
const codeLists = {
  id: 'all' as const,
  entries: [{ listId: 1, code: '01', label: 'One', parentCode: null, active: true }],
  serverTime: '2026-11-25T08:00:00.000Z',
};
const form = { id: 1, lastUpdated: 1_700_000_000_000, definition: vehicleCrashReport };
/** A record the extension pushed into report `reportId` for officer 7. */
const kept = (deliveryId: string, reportId: number, capturedAt = '2026-11-25T08:30:00.000Z') => ({
  deliveryId,
  reportId,
  userId: 7,
  record: { kind: 'vin' as const, id: 'vin-1', vin: '1HGCM82633A004352' },
  pageUrl: 'https://rms.example.gov/query',
  capturedAt,
});

describe.each(modes)("this device's database, $mode", (mode) => {
  beforeEach(() => {
    offThread = mode.offThread;
  });

  it.each(localDatabaseVersions.slice(0, -1).map((_, i) => i + 1))(
    'upgrades a database of version %i and keeps what it held',
    async (version) => {
      await databaseAtVersion(version, async (old) => {
        await old.table('drafts').put(draft);
        if (version >= 2) await old.table('codeLists').put(codeLists);
        if (version >= 3) await old.table('forms').put(form);
      });

      const db = await openCurrent();
      // The number the Dexie builds gave the newest version (n × 10), so they can still open it.
      expect((await installedShape(indexedDB, 'crash-report')).version).toBe(localDatabaseVersions.length * 10);
      // Rows of older builds are in the clear until the first sign-in seals them.
      expect(await db.drafts.get(12)).toBeUndefined();
      await sealClearRows(db);
      expect(await db.drafts.get(12)).toEqual(draft);
      expect(await db.codeLists.get('all')).toEqual(version >= 2 ? codeLists : undefined);
      expect(await db.forms.get(1)).toEqual(version >= 3 ? form : undefined);
      // Every table of the newest version is there and usable after the upgrade.
      await db.moveDraftAside({ ...draft, serverVersion: 4 });
      expect(await db.setAside.get(12)).toEqual({ ...draft, serverVersion: 4 });
      expect(await db.drafts.get(12)).toBeUndefined();
      await db.pushedRecords.put(kept('d1', 12));
      expect(await db.pushedRecordsOf(7, 12)).toEqual([kept('d1', 12)]);
    },
  );

  it("seals a draft's server copy once while it stays the same, and reads drafts sealed whole by older builds", async () => {
    const db = await openCurrent();
    const base = { formConfigurationId: 1, data: { Notes: { Summary: 'as saved' } } };
    await db.drafts.put({ ...draft, base });
    const first = (await db.drafts.raw.get(12)) as { apart: { base: { ciphertext: Uint8Array } } };
    await db.drafts.put({ ...draft, data: { Notes: { Summary: 'typed on' } }, base });
    const second = (await db.drafts.raw.get(12)) as typeof first;
    // The same bytes: the server copy was not sealed again for the keystroke.
    expect(second.apart.base.ciphertext).toEqual(first.apart.base.ciphertext);
    expect(await db.drafts.get(12)).toEqual({ ...draft, data: { Notes: { Summary: 'typed on' } }, base });
    // A new server copy (a save landed) is sealed anew.
    const saved = { formConfigurationId: 1, data: { Notes: { Summary: 'typed on' } } };
    await db.drafts.put({ ...draft, base: saved });
    const third = (await db.drafts.raw.get(12)) as typeof first;
    expect(third.apart.base.ciphertext).not.toEqual(first.apart.base.ciphertext);
    expect(await db.drafts.get(12)).toEqual({ ...draft, base: saved });
    // A draft an older build sealed whole, its server copy inside, still reads.
    const whole = await db.setAside.stored({ ...draft, base, serverVersion: 4 });
    await db.drafts.raw.put(whole);
    expect(await db.drafts.get(12)).toEqual({ ...draft, base });
  });

  it('keeps pushed records per officer and report, in order of capture, and drops rows that no longer fit', async () => {
    const db = await openCurrent();
    await db.pushedRecords.put(kept('late', 12, '2026-11-25T09:00:00.000Z'));
    await db.pushedRecords.put(kept('early', 12, '2026-11-25T08:00:00.000Z'));
    await db.pushedRecords.put(kept('other-report', 13));
    await db.pushedRecords.put({ ...kept('other-officer', 12), userId: 8 });
    await db.pushedRecords.raw.put({ ...kept('broken', 12), record: { kind: 'driverLicence' } });
    expect((await db.pushedRecordsOf(7, 12)).map((r) => r.deliveryId)).toEqual(['early', 'late']);
    await db.pushedRecords.delete('early');
    expect((await db.pushedRecordsOf(7, 12)).map((r) => r.deliveryId)).toEqual(['late']);
  });

  it('opens a new device with every table empty, made exactly as the Dexie builds made it', async () => {
    const db = await openCurrent();
    expect(
      db
        .rawTables()
        .map((t) => t.name)
        .sort(),
    ).toEqual(Object.keys(localDatabaseVersions.at(-1)!).sort());
    expect(await db.drafts.get(1)).toBeUndefined();
    const dexieStorage = new IDBFactory();
    const dexie = dexieBuild(localDatabaseVersions.length, dexieStorage);
    await dexie.open();
    dexie.close();
    expect(await installedShape(indexedDB, 'crash-report')).toEqual(await installedShape(dexieStorage, 'crash-report'));
  });

  it('reads a row that no longer fits as absent, not as the type it claims', async () => {
    await databaseAtVersion(localDatabaseVersions.length, async (old) => {
      await old.table('drafts').put({ id: 5, data: 'not an object', baseVersion: 1, dirty: true, savedAt: 1 });
      await old.table('drafts').put({ id: 6, data: {}, provenance: { 'A.B': 'a source no app wrote' } });
      await old.table('codeLists').put({ id: 'all', entries: [{ code: '01' }], serverTime: 'x' });
      await old.table('forms').put({ id: 1, lastUpdated: 1, definition: { type: 'Crash' } });
    });
    const db = await openCurrent();
    await sealClearRows(db);
    expect(await db.drafts.get(5)).toBeUndefined();
    expect(await db.drafts.get(6)).toBeUndefined();
    // Set aside, sealed, not dropped.
    expect((await db.unreadable.toArray()).map((r) => [r.table, r.row.id])).toEqual([
      ['drafts', 5],
      ['drafts', 6],
    ]);
    expect(await db.codeLists.get('all')).toBeUndefined();
    expect(await db.forms.get(1)).toBeUndefined();
  });
});

describe('a device the Dexie builds of the app kept reports on', () => {
  const password = 'Crash-Demo-2026';
  const base = { formConfigurationId: 1, data: { Notes: { Summary: 'as saved' } } };
  const upload = {
    clientKey: '3b0f2a7e-8c1d-4e5f-9a6b-7c8d9e0f1a2b',
    reportId: 12,
    type: 'PHOTO',
    fileName: 'scene.jpg',
    size: 3,
    contentBase64: 'AAEC',
    queuedAt: 5,
  };

  /** Every kind of row the last Dexie build kept, stored as it stored them, under officer 7's kept key. */
  async function lastDexieBuildsDevice() {
    const key = await newDataKey();
    const held = { userId: 7, keyId: 'key-7', key };
    // The sealing and the build mark are the code that build ran: the rows come out as it wrote them.
    const rows = new LocalDatabase('never-opened', { indexedDB: new IDBFactory() });
    rows.useKey(held);
    const wrapped = await wrapDataKey(key, held.keyId, password, 1_000);
    const old = dexieBuild();
    await old.open();
    await old.table('deviceKeys').put({
      ...wrapped,
      userId: 7,
      userName: 'officer',
      profile: await sealJson(key, officerUser()),
    });
    await old.table('drafts').put(await rows.drafts.stored({ ...draft, base }));
    await old.table('setAside').put(await rows.setAside.stored({ ...draft, id: 13, serverVersion: 4 }));
    await old
      .table('pushedRecords')
      .bulkPut([
        await rows.pushedRecords.stored(kept('late', 12, '2026-11-25T09:00:00.000Z')),
        await rows.pushedRecords.stored(kept('early', 12, '2026-11-25T08:00:00.000Z')),
      ]);
    await old.table('pendingUploads').put(await rows.pendingUploads.stored(upload));
    await old.table('codeLists').put(await rows.codeLists.stored(codeLists));
    // A form kept by another build, without this build's mark: it is checked when read.
    await old.table('forms').put(form);
    await old.table('unreadable').add({ table: 'drafts', owner: 7, reason: 'damaged', at: 1, row: { id: 3 } });
    old.close();
  }

  it('reads back every row it kept, and moves them as the app does', async () => {
    await lastDexieBuildsDevice();
    const db = new LocalDatabase('crash-report', { indexedDB });
    opened.push(db);
    expect(await unlockOfficerKey(db, { userName: 'Officer' }, password)).toMatchObject({ user: { id: 7 } });
    expect(await db.drafts.get(12)).toEqual({ ...draft, base });
    expect(await db.setAside.all()).toEqual([{ ...draft, id: 13, serverVersion: 4 }]);
    expect((await db.pushedRecordsOf(7, 12)).map((r) => r.deliveryId)).toEqual(['early', 'late']);
    expect(await db.pendingUploads.get(upload.clientKey)).toEqual(upload);
    expect(await db.codeLists.get('all')).toEqual(codeLists);
    expect(await db.forms.get(1)).toEqual(form);

    // The report gets the server's id: the copy, its records and its files move in one transaction.
    await db.moveDraftTo(12, { ...draft, id: 40, base });
    expect(await db.drafts.raw.get(12)).toBeUndefined();
    expect(await db.drafts.get(40)).toEqual({ ...draft, id: 40, base });
    expect((await db.pushedRecordsOf(7, 40)).map((r) => r.deliveryId)).toEqual(['early', 'late']);
    expect(await db.pendingUploads.get(upload.clientKey)).toEqual({ ...upload, reportId: 40 });

    // A row set aside now follows the one that build set aside.
    const row = await db.drafts.raw.get(40);
    await db.setRowAside(db.drafts.raw, row as Parameters<typeof db.setRowAside>[1], 'test');
    expect((await db.unreadable.where('owner', 7)).map((r) => [r.seq, r.reason])).toEqual([
      [1, 'damaged'],
      [2, 'test'],
    ]);
  });

  it('leaves the database as those builds expect it, so one of them opened again reads it', async () => {
    await lastDexieBuildsDevice();
    const db = new LocalDatabase('crash-report', { indexedDB });
    await unlockOfficerKey(db, { userId: 7 }, password);
    await db.drafts.put({ ...draft, savedAt: 2 });
    db.close();
    const before = await installedShape(indexedDB, 'crash-report');

    const old = dexieBuild();
    opened.push(old);
    await old.open();
    expect(await old.table('drafts').where('owner').equals(7).primaryKeys()).toEqual([12]);
    expect(await old.table('pushedRecords').count()).toBe(2);
    // Nothing to patch: the Dexie build found every table and index where it expects them.
    expect(await installedShape(indexedDB, 'crash-report')).toEqual(before);
  });
});
