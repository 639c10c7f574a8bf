import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/database';
import { startJobQueue, type JobQueue, type JobQueueOptions } from '../../../server/jobs/job-queue';
import { pollDelaySeconds } from '../../../server/services/submissions/submission-service';
import { startStateRepositoryFake, type StateRepositoryFake } from '../../fakes/state-repository-fake';
import { engines, seededTestDatabase, serveTestDatabase, type TestServer } from '../support/test-server';
import { completeDraft, move, ok, type Caller } from '../support/workflow-helpers';

/**
 * The road of an accepted report to the state's crash repository when the road is bad: the
 * repository away for a while, answers that are not the protocol's, a server process killed in
 * the middle of a send, and a receipt the state leaves pending for many questions. The state must
 * end up with each report once, and nothing but a protocol answer may move a submission on.
 */

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * Short figures, so a test sees in seconds what production does in minutes (as job-queue.test.ts).
 * Each retry after a second, not doubling: the tests wait for the retry after two or three
 * failures, which the back-off made 4 to 8 s; job-queue.test.ts checks the back-off itself.
 */
const quick: JobQueueOptions = {
  policies: { state_submission: { heartbeatSeconds: 10, retryDelay: 1, retryDelayMax: 1 } },
  supervision: { superviseIntervalSeconds: 1, pollingIntervalSeconds: 0.5, stopTimeoutMs: 1000 },
};

const stateEnv = (fake: StateRepositoryFake) => ({
  STATE_REPOSITORY_URL: fake.url,
  STATE_REPOSITORY_TOKEN: fake.token,
  STATE_REPOSITORY_TIMEOUT_MS: '1000',
  STATE_REPOSITORY_POLL_START_SECONDS: '1',
});

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 40_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

interface Row {
  id: number;
  status: string;
  idempotency_key: string;
  receipt: string | null;
  state_case_number: string | null;
  attempts: number;
  last_error: string | null;
}

async function submissionOf(db: Db, reportId: number): Promise<Row> {
  return db
    .selectFrom('state_submissions')
    .select(['id', 'status', 'idempotency_key', 'receipt', 'state_case_number', 'attempts', 'last_error'])
    .where('report_id', '=', reportId)
    .executeTakeFirstOrThrow() as Promise<Row>;
}

const eventsOf = (db: Db, submissionId: number) =>
  db
    .selectFrom('state_submission_events')
    .select(['action', 'detail'])
    .where('submission_id', '=', submissionId)
    .orderBy('id')
    .execute();

/** A report the officer wrote, the supervisor approved and the agency administrator accepted: its id. */
async function acceptReport(server: Caller, tokens: Record<'officer' | 'supervisor' | 'admin', string>) {
  const draft = await completeDraft(server, tokens.officer);
  let r = await ok(server, 'Workflow/SendTo', move(draft), tokens.officer);
  r = await ok(server, 'Workflow/AssignToMe', move(r), tokens.supervisor);
  r = await ok(server, 'Workflow/Approve', move(r), tokens.supervisor);
  r = await ok(server, 'Workflow/Accept', move(r), tokens.admin);
  expect(r.status).toBe(4);
  return draft.id;
}

const posts = (fake: StateRepositoryFake, key: string) =>
  fake.requests.filter((r) => r.method === 'POST' && r.idempotencyKey === key);

