/**
 * A supervisor's inbox receiving BENCH_REPORTS (1,000) reports at once. Twenty officers' complete
 * drafts are sent with Workflow/SendTo to the supervisor's named inbox, BENCH_CONCURRENCY (20) at
 * a time, through the real server's API (app.inject: routing, checks, the move's transaction and
 * its answer, without sockets), the server running its job queue with production's figures and
 * mailing to a local SMTP listener; the supervisor has chosen mail for reports sent to their inbox.
 * Measured: SendTo p50, p95 and throughput (each notification is written in its move's
 * transaction, its mail job queued there); the time until the listener holds every mail (the
 * notification_mail jobs drained); and the supervisor's bell (Notification/Unread and
 * Notification/List) with all of them unread. The floors, measured in the same run:
 * - the same sends into another reviewer's inbox whose choices (Notification/SaveChoices) turn
 *   mail off: the same move and in-app notice, without the mail job or the mail;
 * - 100 of the same messages sent straight to the listener by nodemailer one after another, as the
 *   queue's one mail worker does, each on a connection of its own as the server's sender opens
 *   one (smtp-server, like many mail servers, greets a new connection after a pause), and again
 *   on one connection kept open: what the drain costs above SMTP itself;
 * - the same bell calls by a user with no notifications (BENCH_SAMPLES, 200, of each).
 * Fifty untimed sends into the reviewer's inbox warm the server up first.
 * On PostgreSQL when DATABASE_URL (or BENCH_DATABASE_URL) is set, in a database of its own dropped
 * after the run; otherwise on the embedded PGlite, where one connection takes the moves in turn.
 * Run: npx tsx bench/records-office/notification-fanout-bench.ts
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import nodemailer from 'nodemailer';
import { completeReport } from '../../lib/validation/report-checks/test-reports';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { DEMO_AGENCY, seed } from '../../server/db/seed';
import { startJobQueue } from '../../server/jobs/job-queue';
import { jobSupervision } from '../../server/jobs/job-policies';
import { insertUser } from '../../server/repositories/users/user-insert';
import { hashPassword } from '../../server/services/sign-in/passwords';
import { freshPostgresDatabase } from '../../test/fakes/postgres-database';
import { startSmtpListener } from '../../test/integration/support/smtp-listener';
import { callerOf, DEMO_PASSWORD } from '../embedded-support/embedded-app';
import { ms, summarize, type Summary } from '../report-tables-support/measure';

const REPORTS = Number(process.env.BENCH_REPORTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const MAIL_FLOOR = Math.min(REPORTS, 100);
const OFFICERS = 20;
const WARM_UP = 50;
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;

const ownDatabase = adminUrl ? await freshPostgresDatabase(adminUrl, { prefix: 'crash_bench_fanout' }) : undefined;
const database = await openDatabase({ url: ownDatabase?.url });
const { db } = database;
const listener = await startSmtpListener();
const quiet = { warn: () => {}, error: (detail: object, message: string) => console.error(message, detail) };
let queue: Awaited<ReturnType<typeof startJobQueue>> | undefined;
let app: Awaited<ReturnType<typeof buildApp>> | undefined;

/** `work` for each item, `width` at a time. */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

