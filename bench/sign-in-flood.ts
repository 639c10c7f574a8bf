/**
 * Sign-in under attack, on the embedded database over real HTTP: sign-in throughput (many users,
 * each from an address of its own), then KeepAlive latency quiet and while one address floods
 * Account/Login and is refused (429). The flood must not slow other users: KeepAlive p95 under
 * the flood should stay within 1.5x of the quiet figure. Clients run on worker threads so they
 * do not share the server's event loop. Run with `npm run bench sign-in-flood`.
 */
import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { DEMO_AGENCY, seed } from '../server/db/seed';
import { hashPassword } from '../server/services/sign-in/passwords';

const PASSWORD = 'Crash-Demo-2026';
const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 60);
const KEEPALIVES = Number(process.env.BENCH_CALLS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const FLOOD_CONNECTIONS = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 8);

function percentile(samples: number[], q: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}
const stats = (samples: number[]) =>
  `p50 ${percentile(samples, 0.5).toFixed(1)} ms, p95 ${percentile(samples, 0.95).toFixed(1)} ms (n=${samples.length})`;

const database = await openDatabase({});
await migrateToLatest(database.db);
await seed(database.db, { demo: true, demoPassword: PASSWORD });
// The default limits; the clients name themselves through X-Forwarded-For as a proxy would.
const app = await buildApp({
  db: database.db,
  engine: database.engine,
  config: loadConfig({ LOG_LEVEL: 'silent', APP_DIR: '/nonexistent', TRUST_PROXY: 'loopback' }),
  logger: false,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const passwordHash = await hashPassword(PASSWORD);
const role = await database.db.selectFrom('roles').select('id').where('name', '=', 'Officer').executeTakeFirstOrThrow();
const users = Array.from({ length: SIGN_INS }, (_, i) => `benchuser${i}`);
for (const userName of users) {
  const { id } = await database.db
    .insertInto('users')
    .values({
      user_name: userName,
      first_name: 'Bench',
      last_name: userName,
      badge_id: '5150',
      agency_ori: DEMO_AGENCY.ori,
      password_hash: passwordHash,
      status: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db.insertInto('user_roles').values({ user_id: id, role_id: role.id }).execute();
}

// The floor: the same flood, in the same process and on the same cores, refused by a bare
// Fastify route with none of our code, so the share of the slowdown that is the flood's own
// traffic (and the flooding client's CPU on this machine) shows apart from our refusals.
const bare = Fastify({ logger: false });
bare.post('/API/Account/Login', (_request, reply) =>
  reply
    .code(429)
    .header('retry-after', '60')
    .send({ status: 'error', error: { code: 'too_many_requests' } }),
);
const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

type Message = Record<string, unknown>;
function client(workerData: Record<string, unknown>, onRefusing: () => void = () => undefined) {
  const worker = new Worker(new URL('./sign-in-flood-support/client.mjs', import.meta.url), {
    workerData: { url: address, ...workerData },
  });
  const answer = new Promise<Message>((resolve, reject) => {
    worker.on('message', (m: Message) => {
      if (m.refusing) return onRefusing();
      resolve(m);
      void worker.terminate();
    });
    worker.on('error', reject);
  });
  return { answer, tell: (command: 'pause' | 'resume' | 'stop') => worker.postMessage(command) };
}

const signIn = (await client({ mode: 'signin', users, password: PASSWORD, concurrency: 2 }).answer) as {
  done: number;
  seconds: number;
};
console.log(
  `Account/Login throughput (scrypt N=2^15, 2 connections): ${(signIn.done / signIn.seconds).toFixed(1)} sign-ins/s (${signIn.done} in ${signIn.seconds.toFixed(1)} s)`,
);

const login = await app.inject({
  method: 'POST',
  url: '/API/Account/Login',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.10' },
  payload: JSON.stringify({ identity: { token: '' }, payload: { userName: 'officer', password: PASSWORD } }),
});
const token = (JSON.parse(login.body) as { payload: { token: string } }).payload.token;

const keepAlive = async () =>
  ((await client({ mode: 'keepalive', token, count: KEEPALIVES }).answer) as { samples: number[] }).samples;

// Quiet and flooded samples alternate, so other load on the machine weighs on both alike. The
// flooded samples start once the flood is being refused (its first attempts are let through, and
// each costs a password hash).
const quiet: number[] = [];
const underFlood: number[] = [];
const underBareFlood: number[] = [];
let refusing: () => void = () => undefined;
const isRefusing = new Promise<void>((resolve) => (refusing = resolve));
const flood = client({ mode: 'flood', concurrency: FLOOD_CONNECTIONS }, () => refusing());
await isRefusing;
flood.tell('pause');
const bareFlood = client({ mode: 'flood', concurrency: FLOOD_CONNECTIONS, url: bareAddress });
bareFlood.tell('pause');
for (let round = 0; round < ROUNDS; round++) {
  quiet.push(...(await keepAlive()));
  flood.tell('resume');
  underFlood.push(...(await keepAlive()));
  flood.tell('pause');
  bareFlood.tell('resume');
  underBareFlood.push(...(await keepAlive()));
  bareFlood.tell('pause');
}
flood.tell('stop');
bareFlood.tell('stop');
const { counts, refusedPerSecond } = (await flood.answer) as {
  counts: Record<string, number>;
  refusedPerSecond: number;
};
const bareAnswer = (await bareFlood.answer) as { refusedPerSecond: number };
const p95 = (samples: number[]) => percentile(samples, 0.95);
console.log(`Account/KeepAlive, quiet: ${stats(quiet)}`);
console.log(
  `Account/KeepAlive, while one address floods Account/Login (${FLOOD_CONNECTIONS} connections): ${stats(underFlood)}`,
);
console.log(`Account/KeepAlive, while the same flood hits a bare Fastify route (the floor): ${stats(underBareFlood)}`);
console.log(
  `KeepAlive p95 under flood / quiet: ${(p95(underFlood) / p95(quiet)).toFixed(2)}x (target: at most 1.5x); ` +
    `the floor's: ${(p95(underBareFlood) / p95(quiet)).toFixed(2)}x; ours / floor: ${(p95(underFlood) / p95(underBareFlood)).toFixed(2)}x`,
);
console.log(`flood answers by status: ${JSON.stringify(counts)}; refused ${refusedPerSecond.toFixed(0)} requests/s`);
console.log(`the bare route refused ${bareAnswer.refusedPerSecond.toFixed(0)} requests/s`);

await bare.close();
await app.close();
await database.close();
