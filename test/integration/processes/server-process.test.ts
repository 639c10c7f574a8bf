import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/test-server';
import { jobPolicies } from '../../../server/jobs/job-policies';

const root = path.resolve(import.meta.dirname, '../../..');

/** Runs server/main.ts as `npm start` does (without the web-app build) and collects what it says. */
function runServer(env: Record<string, string>, untilOutput?: RegExp) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', APP_DIR: '/nonexistent', ...env },
    });
    let output = '';
    let signalled = 0;
    const collect = (d: Buffer) => {
      output += d.toString();
      // Once each: as a supervisor repeats itself, a second SIGTERM comes when the close has begun.
      const next = signalled === 0 ? untilOutput : /SIGTERM: closing/;
      if (signalled < 2 && next?.test(output)) {
        signalled++;
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('the server process', () => {
  it('refuses to start on a bad setting and names it', async () => {
    const { code, output } = await runServer({ PORT: 'eighty', DATABASE_URL: 'mysql://nope' });
    expect(code).toBe(1);
    expect(output).toContain('PORT');
    expect(output).toContain('DATABASE_URL must start with postgres://');
  });

  it('says clearly that the database is down at start, and exits', async () => {
    const { code, output } = await runServer({
      DATABASE_URL: 'postgres://postgres:secret@127.0.0.1:1/crash',
      DATABASE_WAIT_SECONDS: '0',
      PORT: '0',
    });
    expect(code).toBe(1);
    expect(output).toContain('Cannot reach the PostgreSQL database at postgres://postgres:***@127.0.0.1:1/crash');
    expect(output).not.toContain('secret');
  });

  it('starts on the embedded database, migrates, seeds and prints the demo logins', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-process-'));
    try {
      const { code, output } = await runServer({ DATA_DIR: dataDir, PORT: '0' }, /stateadmin/);
      expect(code, output).toBe(0);
      expect(output).toMatch(/Crash report is running at http:\/\/localhost:\d+ {2}\(database: embedded PGlite/);
      for (const user of ['officer', 'supervisor', 'agencyadmin', 'stateadmin']) expect(output).toContain(user);
      expect(fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(process.env.DATABASE_URL)('on PostgreSQL seeds roles but no demo users unless SEED_DEMO=1', async () => {
    const database = await createTestDatabase('postgresql');
    try {
      const { code, output } = await runServer(
        { DATABASE_URL: database.url ?? '', PORT: '0', LOG_LEVEL: 'info' },
        /running at/,
      );
      expect(output).toContain('database: PostgreSQL');
      // Closed on SIGTERM without an error, the job queue stopped before the database; the second
      // SIGTERM, sent while it closed, did not cut the close short.
      expect(code, output).toBe(0);
      const { rows: queues } = await sql<{ name: string }>`select name from pgboss.queue order by name`.execute(
        database.db,
      );
      expect(queues.map((q) => q.name)).toEqual(Object.keys(jobPolicies).sort());
      expect(output).not.toContain('Demo logins');
      const users = await database.db.selectFrom('users').select('user_name').execute();
      const roles = await database.db.selectFrom('roles').select('name').orderBy('id').execute();
      expect(users).toEqual([]);
      expect(roles.map((r) => r.name)).toEqual([
        'Officer',
        'Supervisor',
        'Agency Administrator',
        'Records Clerk',
        'State Administrator',
      ]);
    } finally {
      await database.close();
    }
  });
});
