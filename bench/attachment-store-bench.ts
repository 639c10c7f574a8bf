/**
 * A 5 MB attachment uploaded and downloaded over HTTP through the real server, its bytes kept in
 * the database (bytea) beside the same through the object store (s3rver, the local S3-protocol
 * server, on 127.0.0.1): on PGlite, and on PostgreSQL too when DATABASE_URL is set (a database of
 * its own, dropped after). Run with `npm run bench attachment-store`; BENCH_RUNS sets the count.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrateToLatest } from '../server/db/migrate';
import { seed } from '../server/db/seed';
import { startLocalS3 } from '../test/fakes/s3-server';
import { encodeMultipart } from '../test/integration/support/multipart-body';
import { createTestDatabase, DEMO_PASSWORD, engines, type Engine } from '../test/integration/support/test-server';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const FILE = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5_000_000 - 9, 0x20)]);

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `p50 ${at(0.5).toFixed(0).padStart(5)} ms  p95 ${at(0.95).toFixed(0).padStart(5)} ms`;
}

async function measure(engine: Engine, env: Record<string, string>) {
  const database = await createTestDatabase(engine);
  await migrateToLatest(database.db);
  await seed(database.db, { demo: true, demoPassword: DEMO_PASSWORD });
  const app = await buildApp({
    db: database.db,
    engine: database.engine,
    config: loadConfig({ LOG_LEVEL: 'silent', APP_DIR: '/nonexistent', ...env }),
    logger: false,
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const call = async (path: string, payload: unknown, token = '') => {
    const res = await fetch(`${base}/API/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: { token }, payload }),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()).payload;
  };
  const uploads: number[] = [];
  const downloads: number[] = [];
  try {
    const token = (await call('Account/Login', { userName: 'officer', password: DEMO_PASSWORD })).token as string;
    const auth = { authorization: `Bearer ${token}` };
    for (let i = 0; i < RUNS + 1; i++) {
      const report = await call('Report/Create', {}, token);
      const boundary = `----bench${i}`;
      const body = encodeMultipart(
        {
          fields: [
            ['reportId', String(report.id)],
            ['type', '004'],
          ],
          files: [{ name: 'estimate.pdf', bytes: FILE }],
        },
        boundary,
      );
      let t0 = performance.now();
      const up = await fetch(`${base}/API/Attachment/Upload`, {
        method: 'POST',
        headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: new Uint8Array(body),
      });
      const answer = await up.json();
      const upload = performance.now() - t0;
      if (!up.ok) throw new Error(`upload: ${up.status} ${JSON.stringify(answer)}`);
      t0 = performance.now();
      const down = await fetch(`${base}/API/Attachment/Download/${answer.payload.files[0].attachment.id}`, {
        headers: auth,
      });
      const bytes = Buffer.from(await down.arrayBuffer());
      const download = performance.now() - t0;
      if (!bytes.equals(FILE)) throw new Error('the download differs from the upload');
      // The first of each is a warm-up (connections, prepared statements, the SDK's first request).
      if (i > 0) {
        uploads.push(upload);
        downloads.push(download);
      }
    }
  } finally {
    await app.close();
    await database.close();
  }
  return { uploads, downloads };
}

const s3 = await startLocalS3();
try {
  console.log(`5 MB attachment over HTTP, ${RUNS} runs each (first one not counted)`);
  console.log(`${''.padEnd(30)}${'upload'.padEnd(29)}download`);
  for (const engine of engines()) {
    const name = engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
    for (const [store, env] of [
      ['bytea', {}],
      ['S3 (s3rver)', s3.env],
    ] as const) {
      const { uploads, downloads } = await measure(engine, env);
      console.log(`${`${name}, ${store}`.padEnd(30)}${stats(uploads)}    ${stats(downloads)}`);
    }
  }
} finally {
  await s3.close();
}
