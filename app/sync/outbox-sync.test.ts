import { describe, expect, it } from 'vitest';
import { OFFLINE_RETRIES, retryDelayMs, type SyncOutcome } from '../../lib/offline/sync-policy';
import type { LocalDraft } from '../local-db/local-records';
import { createOutboxSync, type KeptFile } from './outbox-sync';

class CallFailed extends Error {
  constructor(
    readonly code: string,
    readonly httpStatus: number,
  ) {
    super(`The server answered ${httpStatus}.`);
  }
}

const draft = (id: number, dirtySince: number): LocalDraft => ({
  id,
  data: {},
  baseVersion: 1,
  dirty: true,
  savedAt: dirtySince,
  dirtySince,
});

/** The outbox over drafts in memory, a server that answers as each test says, and a clock it moves. */
function harness(drafts: LocalDraft[]) {
  const kept = new Map(drafts.map((d) => [d.id, d]));
  let online = true;
  let now = 1_000;
  const calls: string[] = [];
  const answers = new Map<number, () => SyncOutcome>();
  let open: { id: number; outcome: SyncOutcome } | null = null;
  let createFailure: Error | null = null;
  const files = new Map<string, KeptFile>();
  const uploadAnswers = new Map<string, () => SyncOutcome>();
  const sync = createOutboxSync({
    dirtyDrafts: async () => [...kept.values()].filter((d) => d.dirty),
    labelOf: (d) => `R-${d.id}`,
    isOnline: () => online,
    openReport: () =>
      open && {
        id: open.id,
        sync: async () => {
          calls.push(`editor ${open!.id}`);
          sync.recordReport(open!.id, open!.outcome);
          return open!.outcome;
        },
      },
    create: async (key) => {
      calls.push(`create ${key}`);
      if (createFailure) throw createFailure;
      const d = kept.get(key)!;
      kept.delete(key);
      const id = 100 - key;
      kept.set(id, { ...d, id });
      for (const file of files.values()) if (file.reportId === key) file.reportId = id;
      return id;
    },
    save: async (id) => {
      calls.push(`save ${id}`);
      const answer = answers.get(id)?.() ?? { ok: true };
      if (answer.ok) kept.set(id, { ...kept.get(id)!, dirty: false });
      return answer;
    },
    keptFiles: async () => [...files.values()],
    upload: async (clientKey) => {
      const file = files.get(clientKey)!;
      calls.push(`upload ${file.fileName} to ${file.reportId}`);
      const answer = uploadAnswers.get(file.fileName)?.() ?? { ok: true };
      if (answer.ok) files.delete(clientKey);
      return answer;
    },
    describe: (e) =>
      e instanceof CallFailed ? { message: e.message, code: e.code, httpStatus: e.httpStatus } : { message: String(e) },
    now: () => now,
  });
  return {
    sync,
    calls,
    kept,
    state: sync.store.getState,
    answer: (id: number, outcome: () => SyncOutcome) => answers.set(id, outcome),
    setOnline: (value: boolean) => void (online = value),
    failCreates: (failure: Error | null) => void (createFailure = failure),
    files,
    keepFile: (fileName: string, reportId: number, queuedAt: number) =>
      files.set(`key-${fileName}`, { clientKey: `key-${fileName}`, fileName, reportId, queuedAt, size: 1 }),
    answerUpload: (fileName: string, outcome: () => SyncOutcome) => uploadAnswers.set(fileName, outcome),
    later: (ms: number) => void (now += ms),
    openInEditor: (id: number, outcome: SyncOutcome) => void (open = { id, outcome }),
  };
}

const refused: SyncOutcome = { ok: false, kind: 'refused', reason: 'Crash date: not a date.' };
const serverError: SyncOutcome = { ok: false, kind: 'retry', reason: 'The server answered 500.' };

