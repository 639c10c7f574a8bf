// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../storage-keys';

const T0 = '2026-11-20T10:00:00.000Z';
const T1 = '2026-11-21T10:00:00.000Z';
const T2 = '2026-11-22T10:00:00.000Z';
const entry = { listId: 1, code: '01', label: 'One', parentCode: null, active: true, lastUpdated: T0 };
const list = { listId: 1, name: 'Agencies', source: 'Seed', parentListId: null };

/** The server's answers to CodeList/GetUpdated, in turn, and the times each request asked from. */
function server(...answers: { entries: unknown[]; lists: unknown[]; serverTime: string }[]) {
  const asked: (string | undefined)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: { body: string }) => {
      asked.push((JSON.parse(init.body) as { payload: { since?: string } }).payload.since);
      const payload = answers.shift();
      return new Response(JSON.stringify({ status: 'ok', payload }), { status: 200 });
    }),
  );
  return asked;
}

/** A page of the app: its code lists made afresh, with the modules, over the same device (IndexedDB and storage). */
async function page() {
  vi.resetModules();
  const { createCodeLists } = await import('./code-list-store');
  const { createOpenLocalDb } = await import('../local-db/open-local-db');
  const openLocalDb = createOpenLocalDb();
  const localDb = await openLocalDb();
  const put = vi.spyOn(localDb.codeLists, 'put');
  const { testClient } = await import('../api/client.fixture');
  const codeLists = createCodeLists(testClient(), openLocalDb);
  await codeLists.load();
  localDb.close();
  return { store: codeLists.store, puts: put.mock.calls.length };
}

describe('the code lists on this device', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('are written to the device when they change, and not again when the server has nothing newer', async () => {
    const asked = server(
      { entries: [entry], lists: [list], serverTime: T0 },
      { entries: [], lists: [], serverTime: T1 },
      { entries: [], lists: [], serverTime: T2 },
    );
    const first = await page();
    expect(first.puts).toBe(1);
    const second = await page();
    expect(second.puts).toBe(0);
    expect(second.store.getState().lookup).not.toBeNull();
    // The next page asks from the time the copy was last found current, once.
    const third = await page();
    expect(third.puts).toBe(0);
    expect(asked).toEqual([undefined, T0, T1]);
    expect(JSON.parse(localStorage.getItem(storageKeys.codeListsSince.key) ?? 'null')).toEqual({ copy: T0, since: T2 });
  });

  it("take the answer index.html's early script asked for, when it asked from the noted time", async () => {
    localStorage.setItem(storageKeys.codeListsSince.key, JSON.stringify({ copy: T0, since: T1 }));
    const asked = server({ entries: [entry], lists: [list], serverTime: T2 });
    const answer = { status: 'ok', payload: { entries: [entry], lists: [list], serverTime: T2 } };
    const early = globalThis as { __crashEarlyCodeLists?: unknown };
    early.__crashEarlyCodeLists = { since: T1, sent: Promise.resolve(new Response(JSON.stringify(answer))) };
    const { store } = await page();
    expect(asked).toEqual([]);
    expect(store.getState().lookup).not.toBeNull();
    expect(early.__crashEarlyCodeLists).toBeUndefined();
  });

  it('ask themselves when the early script asked from another time', async () => {
    localStorage.setItem(storageKeys.codeListsSince.key, JSON.stringify({ copy: T0, since: T1 }));
    const asked = server({ entries: [entry], lists: [list], serverTime: T2 });
    const early = globalThis as { __crashEarlyCodeLists?: unknown };
    early.__crashEarlyCodeLists = { since: T0, sent: new Promise<Response>(() => undefined) };
    await page();
    expect(asked).toEqual([T1]);
  });
});
