import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { newDataKey } from './device-key';
import { LocalDatabase } from './local-database';
import type { LocalDraft } from './local-records';
import { offThreadRows } from './off-thread-rows';
import { rowWriter, type RowWrite, type RowWriteAnswer } from './row-writer';

let indexedDB = new IDBFactory();
const opened: LocalDatabase[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
  indexedDB = new IDBFactory();
});

const draft = (summary: string, base?: LocalDraft['base']): LocalDraft => ({
  id: 12,
  data: { Notes: { Summary: summary } },
  baseVersion: 3,
  dirty: true,
  savedAt: 1,
  ...(base ? { base } : {}),
});

/** A worker stand-in: the real row writer on the same storage, whose answers the test can hold or fail. */
function worker() {
  const writer = rowWriter(indexedDB);
  const held: RowWrite[] = [];
  let answer: (a: RowWriteAnswer) => void = () => {};
  let failed = () => {};
  let holding = false;
  let refusing = '';
  const run = (m: RowWrite) =>
    void writer.handle(m).then((a) => answer(refusing ? { seq: a.seq, error: refusing } : a));
  return {
    start: (a: (x: RowWriteAnswer) => void, f: () => void) => {
      answer = a;
      failed = f;
      return (m: RowWrite) => (holding ? held.push(m) : setTimeout(() => run(m), 0));
    },
    hold: () => (holding = true),
    /** The worker dies with the held writes unwritten. */
    die: () => failed(),
    refuse: (why: string) => (refusing = why),
    held,
  };
}

async function open(start: Parameters<typeof offThreadRows>[1]) {
  const db = new LocalDatabase('crash-report', { indexedDB }, (name) => offThreadRows(name, start));
  opened.push(db);
  await db.open();
  db.useKey({ userId: 7, keyId: 'key-7', key: await newDataKey() });
  return db;
}

describe('drafts written off the page', () => {
  it('land in the order they were handed over, and a read waits for those before it', async () => {
    const db = await open(worker().start);
    void db.drafts.put(draft('first'));
    void db.drafts.delete(12);
    void db.drafts.put(draft('second'));
    expect(await db.drafts.get(12)).toEqual(draft('second'));
    void db.drafts.put(draft('third'));
    void db.drafts.delete(12);
    expect(await db.drafts.get(12)).toBeUndefined();
    // Sealed as the page seals them: nothing of the report in the clear.
    await db.drafts.put(draft('fourth'));
    expect(JSON.stringify(await db.drafts.raw.get(12))).not.toContain('fourth');
  });

  it('seal the server copy once while it stays the same, and again when it or the key changes', async () => {
    const db = await open(worker().start);
    const base = { formConfigurationId: 1, data: { Notes: { Summary: 'as saved' } } };
    const sealedBase = async () =>
      ((await db.drafts.raw.get(12)) as { apart: { base: { ciphertext: Uint8Array } } }).apart.base.ciphertext;
    await db.drafts.put(draft('a', base));
    const first = await sealedBase();
    await db.drafts.put(draft('ab', base));
    expect(await sealedBase()).toEqual(first);
    expect(await db.drafts.get(12)).toEqual(draft('ab', base));
    const saved = { formConfigurationId: 1, data: { Notes: { Summary: 'ab' } } };
    await db.drafts.put(draft('ab', saved));
    expect(await sealedBase()).not.toEqual(first);
    expect(await db.drafts.get(12)).toEqual(draft('ab', saved));
    // A new key (the officer's password changed) seals the same server copy anew, under it.
    const before = await sealedBase();
    db.useKey({ userId: 7, keyId: 'key-8', key: await newDataKey() });
    await db.drafts.put(draft('abc', saved));
    expect(await sealedBase()).not.toEqual(before);
    expect(await db.drafts.get(12)).toEqual(draft('abc', saved));
  });

  it('are made on the page, in order, when the worker dies with them unwritten', async () => {
    const stand = worker();
    const db = await open(stand.start);
    await db.drafts.put(draft('landed'));
    stand.hold();
    const writes = [db.drafts.put(draft('held 1')), db.drafts.put(draft('held 2'))];
    expect(stand.held).toHaveLength(2);
    stand.die();
    await Promise.all(writes);
    expect(await db.drafts.get(12)).toEqual(draft('held 2'));
    // Later writes are made on the page.
    await db.drafts.put(draft('after'));
    expect(stand.held).toHaveLength(2);
    expect(await db.drafts.get(12)).toEqual(draft('after'));
  });

  it('are made on the page where no worker can start', async () => {
    const db = await open(() => {
      throw new Error('Workers are not allowed here');
    });
    await db.drafts.put(draft('here'));
    expect(await db.drafts.get(12)).toEqual(draft('here'));
  });

  it("fail with the worker's reason when it refuses one, so the officer is told", async () => {
    const stand = worker();
    const db = await open(stand.start);
    stand.refuse('QuotaExceededError: the device is full');
    await expect(db.drafts.put(draft('x'))).rejects.toThrow('the device is full');
  });
});