describe('the outbox sync', () => {
  it('sends every waiting copy in the order it was first changed, and empties the outbox', async () => {
    const h = harness([draft(3, 30), draft(1, 10), draft(2, 20)]);
    await h.sync.syncNow();
    expect(h.calls).toEqual(['save 1', 'save 2', 'save 3']);
    expect(h.state().items).toEqual([]);
    expect(h.state().states).toEqual({});
  });

  it('keeps a refused item with the reason and sends the later ones past it; retry sends it again', async () => {
    const h = harness([draft(1, 10), draft(2, 20)]);
    h.answer(1, () => refused);
    await h.sync.syncNow();
    expect(h.calls).toEqual(['save 1', 'save 2']);
    expect(h.state().items.map((i) => i.reportKey)).toEqual([1]);
    expect(h.state().states['report:1']).toMatchObject({ state: 'failed', reason: refused.reason });

    // A refused item is not tried again by itself…
    h.later(3_600_000);
    await h.sync.syncNow();
    expect(h.calls).toEqual(['save 1', 'save 2']);
    // …but when the officer asks.
    h.answer(1, () => ({ ok: true }));
    await h.sync.retry('report:1');
    expect(h.calls).toEqual(['save 1', 'save 2', 'save 1']);
    expect(h.state().items).toEqual([]);
  });

  it('retries a server failure after a wait that grows, and gives up after the offline retries', async () => {
    const h = harness([draft(1, 10)]);
    h.answer(1, () => serverError);
    await h.sync.syncNow();
    expect(h.state().states['report:1']).toMatchObject({ state: 'waiting', failures: 1, reason: serverError.reason });
    // Not before its wait is over.
    await h.sync.syncNow();
    expect(h.calls).toHaveLength(1);
    for (let failures = 1; failures < OFFLINE_RETRIES; failures += 1) {
      h.later(retryDelayMs(failures));
      await h.sync.syncNow();
    }
    expect(h.calls).toHaveLength(OFFLINE_RETRIES);
    expect(h.state().states['report:1']).toMatchObject({ state: 'failed', failures: OFFLINE_RETRIES });
    h.later(3_600_000);
    await h.sync.syncNow();
    expect(h.calls).toHaveLength(OFFLINE_RETRIES);
    // Still on the device: the item stays in the outbox.
    expect(h.kept.get(1)?.dirty).toBe(true);
  });

  it('creates a report started on the device before saving it, and its state follows it to its new id', async () => {
    const h = harness([draft(-5, 10), draft(2, 20)]);
    await h.sync.syncNow();
    expect(h.calls).toEqual(['create -5', 'save 105', 'save 2']);
    expect([...h.kept.keys()].sort()).toEqual([105, 2].sort());
  });

  it('keeps a report started on the device whose create failed, with the reason, and sends other reports', async () => {
    const h = harness([draft(-5, 10), draft(2, 20)]);
    h.failCreates(new CallFailed('internal', 500));
    await h.sync.syncNow();
    expect(h.calls).toEqual(['create -5', 'save 2']);
    expect(h.kept.get(-5)?.dirty).toBe(true);
    expect(h.state().states['report:-5']).toMatchObject({
      state: 'waiting',
      failures: 1,
      reason: 'The server answered 500.',
    });
    h.failCreates(new CallFailed('validation', 400));
    h.later(retryDelayMs(1));
    await h.sync.syncNow();
    expect(h.state().states['report:-5']).toMatchObject({ state: 'failed', failures: 2 });
  });

  it('leaves the open report to the editor, which tells it how its save went', async () => {
    const h = harness([draft(1, 10), draft(2, 20)]);
    h.openInEditor(1, serverError);
    await h.sync.syncNow();
    expect(h.calls).toEqual(['editor 1', 'save 2']);
    expect(h.state().states['report:1']).toMatchObject({ state: 'waiting', failures: 1 });
  });

  it('does nothing offline but list the outbox, and stops a run when the connection drops', async () => {
    const h = harness([draft(1, 10), draft(2, 20)]);
    h.setOnline(false);
    await h.sync.syncNow();
    expect(h.calls).toEqual([]);
    expect(h.state().items.map((i) => [i.reportKey, i.label])).toEqual([
      [1, 'R-1'],
      [2, 'R-2'],
    ]);
    h.setOnline(true);
    h.answer(1, () => {
      h.setOnline(false);
      return serverError;
    });
    await h.sync.syncNow();
    expect(h.calls).toEqual(['save 1']);
    // A failure while the connection is gone is not counted against the item.
    expect(h.state().states['report:1']).toMatchObject({ state: 'waiting', failures: 0 });
  });

  it('uploads a file attached to a report started offline once the report is created, in the same run', async () => {
    const h = harness([draft(-5, 10)]);
    h.keepFile('crash.jpg', -5, 15);
    h.keepFile('other.jpg', 2, 20);
    await h.sync.syncNow();
    expect(h.calls).toEqual(['create -5', 'save 105', 'upload other.jpg to 2', 'upload crash.jpg to 105']);
    expect(h.state().items).toEqual([]);
  });

  it('keeps a refused file with the reason, and sends the files after it', async () => {
    const h = harness([]);
    h.keepFile('huge.jpg', 2, 10);
    h.keepFile('small.jpg', 3, 20);
    h.answerUpload('huge.jpg', () => ({ ok: false, kind: 'refused', reason: 'huge.jpg is larger than 5 MB.' }));
    await h.sync.syncNow();
    expect(h.calls).toEqual(['upload huge.jpg to 2', 'upload small.jpg to 3']);
    expect(h.state().items).toEqual([expect.objectContaining({ kind: 'upload', label: 'huge.jpg', reportKey: 2 })]);
    expect(h.state().states['upload:key-huge.jpg']).toMatchObject({
      state: 'failed',
      reason: 'huge.jpg is larger than 5 MB.',
    });
  });
});
