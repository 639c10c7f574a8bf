import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_EXPORT_TOTAL_HEADER } from '../../lib/exchange/batch-export';
import { BatchExportRefused, fetchBatchExport, type BatchExportProgress } from './batch-export-download';

const query = { format: 'jsonl', from: '2026-03-01', to: '2026-03-31' } as const;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('reading a batch export as it streams', () => {
  let server: http.Server;
  let origin: string;
  let lastAuthorization = '';

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      lastAuthorization = req.headers.authorization ?? '';
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.searchParams.get('agency') === 'IN0010000') {
        res.writeHead(403, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            status: 'error',
            error: {
              code: 'forbidden',
              message: 'You may export only the reports of your agency IN0490000.',
              fieldErrors: [{ path: 'agency', message: 'You may export only the reports of your agency IN0490000.' }],
            },
          }),
        );
        return;
      }
      res.writeHead(200, {
        'content-type': 'application/jsonl; charset=utf-8',
        'content-disposition': 'attachment; filename="crash-reports.jsonl"',
        [BATCH_EXPORT_TOTAL_HEADER]: '3',
      });
      const slow = url.searchParams.get('agency') === 'IN0490000';
      void (async () => {
        for (const line of ['{"a":1}\n{"a":2}\n', '{"a":3}\n', '{"problems":[]}\n']) {
          if (res.destroyed) return;
          res.write(line);
          await wait(slow ? 200 : 20);
        }
        res.end();
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('counts the reports written against the total as lines arrive, and keeps the bytes', async () => {
    const seen: BatchExportProgress[] = [];
    const { blob, fileName } = await fetchBatchExport('t0ken', query, {
      signal: new AbortController().signal,
      onProgress: (p) => seen.push(p),
      origin,
    });
    expect(lastAuthorization).toBe('Bearer t0ken');
    expect(fileName).toBe('crash-reports.jsonl');
    expect(await blob.text()).toBe('{"a":1}\n{"a":2}\n{"a":3}\n{"problems":[]}\n');
    // Two lines in the first piece; four lines in all, the last the problems, so three reports.
    expect(seen[0]!.written).toBe(2);
    expect(seen.at(-1)!.written).toBe(3);
    expect(seen.every((p) => p.total === 3)).toBe(true);
    expect(seen.at(-1)!.bytes).toBe(blob.size);
  });

  it('hands the refusal with its message at the field', async () => {
    const refused = fetchBatchExport(
      't0ken',
      { ...query, agency: 'IN0010000' },
      { signal: new AbortController().signal, onProgress: () => {}, origin },
    );
    await expect(refused).rejects.toBeInstanceOf(BatchExportRefused);
    await expect(refused).rejects.toMatchObject({
      fieldErrors: { agency: 'You may export only the reports of your agency IN0490000.' },
    });
  });

  it('stops when cancelled part way', async () => {
    const controller = new AbortController();
    const seen: BatchExportProgress[] = [];
    const reading = fetchBatchExport(
      't0ken',
      { ...query, agency: 'IN0490000' },
      {
        signal: controller.signal,
        onProgress: (p) => {
          seen.push(p);
          controller.abort();
        },
        origin,
      },
    );
    await expect(reading).rejects.toThrow();
    expect(seen).toHaveLength(1);
  });
});
