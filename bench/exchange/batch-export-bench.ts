/**
 * The batch export of accepted reports as JSON Lines (GET /API/Report/BatchExport) over real HTTP
 * on the embedded database: 100,000 accepted reports of one agency over a year of crash dates,
 * written straight into the database, read by a client that keeps nothing. Prints reports per
 * second, and the process's peak memory (RSS and heap, server and reader in one process) up to
 * the 10,000th report and up to the last: flat memory shows as the two peaks near each other.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { BATCH_EXPORT_TOTAL_HEADER, batchExportUrl } from '../../lib/exchange/batch-export';
import { completeReport } from '../../lib/validation/report-checks/test-reports';
import { ReportStatus } from '../../lib/workflow/report-status';
import { copyAcceptedReports } from '../../test/integration/support/report-rows';
import { DEMO_PASSWORD, startEmbeddedApp } from '../embedded-support/embedded-app';

const REPORTS = Number(process.env.BENCH_BATCH_REPORTS ?? 100_000);
const CHECKPOINTS = [10_000, REPORTS].filter((n, i, all) => n <= REPORTS && all.indexOf(n) === i);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const { database, app, call, close } = await startEmbeddedApp();
try {
  const officer = (await call('Account/Login', { userName: 'officer', password: DEMO_PASSWORD })).token as string;
  const supervisor = (await call('Account/Login', { userName: 'supervisor', password: DEMO_PASSWORD })).token as string;
  const { id } = await call('Report/Create', {}, officer);
  await call('Report/Save', { id, version: 1, data: completeReport() }, officer);
  await sql`update reports set status = ${ReportStatus.Accepted}, date_of_crash = '2026-01-01' where id = ${id}`.execute(
    database.db,
  );
  const seeding = performance.now();
  await copyAcceptedReports(database.db, id, REPORTS - 1, { firstDay: '2026-01-01', days: 365 });
  console.log(`seeded ${REPORTS} accepted reports in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  const url = `http://127.0.0.1:${address.port}${batchExportUrl({ format: 'jsonl', from: '2026-01-01', to: '2026-12-31' })}`;

  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${supervisor}` } });
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
  console.log(`${BATCH_EXPORT_TOTAL_HEADER}: ${res.headers.get(BATCH_EXPORT_TOTAL_HEADER)}`);
  const reader = res.body!.getReader();
  let lines = 0;
  let bytes = 0;
  let peakRss = 0;
  let peakHeap = 0;
  let next = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    for (const byte of value) if (byte === 10) lines++;
    const { rss, heapUsed } = process.memoryUsage();
    peakRss = Math.max(peakRss, rss);
    peakHeap = Math.max(peakHeap, heapUsed);
    while (next < CHECKPOINTS.length && lines >= CHECKPOINTS[next]!) {
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `${String(CHECKPOINTS[next]).padStart(7)} reports: ${(CHECKPOINTS[next]! / seconds).toFixed(0)} reports/s, ` +
          `peak RSS ${mb(peakRss)}, peak heap ${mb(peakHeap)}`,
      );
      next++;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  // The last line lists the problems: every other is a report.
  console.log(
    `exported ${lines - 1} reports (${mb(bytes)}) in ${seconds.toFixed(1)} s: ${((lines - 1) / seconds).toFixed(0)} reports/s`,
  );
  if (lines - 1 !== REPORTS) throw new Error(`expected ${REPORTS} reports, read ${lines - 1}`);
} finally {
  await close();
}
