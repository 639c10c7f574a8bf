import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format/dates';
import { UserStatus } from '../../../lib/auth/user-status';
import type { Db } from '../../../server/db/database';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addUser, statusOf } from '../support/db-helpers';
import { expectRefused } from '../support/refusals';
import { acceptedReport, deleteSaveRace, supplementRace } from '../support/race-scenarios';
import { race, startServerProcesses, type ServerProcess } from './server-processes';
import { completeDraft, move, pendingReport, reportRow } from '../support/workflow-helpers';

const LIMITS = { PER_ADDRESS: 8, PER_ACCOUNT: 6, FAILURES: 6 };

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: what one process
 * decides, the other must honour, since nothing but the database is shared. PostgreSQL only:
 * PGlite is one process's embedded database (see server-processes.ts).
 */
describe.runIf(process.env.DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  let db: Db;
  let a: ServerProcess;
  let b: ServerProcess;
  let stop: () => Promise<void>;
  let n = 0;
  let client = 0;

  beforeAll(async () => {
    const started = await startServerProcesses(2, {
      // The test's requests all come from 127.0.0.1: as that "proxy", each test names its own client.
      TRUST_PROXY: 'loopback',
      SIGN_IN_LIMIT_PER_ADDRESS: String(LIMITS.PER_ADDRESS),
      SIGN_IN_LIMIT_PER_ACCOUNT: String(LIMITS.PER_ACCOUNT),
      SIGN_IN_FAILURES_PER_ADDRESS: String(LIMITS.FAILURES),
    });
    ({ db, stop } = started);
    [a, b] = started.servers as [ServerProcess, ServerProcess];
  }, 240_000);
  afterAll(() => stop?.());

  /** A client address of the test's own (X-Forwarded-For through the trusted loopback proxy). */
  const newClient = () => ({ 'x-forwarded-for': `198.51.100.${++client}` });
  const newUser = async (role = 'Officer') => {
    const userName = `proc${++n}`;
    await addUser(db, { userName, agencyOri: DEMO_AGENCY.ori, role });
    return userName;
  };
  /** Alternates between the processes: A, B, A, … */
  const each = (i: number) => (i % 2 === 0 ? a : b);

  describe('sessions', () => {
    it('a session opened on one process works on the other, and signing out on one ends it on both', async () => {
      const headers = newClient();
      const token = await a.login(await newUser(), undefined, headers);
      expect((await b.call('Account/KeepAlive', {}, token, headers)).statusCode).toBe(200);
      expect((await b.call('Account/GetCurrentUser', {}, token, headers)).statusCode).toBe(200);
      const out = await a.call('Logout', {}, token, headers);
      expect(out.body.payload).toEqual({ loggedOut: true });
      const after = await b.call('Account/KeepAlive', {}, token, headers);
      expect(after.statusCode).toBe(401);
      expect(after.body.error.message).toBe('Your session has ended. Sign in again.');
    });
  });

  describe('account lock-out', () => {
    it('counts wrong passwords made on either process together and locks the account for both', async () => {
      const userName = await newUser();
      const headers = newClient();
      const codes = [];
      for (let i = 0; i < 5; i++) {
        const res = await each(i).call('Account/Login', { userName, password: `Wrong-${i}` }, '', headers);
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 401, 423]);
      const id = (await db.selectFrom('users').select('id').where('user_name', '=', userName).executeTakeFirstOrThrow())
        .id;
      expect(await statusOf(db, id)).toBe(UserStatus.Locked);
      const right = await b.call('Account/Login', { userName, password: 'Crash-Demo-2026' }, '', newClient());
      expect(right.statusCode).toBe(423);
    });
  });

  describe('sign-in rate limits', () => {
    it('counts one account’s attempts on both processes against one limit', async () => {
      const userName = await newUser();
      for (let i = 0; i < LIMITS.PER_ACCOUNT; i++) {
        expect(
          (await each(i).call('Account/Login', { userName, password: 'Crash-Demo-2026' }, '', newClient())).statusCode,
        ).toBe(200);
      }
      expectRefused(await a.call('Account/Login', { userName, password: 'Crash-Demo-2026' }, '', newClient()), 60);
      expectRefused(await b.call('Account/Login', { userName, password: 'Crash-Demo-2026' }, '', newClient()), 60);
    });

    it('counts one address’s attempts on both processes against one limit', async () => {
      const headers = newClient();
      for (let i = 0; i < LIMITS.PER_ADDRESS; i++) {
        const res = await each(i).call(
          'Account/Login',
          { userName: await newUser(), password: 'Crash-Demo-2026' },
          '',
          headers,
        );
        expect(res.statusCode).toBe(200);
      }
      expectRefused(
        await b.call('Account/Login', { userName: await newUser(), password: 'Crash-Demo-2026' }, '', headers),
        60,
      );
      expectRefused(
        await a.call('Account/Login', { userName: await newUser(), password: 'Crash-Demo-2026' }, '', headers),
        60,
      );
    });

    it('counts one address’s failed sign-ins over many accounts on both processes (spraying)', async () => {
      const headers = newClient();
      for (let i = 0; i < LIMITS.FAILURES; i++) {
        const res = await each(i).call(
          'Account/Login',
          { userName: await newUser(), password: 'Spring-2026!' },
          '',
          headers,
        );
        expect(res.statusCode).toBe(401);
      }
      expectRefused(
        await a.call('Account/Login', { userName: await newUser(), password: 'Crash-Demo-2026' }, '', headers),
        15 * 60,
      );
      expectRefused(
        await b.call('Account/Login', { userName: await newUser(), password: 'Crash-Demo-2026' }, '', headers),
        15 * 60,
      );
    });

    it('lets exactly the limit through when one account is tried on both processes at once', async () => {
      const userName = await newUser();
      const { winners, losers } = await race(
        Array.from(
          { length: LIMITS.PER_ACCOUNT + 4 },
          (_, i) => () => each(i).call('Account/Login', { userName, password: 'Crash-Demo-2026' }, '', newClient()),
        ),
      );
      expect(winners).toHaveLength(LIMITS.PER_ACCOUNT);
      expect(losers.map((l) => l.statusCode)).toEqual([429, 429, 429, 429]);
    });
  });

  /**
   * Races a user cannot win twice: each case starts the contested calls on both processes at
   * once with race() and checks there is one winner and what the losers are told.
   */
  describe('one winner across processes', () => {
    let officer: string;
    let reviewers: [string, string];
    const reviewerNames: string[] = [];

    beforeAll(async () => {
      const headers = newClient();
      officer = await a.login(await newUser(), undefined, headers);
      for (let i = 0; i < 2; i++) reviewerNames.push(await newUser('Supervisor'));
      reviewers = [
        await a.login(reviewerNames[0]!, undefined, newClient()),
        await b.login(reviewerNames[1]!, undefined, newClient()),
      ];
    });

    it('Assign to me: two reviewers on two processes, one gets the review lock', async () => {
      for (let round = 0; round < 3; round++) {
        const pending = await pendingReport(a, officer);
        const { winners, losers } = await race([
          () => a.call('Workflow/AssignToMe', move(pending), reviewers[0]),
          () => b.call('Workflow/AssignToMe', move(pending), reviewers[1]),
        ]);
        expect(winners).toHaveLength(1);
        expect(losers.map((l) => l.statusCode)).toEqual([409]);
        const lock = winners[0]!.body.payload.formInstanceLockInfo;
        expect(losers[0]!.body.error.message).toBe(
          `This report is in review by ${lock.lockingUser.name} since ${formatDateTime(lock.created)}.`,
        );
        expect((await reportRow(db, pending.id))?.locking_user_id).toBe(lock.lockingUser.id);
      }
    });

    it('Supplement: ten calls spread over both processes start exactly one supplement', async () => {
      const secondOfficer = await b.login(await newUser(), undefined, newClient());
      const accepted = await acceptedReport(a, officer, reviewers[0]);
      await supplementRace([a, b], { report: accepted, tokens: [officer, secondOfficer] });
    });

    it('Delete racing Save on different processes ends with one winner each round', async () => {
      const author = await newUser();
      const token = await a.login(author, undefined, newClient());
      const outcomes = await deleteSaveRace([a, b], {
        author: token,
        deleter: token,
        deleterName: `Test ${author}`,
        rounds: 6,
      });
      expect(outcomes).toHaveLength(6);
    });

    it('Send to review: the same draft sent from both processes at once moves once', async () => {
      const draft = await completeDraft(a, officer);
      const { winners, losers } = await race([
        () => a.call('Workflow/SendTo', move(draft), officer),
        () => b.call('Workflow/SendTo', move(draft), officer),
      ]);
      expect(winners).toHaveLength(1);
      expect(losers.map((l) => l.statusCode)).toEqual([409]);
      expect(await reportRow(db, draft.id)).toMatchObject({ status: 1, version: draft.version + 1 });
      const sends = await db
        .selectFrom('inbox_history')
        .select('action')
        .where('report_id', '=', draft.id)
        .where('action', '=', 'sendTo')
        .execute();
      expect(sends).toHaveLength(1);
    });
  });
});
