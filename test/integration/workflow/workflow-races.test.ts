import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format/dates';
import { workflowRepository } from '../../../server/repositories/workflow/workflow-repository';
import { addUser, userIdOf } from '../support/db-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';
import {
  auditOf,
  completeDraft,
  countOf,
  failInserts,
  historyOf,
  inReview,
  move,
  ok,
  pendingReport,
  reportRow,
} from '../support/workflow-helpers';

const HOUR = 60 * 60 * 1000;

/** Bad input and races: concurrent reviewers, expired locks, and nothing half-done. */
describe.each(engines())('workflow races and failures on %s', (engine) => {
  let server: TestServer;
  let officer: string;
  const reviewers = ['supervisor', 'reviewer2', 'reviewer3', 'reviewer4'];
  const tokens: Record<string, string> = {};
  const names: Record<string, string> = {
    supervisor: 'Samuel Supervisor',
    reviewer2: 'Test reviewer2',
    reviewer3: 'Test reviewer3',
    reviewer4: 'Test reviewer4',
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
    for (const name of reviewers.slice(1)) {
      await addUser(server.db, { userName: name, agencyOri: 'IN0490000', role: 'Supervisor' });
    }
    officer = await server.login('officer');
    for (const name of reviewers) tokens[name] = await server.login(name);
  });
  afterAll(() => server.close());

  it('lets exactly one of two reviewers pressing Assign to me at once win; the other is told who holds it', async () => {
    for (let round = 0; round < 4; round++) {
      const pending = await pendingReport(server, officer);
      const [a, b] = await Promise.all(
        ['supervisor', 'reviewer2'].map(async (who) => ({
          who,
          res: await server.call('Workflow/AssignToMe', move(pending), tokens[who]),
        })),
      );
      const winners = [a!, b!].filter((x) => x.res.statusCode === 200);
      const losers = [a!, b!].filter((x) => x.res.statusCode !== 200);
      expect(winners).toHaveLength(1);
      expect(losers).toHaveLength(1);
      const winner = winners[0]!;
      const lock = winner.res.body.payload.formInstanceLockInfo;
      expect(lock.lockingUser.name).toBe(names[winner.who]);
      expect(losers[0]!.res.statusCode).toBe(409);
      expect(losers[0]!.res.body.error.message).toBe(
        `This report is in review by ${names[winner.who]} since ${formatDateTime(lock.created)}.`,
      );
      const row = await reportRow(server.db, pending.id);
      expect(row).toMatchObject({ status: 7, version: pending.version + 1 });
      expect(row?.locking_user_id).toBe(await userIdOf(server.db, winner.who));
      const assigns = (await historyOf(server.db, pending.id)).filter((h) => h.action === 'assignToMe');
      expect(assigns).toHaveLength(1);
    }
  });

  it('lets one of four reviewers win when all press at once', async () => {
    const pending = await pendingReport(server, officer);
    const results = await Promise.all(
      reviewers.map((who) => server.call('Workflow/AssignToMe', move(pending), tokens[who])),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const holder = results.find((r) => r.statusCode === 200)!.body.payload.formInstanceLockInfo.lockingUser.name;
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.body.error.message).toMatch(new RegExp(`^This report is in review by ${holder} since `));
    }
    expect(await countOf(server.db, 'inbox_history', pending.id)).toBe(2);
    // The losers' writes were guarded by the row they read: none of their records was written.
    const moves = (await auditOf(server.db, pending.id, 'move')).map((m) => m.detail.action);
    expect(moves.filter((a) => a === 'assignToMe')).toHaveLength(1);
  });

  it('writes nothing of a guarded move when its report changed after it was read', async () => {
    const pending = await pendingReport(server, officer);
    const reviewerId = await userIdOf(server.db, 'reviewer3');
    const at = new Date();
    const history = {
      reportId: pending.id,
      action: 'assignToMe',
      fromStatus: 1,
      toStatus: 7,
      fromInboxId: null,
      toInboxId: null,
      userId: reviewerId,
      assigneeUserId: reviewerId,
      note: null,
      at,
    };
    const audit = { reportId: pending.id, user: { id: reviewerId, userName: 'reviewer3' }, action: 'move' as const };
    const write = (version: number) =>
      workflowRepository(server.db).applyMove(
        {
          id: pending.id,
          change: { status: 7, lock: { userId: reviewerId, createdAt: at } },
          by: reviewerId,
          at,
          records: { history, audits: [{ ...audit, ip: '127.0.0.1', at }] },
          expect: { version, status: 1, lockUserId: null },
        },
        server.db,
      );

    await expect(write(pending.version - 1)).resolves.toBeUndefined();
    expect(await reportRow(server.db, pending.id)).toMatchObject({ status: 1, version: pending.version });
    expect(await countOf(server.db, 'inbox_history', pending.id)).toBe(1);
    expect(await auditOf(server.db, pending.id, 'move')).toHaveLength(1);

    await expect(write(pending.version)).resolves.toMatchObject({ status: 7, version: pending.version + 1 });
    expect(await countOf(server.db, 'inbox_history', pending.id)).toBe(2);
    expect(await auditOf(server.db, pending.id, 'move')).toHaveLength(2);
  });

  it('rolls a move back whole when any of its writes fails', async () => {
    const draft = await completeDraft(server, officer);
    const before = await reportRow(server.db, draft.id);
    // The history insert fails after the report row, the kept version and the inbox are written.
    const failing = "new.action in ('sendTo', 'supplemented')";
    let restore = await failInserts(server.db, 'inbox_history', failing);
    try {
      const res = await server.call('Workflow/SendTo', move(draft), officer);
      expect(res.statusCode).toBe(500);
      expect(await reportRow(server.db, draft.id)).toEqual(before);
      expect(await countOf(server.db, 'report_versions', draft.id)).toBe(0);
      expect(await auditOf(server.db, draft.id, 'move')).toEqual([]);

      // Accepting a supplement whose original cannot be marked Supplemented leaves both as they were.
      await restore();
      const held = await inReview(server, officer, tokens.supervisor!);
      const approved = await ok(server, 'Workflow/Approve', move(held), tokens.supervisor!);
      const accepted = await ok(server, 'Workflow/Accept', move(approved), tokens.supervisor!);
      const supplement = await ok(server, 'Workflow/Supplement', move(accepted), officer);
      let s = await ok(server, 'Workflow/SendTo', move(supplement), officer);
      s = await ok(server, 'Workflow/AssignToMe', move(s), tokens.supervisor!);
      s = await ok(server, 'Workflow/Approve', move(s), tokens.supervisor!);
      restore = await failInserts(server.db, 'inbox_history', failing);
      const failed = await server.call('Workflow/Accept', move(s), tokens.supervisor!);
      expect(failed.statusCode).toBe(500);
      expect(await reportRow(server.db, s.id)).toMatchObject({ status: 2, version: s.version });
      expect(await reportRow(server.db, held.id)).toMatchObject({ status: 4, version: accepted.version });
      expect((await auditOf(server.db, s.id, 'move')).map((m) => m.detail.action)).not.toContain('accept');
    } finally {
      await restore();
    }
    const sent = await ok(server, 'Workflow/SendTo', move(draft), officer);
    expect(sent.status).toBe(1);
  });

  it('leaves a guarded (optimistic) move undone when its records cannot be written', async () => {
    const pending = await pendingReport(server, officer);
    const before = await reportRow(server.db, pending.id);
    const restore = await failInserts(server.db, 'audit_events', "new.detail ->> 'action' = 'assignToMe'");
    try {
      const res = await server.call('Workflow/AssignToMe', move(pending), tokens.reviewer4!);
      expect(res.statusCode).toBe(500);
      expect(await reportRow(server.db, pending.id)).toEqual(before);
      expect(await countOf(server.db, 'inbox_history', pending.id)).toBe(1);
    } finally {
      await restore();
    }
    expect((await ok(server, 'Workflow/AssignToMe', move(pending), tokens.reviewer4!)).status).toBe(7);
  });

  // Last: it moves the server's clock a day on, past every session's idle time-out.
  it('lets another reviewer take over an expired lock, and audits the takeover', async () => {
    const held = await inReview(server, officer, tokens.supervisor!);
    server.advance(24 * HOUR + 60_000);
    const supervisor = await server.login('supervisor');
    const reviewer2 = await server.login('reviewer2');

    await expect(server.call('Workflow/Approve', move(held), supervisor)).resolves.toMatchObject({
      statusCode: 409,
      body: { error: { message: 'Your review lock has expired. Assign the report to yourself again.' } },
    });
    const taken = await ok(server, 'Workflow/AssignToMe', move(held), reviewer2);
    expect(taken.formInstanceLockInfo.lockingUser.name).toBe('Test reviewer2');
    const [takeover, ...more] = await auditOf(server.db, held.id, 'lockTakeover');
    expect(more).toEqual([]);
    expect(takeover).toMatchObject({
      user_name: 'reviewer2',
      ip: '127.0.0.1',
      detail: {
        action: 'assignToMe',
        previousHolder: { id: await userIdOf(server.db, 'supervisor'), name: 'Samuel Supervisor' },
        lockedAt: held.formInstanceLockInfo!.created,
        expired: true,
        newHolderUserId: await userIdOf(server.db, 'reviewer2'),
      },
    });
    const approved = await ok(server, 'Workflow/Approve', move(taken), reviewer2);
    expect(approved.status).toBe(2);
    // The first reviewer stays on record as the report's original reviewer.
    expect((await reportRow(server.db, held.id))?.original_reviewer_user_id).toBe(
      await userIdOf(server.db, 'supervisor'),
    );
  });
});
