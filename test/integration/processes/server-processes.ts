import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { DEMO_PASSWORD, seededTestDatabase, type CallResult } from '../support/test-server';

const root = path.resolve(import.meta.dirname, '../../..');

/** One running server process (server/main.ts, as `npm start` runs it) and calls over HTTP to it. */
export interface ServerProcess {
  name: string;
  url: string;
  /** The API's envelope over real HTTP, as TestServer.call answers; `headers` go on the request. */
  call: (
    path: string,
    payload: unknown,
    token?: string,
    headers?: Record<string, string>,
  ) => Promise<CallResult & { headers: Record<string, string> }>;
  login: (userName: string, password?: string, headers?: Record<string, string>) => Promise<string>;
  output: () => string;
}

function startProcess(name: string, env: Record<string, string>): Promise<ServerProcess & { child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', APP_DIR: '/nonexistent', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server process ${name} did not start:\n${output}`));
    }, 120_000);
    const collect = (data: Buffer) => {
      output += data.toString();
      const running = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (!running?.[1]) return;
      clearTimeout(timer);
      const url = running[1].replace('localhost', '127.0.0.1');
      const call: ServerProcess['call'] = async (apiPath, payload, token = '', headers = {}) => {
        const res = await fetch(`${url}/API/${apiPath}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ identity: { token }, payload }),
        });
        return { statusCode: res.status, body: await res.json(), headers: Object.fromEntries(res.headers) };
      };
      resolve({
        name,
        url,
        child,
        call,
        output: () => output,
        login: async (userName, password = DEMO_PASSWORD, headers = {}) => {
          const res = await call('Account/Login', { userName, password }, '', headers);
          if (res.statusCode !== 200) throw new Error(`login ${userName} on ${name}: ${JSON.stringify(res.body)}`);
          return res.body.payload.token as string;
        },
      });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server process ${name} exited (${code}):\n${output}`));
    });
  });
}

/**
 * Several server processes on one fresh PostgreSQL database (migrated, demo users seeded), as a
 * deployment behind a load balancer runs them: nothing but the database is shared between them.
 * PGlite cannot take part: it is PostgreSQL compiled into the one process that opened its data
 * folder, so a second process cannot open the same database.
 */
export async function startServerProcesses(count: number, env: Record<string, string> = {}) {
  const database = await seededTestDatabase('postgresql');
  const started = await Promise.allSettled(
    Array.from({ length: count }, (_, i) =>
      startProcess(String.fromCharCode(65 + i), { DATABASE_URL: database.url ?? '', ...env }),
    ),
  );
  const processes = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stop = async () => {
    await Promise.all(
      processes.map(async ({ child }) => {
        if (child.exitCode !== null) return;
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }),
    );
    await database.close();
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return { db: database.db, servers: processes as ServerProcess[], stop };
}

/** Runs the calls at once and sorts their answers: exactly one of them should have won. */
export async function race<T extends { statusCode: number }>(calls: Array<() => Promise<T>>) {
  const results = await Promise.all(calls.map((c) => c()));
  return {
    results,
    winners: results.filter((r) => r.statusCode === 200),
    losers: results.filter((r) => r.statusCode !== 200),
  };
}
