import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverBuildIsCurrent } from '../../../scripts/built.mjs';
import { hashPassword, verifyPassword } from '../../../server/services/sign-in/passwords';
import { openDatabase, type Db } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { seed } from '../../../server/db/seed';
import { freePort } from '../../fakes/free-port';
import { DEMO_PASSWORD } from './page-helpers';
import { madeAhead, type LeftoverNote } from './made-ahead';

const root = path.resolve(import.meta.dirname, '../../..');

export interface RealServer {
  url: string;
  output: () => string;
  /** POST /API/<path> with the envelope, as any client would. */
  call: (path: string, payload: unknown, token?: string) => Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read whatever the API answered
  stop: () => Promise<void>;
}

/** Most servers have no settings of their own: the next of those is started ahead (made-ahead.ts). */
const takeServer = madeAhead((note) => startServer({}, note));

/**
 * Runs `npm start`'s entry (scripts/start.mjs) as its own process on a free port with an embedded
 * database of its own, as a user starts the product: on a copy of a database the same build
 * created and stopped (startedDataDir), which the server opens as on any later start, or, when
 * `env` changes what a first start writes, on an empty data dir, as on the very first start. One
 * without settings of its own may have started while the tests before ran; nothing used it.
 */
export async function startRealServer(env: Record<string, string> = {}): Promise<RealServer> {
  return Object.keys(env).length === 0 ? takeServer() : startServer(env);
}

async function startServer(env: Record<string, string>, note?: LeftoverNote): Promise<RealServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-e2e-data-'));
  note?.add({ dirs: [dataDir] });
  const started = await startedDataDir(env);
  if (started) fs.cpSync(started, dataDir, { recursive: true });
  return launch(env, dataDir, true, note);
}

/**
 * Fills the empty `dataDir` with a copy of the database the current build created and seeded
 * (startedDataDir), for a test that writes to the database itself before its server opens it:
 * migrating and seeding a new one in the test's own process took it several seconds here, and the
 * server then opens it as on any later start. False, the dir left empty, when there is no such copy.
 */
export async function copyStartedDatabase(dataDir: string): Promise<boolean> {
  const started = await startedDataDir({});
  if (!started) return false;
  fs.cpSync(started, dataDir, { recursive: true });
  return true;
}

/**
 * Writes to the database a server will open from `dataDir` before it starts (`write`): the copy
 * of the started database when there is one (copyStartedDatabase), else one migrated and seeded
 * here, as the server's first start would have.
 */
export async function writeBeforeStart(dataDir: string, write: (db: Db) => Promise<void>): Promise<void> {
  await copyStartedDatabase(dataDir);
  const database = await openDatabase({ dataDir });
  try {
    await migrateToLatest(database.db);
    await seed(database.db, { demo: true, demoPassword: DEMO_PASSWORD });
    await write(database.db);
  } finally {
    await database.close();
  }
}

/** Settings that change what a server's first start writes to its database. */
const FIRST_START_INPUTS = ['DATA_DIR', 'DATABASE_URL', 'SEED_DEMO', 'DEMO_PASSWORD'];
const STARTED_PREFIX = 'crash-e2e-started-';
/** A started database no run has made for this long belongs to a build nobody tests any more. */
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

