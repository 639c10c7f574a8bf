import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../../..');

/**
 * A release as the README's Deploy section makes one: what `npm run build` made (dist/), the
 * package files and the install hook, installed with `npm ci --omit=dev` in a folder of its own,
 * so nothing of the development checkout (its node_modules, its sources) can be reached.
 */
export function installRelease(): string {
  for (const built of ['dist/server/main.js', 'dist/app/index.html']) {
    if (!fs.existsSync(path.join(root, built))) throw new Error(`${built} is missing: run npm run build first`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-release-'));
  for (const file of ['package.json', 'package-lock.json', 'scripts/postinstall.mjs']) {
    fs.cpSync(path.join(root, file), path.join(dir, file));
  }
  fs.cpSync(path.join(root, 'dist/server'), path.join(dir, 'dist/server'), { recursive: true });
  fs.cpSync(path.join(root, 'dist/app'), path.join(dir, 'dist/app'), { recursive: true });
  execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    stdio: 'pipe',
    timeout: 300_000,
  });
  return dir;
}

/** How many packages an install holds, as npm recorded it. */
export function installedPackages(dir: string): number {
  const lock = JSON.parse(fs.readFileSync(path.join(dir, 'node_modules/.package-lock.json'), 'utf8'));
  return Object.keys(lock.packages).filter((key) => key.startsWith('node_modules/')).length;
}

export interface ReleaseProcess {
  child: ChildProcess;
  /** Resolves with the address once the server says it is running; rejects if it exits first. */
  running: Promise<string>;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm run serve` in the release folder, as a deployment starts it. */
export function serveRelease(dir: string, env: Record<string, string>): ReleaseProcess {
  const child = spawn('npm', ['run', 'serve', '--silent'], {
    cwd: dir,
    env: { ...process.env, LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const running = new Promise<string>((resolve, reject) => {
    const collect = (data: Buffer) => {
      output += data.toString();
      const found = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (found) resolve(`http://127.0.0.1:${found[1]}`);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    void exited.then((code) => reject(new Error(`the release exited (${code}) before it ran:\n${output}`)));
  });
  running.catch(() => undefined);
  return { child, running, output: () => output, exited };
}

/** Ends a release process and npm above it (they share a process group). */
export async function stopRelease(server: ReleaseProcess) {
  if (server.child.exitCode !== null || server.child.pid === undefined) return;
  process.kill(-server.child.pid, 'SIGTERM');
  await server.exited;
}

/** The API's envelope over HTTP. */
export async function call(url: string, apiPath: string, payload: unknown, token = '') {
  const res = await fetch(`${url}/API/${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: { token }, payload }),
  });
  return {
    status: res.status,
    body: (await res.json()) as { status: string; payload: Record<string, unknown>; error?: unknown },
  };
}
