import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobQueue, type JobQueue } from '../../../server/jobs/job-queue';
import { attach, PDF, PERSONAL_VALUES, PNG, reportWithPeople, writeReport } from '../support/report-fixtures';
import { engines, seededTestDatabase, serveTestDatabase, type TestServer } from '../support/test-server';

const DAY = 86_400_000;

describe.each(engines())('retention on %s', (engine) => {
  let server: TestServer;
  let queue: JobQueue;
  const tokens: Record<string, string> = {};
  const ids = { oldDraft: 0, newDraft: 0, oldAccepted: 0, held: 0, archived: 0 };

  const ok = async (path: string, payload: unknown, who: string) => {
    const res = await server.call(path, payload, tokens[who]!);
    expect(res.statusCode, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body.payload;
  };
  const age = (id: number, days: number) =>
    server.db
      .updateTable('reports')
      .set({ last_updated: new Date(Date.now() - days * DAY) })
      .where('id', '=', id)
      .execute();
  const report = (id: number) =>
    server.db
      .selectFrom('reports')
      .select(['status', 'data', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const accept = async (id: number, version: number) => {
    let r = await ok('Workflow/SendTo', { id, version }, 'officer');
    for (const step of ['AssignToMe', 'Approve', 'Accept'])
      r = await ok(`Workflow/${step}`, { id: r.id, version: r.version }, 'supervisor');
    return r;
  };

  beforeAll(async () => {
    const database = await seededTestDatabase(engine);
    queue = await startJobQueue(
      database.db,
      { warn: () => {}, error: () => {} },
      { supervision: { superviseIntervalSeconds: 1, pollingIntervalSeconds: 0.5, stopTimeoutMs: 1000 } },
    );
    server = await serveTestDatabase(database, {}, { jobs: queue });
    for (const who of ['officer', 'supervisor', 'agencyadmin', 'clerk', 'stateadmin'])
      tokens[who] = await server.login(who);
    ids.oldDraft = (await writeReport(server, tokens.officer!)).id;
    ids.newDraft = (await writeReport(server, tokens.officer!)).id;
    const accepted = await writeReport(server, tokens.officer!);
    ids.oldAccepted = (await accept(accepted.id, accepted.version)).id;
    const held = await writeReport(server, tokens.officer!);
    ids.held = (await accept(held.id, held.version)).id;
    const archived = await writeReport(server, tokens.officer!, reportWithPeople());
    await attach(server, tokens.officer!, archived.id, '002', [{ name: 'scene.png', bytes: PNG }]);
    await attach(server, tokens.officer!, archived.id, '005', [{ name: 'medical.pdf', bytes: PDF }]);
    ids.archived = archived.id;
    await server.db.updateTable('reports').set({ status: 9 }).where('id', '=', archived.id).execute();
    await age(ids.oldDraft, 40);
    await age(ids.oldAccepted, 800);
    await age(ids.held, 800);
    await age(ids.archived, 4 * 365);
  });
  afterAll(async () => {
    await queue.stop();
    await server.close();
  });

  it('keeps everything until an agency has a schedule, and refuses a bad one at its field', async () => {
    expect((await ok('Retention/Preview', {}, 'agencyadmin')).actions).toEqual([]);
    const bad = await server.call(
      'Retention/SaveSchedule',
      {
        agencyOri: 'IN0490000',
        schedule: {
          archiveAcceptedAfterYears: 0,
          archiveDraftsAfterDays: 30,
          purgeAttachmentsAfterYears: 3,
          purgePersonalDataAfterYears: 2,
        },
      },
      tokens.agencyadmin!,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.error.fieldErrors.map((f: { path: string }) => f.path)).toEqual(
      expect.arrayContaining(['payload.schedule.archiveAcceptedAfterYears']),
    );
    const schedule = {
      archiveAcceptedAfterYears: 2,
      archiveDraftsAfterDays: 30,
      purgeAttachmentsAfterYears: 2,
      purgePersonalDataAfterYears: 3,
    };
    const clerk = await server.call('Retention/SaveSchedule', { agencyOri: 'IN0490000', schedule }, tokens.clerk!);
    expect(clerk.statusCode).toBe(403);
    await ok('Retention/SaveSchedule', { agencyOri: 'IN0490000', schedule }, 'agencyadmin');
    const saved = await ok('Retention/Schedules', {}, 'clerk');
    expect(saved.schedules).toEqual([
      expect.objectContaining({ agencyOri: 'IN0490000', schedule, mayEdit: false, updatedAt: expect.any(String) }),
    ]);
  });

  it('previews the old draft and the old accepted report, counting the held one apart', async () => {
    await ok('Report/SetLegalHold', { id: ids.held, reason: 'Civil case 49D01-2611' }, 'clerk');
    expect((await ok('Report/LegalHold', { id: ids.held }, 'officer')).hold).toMatchObject({
      reason: 'Civil case 49D01-2611',
      placedBy: { name: 'Cora Clerk' },
    });
    const officer = await server.call('Report/SetLegalHold', { id: ids.held, reason: 'x' }, tokens.officer!);
    expect(officer.statusCode).toBe(403);
    const preview = await ok('Retention/Preview', {}, 'clerk');
    const of = (action: string) => preview.actions.find((a: { action: string }) => a.action === action);
    expect(of('archiveDraft')).toMatchObject({ due: 1, held: 0, first: [{ id: ids.oldDraft, status: 0 }] });
    expect(of('archiveAccepted')).toMatchObject({ due: 1, held: 1, first: [{ id: ids.oldAccepted }] });
    expect(of('purgeAttachments')).toMatchObject({ due: 1, first: [{ id: ids.archived }] });
    expect(of('purgePersonalData')).toMatchObject({ due: 1, first: [{ id: ids.archived }] });
  });

  it('runs on the job queue: archives, purges once each, leaves the held report and the new draft, and audits each', async () => {
    const { runId } = await ok('Retention/Run', {}, 'agencyadmin');
    let run;
    for (let i = 0; i < 100; i++) {
      run = (await ok('Retention/Runs', {}, 'clerk')).runs.find((r: { id: string }) => r.id === runId);
      if (run?.state !== 'running') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(run).toMatchObject({ state: 'done', startedBy: 'Alice Admin' });
    expect(run.counts['IN0490000:archiveDraft']).toEqual({ done: 1, skipped: 0, total: 1 });
    expect(run.counts['IN0490000:archiveAccepted']).toEqual({ done: 1, skipped: 0, total: 1 });
    expect((await report(ids.oldDraft)).status).toBe(9);
    expect((await report(ids.oldAccepted)).status).toBe(9);
    expect((await report(ids.held)).status).toBe(4);
    expect((await report(ids.newDraft)).status).toBe(0);
    const purged = await report(ids.archived);
    const text = JSON.stringify(purged.data);
    for (const value of PERSONAL_VALUES) expect(text, value).not.toContain(value);
    expect(text).toContain('1FTMW1T88MFA00001');
    const files = await server.db
      .selectFrom('attachments')
      .select('id')
      .where('report_id', '=', ids.archived)
      .execute();
    expect(files).toEqual([]);
    const parties = await server.db
      .selectFrom('report_parties')
      .select('report_id')
      .where('report_id', '=', ids.archived)
      .execute();
    expect(parties).toEqual([]);
    const audit = await server.db
      .selectFrom('audit_events')
      .select(['report_id', 'detail', 'user_name'])
      .where('action', '=', 'retention')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.report_id, (a.detail as { retention: string }).retention, a.user_name])).toEqual([
      [ids.oldAccepted, 'archiveAccepted', 'agencyadmin'],
      [ids.oldDraft, 'archiveDraft', 'agencyadmin'],
      [ids.archived, 'purgeAttachments', 'agencyadmin'],
      [ids.archived, 'purgePersonalData', 'agencyadmin'],
    ]);
    // A second run finds nothing more to do.
    const second = await ok('Retention/Preview', {}, 'clerk');
    expect(second.actions.map((a: { due: number }) => a.due)).toEqual([0, 0, 0, 0]);
  });

  it('keeps the daily run queued for the next night', async () => {
    const waiting = await sql<{
      n: string;
    }>`select count(*) as n from pgboss.job where name = 'retention_run' and state = 'created'`.execute(server.db);
    expect(Number(waiting.rows[0]!.n)).toBeGreaterThanOrEqual(1);
  });
});
