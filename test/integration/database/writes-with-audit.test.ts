import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { freshOfficerSession } from '../support/db-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';
import { auditOf, countOf, failInserts, historyOf, inReview, move, ok, reportRow } from '../support/workflow-helpers';

/**
 * A write and the audit row that records it commit together: when the audit row cannot be
 * written, the write is undone too, so the log never misses a change that was kept.
 */
describe.each(engines())('writes and their audit rows on %s', (engine) => {
  let server: TestServer;
  let officer: string;
  let supervisor: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    officer = await server.login('officer');
    supervisor = await server.login('supervisor');
  });
  afterAll(() => server.close());

  /** Runs `call` while inserts of audit rows matching `when` fail; answers the call's result. */
  async function withFailingAudit<T>(
    when: string,
    call: () => Promise<T>,
    table: 'audit_events' | 'auth_events' = 'audit_events',
  ) {
    const restore = await failInserts(server.db, table, when);
    try {
      return await call();
    } finally {
      await restore();
    }
  }

  it('keeps neither the saved data nor its edit event when the edit event cannot be written', async () => {
    const created = await ok(server, 'Report/Create', {}, officer);
    const before = await reportRow(server.db, created.id);
    const data = completeReport();
    const failed = await withFailingAudit("new.action = 'edit'", () =>
      server.call('Report/Save', { id: created.id, version: created.version, data }, officer),
    );
    expect(failed.statusCode).toBe(500);
    expect(await reportRow(server.db, created.id)).toEqual(before);
    expect(await auditOf(server.db, created.id, 'edit')).toEqual([]);

    // The same save lands, with its event, once the audit log takes rows again.
    const saved = await ok(server, 'Report/Save', { id: created.id, version: created.version, data }, officer);
    expect(saved.version).toBe(created.version + 1);
    const edits = await auditOf(server.db, created.id, 'edit');
    expect(edits.map((e) => e.detail)).toEqual([{ version: saved.version }]);
  });

  it('leaves a Rejected report as it was when the edit that reopens it cannot be audited', async () => {
    const held = await inReview(server, officer, supervisor);
    const rejected = await ok(server, 'Workflow/Reject', { ...move(held), note: 'Check the narrative.' }, supervisor);
    const before = await reportRow(server.db, rejected.id);
    const historyBefore = await historyOf(server.db, rejected.id);
    const save = { id: rejected.id, version: rejected.version, data: completeReport() };

    const failed = await withFailingAudit("new.action = 'edit'", () => server.call('Report/Save', save, officer));
    expect(failed.statusCode).toBe(500);
    expect(await reportRow(server.db, rejected.id)).toEqual(before);
    expect(await historyOf(server.db, rejected.id)).toEqual(historyBefore);
    expect((await auditOf(server.db, rejected.id, 'move')).map((m) => m.detail.action)).not.toContain('edit');

    const saved = await ok(server, 'Report/Save', save, officer);
    expect(saved.status).toBe(0);
  });

  it('keeps no note whose note event cannot be written', async () => {
    const created = await ok(server, 'Report/Create', {}, officer);
    const failed = await withFailingAudit("new.action = 'note'", () =>
      server.call('Report/AddNote', { id: created.id, text: 'Called the witness back.' }, officer),
    );
    expect(failed.statusCode).toBe(500);
    expect(await countOf(server.db, 'report_notes', created.id)).toBe(0);
  });

  it('keeps a report that cannot be deleted with an audit event', async () => {
    const created = await ok(server, 'Report/Create', {}, officer);
    const failed = await withFailingAudit("new.detail ->> 'action' = 'delete'", () =>
      server.call('Workflow/Delete', move(created), officer),
    );
    expect(failed.statusCode).toBe(500);
    expect(await reportRow(server.db, created.id)).toMatchObject({ id: created.id, version: created.version });
  });

  it('keeps no outbox message whose export event cannot be written', async () => {
    const created = await ok(server, 'Report/Create', {}, officer);
    const outbox = () =>
      server.db.selectFrom('outbox_messages').select('id').where('report_id', '=', created.id).execute();
    const failed = await withFailingAudit("new.action = 'export'", () =>
      server.call('Report/ExportByEmail', { id: created.id, to: 'claims@insurer.example' }, supervisor),
    );
    expect(failed.statusCode).toBe(500);
    expect(await outbox()).toEqual([]);
    expect(await auditOf(server.db, created.id, 'export')).toEqual([]);
  });

  it('keeps a session open when its sign-out cannot be logged', async () => {
    const { userId, token } = await freshOfficerSession(server, `signout-${engine}`);
    const failed = await withFailingAudit(
      `new.user_id = ${userId} and new.event_type = 2`,
      () => server.call('Logout', { userId }, token),
      'auth_events',
    );
    expect(failed.statusCode).toBe(500);
    expect((await server.call('Account/KeepAlive', {}, token)).statusCode).toBe(200);
  });
});
