import { describe, expect, it } from 'vitest';
import type { PendingUpload } from '../local-db/local-records';
import { keepUpload, sendKeptUpload, WAITS_FOR_REPORT, type PendingUploadDeps } from './pending-uploads';

/** The device's kept files in memory and a server answering each upload as the test says. */
function harness(answer: { ok: boolean; error?: string; httpStatus: number }) {
  const kept = new Map<string, PendingUpload>();
  const sent: { reportId: number; type: string; clientKey: string; name: string; bytes: number[] }[] = [];
  let keys = 0;
  const deps: PendingUploadDeps = {
    get: async (key) => kept.get(key),
    put: async (upload) => void kept.set(upload.clientKey, upload),
    remove: async (key) => void kept.delete(key),
    send: async ({ file, ...rest }) => {
      sent.push({ ...rest, name: file.name, bytes: [...new Uint8Array(await file.arrayBuffer())] });
      return answer;
    },
    uuid: () => `00000000-0000-4000-8000-00000000000${++keys}`,
    now: () => 5,
  };
  return { deps, kept, sent };
}

// Every byte value, and more than one slice of the encoder, so the bytes that arrive are the bytes kept.
const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256);

describe('files attached offline', () => {
  it('are kept on the device and uploaded byte for byte with their key, then leave the device', async () => {
    const h = harness({ ok: true, httpStatus: 200 });
    const key = await keepUpload({ reportId: 12, type: '001', file: new File([bytes], 'scene.jpg') }, h.deps);
    expect(h.kept.get(key)).toMatchObject({
      reportId: 12,
      type: '001',
      fileName: 'scene.jpg',
      size: 70_000,
      queuedAt: 5,
    });
    expect(await sendKeptUpload(key, h.deps)).toEqual({ ok: true });
    expect(h.sent).toEqual([{ reportId: 12, type: '001', clientKey: key, name: 'scene.jpg', bytes: [...bytes] }]);
    expect(h.kept.size).toBe(0);
  });

  it('stay on the device when the server cannot be reached or refuses them, saying why', async () => {
    const offline = harness({ ok: false, error: 'The server cannot be reached.', httpStatus: 0 });
    const key = await keepUpload({ reportId: 12, type: '001', file: new File([bytes], 'scene.jpg') }, offline.deps);
    expect(await sendKeptUpload(key, offline.deps)).toEqual({
      ok: false,
      kind: 'retry',
      reason: 'The server cannot be reached.',
    });
    expect(offline.kept.has(key)).toBe(true);

    const refused = harness({ ok: false, error: 'scene.jpg is larger than 5 MB.', httpStatus: 413 });
    const big = await keepUpload({ reportId: 12, type: '001', file: new File([bytes], 'scene.jpg') }, refused.deps);
    expect(await sendKeptUpload(big, refused.deps)).toEqual({
      ok: false,
      kind: 'refused',
      reason: 'scene.jpg is larger than 5 MB.',
    });
    expect(refused.kept.has(big)).toBe(true);
  });

  it('wait for a report started offline to reach the server', async () => {
    const h = harness({ ok: true, httpStatus: 200 });
    const key = await keepUpload({ reportId: -3, type: '001', file: new File([bytes], 'scene.jpg') }, h.deps);
    expect(await sendKeptUpload(key, h.deps)).toEqual({ ok: false, kind: 'retry', reason: WAITS_FOR_REPORT });
    expect(h.sent).toEqual([]);
  });
});
