import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { submissionRepository } from '../../../server/repositories/submissions/submission-repository';
import { addAgency, addUser } from '../support/db-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';
import { inReview, move, ok } from '../support/workflow-helpers';

const OTHER_ORI = 'IN0030000';
type Who = 'officer' | 'supervisor' | 'agencyadmin' | 'stateadmin' | 'faradmin';

describe.each(engines())('Submission/List, Submission/Act and Submission/Events on %s', (engine) => {
  let server: TestServer;
  const tokens = {} as Record<Who, string>;
  /** The submissions the test made, by what they stand for. */
  const ids = { accepted: 0, failed: 0, stale: 0, fresh: 0, far: 0, held: 0 };
  let reportId = 0;

  const call = (path: string, payload: unknown, who?: Who) => server.call(path, payload, who ? tokens[who] : '');
  const list = async (payload: Record<string, unknown>, who: Who = 'stateadmin') => {
    const res = await call('Submission/List', payload, who);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.payload as {
      submissions: { id: number }[] & Record<string, unknown>[];
      nextBeforeId: number | null;
    };
  };
  const idsOf = (page: { submissions: { id: number }[] }) => page.submissions.map((s) => s.id);

  beforeAll(async () => {
    // A sent submission is flagged after an hour without the state's answer.
    server = await startTestServer(engine, { STATE_REPOSITORY_PENDING_ALERT_MINUTES: '60' });
    await addAgency(server.db, OTHER_ORI, 'Bartholomew County Sheriff');
    await addUser(server.db, { userName: 'faradmin', agencyOri: OTHER_ORI, role: 'Agency Administrator' });
    for (const who of ['officer', 'supervisor', 'agencyadmin', 'stateadmin', 'faradmin'] as const)
      tokens[who] = await server.login(who);

    // A real acceptance, with no job queue running: its submission waits queued.
    const review = await inReview(server, tokens.officer, tokens.supervisor);
    const approved = await ok(server, 'Workflow/Approve', move(review), tokens.supervisor);
    await ok(server, 'Workflow/Accept', move(approved), tokens.agencyadmin);
    reportId = review.id;
    const made = await server.db
      .selectFrom('state_submissions')
      .select('id')
      .where('report_id', '=', reportId)
      .executeTakeFirstOrThrow();
    ids.accepted = made.id;

    // Rows in the other statuses, made through the repository as the queue's handler would leave them.
    const repo = submissionRepository(server.db);
    const row = async (key: string, agencyOri: string, status: 'queued' | 'failed' | 'sent' | 'held') => {
      const { id } = await repo.create({
        reportId,
        agencyOri,
        idempotencyKey: key,
        reportVersion: 9,
        replacesSubmissionId: null,
        replacesCaseNumber: null,
        status,
        holdReason: status === 'held' ? 'Held by an administrator.' : null,
      });
      return id;
    };
    ids.failed = await row('key-failed', DEMO_AGENCY.ori, 'failed');
    await repo.update(ids.failed, { attempts: 5, lastError: 'The state answered 503.' });
    ids.stale = await row('key-stale', DEMO_AGENCY.ori, 'sent');
    await repo.update(ids.stale, { receipt: 'R-1', sentAt: new Date(Date.now() - 3 * 3600_000), attempts: 1 });
    ids.fresh = await row('key-fresh', DEMO_AGENCY.ori, 'sent');
    await repo.update(ids.fresh, { receipt: 'R-2', sentAt: new Date(), attempts: 1 });
    ids.far = await row('key-far', OTHER_ORI, 'failed');
    ids.held = await row('key-held', DEMO_AGENCY.ori, 'held');
  });
  afterAll(() => server.close());

  it('answers the queue by role: administrators 200, other roles 403, no session 401', async () => {
    for (const path of ['Submission/List', 'Submission/Events', 'Submission/Act']) {
      const payload =
        path === 'Submission/List'
          ? {}
          : path === 'Submission/Events'
            ? { id: ids.failed }
            : { id: ids.held, action: 'hold' };
      const status = async (who?: Who) => (await call(path, payload, who)).statusCode;
      expect({
        path,
        nobody: await status(),
        officer: await status('officer'),
        supervisor: await status('supervisor'),
      }).toEqual({
        path,
        nobody: 401,
        officer: 403,
        supervisor: 403,
      });
    }
    expect((await call('Submission/List', {}, 'agencyadmin')).statusCode).toBe(200);
  });

  it('lists newest first with every field, flags a sent submission waiting too long, and filters by status', async () => {
    const all = await list({});
    expect(idsOf(all)).toEqual([ids.held, ids.far, ids.fresh, ids.stale, ids.failed, ids.accepted]);
    const byId = new Map(all.submissions.map((s) => [s.id, s]));
    expect(byId.get(ids.accepted)).toMatchObject({
      reportId,
      caseNumber: expect.any(String),
      agencyOri: DEMO_AGENCY.ori,
      status: 'queued',
      statusLabel: 'Queued for the state',
      idempotencyKey: expect.stringMatching(/.+/),
      attempts: 0,
      lastError: null,
      receipt: null,
      stateCaseNumber: null,
      reasons: [],
      problems: [],
      holdReason: null,
      sentAt: null,
      pendingTooLong: false,
    });
    expect(byId.get(ids.failed)).toMatchObject({ status: 'failed', attempts: 5, lastError: 'The state answered 503.' });
    expect(byId.get(ids.stale)).toMatchObject({ status: 'sent', receipt: 'R-1', pendingTooLong: true });
    expect(byId.get(ids.fresh)).toMatchObject({ status: 'sent', pendingTooLong: false });
    expect(idsOf(await list({ status: 'failed' }))).toEqual([ids.far, ids.failed]);
    expect(idsOf(await list({ agencyOri: OTHER_ORI }))).toEqual([ids.far]);
  });

  it('pages by the id of the last row', async () => {
    const first = await list({ limit: 2 });
    expect(idsOf(first)).toEqual([ids.held, ids.far]);
    expect(first.nextBeforeId).toBe(ids.far);
    const second = await list({ limit: 4, beforeId: first.nextBeforeId });
    expect(idsOf(second)).toEqual([ids.fresh, ids.stale, ids.failed, ids.accepted]);
    expect(second.nextBeforeId).toBeNull();
  });

  it('holds an agency administrator to their agency: another agency is refused in the list, the events and the actions', async () => {
    expect(idsOf(await list({}, 'agencyadmin'))).not.toContain(ids.far);
    expect(idsOf(await list({}, 'faradmin'))).toEqual([ids.far]);
    const other = await call('Submission/List', { agencyOri: OTHER_ORI }, 'agencyadmin');
    expect(other.statusCode).toBe(403);
    expect(other.body.error.message).toMatch(/your own agency/);
    expect((await call('Submission/Events', { id: ids.failed }, 'faradmin')).statusCode).toBe(403);
    expect((await call('Submission/Act', { id: ids.failed, action: 'retry' }, 'faradmin')).statusCode).toBe(403);
    expect((await call('Submission/Events', { id: 2_000_000 }, 'stateadmin')).statusCode).toBe(404);
    expect((await call('Submission/Act', { id: 2_000_000, action: 'retry' }, 'stateadmin')).statusCode).toBe(404);
    // Nothing moved.
    expect((await list({ status: 'failed' })).submissions.map((s) => s.id)).toContain(ids.failed);
  });

  it('refuses an action the status does not allow, saying why', async () => {
    const held = await call('Submission/Act', { id: ids.failed, action: 'hold' }, 'agencyadmin');
    expect(held.statusCode).toBe(409);
    expect(held.body.error.message).toBe(`Submission ${ids.failed} is failed: it cannot be held now.`);
    const released = await call('Submission/Act', { id: ids.stale, action: 'retry' }, 'stateadmin');
    expect(released.statusCode).toBe(409);
    expect(released.body.error.message).toMatch(/is sent: it cannot be retried now/);
  });

  it('retries a failed submission: queued again, its error cleared, the administrator named in its events', async () => {
    const retried = await ok(server, 'Submission/Act', { id: ids.failed, action: 'retry' }, tokens.agencyadmin);
    expect(retried).toMatchObject({
      id: ids.failed,
      status: 'queued',
      attempts: 5,
      lastError: null,
      caseNumber: expect.any(String),
    });
    const { events } = await ok(server, 'Submission/Events', { id: ids.failed }, tokens.agencyadmin);
    expect(events).toMatchObject([{ action: 'retry', user: { name: 'Alice Admin' }, at: expect.any(String) }]);
    // The state administrator retries another agency's.
    expect(await ok(server, 'Submission/Act', { id: ids.far, action: 'retry' }, tokens.stateadmin)).toMatchObject({
      status: 'queued',
    });
  });

  it("shows the queue's own steps without a person", async () => {
    const { events } = await ok(server, 'Submission/Events', { id: ids.accepted }, tokens.agencyadmin);
    expect(events).toMatchObject([{ action: 'queued', user: null, detail: {} }]);
  });

  it('lets one of two administrators acting at once win; the other is told', async () => {
    const [a, b] = await Promise.all([
      call('Submission/Act', { id: ids.held, action: 'release' }, 'agencyadmin'),
      call('Submission/Act', { id: ids.held, action: 'release' }, 'stateadmin'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.body.error.message).toMatch(/changed meanwhile|cannot be released now/);
    const { events } = await ok(server, 'Submission/Events', { id: ids.held }, tokens.stateadmin);
    expect(events.filter((e: { action: string }) => e.action === 'release')).toHaveLength(1);
    expect((await list({ status: 'queued' })).submissions.map((s) => s.id)).toContain(ids.held);
  });
});
