import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { CrashRecord } from '../../records/record-types';
import { createRecordQueue } from './record-queue';
import { storageKeys } from '../extension-storage-keys';

const area = fakeBrowser.storage.local;
const key = storageKeys.recordQueue.key;
const pageUrl = 'https://rms.example.gov/query/result';
const vin = (n: number): CrashRecord => ({ kind: 'vin', id: `vin:${n}`, vin: `1HGCM82633A00435${n}` });

function queue(cap?: number) {
  let n = 0;
  return createRecordQueue(area, {
    now: () => new Date(Date.UTC(2026, 0, 1, 12, 0, n)),
    newId: () => `q${++n}`,
    cap,
  });
}

describe('record queue', () => {
  beforeEach(() => fakeBrowser.reset());

  it('keeps captured records in storage.local, oldest first, and a new worker reads them back', async () => {
    const first = queue();
    await first.add(vin(1), pageUrl, 'officer');
    await first.add(vin(2), pageUrl, 'sofficer');

    const afterRestart = queue();
    const at = (s: number) => `2026-01-01T12:00:0${s}.000Z`;
    expect(await afterRestart.list()).toEqual([
      { id: 'q1', record: vin(1), pageUrl, capturedAt: at(1), capturedBy: 'officer', attempts: 0, lastError: null },
      { id: 'q2', record: vin(2), pageUrl, capturedAt: at(2), capturedBy: 'sofficer', attempts: 0, lastError: null },
    ]);
  });

  it('does not lose a capture when two arrive together', async () => {
    const q = queue();
    await Promise.all([1, 2, 3].map((n) => q.add(vin(n), pageUrl, 'officer')));
    expect((await q.list()).map((e) => e.record.id)).toEqual(['vin:1', 'vin:2', 'vin:3']);
  });

  it('queues the same record once while it waits', async () => {
    const q = queue();
    const first = await q.add(vin(1), pageUrl, 'officer');
    const again = await q.add(vin(1), 'https://rms.example.gov/other', 'officer');
    expect(again).toEqual(first);
    expect(await q.list()).toHaveLength(1);
    // Captured by another officer, it is theirs to receive: a second entry.
    await q.add(vin(1), pageUrl, 'sofficer');
    expect(await q.list()).toHaveLength(2);
  });

  it('refuses a capture when full, saying what to do, and takes one again after a discard', async () => {
    const q = queue(2);
    await q.add(vin(1), pageUrl, 'officer');
    await q.add(vin(2), pageUrl, 'officer');
    expect(await q.add(vin(3), pageUrl, 'officer')).toEqual({
      ok: false,
      reason:
        "2 captured records are waiting for a report. Open a report to receive them, or discard some in the extension's popup.",
    });
    expect(await q.remove('q1')).toBe(true);
    expect(await q.add(vin(3), pageUrl, 'officer')).toMatchObject({ ok: true });
    expect((await q.list()).map((e) => e.record.id)).toEqual(['vin:2', 'vin:3']);
  });

  it('removes a delivered or discarded entry once, and clears the key when empty', async () => {
    const q = queue();
    await q.add(vin(1), pageUrl, 'officer');
    expect(await q.remove('q1')).toBe(true);
    expect(await q.remove('q1')).toBe(false);
    expect(await area.get(key)).toEqual({});
  });

  it('removes an entry only when the caller may (another user’s stays)', async () => {
    const q = queue();
    await q.add(vin(1), pageUrl, 'officer');
    expect(await q.remove('q1', (e) => e.capturedBy === 'supervisor')).toBe(false);
    expect(await q.list()).toHaveLength(1);
    expect(await q.remove('q1', (e) => e.capturedBy === 'officer')).toBe(true);
  });

  it('counts failed deliveries and keeps the last reason', async () => {
    const q = queue();
    await q.add(vin(1), pageUrl, 'officer');
    await q.noteFailure('q1', 'No report is open.');
    await q.noteFailure('q1', 'Signed out.');
    await q.noteFailure('missing', 'ignored');
    expect(await q.list()).toMatchObject([{ id: 'q1', attempts: 2, lastError: 'Signed out.' }]);
  });

  it('drops stored entries that are not queued records and keeps the rest', async () => {
    const q = queue();
    await q.add(vin(1), pageUrl, 'officer');
    const [good] = await q.list();
    await area.set({ [key]: [{ id: 'x', record: { kind: 'vin' } }, good] });
    expect(await q.list()).toEqual([good]);
    await area.set({ [key]: 'not a list' });
    expect(await q.list()).toEqual([]);
  });
});
