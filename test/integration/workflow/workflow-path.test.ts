import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { userIdOf } from '../support/db-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';
import { auditOf, completeDraft, historyOf, move, ok, reportRow, type Moved } from '../support/workflow-helpers';

/**
 * The whole review road: officer sends -> supervisor assigns -> rejects with a note and
 * field comments -> officer edits (Draft again) and resends -> assign -> approve -> accept ->
 * supplement -> accept the supplement -> original Supplemented -> archive.
 */
describe.each(engines())('a report from Draft to Supplemented on %s', (engine) => {
  let server: TestServer;
  let officer: string;
  let supervisor: string;
  let admin: string;
  let ids: Record<'officer' | 'supervisor' | 'agencyadmin', number>;

  beforeAll(async () => {
    server = await startTestServer(engine);
    officer = await server.login('officer');
    supervisor = await server.login('supervisor');
    admin = await server.login('agencyadmin');
    ids = {
      officer: await userIdOf(server.db, 'officer'),
      supervisor: await userIdOf(server.db, 'supervisor'),
      agencyadmin: await userIdOf(server.db, 'agencyadmin'),
    };
  });
  afterAll(() => server.close());

  it('travels every step, each recorded in inbox history, the audit log and the kept versions', async () => {
    const draft = await completeDraft(server, officer);
    const id = draft.id;

    // Send to: the agency's review inbox unless a reviewer is named; Inbox/List offers both.
    const inboxes = await ok(server, 'Inbox/List', { reportId: id }, officer);
    expect(inboxes[0]).toMatchObject({ name: 'Agency review', kind: 'agency', userId: null });
    expect(inboxes).toContainEqual(expect.objectContaining({ kind: 'reviewer', userId: ids.supervisor }));
    expect(inboxes.map((i: { userId: number | null }) => i.userId)).not.toContain(ids.officer);
    let r: Moved = await ok(server, 'Workflow/SendTo', move(draft), officer);
    expect(r).toMatchObject({ status: 1, version: 3, inboxId: inboxes[0].id, formInstanceLockInfo: null });

    r = await ok(server, 'Workflow/AssignToMe', move(r), supervisor);
    expect(r).toMatchObject({
      status: 7,
      formInstanceLockInfo: { lockingUser: { id: ids.supervisor, name: 'Samuel Supervisor' } },
    });
    expect((await reportRow(server.db, id))?.original_reviewer_user_id).toBe(ids.supervisor);

    // Reject with a note to the author and comments pinned to two fields.
    const comments = [
      { path: 'Narrative.NarrativeTxt', text: 'Say which direction unit 1 was travelling.' },
      { path: 'Units.0.VehicleInformation.VINTXT', text: 'The VIN does not match the registration.' },
    ];
    r = await ok(
      server,
      'Workflow/Reject',
      { ...move(r), note: 'Narrative and VIN need another look.', comments },
      supervisor,
    );
    expect(r).toMatchObject({ status: 3, inboxId: null, formInstanceLockInfo: null });
    const notes = await server.db.selectFrom('report_notes').selectAll().where('report_id', '=', id).execute();
    expect(notes).toMatchObject([{ kind: 'rejection', text: 'Narrative and VIN need another look.' }]);

    // The author sees the open comments on their fields.
    const open = await ok(server, 'Report/ReviewComments', { id }, officer);
    expect(open).toMatchObject(
      comments.map((c) => ({ ...c, reportVersion: 4, user: { name: 'Samuel Supervisor' }, resolvedAt: null })),
    );

    // Editing a Rejected report makes it a Draft again.
    const fixed = completeReport();
    (fixed.Narrative as Record<string, unknown>).NarrativeTxt = 'Unit 1, northbound, struck a light pole.';
    const saved = await ok(server, 'Report/Save', { id, version: r.version, data: fixed }, officer);
    expect(saved).toMatchObject({ status: 0 });

    // Sending it again resolves the comments, which stay in the report's history.
    r = await ok(server, 'Workflow/SendTo', { id, version: saved.version }, officer);
    expect(r.status).toBe(1);
    const resolved = await ok(server, 'Report/ReviewComments', { id }, supervisor);
    expect(resolved).toHaveLength(2);
    for (const c of resolved) expect(c.resolvedAt).toBe(new Date(c.resolvedAt).toISOString());

    r = await ok(server, 'Workflow/AssignToMe', move(r), supervisor);
    r = await ok(server, 'Workflow/Approve', move(r), supervisor);
    expect(r).toMatchObject({ status: 2, formInstanceLockInfo: null });
    r = await ok(server, 'Workflow/Accept', move(r), admin);
    expect(r.status).toBe(4);

    // Supplement: a new Draft of the officer with the accepted data, linked to the original.
    const supplement = await ok(server, 'Workflow/Supplement', move(r), officer);
    expect(supplement).toMatchObject({ status: 0, version: 1, originalReportId: id });
    const copy = await ok(server, 'Report/Get', { id: supplement.id }, officer);
    expect(copy).toMatchObject({ isSupplement: true, authorUser: { id: ids.officer }, status: 0 });
    expect(copy.data).toEqual(fixed);
    const supplementRow = await reportRow(server.db, supplement.id);
    expect(supplementRow).toMatchObject({ original_report_id: id, case_number: 'A1', inbox_id: null });
    expect((await reportRow(server.db, id))?.status).toBe(4);

    const more = { ...fixed, Narrative: { NarrativeTxt: 'Supplement: the driver was cited later.' } };
    const s1 = await ok(server, 'Report/Save', { id: supplement.id, version: 1, data: more }, officer);
    let s: Moved = await ok(server, 'Workflow/SendTo', { id: supplement.id, version: s1.version }, officer);
    s = await ok(server, 'Workflow/AssignToMe', move(s), supervisor);
    s = await ok(server, 'Workflow/Approve', move(s), supervisor);
    s = await ok(server, 'Workflow/Accept', move(s), admin);
    expect(s.status).toBe(4);
    expect(await reportRow(server.db, id)).toMatchObject({ status: 10, last_updated_by: ids.agencyadmin });

    s = await ok(server, 'Workflow/Archive', move(s), supervisor);
    expect(s.status).toBe(9);

    // Inbox history: every move, with who, from and to.
    const history = await historyOf(server.db, id);
    expect(history.map((h) => [h.action, h.from_status, h.to_status])).toEqual([
      ['sendTo', 0, 1],
      ['assignToMe', 1, 7],
      ['reject', 7, 3],
      ['edit', 3, 0],
      ['sendTo', 0, 1],
      ['assignToMe', 1, 7],
      ['approve', 7, 2],
      ['accept', 2, 4],
      ['supplement', 4, 4],
      ['supplemented', 4, 10],
    ]);
    expect(history.map((h) => h.user_id)).toEqual([
      ids.officer,
      ids.supervisor,
      ids.supervisor,
      ids.officer,
      ids.officer,
      ids.supervisor,
      ids.supervisor,
      ids.agencyadmin,
      ids.officer,
      ids.agencyadmin,
    ]);
    expect(history[0]).toMatchObject({ from_inbox_id: null, to_inbox_id: inboxes[0].id });
    expect(history[1]).toMatchObject({ assignee_user_id: ids.supervisor });
    expect(history[2]).toMatchObject({ note: 'Narrative and VIN need another look.', to_inbox_id: null });
    expect(history[8]?.note).toBe(`Supplement ${supplement.id} started.`);
    const supplementHistory = await historyOf(server.db, supplement.id);
    expect(supplementHistory.map((h) => h.action)).toEqual([
      'createSupplement',
      'sendTo',
      'assignToMe',
      'approve',
      'accept',
      'archive',
    ]);

    // The audit log has one 'move' per history row, with the caller's address.
    const moves = await auditOf(server.db, id, 'move');
    expect(moves.map((m) => m.detail.action)).toEqual(history.map((h) => h.action));
    expect(moves.every((m) => m.ip === '127.0.0.1')).toBe(true);
    expect(moves[2]).toMatchObject({ user_name: 'supervisor', detail: { fromStatus: 7, toStatus: 3, comments: 2 } });

    // Each submission kept the data submitted.
    const versions = await server.db
      .selectFrom('report_versions')
      .selectAll()
      .where('report_id', '=', id)
      .orderBy('id')
      .execute();
    expect(versions.map((v) => [v.reason, v.status, v.saved_by])).toEqual([
      ['submission', 1, ids.officer],
      ['submission', 1, ids.officer],
    ]);
    expect(versions[0]!.data).toEqual(completeReport());
    expect(versions[1]!.data).toEqual(fixed);
  });
});
