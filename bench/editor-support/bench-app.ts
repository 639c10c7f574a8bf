import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RealServer } from '../../test/e2e/support/real-server';
import { buildApp } from './bundle-sizes';

/** A call the benchmark's setup needs to succeed: its payload, or an error saying what the server answered. */
export async function api(server: RealServer, call: string, payload: unknown, token = '') {
  const res = await server.call(call, payload, token);
  if (res.status !== 200 || res.body.status !== 'ok')
    throw new Error(`${call}: ${res.status} ${JSON.stringify(res.body).slice(0, 800)}`);
  return res.body.payload;
}

/**
 * The built web app the browser benchmarks serve: BENCH_APP_DIR when given, else a build of its
 * own in a temporary folder, which `remove` deletes afterwards.
 */
export function benchApp(): { dir: string; remove: () => void } {
  const given = process.env.BENCH_APP_DIR;
  if (given) return { dir: given, remove: () => undefined };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-bench-app-'));
  console.log(`building the web app into ${dir}…`);
  buildApp(dir);
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
