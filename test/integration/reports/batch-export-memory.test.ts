import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchExportUrl, BATCH_EXPORT_TOTAL_HEADER, type BatchExportFormat } from '../../../lib/exchange/batch-export';
import { ReportStatus } from '../../../lib/workflow/report-status';
import { writeReport } from '../support/report-fixtures';
import { copyAcceptedReports } from '../support/report-rows';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const REPORTS = 2_000;
/**
 * What the heap may grow between the 500th report and the last, in bytes: less than the 1,500
 * more reports' text alone. JSON Lines grows by nothing measurable; a zip by about 700 bytes an
 * entry, yazl's record of each entry for the central directory the format writes last.
 */
const SLACK = 2 * 1024 * 1024;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function heapAfterGc(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

describe.each(engines())('batch export memory on %s', (engine) => {
  let server: TestServer;
  let base: string;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    token = await server.login('supervisor');
    const { id } = await writeReport(server, await server.login('officer'));
    await server.db
      .updateTable('reports')
      .set({ status: ReportStatus.Accepted, date_of_crash: '2026-01-01' })
      .where('id', '=', id)
      .execute();
    await copyAcceptedReports(server.db, id, REPORTS - 1, { firstDay: '2026-01-01', days: 365 });
    base = await server.listen();
  }, 300_000);
  afterAll(() => server.close());

  /**
   * Reads the export over real HTTP as the app does, keeping nothing, and measures the heap
   * (the server's and this reader's, one process) after a collection at `at` reports read.
   */
  async function heapWhileReading(format: BatchExportFormat, at: number[]): Promise<{ heap: number[]; bytes: number }> {
    const res = await fetch(`${base}${batchExportUrl({ format, from: '2026-01-01', to: '2026-12-31' })}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get(BATCH_EXPORT_TOTAL_HEADER)).toBe(String(REPORTS));
    const reader = res.body!.getReader();
    const heap: number[] = [];
    let seen = 0;
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      // A line a report in JSON Lines; a zip's local file header signature ("PK\3\4") an entry.
      for (let i = 0; i < value.length; i++) {
        if (format === 'jsonl' ? value[i] === 10 : value[i] === 0x50 && value[i + 1] === 0x4b && value[i + 2] === 3)
          seen++;
        if (heap.length < at.length && seen >= at[heap.length]!) heap.push(heapAfterGc());
      }
    }
    return { heap, bytes };
  }

  it(`exports ${REPORTS} reports as JSON Lines and as a zip without the heap growing with the count`, async () => {
    for (const format of ['jsonl', 'zip'] as const) {
      const { heap, bytes } = await heapWhileReading(format, [500, REPORTS - 50]);
      expect(heap, format).toHaveLength(2);
      const [early, late] = heap as [number, number];
      // What 1,500 reports of this export weigh: a heap that kept them would grow by at least this.
      const kept = (bytes / REPORTS) * (REPORTS - 550);
      expect(kept, format).toBeGreaterThan(SLACK);
      expect(late - early, `${format}: ${((late - early) / 1e6).toFixed(1)} MB`).toBeLessThan(SLACK);
    }
  });
});