describe.each(engines())('submissions to the state under faults on %s', (engine) => {
  let fake: StateRepositoryFake;
  let server: TestServer;
  let queue: JobQueue;
  /** Sends of these steps the queue refuses, once each, as a database gone between two statements would. */
  const refuseNext = new Set<'send' | 'poll'>();
  let tokens: Record<'officer' | 'supervisor' | 'admin', string>;
  /** What the server and the queue logged, as pino's objects. */
  const logged: { msg: string; [k: string]: unknown }[] = [];

  beforeAll(async () => {
    // Decided at the first status question (1 s after the send), not the second (2 s later): the
    // pending answers are the subject of the tests that ask for them.
    fake = await startStateRepositoryFake({ slowMs: 3000, pendingPolls: 0 });
    const database = await seededTestDatabase(engine);
    const queueLog = {
      warn: (detail: object, msg: string) => void logged.push({ ...detail, msg }),
      error: (detail: object, msg: string) => void logged.push({ ...detail, msg }),
    };
    queue = await startJobQueue(database.db, queueLog, quick);
    const refuse = (data: object) => {
      const { step } = data as { step?: 'send' | 'poll' };
      if (step && refuseNext.delete(step)) throw new Error(`the queue refused a ${step} job`);
    };
    const jobs: JobQueue = {
      ...queue,
      send: async (name, data, options) => (refuse(data), queue.send(name, data, options)),
      sendInTransaction: async (tx, name, data, options) => (
        refuse(data),
        queue.sendInTransaction(tx, name, data, options)
      ),
    };
    server = await serveTestDatabase(
      database,
      { ...stateEnv(fake), LOG_LEVEL: 'warn' },
      { jobs, logStream: { write: (line: string) => void logged.push(JSON.parse(line)) } },
    );
    tokens = {
      officer: await server.login('officer'),
      supervisor: await server.login('supervisor'),
      admin: await server.login('agencyadmin'),
    };
  });
  afterAll(async () => {
    await queue?.stop();
    await server?.close();
    await fake?.stop();
  });
  beforeEach(async () => {
    await fake.reset();
    logged.length = 0;
    refuseNext.clear();
  });

  it('sends what was accepted while the repository was away once it is back, each report once', async () => {
    await fake.misbehave('stopped');
    const reports = [await acceptReport(server, tokens), await acceptReport(server, tokens)];
    const tried = await until('an attempt of each against the stopped repository', async () => {
      const rows = await Promise.all(reports.map((id) => submissionOf(server.db, id)));
      return rows.every((r) => r.attempts >= 1) ? rows : undefined;
    });
    for (const row of tried) {
      expect(row).toMatchObject({ status: 'queued', receipt: null, state_case_number: null });
      expect(row.last_error).toMatch(/^The state repository cannot be reached \(/);
    }
    expect(logged).toContainEqual(expect.objectContaining({ failure: 'unreachable', operation: 'submit' }));

    await fake.misbehave('none');
    const done = await until('both accepted by the state', async () => {
      const rows = await Promise.all(reports.map((id) => submissionOf(server.db, id)));
      return rows.every((r) => r.status === 'accepted') ? rows : undefined;
    });
    for (const row of done) {
      expect(fake.submissionsFor(row.idempotency_key)).toBe(1);
      expect(posts(fake, row.idempotency_key)).toHaveLength(1);
      expect(row.state_case_number).toMatch(/^IN-\d{4}-\d{6}$/);
      expect(row.last_error).toBeNull();
    }
    expect(fake.submissions).toHaveLength(2);
    expect(new Set(done.map((r) => r.state_case_number)).size).toBe(2);
  });

  // How an answer is read is the provider's, before the database sees it: each reading is tried on
  // the first engine, and the retry it leads to on every engine (the unavailable one).
  const answers = [
    ['html', 'not-json', 'The state repository answered HTTP 200 with text/html instead of JSON.'],
    ['broken-json', 'not-json', 'The state repository answered HTTP 202 with JSON that cannot be read.'],
    ['unavailable', 'http-status', 'The state repository answered HTTP 503.'],
  ] as const;
  it.each(engine === engines()[0] ? answers : answers.filter(([mode]) => mode === 'unavailable'))(
    'retries a send answered %s, logs it and keeps it as the last error',
    async (mode, kind, message) => {
      await fake.misbehave(mode);
      const report = await acceptReport(server, tokens);
      // The row's count and the event are two writes: the second event shows both are done.
      const attempted = await until('two failed attempts', async () => {
        const row = await submissionOf(server.db, report);
        const events = (await eventsOf(server.db, row.id)).filter((e) => e.action === 'attemptFailed');
        return events.length >= 2 ? events : undefined;
      });
      const failed = await submissionOf(server.db, report);
      // Nothing of the page or the broken text is taken for a receipt.
      expect(failed).toMatchObject({ status: 'queued', receipt: null, last_error: message });
      expect(attempted.slice(0, 2)).toEqual([
        { action: 'attemptFailed', detail: { reason: message, kind, attempt: 1 } },
        { action: 'attemptFailed', detail: { reason: message, kind, attempt: 2 } },
      ]);
      expect(logged).toContainEqual(expect.objectContaining({ failure: kind, operation: 'submit' }));
      expect(logged).toContainEqual(expect.objectContaining({ msg: 'a job failed', queue: 'state_submission' }));
      expect(fake.submissionsFor(failed.idempotency_key)).toBe(0);

      await fake.misbehave('none');
      const accepted = await until('the state to accept it', async () => {
        const row = await submissionOf(server.db, report);
        return row.status === 'accepted' ? row : undefined;
      });
      expect(accepted.last_error).toBeNull();
      expect(fake.submissionsFor(accepted.idempotency_key)).toBe(1);
    },
  );

  it('trusts no answer to a status question that is not the protocol: the submission stays sent', async () => {
    fake.settings.pendingPolls = 1000;
    const report = await acceptReport(server, tokens);
    const sent = await until('the send', async () => {
      const row = await submissionOf(server.db, report);
      return row.status === 'sent' ? row : undefined;
    });
    await fake.misbehave('html');
    const failed = await until('a failed status question', async () => {
      const row = await submissionOf(server.db, report);
      return row.last_error ? row : undefined;
    });
    expect(failed).toMatchObject({
      status: 'sent',
      receipt: sent.receipt,
      state_case_number: null,
      last_error: 'The state repository answered HTTP 200 with text/html instead of JSON.',
    });
    expect(logged).toContainEqual(expect.objectContaining({ failure: 'not-json', operation: 'status' }));

    fake.settings.pendingPolls = 0;
    await fake.misbehave('none');
    const accepted = await until('the state to accept it', async () => {
      const row = await submissionOf(server.db, report);
      return row.status === 'accepted' ? row : undefined;
    });
    expect(accepted).toMatchObject({ receipt: sent.receipt, last_error: null });
    expect(fake.submissionsFor(accepted.idempotency_key)).toBe(1);
  });

  // The waits are the jobs' start times, which both engines keep alike (job-queue.test.ts times the
  // retries' on each), and the other tests here ask about receipts on every engine: the 15 s of
  // waits are timed on the first engine only.
  const onFirstEngine = engine === engines()[0] ? it : undefined;
  onFirstEngine?.(
    'keeps asking about a receipt left pending, each question after twice the wait of the one before',
    async () => {
      fake.settings.pendingPolls = 3;
      const report = await acceptReport(server, tokens);
      const sent = await until('the send', async () => {
        const row = await submissionOf(server.db, report);
        return row.status === 'sent' ? row : undefined;
      });
      // When each status question arrived, seen from here every 50 ms.
      const asked: number[] = [];
      const questions = () => fake.requests.filter((r) => r.method === 'GET' && r.path.endsWith(`/${sent.receipt}`));
      const accepted = await until('the state to decide', async () => {
        while (asked.length < questions().length) asked.push(Date.now());
        const row = await submissionOf(server.db, report);
        if (row.status !== 'sent') return row;
        expect(row.state_case_number).toBeNull();
        return undefined;
      });
      expect(accepted.status).toBe('accepted');
      expect(questions()).toHaveLength(4);
      expect(questions().map((q) => q.status)).toEqual([200, 200, 200, 200]);
      // The waits after the 1st, 2nd and 3rd pending answers: 2, 4 and 8 s (the queue looks every half second).
      const gaps = asked.slice(1).map((at, i) => at - asked[i]!);
      gaps.forEach((gap, i) => {
        const wait = pollDelaySeconds(i + 2, 1) * 1000;
        expect(gap).toBeGreaterThanOrEqual(wait - 100);
        expect(gap).toBeLessThan(wait + 1500);
      });
      expect(fake.submissionsFor(accepted.idempotency_key)).toBe(1);
    },
    60_000,
  );

  it('sends again with the same key when the first status question could not be queued after the receipt', async () => {
    refuseNext.add('poll');
    const report = await acceptReport(server, tokens);
    const accepted = await until('the state to accept it', async () => {
      const row = await submissionOf(server.db, report);
      return row.status === 'accepted' ? row : undefined;
    });
    // The move to sent went back with the refused job, so the send ran again and got the same receipt.
    expect(refuseNext.size).toBe(0);
    expect(posts(fake, accepted.idempotency_key).map((p) => p.status)).toEqual([202, 202]);
    expect(fake.submissionsFor(accepted.idempotency_key)).toBe(1);
    const actions = (await eventsOf(server.db, accepted.id)).map((e) => e.action);
    expect(actions.filter((a) => a === 'sent')).toHaveLength(1);
  });

  it('releases a waiting supplement with the acceptance of its original, or not at all', async () => {
    fake.settings.pendingPolls = 1000;
    const original = await acceptReport(server, tokens);
    await until('the original sent', async () =>
      (await submissionOf(server.db, original)).status === 'sent' ? true : undefined,
    );
    const accepted = await ok(server, 'Report/Get', { id: original }, tokens.admin);
    const created = await ok(server, 'Workflow/Supplement', move(accepted), tokens.officer);
    const saved = await ok(
      server,
      'Report/Save',
      { id: created.id, version: created.version, data: accepted.data },
      tokens.officer,
    );
    let r = await ok(server, 'Workflow/SendTo', { id: created.id, version: saved.version }, tokens.officer);
    r = await ok(server, 'Workflow/AssignToMe', move(r), tokens.supervisor);
    r = await ok(server, 'Workflow/Approve', move(r), tokens.supervisor);
    expect((await ok(server, 'Workflow/Accept', move(r), tokens.admin)).status).toBe(4);
    expect((await submissionOf(server.db, created.id)).status).toBe('held');

    // The supplement's send cannot be queued once: the original's acceptance goes back with it and is asked again.
    refuseNext.add('send');
    fake.settings.pendingPolls = 0;
    const supplement = await until('the supplement accepted', async () => {
      const row = await submissionOf(server.db, created.id);
      return row.status === 'accepted' ? row : undefined;
    });
    expect(refuseNext.size).toBe(0);
    const originalRow = await submissionOf(server.db, original);
    expect(posts(fake, supplement.idempotency_key)).toMatchObject([{ replaces: originalRow.state_case_number }]);
    expect(fake.submissionsFor(supplement.idempotency_key)).toBe(1);
    const originalActions = (await eventsOf(server.db, originalRow.id)).map((e) => e.action);
    expect(originalActions.filter((a) => a === 'accepted')).toHaveLength(1);
  });
});

/** A server process with short queue figures (quick-submission-process.ts), its log kept. */
function startQuickProcess(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/integration/state-repository/quick-submission-process.ts'],
    {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'warn', APP_DIR: '/nonexistent', PUBLIC_URL: 'http://localhost:8080', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const working = new Promise<void>((resolve, reject) => {
    const collect = (data: Buffer) => {
      output += data.toString();
      if (output.includes('working\n')) resolve();
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code, signal) => reject(new Error(`exited (${code ?? signal}):\n${output}`)));
  });
  return { child, working, output: () => output };
}

// PGlite is PostgreSQL inside the one process that opened it: a second process cannot share it.
describe('a server process killed in the middle of a send, on postgresql', () => {
  const children: ChildProcess[] = [];
  let fake: StateRepositoryFake;
  let server: TestServer;

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await server?.close();
    await fake?.stop();
  });
  afterEach(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  it('sends it again with the same Idempotency-Key from another process, and the state holds it once', async () => {
    fake = await startStateRepositoryFake({ slowMs: 4000 });
    const database = await seededTestDatabase('postgresql');
    // This server runs no jobs: the report is accepted here and its submission waits, queued, for a process.
    server = await serveTestDatabase(database, stateEnv(fake));
    const tokens = {
      officer: await server.login('officer'),
      supervisor: await server.login('supervisor'),
      admin: await server.login('agencyadmin'),
    };
    const report = await acceptReport(server, tokens);
    const { idempotency_key: key } = await submissionOf(server.db, report);
    const env = { ...stateEnv(fake), DATABASE_URL: database.url! };

    await fake.misbehave('slow');
    const first = startQuickProcess(env);
    children.push(first.child);
    await first.working;
    await until('the first send', async () => (posts(fake, key).length === 1 ? true : undefined));
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    // The repository took it (a slow answer is still an intake); the process died before the receipt.
    expect(fake.submissionsFor(key)).toBe(1);
    expect((await submissionOf(server.db, report)).status).toBe('queued');

    await fake.misbehave('none');
    const second = startQuickProcess(env);
    children.push(second.child);
    await second.working;
    const accepted = await until(
      'the second process to finish it',
      async () => {
        const row = await submissionOf(server.db, report);
        return row.status === 'accepted' ? row : undefined;
      },
      60_000,
    );
    const sends = posts(fake, key);
    expect(sends.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sends.map((s) => s.body)).size).toBe(1);
    expect(fake.submissionsFor(key)).toBe(1);
    expect(fake.submissions).toHaveLength(1);
    expect(accepted.receipt).toBe(fake.submissions[0]!.receipt);
    expect(second.output()).not.toMatch(/"level":(50|60)/);
  }, 120_000);
});
