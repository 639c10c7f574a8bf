import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { seed } from '../../../server/db/seed';
import { startLocalS3, type LocalS3 } from '../../fakes/s3-server';
import { PDF, PNG, postUpload, TXT } from './attachment-files';
import { createTestDatabase, DEMO_PASSWORD, engines, serveTestDatabase, type Engine } from '../support/test-server';

const root = path.resolve(import.meta.dirname, '../../..');
/** Three runs of the command, each opening the database in a process of its own. */
const COMMAND_TEST_TIMEOUT_MS = 300_000;
const FILES = 24;

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

/**
 * `npm run move-attachments -- --batch-size 2` as an operator runs it; once its progress has
 * printed `after` lines, it is sent `signal` (Ctrl+C is SIGINT, a crash SIGKILL).
 */
function moveAttachments(env: Record<string, string>, stopAfter?: { after: number; signal: NodeJS.Signals }) {
  return new Promise<Run>((resolve) => {
    const child = spawn(process.execPath, ['scripts/move-attachments.mjs', '--batch-size', '2'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let sent = false;
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
      if (stopAfter && !sent && progressOf(output).length >= stopAfter.after) {
        sent = true;
        child.kill(stopAfter.signal);
      }
    });
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, output });
    });
  });
}

/** The progress lines: which file, and what became of it. */
function progressOf(output: string) {
  return [...output.matchAll(/^\[\s*(\d+)\/(\d+)\] [\d.]+ of [\d.]+ MB {2}(\S+) {2}[^:]+: (.+)$/gm)].map((m) => ({
    done: Number(m[1]),
    total: Number(m[2]),
    id: m[3]!,
    outcome: m[4]!,
  }));
}

/**
 * The database the command is pointed at: PostgreSQL by URL (the server may keep running), or
 * the embedded database in a folder (the server stopped first, as the command's usage says).
 */
async function databaseFor(engine: Engine): Promise<{
  database: OpenDatabase;
  env: Record<string, string>;
  reopen: () => Promise<OpenDatabase>;
  cleanup: () => Promise<void>;
}> {
  if (engine === 'postgresql') {
    const database = await createTestDatabase(engine);
    return { database, env: { DATABASE_URL: database.url! }, reopen: async () => database, cleanup: async () => {} };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-move-'));
  const database = await openDatabase({ dataDir });
  return {
    database,
    env: { DATA_DIR: dataDir },
    reopen: () => openDatabase({ dataDir }),
    cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

describe.each(engines())('npm run move-attachments, run as a process, on %s', (engine) => {
  let s3: LocalS3;
  let target: Awaited<ReturnType<typeof databaseFor>>;
  let checks: OpenDatabase | undefined;
  const uploaded = new Map<string, Buffer>();

  beforeAll(async () => {
    s3 = await startLocalS3();
    target = await databaseFor(engine);
    await migrateToLatest(target.database.db);
    await seed(target.database.db, { demo: true, demoPassword: DEMO_PASSWORD });
    // Uploaded while the server kept its files in the database (no store configured).
    const server = await serveTestDatabase(target.database);
    const officer = await server.login('officer');
    const report = (await server.call('Report/Create', {}, officer)).body.payload as { id: number };
    const kinds = [PNG, PDF, TXT];
    for (let i = 0; i < FILES; i += 6) {
      const files = kinds
        .concat(kinds)
        .map((bytes, j) => ({ name: `file-${i + j}.${['png', 'pdf', 'txt'][j % 3]}`, bytes }));
      const res = await postUpload(server, {
        token: officer,
        fields: { reportId: String(report.id), type: '004' },
        files,
      });
      expect(res.statusCode).toBe(200);
      for (const [j, f] of (res.body.payload.files as { attachment: { id: string } }[]).entries()) {
        uploaded.set(f.attachment.id, files[j]!.bytes);
      }
    }
    // The embedded database is one process's at a time: the server stops for the command.
    if (engine === 'pglite') await server.close();
    else afterAllClose.push(() => server.close());
  }, COMMAND_TEST_TIMEOUT_MS);
  const afterAllClose: (() => Promise<void>)[] = [];
  afterAll(async () => {
    if (checks && checks !== target?.database) await checks.close();
    for (const close of afterAllClose) await close();
    await target?.cleanup();
    await s3?.close();
  });

  it(
    'stops at Ctrl+C and after a crash, goes on where it stopped, and writes each file to the store once',
    async () => {
      const env = { ...target.env, ...s3.env };
      const ids = [...uploaded.keys()].sort();

      const stopped = await moveAttachments(env, { after: 3, signal: 'SIGINT' });
      expect(stopped.code, stopped.output).toBe(0);
      expect(stopped.output).toContain(`${FILES} attachment(s)`);
      expect(stopped.output).toContain('Stopping after the file under way');
      expect(stopped.output).toMatch(/^Stopped: \d+ moved \(\d+ copied now\), \d+ left in the database\.$/m);
      expect(stopped.output).toContain('Run npm run move-attachments again to go on where it stopped.');
      const first = progressOf(stopped.output);
      expect(first.length).toBeLessThan(FILES);
      expect(first.map((p) => p.id)).toEqual(ids.slice(0, first.length));
      expect(first.every((p) => p.outcome === 'copied' && p.total === FILES)).toBe(true);

      const crashed = await moveAttachments(env, { after: 2, signal: 'SIGKILL' });
      expect(crashed.signal).toBe('SIGKILL');
      const second = progressOf(crashed.output);
      expect(second[0]?.total).toBe(FILES - first.length);

      const finished = await moveAttachments(env);
      expect(finished.code, finished.output).toBe(0);
      expect(finished.output).toMatch(/^Done: \d+ moved \(\d+ copied now\), 0 left in the database\.$/m);
      const third = progressOf(finished.output);

      // Each file was told once, in id order across the runs; a file the crash wrote but did not
      // mark is found in the store, not written again.
      const printed = [...first, ...second, ...third].map((p) => p.id);
      expect(new Set(printed).size).toBe(printed.length);
      expect([...printed].sort()).toEqual(printed);
      // The crash may fall between a file's row being marked and its line being printed.
      const untold = ids.filter((id) => !printed.includes(id));
      expect(untold).toEqual(untold.length ? [ids[first.length + second.length]] : []);
      expect(third.every((p) => p.outcome === 'copied' || p.outcome === 'already in the store')).toBe(true);
      expect(Object.fromEntries(s3.writes)).toEqual(Object.fromEntries(ids.map((id) => [`attachments/${id}`, 1])));
      for (const [id, bytes] of uploaded) expect((await s3.bytesOf(`attachments/${id}`)).equals(bytes)).toBe(true);

      const again = await moveAttachments(env);
      expect(again.code, again.output).toBe(0);
      expect(again.output).toContain('0 attachment(s), 0.0 MB, to move');

      checks = await target.reopen();
      const rows = await checks.db
        .selectFrom('attachments')
        .select(['id', 'store', (eb) => eb('content', 'is not', null).as('has_content')])
        .execute();
      expect(rows).toHaveLength(FILES);
      expect(rows.every((r) => r.store === 's3' && !r.has_content)).toBe(true);
    },
    COMMAND_TEST_TIMEOUT_MS,
  );
});
