import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportData } from '../../../lib/forms/definition/paths';
import { startJobQueue, type JobQueue, type JobQueueOptions } from '../../../server/jobs/job-queue';
import { startStateRepositoryFake, type StateRepositoryFake } from '../../fakes/state-repository-fake';
import { findElements } from '../../fakes/xml-element-tree';
import { reportWithPeople } from '../support/report-fixtures';
import { engines, seededTestDatabase, serveTestDatabase, type TestServer } from '../support/test-server';
import { completeDraft, move, ok } from '../support/workflow-helpers';
import { until } from '../support/wait-until';

/** Short queue figures: a retry within a second, a crashed job taken back within seconds. */
const quick: JobQueueOptions = {
  policies: { state_submission: { heartbeatSeconds: 10, retryDelay: 1 } },
  supervision: { superviseIntervalSeconds: 1, pollingIntervalSeconds: 0.5, stopTimeoutMs: 1000 },
};

/** A licence number the state refuses, and the rule by which it does: at the licence's element. */
const BAD_LICENCE = 'NOT-A-LICENCE';

describe.each(engines())('sending accepted reports to the state on %s', (engine) => {
  let server: TestServer;
  let queue: JobQueue;
  let fake: StateRepositoryFake;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    fake = await startStateRepositoryFake({ pendingPolls: 1 });
    fake.settings.intakeRule = (document) =>
      findElements(
        document,
        (e) => e.name === 'j:DriverLicense' && findElements(e, (c) => c.text.trim() === BAD_LICENCE).length > 0,
      ).map((e) => ({
        code: 'DL-FORMAT',
        element: e.path,
        message: "The licence number is not in the state's format.",
      }));
    const database = await seededTestDatabase(engine);
    queue = await startJobQueue(database.db, { warn: () => {}, error: () => {} }, quick);
    server = await serveTestDatabase(
      database,
      { STATE_REPOSITORY_URL: fake.url, STATE_REPOSITORY_TOKEN: fake.token, STATE_REPOSITORY_POLL_START_SECONDS: '1' },
      { jobs: queue },
    );
    for (const who of ['officer', 'supervisor']) tokens[who] = await server.login(who);
    // The author has an address; the reviewer has none, and is told in the app alone.
    await server.db
      .updateTable('users')
      .set({ email: 'officer@agency.test' })
      .where('user_name', '=', 'officer')
      .execute();
  });
  afterAll(async () => {
    await queue.stop();
    await server.close();
    await fake.stop();
  });

  /** A report of the officer's taken through review and accepted by the supervisor: its row as accepted. */
  async function accepted(draft: { id: number; version: number }) {
    const sent = await ok(server, 'Workflow/SendTo', move(draft), tokens.officer!);
    const mine = await ok(server, 'Workflow/AssignToMe', move(sent), tokens.supervisor!);
    const approved = await ok(server, 'Workflow/Approve', move(mine), tokens.supervisor!);
    return ok(server, 'Workflow/Accept', move(approved), tokens.supervisor!) as Promise<{
      id: number;
      version: number;
    }>;
  }

  const submissionsOf = (reportId: number) =>
    server.db.selectFrom('state_submissions').selectAll().where('report_id', '=', reportId).orderBy('id').execute();

  const settled = (reportId: number) =>
    until(`report ${reportId}'s submission to be decided`, async () => {
      const [latest] = (await submissionsOf(reportId)).slice(-1);
      return latest && ['accepted', 'rejected', 'failed', 'held'].includes(latest.status) ? latest : undefined;
    });

  const withLicence = (licence: string): ReportData => {
    const data = reportWithPeople();
    const [unit] = data.Units as { Driver: Record<string, unknown> }[];
    unit!.Driver.DRIVERLICNBRTXT = licence;
    return data;
  };

  it('sends an accepted report once with its key, and keeps the case number the state gives it', async () => {
    const report = await accepted(await completeDraft(server, tokens.officer!, withLicence('1234-56-7890')));
    const done = await settled(report.id);
    expect(done).toMatchObject({ status: 'accepted', attempts: 1, last_error: null });
    const row = await server.db
      .selectFrom('reports')
      .select(['unique_identifier', 'external_instance_id'])
      .where('id', '=', report.id)
      .executeTakeFirstOrThrow();
    const key = `${row.unique_identifier}:${report.version}`;
    expect(done.idempotency_key).toBe(key);
    expect(fake.submissionsFor(key)).toBe(1);
    const posted = fake.requests.filter((r) => r.method === 'POST' && r.idempotencyKey === key);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ contentType: 'application/xml', authorization: `Bearer ${fake.token}` });
    expect(row.external_instance_id).toMatch(/^IN-\d{4}-\d{6}$/);
    expect(done.state_case_number).toBe(row.external_instance_id);

    // Report/Get answers it; quick search finds the report by it; its table row says where it stands.
    const got = await ok(server, 'Report/Get', { id: report.id }, tokens.officer!);
    expect(got).toMatchObject({ externalInstanceId: row.external_instance_id, errorMessages: [] });
    const found = await ok(
      server,
      'Report/QuickSearch',
      { text: row.external_instance_id!.toLowerCase(), page: 1, pageSize: 10 },
      tokens.officer!,
    );
    expect(found.rows.map((r: { id: number }) => r.id)).toEqual([report.id]);
    expect(found.rows[0]).toMatchObject({ externalInstanceId: row.external_instance_id, stateSubmission: 'accepted' });
    // The report's history lists the submission with every step of it.
    const history = await ok(server, 'Report/StateSubmissions', { id: report.id }, tokens.officer!);
    expect(history.submissions).toHaveLength(1);
    expect(history.submissions[0]).toMatchObject({
      status: 'accepted',
      idempotencyKey: key,
      stateCaseNumber: row.external_instance_id,
      attempts: 1,
    });
    expect(history.submissions[0].events.map((e: { action: string; user: unknown }) => [e.action, e.user])).toEqual([
      ['queued', null],
      ['sent', null],
      ['accepted', null],
    ]);
  });

  it("keeps a rejection's reasons at their fields, tells the author, and sends the corrected supplement", async () => {
    fake.settings.pendingPolls = 0;
    const report = await accepted(await completeDraft(server, tokens.officer!, withLicence(BAD_LICENCE)));
    const rejected = await settled(report.id);
    expect(rejected.status).toBe('rejected');
    const got = await ok(server, 'Report/Get', { id: report.id }, tokens.officer!);
    expect(got.errorMessages).toEqual([
      {
        code: 'DL-FORMAT',
        element: '/cr:CrashReport/j:Crash/j:CrashVehicle/j:CrashDriver/j:DriverLicense',
        message: "The licence number is not in the state's format.",
        field: 'Units.0.Driver.DRIVERLICNBRTXT',
      },
    ]);
    // Without SMTP the mail is kept in the outbox, sent by a job of the queue: the author hears of it.
    const mail = await until('the rejection mail', async () => {
      const rows = await server.db
        .selectFrom('outbox_messages')
        .select(['to_address', 'subject', 'body'])
        .where('report_id', '=', report.id)
        .execute();
      return rows.length ? rows : undefined;
    });
    expect(mail.map((m) => [m.to_address, m.subject])).toEqual([
      ['officer@agency.test', `Crash report ${report.id} was rejected by the state`],
    ]);
    expect(mail.some((m) => m.body.includes("The licence number is not in the state's format."))).toBe(true);

    // The supplement carries the reasons of its original, and corrected and accepted, it goes to the state.
    const draft = await ok(server, 'Workflow/Supplement', move(report), tokens.officer!);
    const opened = await ok(server, 'Report/Get', { id: draft.id }, tokens.officer!);
    expect(opened.originalReport.errorMessages).toHaveLength(1);
    const corrected = await ok(
      server,
      'Report/Save',
      { id: draft.id, version: opened.version, data: withLicence('1234-56-7890') },
      tokens.officer!,
    );
    const supplement = await accepted({ id: draft.id, version: corrected.version });
    const sent = await settled(supplement.id);
    expect(sent).toMatchObject({ status: 'accepted', replaces_submission_id: rejected.id, replaces_case_number: null });
    // Never accepted, the original has no case number to replace: the supplement is sent as the report.
    expect(fake.requests.find((r) => r.idempotencyKey === sent.idempotency_key)?.replaces).toBeUndefined();
  });

  it('sends the accepted supplement of an accepted report as its replacement, naming the case number', async () => {
    fake.settings.pendingPolls = 0;
    const report = await accepted(await completeDraft(server, tokens.officer!, withLicence('1234-56-7890')));
    const first = await settled(report.id);
    const draft = await ok(server, 'Workflow/Supplement', move(report), tokens.officer!);
    const supplement = await accepted(draft);
    const second = await settled(supplement.id);
    expect(second).toMatchObject({ status: 'accepted', replaces_case_number: first.state_case_number });
    const posted = fake.requests.find((r) => r.method === 'POST' && r.idempotencyKey === second.idempotency_key);
    expect(posted?.replaces).toBe(first.state_case_number);
    expect(second.document).toContain(
      `<cr:CrashReportReplacedStateCaseIdentification>\n    <nc:IdentificationID>${first.state_case_number}</nc:IdentificationID>`,
    );
  });

  it('marks failed a submission whose job failed for good, as when its process died on its last try', async () => {
    const report = await completeDraft(server, tokens.officer!);
    const insert = (key: string, status: string) =>
      server.db
        .insertInto('state_submissions')
        .values({
          report_id: report.id,
          agency_ori: 'IN0490000',
          idempotency_key: key,
          report_version: 3,
          status,
          receipt: 'SR-9',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const waiting = await insert('dead-letter:1', 'sent');
    const decided = await insert('dead-letter:2', 'accepted');
    for (const { id } of [waiting, decided]) await queue.send('state_submission_dead', { submissionId: id });
    const statusOf = async (id: number) =>
      (await server.db.selectFrom('state_submissions').select('status').where('id', '=', id).executeTakeFirstOrThrow())
        .status;
    await until('the waiting submission to fail', async () =>
      (await statusOf(waiting.id)) === 'failed' ? true : undefined,
    );
    expect(await statusOf(decided.id)).toBe('accepted');
    const events = await server.db
      .selectFrom('state_submission_events')
      .select(['submission_id', 'action'])
      .where('submission_id', 'in', [waiting.id, decided.id])
      .execute();
    expect(events).toEqual([{ submission_id: waiting.id, action: 'failed' }]);
  });
});
