import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { vehicleCrashReport } from '../../lib/forms/vehicle-crash-report';
import { newDataKey } from './device-key';
import { LocalDatabase } from './local-database';
import { forgetOfficer, unsyncedCopies } from './officer-copies';
import { establishOfficerKey, keptOfficers, rewrapOfficerKey, unlockOfficerKey } from './officer-keys';
import { officerUser } from '../../lib/auth/officer-user.fixture';

const ROUNDS = 1_000;
const opened: LocalDatabase[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

const openDevice = async (indexedDB = new IDBFactory()) => {
  const db = new LocalDatabase('crash-report', { indexedDB });
  opened.push(db);
  await db.open();
  return db;
};

const officer = officerUser('2026-11-27T12:00:00.000Z');

const draft = (id: number, dirty: boolean, localCode = 'JANE SMITH 1985', base?: { formConfigurationId: number }) => ({
  id,
  data: { GeneralInformation: { LocalCodeTxt: localCode } },
  baseVersion: 1,
  dirty,
  savedAt: 1,
  ...(base ? { base: { ...base, data: {} } } : {}),
});

/** Everything the device's database holds for a table, as a page reading IndexedDB would see it. */
const rawText = async (db: LocalDatabase) => {
  const tables = await Promise.all(db.rawTables().map((t) => t.toArray()));
  return JSON.stringify(tables, (_, v: unknown) =>
    v instanceof Uint8Array ? new TextDecoder('utf-8', { fatal: false }).decode(v) : v,
  );
};

describe("an officer's key and rows on this device", () => {
  it('seals every personal row: only the index keys stay readable', async () => {
    const db = await openDevice();
    await establishOfficerKey(db, officer, 'Crash-Demo-2026', ROUNDS);
    await db.drafts.put(draft(12, true));
    await db.setAside.put({ ...draft(13, true), serverVersion: 2 });
    await db.pushedRecords.put({
      deliveryId: 'd1',
      reportId: 12,
      userId: 7,
      record: { kind: 'vin', id: 'v', vin: '1HGCM82633A004352' },
      pageUrl: 'https://rms.example.gov/',
      capturedAt: '2026-11-27T10:00:00.000Z',
    });
    const text = await rawText(db);
    for (const secret of ['JANE SMITH', '1HGCM82633A004352', 'rms.example.gov', 'Olivia', 'Crash-Demo-2026'])
      expect(text).not.toContain(secret);
    expect(await db.drafts.get(12)).toEqual(draft(12, true));
    expect((await db.pushedRecordsOf(7, 12)).map((r) => r.deliveryId)).toEqual(['d1']);
  });

  it('without a key reads nothing and refuses to write', async () => {
    const db = await openDevice();
    await establishOfficerKey(db, officer, 'Crash-Demo-2026', ROUNDS);
    await db.drafts.put(draft(12, true));
    db.useKey(null);
    expect(await db.drafts.get(12)).toBeUndefined();
    expect(await db.drafts.all()).toEqual([]);
    await expect(db.drafts.put(draft(14, true))).rejects.toThrow(/locked: sign in/);
  });

  it('unlocks offline with the password only, and refuses a wrong one', async () => {
    const indexedDB = new IDBFactory();
    const first = await openDevice(indexedDB);
    await establishOfficerKey(first, officer, 'Crash-Demo-2026', ROUNDS);
    await first.drafts.put(draft(12, true));
    first.close();

    const db = await openDevice(indexedDB);
    expect(await keptOfficers(db)).toEqual([{ userId: 7, userName: 'officer' }]);
    expect(await unlockOfficerKey(db, { userName: 'OFFICER' }, 'wrong-password')).toBe('wrongPassword');
    expect(db.heldKey()).toBeNull();
    expect(await unlockOfficerKey(db, { userName: 'someone' }, 'Crash-Demo-2026')).toBe('noKey');
    const unlocked = await unlockOfficerKey(db, { userId: 7 }, 'Crash-Demo-2026');
    expect(unlocked).toMatchObject({ user: { firstName: 'Olivia' } });
    expect(await db.drafts.get(12)).toEqual(draft(12, true));
  });

  it('keeps the same key at later sign-ins and after a password change in the app', async () => {
    const db = await openDevice();
    const { held } = await establishOfficerKey(db, officer, 'Crash-Demo-2026', ROUNDS);
    await db.drafts.put(draft(12, true));
    await rewrapOfficerKey(db, officer, 'New-Password-2027', ROUNDS);
    db.useKey(null);
    expect(await unlockOfficerKey(db, { userId: 7 }, 'Crash-Demo-2026')).toBe('wrongPassword');
    const again = await establishOfficerKey(db, officer, 'New-Password-2027', ROUNDS);
    expect(again).toMatchObject({ setAside: 0, held: { keyId: held.keyId } });
    expect(await db.drafts.get(12)).toEqual(draft(12, true));
  });

  it('makes a new key when the password changed elsewhere and sets the old rows aside, reported', async () => {
    const db = await openDevice();
    const { held } = await establishOfficerKey(db, officer, 'Crash-Demo-2026', ROUNDS);
    await db.drafts.put(draft(12, true));
    let reported = 0;
    db.onRowSetAside(() => (reported += 1));
    const next = await establishOfficerKey(db, officer, 'Changed-Elsewhere-1', ROUNDS);
    expect(next.held.keyId).not.toBe(held.keyId);
    expect(next.setAside).toBe(1);
    expect(reported).toBe(1);
    expect(await db.drafts.get(12)).toBeUndefined();
    expect(await db.unreadable.toArray()).toMatchObject([{ table: 'drafts', owner: 7, row: { id: 12 } }]);
  });

  it('sets a damaged row aside instead of failing', async () => {
    const db = await openDevice();
    await establishOfficerKey(db, officer, 'Crash-Demo-2026', ROUNDS);
    await db.drafts.put(draft(12, true));
    const row = (await db.drafts.raw.get(12)) as { ciphertext: Uint8Array };
    row.ciphertext[3] = (row.ciphertext[3] ?? 0) ^ 0xff;
    await db.drafts.raw.put(row);
    expect(await db.drafts.get(12)).toBeUndefined();
    expect(await db.drafts.raw.get(12)).toBeUndefined();
    expect(await db.unreadable.toArray()).toMatchObject([
      { table: 'drafts', reason: expect.stringMatching(/damaged/) },
    ]);
  });

  it("leaves another officer's rows alone", async () => {
    const db = await openDevice();
    await establishOfficerKey(db, officer, 'Crash-Demo-2026', ROUNDS);
    await db.drafts.put(draft(12, true));
    await establishOfficerKey(db, { ...officer, id: 8, userName: 'other' }, 'Other-Password-1', ROUNDS);
    expect(await db.drafts.get(12)).toBeUndefined();
    expect(await db.unreadable.count()).toBe(0);
    expect(await unlockOfficerKey(db, { userId: 7 }, 'Crash-Demo-2026')).not.toBe('wrongPassword');
    expect(await db.drafts.get(12)).toEqual(draft(12, true));
  });

  it('at sign-out removes synced copies and keeps the unsynced ones with their key', async () => {
    const db = await openDevice();
    await establishOfficerKey(db, officer, 'Crash-Demo-2026', ROUNDS);
    // The copy is told by its case number, which the form version it was based on says where to find.
    await db.forms.put({ id: 1, lastUpdated: 0, definition: vehicleCrashReport });
    await db.drafts.put(draft(12, true, 'UNSYNCED', { formConfigurationId: 1 }));
    await db.drafts.put(draft(13, false));
    await db.drafts.put(draft(14, true, 'NO FORM KEPT', { formConfigurationId: 99 }));
    expect(await unsyncedCopies(db)).toEqual([
      { reportId: 12, localCode: 'UNSYNCED', kind: 'draft' },
      { reportId: 14, localCode: '', kind: 'draft' },
    ]);
    await db.drafts.delete(14);
    expect(await forgetOfficer(db)).toBe(true);
    expect(db.heldKey()).toBeNull();
    expect(await db.drafts.raw.get(13)).toBeUndefined();
    expect(await db.deviceKeys.count()).toBe(1);
    await unlockOfficerKey(db, { userId: 7 }, 'Crash-Demo-2026');
    expect(await db.drafts.get(12)).toEqual(draft(12, true, 'UNSYNCED', { formConfigurationId: 1 }));

    await db.drafts.put(draft(12, false, 'UNSYNCED'));
    expect(await forgetOfficer(db)).toBe(false);
    expect(await db.drafts.raw.count()).toBe(0);
    expect(await db.deviceKeys.count()).toBe(0);
  });

  it("after a session without a password, sign-out leaves what the officer's kept key sealed", async () => {
    const db = await openDevice();
    await establishOfficerKey(db, officer, 'Crash-Demo-2026', ROUNDS);
    await db.drafts.put(draft(12, true));
    // A login-link session: a key for the tab only, which cannot read the kept key's rows.
    db.useKey({ userId: 7, keyId: 'tab-only', key: await newDataKey() });
    expect(await forgetOfficer(db)).toBe(false);
    expect(await db.deviceKeys.count()).toBe(1);
    await unlockOfficerKey(db, { userId: 7 }, 'Crash-Demo-2026');
    expect(await db.drafts.get(12)).toEqual(draft(12, true));
  });
});
