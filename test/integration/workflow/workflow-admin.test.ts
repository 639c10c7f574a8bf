import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAgency, addUser, userIdOf } from '../support/db-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';
import {
  auditOf,
  completeDraft,
  historyOf,
  inReview,
  move,
  ok,
  pendingReport,
  reportRow,
  type Moved,
} from '../support/workflow-helpers';

interface InboxRow {
  id: number;
  name: string;
  kind: string;
  userId: number | null;
}

/** Inboxes, Release, Reassign and Delete, as administrators use them on the pending and working reports. */
describe.each(engines())('inboxes and administration of reports on %s', (engine) => {
  let server: TestServer;
  let officer: string;
  let officer2: string;
  let supervisor: string;
  let supervisor2: string;
  let admin: string;
  let ids: Record<string, number>;
  let inboxes: InboxRow[];

  beforeAll(async () => {
    server = await startTestServer(engine);
    await addAgency(server.db, 'IN0450000', 'Lake County Sheriff (test)');
    await addUser(server.db, { userName: 'lakeofficer', agencyOri: 'IN0450000', role: 'Officer' });
    await addUser(server.db, { userName: 'officer2', agencyOri: 'IN0490000', role: 'Officer' });
    await addUser(server.db, { userName: 'supervisor2', agencyOri: 'IN0490000', role: 'Supervisor' });
    await addUser(server.db, { userName: 'formersupervisor', agencyOri: 'IN0490000', role: 'Supervisor', status: 1 });
    officer = await server.login('officer');
    officer2 = await server.login('officer2');
    supervisor = await server.login('supervisor');
    supervisor2 = await server.login('supervisor2');
    admin = await server.login('agencyadmin');
    ids = {};
    for (const u of ['officer', 'officer2', 'supervisor', 'supervisor2', 'agencyadmin', 'stateadmin', 'lakeofficer'])
      ids[u] = await userIdOf(server.db, u);
    inboxes = await ok(server, 'Inbox/List', {}, officer);
  });
  afterAll(() => server.close());

  const inboxOf = (userName: string) => inboxes.find((i) => i.userId === ids[userName])!;
  const refused = async (path: string, payload: unknown, token: string, status: number, message: string) => {
    const res = await server.call(path, payload, token);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(status);
    expect(res.body.error.message).toBe(message);
    return res.body.error;
  };

  it('lists the agency review inbox first, then each active reviewer of the agency', async () => {
    expect(inboxes[0]).toMatchObject({ name: 'Agency review', kind: 'agency', userId: null });
    const reviewers = inboxes.slice(1).map((i) => i.userId);
    expect(reviewers).toEqual(expect.arrayContaining([ids.supervisor, ids.supervisor2]));
    // A state administrator may review anywhere but is no agency's named reviewer.
    for (const u of ['officer', 'officer2', 'agencyadmin', 'stateadmin', 'lakeofficer'])
      expect(reviewers, u).not.toContain(ids[u]);
    expect(inboxes.map((i) => i.name)).not.toContain('Test formersupervisor');
    expect(inboxOf('supervisor2')).toMatchObject({ name: 'Test supervisor2', kind: 'reviewer' });
    // The same inboxes every time; a report's author is not offered as its reviewer.
    expect(await ok(server, 'Inbox/List', {}, supervisor)).toEqual(inboxes);
    const own = await completeDraft(server, supervisor);
    const forOwn: InboxRow[] = await ok(server, 'Inbox/List', { reportId: own.id }, supervisor);
    expect(forOwn.map((i) => i.userId)).not.toContain(ids.supervisor);
    await refused(
      'Workflow/SendTo',
      { ...move(own), inboxId: inboxOf('supervisor').id },
      supervisor,
      400,
      'Samuel Supervisor wrote this report and cannot review it; choose another inbox.',
    );
  });

  it('sends to a named reviewer’s inbox, and on to another inbox while pending', async () => {
    const draft = await completeDraft(server, officer);
    const named: Moved = await ok(
      server,
      'Workflow/SendTo',
      { ...move(draft), inboxId: inboxOf('supervisor2').id },
      officer,
    );
    expect(named).toMatchObject({ status: 1, inboxId: inboxOf('supervisor2').id });
    await refused(
      'Workflow/SendTo',
      { ...move(named), inboxId: inboxOf('supervisor2').id },
      officer,
      400,
      'The report is already in the inbox Test supervisor2.',
    );
    const moved: Moved = await ok(server, 'Workflow/SendTo', move(named), officer);
    expect(moved).toMatchObject({ status: 1, inboxId: inboxes[0]!.id });
    const history = await historyOf(server.db, draft.id);
    expect(history.map((h) => [h.action, h.from_inbox_id, h.to_inbox_id, h.assignee_user_id])).toEqual([
      ['sendTo', null, inboxOf('supervisor2').id, ids.supervisor2],
      ['sendTo', inboxOf('supervisor2').id, inboxes[0]!.id, null],
    ]);
    // Only the first send is a submission that keeps a version.
    const kept = await server.db
      .selectFrom('report_versions')
      .select('version')
      .where('report_id', '=', draft.id)
      .execute();
    expect(kept).toEqual([{ version: named.version }]);
  });

  it('releases a review: the reviewer their own, an administrator anyone’s (audited as a takeover)', async () => {
    const held = await inReview(server, officer, supervisor);
    const released: Moved = await ok(server, 'Workflow/Release', move(held), supervisor);
    expect(released).toMatchObject({ status: 1, formInstanceLockInfo: null });
    expect(await auditOf(server.db, held.id, 'lockTakeover')).toEqual([]);

    const again: Moved = await ok(server, 'Workflow/AssignToMe', move(released), supervisor);
    const freed: Moved = await ok(server, 'Workflow/Release', move(again), admin);
    expect(freed).toMatchObject({ status: 1, formInstanceLockInfo: null });
    const [takeover] = await auditOf(server.db, held.id, 'lockTakeover');
    expect(takeover).toMatchObject({
      user_name: 'agencyadmin',
      detail: { action: 'release', expired: false, previousHolder: { id: ids.supervisor }, newHolderUserId: null },
    });
  });

  it('reassigns a Draft to another officer, who may then edit it', async () => {
    const draft = await completeDraft(server, officer);
    await refused(
      'Workflow/Reassign',
      { ...move(draft), userId: ids.agencyadmin },
      admin,
      400,
      'Alice Admin may not write reports.',
    );
    await refused(
      'Workflow/Reassign',
      { ...move(draft), userId: ids.lakeofficer },
      admin,
      400,
      'Test lakeofficer is not in the report’s agency.',
    );
    await refused(
      'Workflow/Reassign',
      { ...move(draft), inboxId: inboxes[0]!.id },
      admin,
      400,
      'Choose the officer who is to take over the report.',
    );
    const moved: Moved = await ok(server, 'Workflow/Reassign', { ...move(draft), userId: ids.officer2 }, admin);
    expect(moved.status).toBe(0);
    expect((await reportRow(server.db, draft.id))?.author_user_id).toBe(ids.officer2);
    const report = await ok(server, 'Report/Get', { id: draft.id }, officer2);
    await ok(server, 'Report/Save', { id: draft.id, version: moved.version, data: report.data }, officer2);
    expect(
      (await server.call('Report/Save', { id: draft.id, version: moved.version + 1, data: report.data }, officer))
        .statusCode,
    ).toBe(403);
    const [last] = (await auditOf(server.db, draft.id, 'move')).slice(-1);
    expect(last!.detail).toMatchObject({
      action: 'reassign',
      assigneeUserId: ids.officer2,
      previousAuthorUserId: ids.officer,
    });
  });

  it('reassigns a pending report to another inbox, and a review to another reviewer', async () => {
    const pending = await pendingReport(server, officer);
    await refused('Workflow/Reassign', move(pending), admin, 400, 'Choose the inbox the report is to wait in.');
    const moved: Moved = await ok(
      server,
      'Workflow/Reassign',
      { ...move(pending), inboxId: inboxOf('supervisor').id },
      admin,
    );
    expect(moved).toMatchObject({ status: 1, inboxId: inboxOf('supervisor').id });

    const held: Moved = await ok(server, 'Workflow/AssignToMe', move(moved), supervisor);
    const handed: Moved = await ok(server, 'Workflow/Reassign', { ...move(held), userId: ids.supervisor2 }, admin);
    expect(handed).toMatchObject({ status: 7, formInstanceLockInfo: { lockingUser: { id: ids.supervisor2 } } });
    const [takeover] = await auditOf(server.db, pending.id, 'lockTakeover');
    expect(takeover!.detail).toMatchObject({ action: 'reassign', expired: false, newHolderUserId: ids.supervisor2 });
    expect((await server.call('Workflow/Approve', move(handed), supervisor)).statusCode).toBe(409);
    expect((await ok(server, 'Workflow/Approve', move(handed), supervisor2)).status).toBe(2);
  });

  it('does not hand a review to the report’s author, nor reassign an Approved report', async () => {
    const held = await inReview(server, supervisor, supervisor2);
    await refused(
      'Workflow/Reassign',
      { ...move(held), userId: ids.supervisor },
      admin,
      400,
      'Samuel Supervisor wrote this report and cannot review it.',
    );
    const approved = await ok(server, 'Workflow/Approve', move(held), supervisor2);
    await refused(
      'Workflow/Reassign',
      { ...move(approved), userId: ids.supervisor2 },
      admin,
      409,
      'Reassign is only possible for a report that is Draft, Pending Review, Rejected or In Review; this report is Approved.',
    );
  });

  it('deletes a Draft for its author and a Rejected report only through administration; the audit log keeps it', async () => {
    const draft = await completeDraft(server, officer);
    expect((await server.call('Workflow/Delete', move(draft), supervisor)).statusCode).toBe(403);
    expect(await ok(server, 'Workflow/Delete', move(draft), officer)).toEqual({ id: draft.id, deleted: true });
    expect(await reportRow(server.db, draft.id)).toBeUndefined();
    expect((await auditOf(server.db, draft.id, 'move')).map((m) => m.detail.action)).toEqual(['delete']);

    const pending = await pendingReport(server, officer);
    await refused(
      'Workflow/Delete',
      move(pending),
      officer,
      409,
      'Delete is only possible for a report that is Draft or Rejected; this report is Pending Review.',
    );
    const held = await ok(server, 'Workflow/AssignToMe', move(pending), supervisor);
    const rejected = await ok(
      server,
      'Workflow/Reject',
      { ...move(held), note: 'Duplicate of another report.' },
      supervisor,
    );
    await refused(
      'Workflow/Delete',
      move(rejected),
      officer,
      403,
      'Only an administrator can delete a report that is Rejected.',
    );
    await ok(server, 'Workflow/Delete', move(rejected), admin);
    expect(await reportRow(server.db, pending.id)).toBeUndefined();
    expect((await auditOf(server.db, pending.id, 'move')).map((m) => m.detail.action)).toEqual([
      'sendTo',
      'assignToMe',
      'reject',
      'delete',
    ]);
  });
});
