import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../fakes/free-port';

const root = path.resolve(import.meta.dirname, '../../..');

export interface RealServer {
  url: string;
  output: () => string;
  /** POST /API/<path> with the envelope, as any client would. */
  call: (path: string, payload: unknown, token?: string) => Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read whatever the API answered
  stop: () => Promise<void>;
}

/**
 * Runs `npm start`'s entry (scripts/start.mjs) as its own process on a free port with a fresh
 * embedded database, exactly as a user starts the product.
 */
export async function startRealServer(env: Record<string, string> = {}): Promise<RealServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-e2e-data-'));
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
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));

  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output}`);
    const ok = await fetch(`${url}/API/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not become healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
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
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