try {
  await migrateToLatest(db);
  await seed(db, { demo: true, demoPassword: DEMO_PASSWORD });
  // The bench's own users, with a cheap hash: signing twenty of them in is not what is timed.
  const hash = await hashPassword(DEMO_PASSWORD, { N: 2 ** 10, r: 8, p: 1 });
  const roles = await db.selectFrom('roles').select(['id', 'name']).execute();
  const roleId = (name: string) => roles.filter((r) => r.name === name).map((r) => r.id);
  let badge = 9000;
  const user = (userName: string, firstName: string, role: string, email?: string) =>
    insertUser(
      {
        userName,
        firstName,
        lastName: 'Bench',
        // The server writes the author's badge into the report as the investigating officer's ID.
        badgeId: String(badge++),
        agencyOri: DEMO_AGENCY.ori,
        passwordHash: hash,
        email,
        mustChangePassword: false,
        roleIds: roleId(role),
      },
      db,
    );
  for (let n = 1; n <= OFFICERS; n++) await user(`bench-officer-${n}`, `Officer${n}`, 'Officer');
  const reviewerId = await user('bench-reviewer', 'Rita', 'Supervisor', 'reviewer@agency.test');
  await db
    .updateTable('users')
    .set({ email: 'supervisor@agency.test' })
    .where('user_name', '=', 'supervisor')
    .execute();

  queue = await startJobQueue(db, quiet);
  const server = await buildApp({
    db,
    engine: database.engine,
    config: loadConfig({
      LOG_LEVEL: 'silent',
      APP_DIR: '/nonexistent',
      PUBLIC_URL: 'https://crash.example',
      SMTP_URL: listener.url,
      MAIL_FROM: 'crash@agency.example',
      // Twenty-odd sign-ins from one address are the bench's, not a password-guessing flood.
      SIGN_IN_LIMIT_PER_ADDRESS: '1000',
    }),
    logger: false,
    jobs: queue,
  });
  app = server;
  const call = callerOf(server);
  const login = async (userName: string) =>
    (await call('Account/Login', { userName, password: DEMO_PASSWORD })).token as string;
  const officers = await Promise.all(Array.from({ length: OFFICERS }, (_, i) => login(`bench-officer-${i + 1}`)));
  const supervisor = await login('supervisor');
  const reviewer = await login('bench-reviewer');
  const nobody = await login('officer');
  const mail = (byMail: boolean) => ({ choices: [{ kind: 'reportInInbox', inApp: true, byMail }] });
  await call('Notification/SaveChoices', mail(true), supervisor);
  await call('Notification/SaveChoices', mail(false), reviewer);
  const inboxes = (await call('Inbox/List', {}, officers[0])) as { id: number; userId: number | null }[];
  const supervisorId = (
    await db.selectFrom('users').select('id').where('user_name', '=', 'supervisor').executeTakeFirstOrThrow()
  ).id;
  const inboxOf = (userId: number) => inboxes.find((i) => i.userId === userId)!.id;

  // The drafts, complete and saved once, shared out among the officers.
  type Draft = { id: number; version: number; token: string };
  const drafts: Draft[] = [];
  const draftsStarted = performance.now();
  await inParallel(
    Array.from({ length: WARM_UP + 2 * REPORTS }, (_, i) => officers[i % OFFICERS]!),
    CONCURRENCY,
    async (token) => {
      const { id, version } = await call('Report/Create', {}, token);
      const saved = await call('Report/Save', { id, version, data: completeReport() }, token);
      drafts.push({ id, version: saved.version, token });
    },
  );
  const draftSeconds = (performance.now() - draftsStarted) / 1000;
  // The tables' statistics brought up to date after the drafts, so autovacuum's analyze of them
  // falls into neither timed phase.
  await sql`vacuum analyze`.execute(db);

  const sendAll = async (batch: Draft[], inboxId: number) => {
    const times: number[] = [];
    const started = performance.now();
    await inParallel(batch, CONCURRENCY, async (d) => {
      const t0 = performance.now();
      await call('Workflow/SendTo', { id: d.id, version: d.version, inboxId }, d.token);
      times.push(performance.now() - t0);
    });
    return { ...summarize(times), wallMs: performance.now() - started };
  };
  const reviewerInbox = inboxOf(reviewerId);
  await sendAll(drafts.slice(0, WARM_UP), reviewerInbox);
  const floor = await sendAll(drafts.slice(WARM_UP, WARM_UP + REPORTS), reviewerInbox);

  const sendsStarted = performance.now();
  const sent = await sendAll(drafts.slice(WARM_UP + REPORTS), inboxOf(supervisorId));
  const told = await db
    .selectFrom('notifications')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.countAll<number>().filterWhere('mail_state', '!=', 'none').as('mail'),
    ])
    .where('user_id', '=', supervisorId)
    .executeTakeFirstOrThrow();
  if (Number(told.n) !== REPORTS || Number(told.mail) !== REPORTS)
    throw new Error(`The supervisor has ${told.n} notifications (${told.mail} to mail), not ${REPORTS}`);
  const until = async (what: string, done: () => Promise<boolean> | boolean) => {
    const deadline = Date.now() + 30 * 60_000;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return performance.now() - sendsStarted;
  };
  const receivedMs = await until('every mail at the listener', () => listener.received.length >= REPORTS);
  const markedMs = await until('every notification marked mailed', async () => {
    const left = await db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('mail_state', '=', 'queued')
      .executeTakeFirstOrThrow();
    return Number(left.n) === 0;
  });
  const reviewerMails = listener.received.filter((m) => m.to.includes('reviewer@agency.test')).length;
  if (reviewerMails) throw new Error(`The reviewer who chose no mail was mailed ${reviewerMails} times`);

  // The mail floor: some of the supervisor's messages again, straight to the listener one after
  // another, each on a connection of its own as the server's sender opens one, then on one kept open.
  const messages = await db
    .selectFrom('notifications')
    .select(['title', 'body'])
    .where('user_id', '=', supervisorId)
    .limit(MAIL_FLOOR)
    .execute();
  const mailEach = async (options: object) => {
    const transport = nodemailer.createTransport({ url: listener.url, ...options } as never);
    const t0 = performance.now();
    for (const m of messages)
      await transport.sendMail({
        from: 'crash@agency.example',
        to: 'supervisor@agency.test',
        subject: m.title,
        text: m.body,
      });
    transport.close();
    return (performance.now() - t0) / messages.length;
  };
  const mailFloor = { connectionEach: await mailEach({}), keptOpen: await mailEach({ pool: true, maxConnections: 1 }) };

  // The bell: all unread, beside a user with none; in turn, so each sees the machine as the other does.
  const unread = (await call('Notification/Unread', {}, supervisor)).unread as number;
  if (unread !== REPORTS) throw new Error(`The supervisor's bell shows ${unread}, not ${REPORTS}`);
  const bellCalls = ['Notification/Unread', 'Notification/List'];
  const bell = new Map(
    bellCalls.flatMap((path) => [supervisor, nobody].map((token) => [path + token, [] as number[]])),
  );
  for (let i = 0; i < SAMPLES + 10; i++) {
    for (const path of bellCalls) {
      for (const token of [supervisor, nobody]) {
        const t0 = performance.now();
        await call(path, {}, token);
        if (i >= 10) bell.get(path + token)!.push(performance.now() - t0);
      }
    }
  }

  const where = ownDatabase ? `PostgreSQL (${ownDatabase.name})` : 'the embedded PGlite';
  const perSecond = (n: number, wallMs: number) => (n / (wallMs / 1000)).toFixed(1);
  const line = (s: Summary & { wallMs: number }) =>
    `p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, ${perSecond(REPORTS, s.wallMs)} sends/s`;
  console.log(
    `notification fan-out on ${where}: ${REPORTS} reports by ${OFFICERS} officers, ${CONCURRENCY} sends at a time`,
  );
  console.log(`  ${drafts.length} drafts created and completed first in ${draftSeconds.toFixed(1)} s`);
  console.log(`SendTo into a reviewer's inbox, mail off (floor): ${line(floor)}`);
  console.log(
    `SendTo into the supervisor's inbox, mail on:     ${line(sent)} ` +
      `(x${(sent.p50 / floor.p50).toFixed(2)} of the floor at p50, x${(sent.p95 / floor.p95).toFixed(2)} at p95, ` +
      `x${(floor.wallMs / sent.wallMs).toFixed(2)} its throughput)`,
  );
  console.log(
    `  all ${REPORTS} notifications and mail jobs written when the last send returned, ${(sent.wallMs / 1000).toFixed(1)} s after the first`,
  );
  console.log(
    `mail: the listener held all ${REPORTS} messages ${(receivedMs / 1000).toFixed(1)} s after the first send ` +
      `(${((receivedMs - sent.wallMs) / 1000).toFixed(1)} s after the last), every notification marked mailed at ` +
      `${(markedMs / 1000).toFixed(1)} s; the queue polls every ${jobSupervision.pollingIntervalSeconds} s and counts its backlog every ` +
      `${jobSupervision.superviseIntervalSeconds} s`,
  );
  const projected = (perMessage: number) => `${((REPORTS * perMessage) / 1000).toFixed(1)} s`;
  console.log(
    `  floor: ${messages.length} of the messages straight to the listener, one after another, ` +
      `${ms(mailFloor.connectionEach)} each on a connection of its own as the server sends them (all ${REPORTS}: ` +
      `${projected(mailFloor.connectionEach)}; the drain x${(receivedMs / (REPORTS * mailFloor.connectionEach)).toFixed(1)} of it), ` +
      `${ms(mailFloor.keptOpen)} each on one connection kept open (all: ${projected(mailFloor.keptOpen)})`,
  );
  for (const path of bellCalls) {
    const full = summarize(bell.get(path + supervisor)!);
    const empty = summarize(bell.get(path + nobody)!);
    console.log(
      `${path} with ${REPORTS} unread: p50 ${ms(full.p50)}, p95 ${ms(full.p95)} ` +
        `(floor, no notifications: p50 ${ms(empty.p50)}, p95 ${ms(empty.p95)}; x${(full.p50 / empty.p50).toFixed(2)} at p50)`,
    );
  }
} finally {
  await app?.close();
  await queue?.stop();
  await listener.close();
  await database.close();
  await ownDatabase?.drop();
}