/** The built server and the settings of its first start: a database it created fits only these. */
function firstStartKey(): string {
  const hash = createHash('sha256');
  const built = path.join(root, 'dist/server');
  for (const file of fs.readdirSync(built, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(built, file);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(file);
    hash.update(fs.readFileSync(full));
  }
  hash.update(JSON.stringify(FIRST_START_INPUTS.map((name) => process.env[name] ?? null)));
  // What this file does to the database after the first start (cheapenDemoPasswords).
  hash.update('demo passwords at a small cost');
  return hash.digest('hex').slice(0, 16);
}

/**
 * A data dir whose database the current server build created (migrated and seeded) and then
 * stopped cleanly, made once per build: a server starts on a copy of it in about 1.5 s instead
 * of 3.5 s on this machine, which the end-to-end suite paid once per file. None when `env` changes
 * what a first start writes, or the build is older than its sources (the server would rebuild
 * itself first); those servers, and test/integration's, still start on an empty dir.
 */
async function startedDataDir(env: Record<string, string>): Promise<string | null> {
  if (FIRST_START_INPUTS.some((name) => (env[name] ?? '') !== '') || !serverBuildIsCurrent()) return null;
  const dir = path.join(os.tmpdir(), `${STARTED_PREFIX}${firstStartKey()}`);
  if (fs.existsSync(dir)) {
    // Marked as in use, so another checkout's run does not take it for stale.
    const now = new Date();
    fs.utimesSync(dir, now, now);
    return dir;
  }
  const making = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-e2e-starting-'));
  await (await launch({}, making, false)).stop();
  // PGlite removes its lock file as it closes: a server that had to be killed left no copy to trust.
  if (fs.existsSync(path.join(making, 'pgdata', 'postmaster.pid'))) {
    fs.rmSync(making, { recursive: true, force: true });
    return null;
  }
  await cheapenDemoPasswords(making);
  try {
    fs.renameSync(making, dir);
  } catch {
    // Another run made it meanwhile: theirs is the same.
    fs.rmSync(making, { recursive: true, force: true });
  }
  // Another build's copy is removed only once nothing can be copying it: a run of another
  // checkout on this machine may still start its servers from it.
  for (const other of fs.readdirSync(os.tmpdir())) {
    const full = path.join(os.tmpdir(), other);
    if (other.startsWith(STARTED_PREFIX) && full !== dir && Date.now() - fs.statSync(full).mtimeMs > STALE_AFTER_MS)
      fs.rmSync(full, { recursive: true, force: true });
  }
  return dir;
}

/**
 * Stores the demo users' password with a small scrypt cost (the cost is kept with each hash, so
 * the server reads it): verifying the full cost took about a quarter of a second of the server's
 * CPU here, and the end-to-end files sign in some hundreds of times. A password set in a test is
 * hashed at the full cost, as always.
 */
async function cheapenDemoPasswords(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    const hashes = await database.db.selectFrom('users').select('password_hash').distinct().execute();
    const cheap = await hashPassword(DEMO_PASSWORD, { N: 2 ** 10, r: 8, p: 1 });
    for (const { password_hash: hash } of hashes) {
      if (!(await verifyPassword(DEMO_PASSWORD, hash))) continue;
      await database.db.updateTable('users').set({ password_hash: cheap }).where('password_hash', '=', hash).execute();
    }
  } finally {
    await database.close();
  }
}

/**
 * The server's process on `dataDir`, once it answers its health check; `removeData` drops the dir
 * when it stops. `note` learns the process, for a server made ahead that no test takes.
 */
async function launch(
  env: Record<string, string>,
  dataDir: string,
  removeData: boolean,
  note?: LeftoverNote,
): Promise<RealServer> {
  // A free port is let go before the server binds it, and a browser or fake started meanwhile may
  // take it: the server then fails to listen, and another free port is as good.
  for (let attempt = 1; ; attempt++) {
    try {
      return await launchOnFreePort(env, dataDir, removeData, note);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 5) throw error;
    }
  }
}

class PortTaken extends Error {}

async function launchOnFreePort(
  env: Record<string, string>,
  dataDir: string,
  removeData: boolean,
  note?: LeftoverNote,
): Promise<RealServer> {
  // A server started again on its data dir keeps its address (the browser's pages are on it).
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://localhost:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      // The browser and the tests sign in from one address far more often than people do; only
      // the tests of the sign-in limits set them low.
      SIGN_IN_LIMIT_PER_ADDRESS: '1000000',
      SIGN_IN_LIMIT_PER_ACCOUNT: '1000000',
      SIGN_IN_FAILURES_PER_ADDRESS: '1000000',
      // Administrators sign in with a password alone here; the second factor's own test sets it required.
      ADMIN_SECOND_FACTOR: 'optional',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid) note?.add({ pids: [child.pid] });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));

  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      const message = `The server exited (${child.exitCode}):\n${output}`;
      throw /EADDRINUSE/.test(output) ? new PortTaken(message) : new Error(message);
    }
    const ok = await fetch(`${url}/API/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not become healthy:\n${output}`);
    }
    // Its health answers within a few milliseconds of listening: a short poll wastes none of the start.
    await new Promise((r) => setTimeout(r, 50));
  }

  return {
    url,
    output: () => output,
    call: async (apiPath, payload, token = '') => {
      const res = await fetch(`${url}/API/${apiPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identity: { token }, payload }),
      });
      return { status: res.status, body: await res.json() };
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (removeData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
