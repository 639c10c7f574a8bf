import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format/dates';
import { addAgency, addUser } from '../support/db-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';
import {
  auditOf,
  completeDraft,
  countOf,
  inReview,
  move,
  ok,
  pendingReport,
  reportRow,
} from '../support/workflow-helpers';

/** Bad input: each refusal says why, and changes nothing. */
describe.each(engines())('workflow refusals on %s', (engine) => {
  let server: TestServer;
  let officer: string;
  let supervisor: string;
  let supervisor2: string;
  let admin: string;
  let lakeSupervisor: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    await addAgency(server.db, 'IN0450000', 'Lake County Sheriff (test)');
    await addUser(server.db, { userName: 'lakesupervisor', agencyOri: 'IN0450000', role: 'Supervisor' });
    await addUser(server.db, { userName: 'supervisor2', agencyOri: 'IN0490000', role: 'Supervisor' });
    officer = await server.login('officer');
    supervisor = await server.login('supervisor');
    supervisor2 = await server.login('supervisor2');
    admin = await server.login('agencyadmin');
    lakeSupervisor = await server.login('lakesupervisor');
  });
  afterAll(() => server.close());

  const refused = async (path: string, payload: unknown, token: string, status: number, message: string | RegExp) => {
    const res = await server.call(path, payload, token);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(status);
    if (typeof message === 'string') expect(res.body.error.message).toBe(message);
    else expect(res.body.error.message).toMatch(message);
    return res.body.error;
  };

  it('refuses to send an incomplete report, listing every error', async () => {
    const created = await ok(server, 'Report/Create', {}, officer);
    const error = await refused('Workflow/SendTo', move(created), officer, 400, /errors need correcting first\.$/);
    expect(error.code).toBe('validation');
    expect(error.fieldErrors.length).toBeGreaterThan(1);
    expect(error.fieldErrors).toContainEqual({
      path: 'data.Units',
      message: 'You must have at least one (1) motor vehicle.',
    });
    expect(await reportRow(server.db, created.id)).toMatchObject({ status: 0, version: 1 });
    expect(await countOf(server.db, 'report_versions', created.id)).toBe(0);
    expect(await auditOf(server.db, created.id, 'move')).toEqual([]);
  });

  it('refuses a reviewer their own report', async () => {
    const own = await pendingReport(server, supervisor);
    const error = await refused(
      'Workflow/AssignToMe',
      move(own),
      supervisor,
      403,
      'You cannot review your own report.',
    );
    expect(error.code).toBe('forbidden');
  });

  it('refuses a move from the wrong status, naming the status', async () => {
    const pending = await pendingReport(server, officer);
    const expected = 'Approve is only possible for a report that is In Review; this report is Pending Review.';
    await refused('Workflow/Approve', move(pending), supervisor, 409, expected);
    await refused(
      'Workflow/Archive',
      move(pending),
      supervisor,
      409,
      'Archive is only possible for a report that is Accepted; this report is Pending Review.',
    );
    await refused(
      'Workflow/Supplement',
      move(pending),
      officer,
      409,
      'Supplement is only possible for a report that is Accepted; this report is Pending Review.',
    );
  });

  it('refuses a stale version, naming who changed the report and when', async () => {
    const draft = await completeDraft(server, officer);
    const sent = await ok(server, 'Workflow/SendTo', move(draft), officer);
    const row = await reportRow(server.db, draft.id);
    const when = formatDateTime(new Date(row!.last_updated).toISOString());
    const error = await refused(
      'Workflow/AssignToMe',
      { id: draft.id, version: draft.version },
      supervisor,
      409,
      `This report was changed by Olivia Officer at ${when} (version ${sent.version}); you have version ${draft.version}. Reload it to see the changes.`,
    );
    expect(error.code).toBe('conflict');
    expect((await reportRow(server.db, draft.id))?.status).toBe(1);
  });

  it('refuses another reviewer’s locked report, naming who holds it', async () => {
    const held = await inReview(server, officer, supervisor);
    const since = formatDateTime(held.formInstanceLockInfo!.created);
    const inReviewBy = `This report is in review by Samuel Supervisor since ${since}.`;
    await refused('Workflow/AssignToMe', move(held), supervisor2, 409, inReviewBy);
    await refused('Workflow/Approve', move(held), supervisor2, 409, inReviewBy);
    await refused('Workflow/Reject', { ...move(held), note: 'No.' }, supervisor2, 409, inReviewBy);
    await refused(
      'Workflow/Release',
      move(held),
      supervisor2,
      409,
      `This report is locked by Samuel Supervisor since ${since}. Only that user or an administrator can change it.`,
    );
    expect(await reportRow(server.db, held.id)).toMatchObject({ status: 7, version: held.version });
  });

  it('refuses a rejection without a note, and comments not on the form, keeping nothing', async () => {
    const held = await inReview(server, officer, supervisor);
    const note = 'Write a note to the author saying why the report is rejected.';
    const error = await refused('Workflow/Reject', move(held), supervisor, 400, note);
    expect(error.fieldErrors).toEqual([{ path: 'payload.note', message: note }]);
    await refused('Workflow/Reject', { ...move(held), note: '   ' }, supervisor, 400, note);
    const bad = await refused(
      'Workflow/Reject',
      {
        ...move(held),
        note: 'See the comments.',
        comments: [
          { path: 'Narrative.NarrativeTxt', text: 'Fine.' },
          { path: 'Units.5.VehicleInformation.VINTXT', text: 'Which unit?' },
          { path: 'Nowhere.Field', text: '' },
        ],
      },
      supervisor,
      400,
      'Comment 2: This report has no Units.5.',
    );
    expect(bad.fieldErrors).toEqual([
      { path: 'payload.comments.1.path', message: 'This report has no Units.5.' },
      { path: 'payload.comments.2.path', message: '"Nowhere.Field" is not a field of the Vehicle Crash Report.' },
      { path: 'payload.comments.2.text', message: 'Write what should change at Nowhere.Field.' },
    ]);
    expect(await reportRow(server.db, held.id)).toMatchObject({ status: 7, version: held.version });
    expect(await countOf(server.db, 'report_notes', held.id)).toBe(0);
    expect(await countOf(server.db, 'review_comments', held.id)).toBe(0);
  });

  it('refuses actions the role does not hold', async () => {
    const pending = await pendingReport(server, officer);
    await refused(
      'Workflow/AssignToMe',
      move(pending),
      officer,
      403,
      `Your permissions do not allow Assign to me on report ${pending.id}.`,
    );
    await refused(
      'Workflow/AssignToMe',
      move(pending),
      admin,
      403,
      `Your permissions do not allow Assign to me on report ${pending.id}.`,
    );
    const held = await ok(server, 'Workflow/AssignToMe', move(pending), supervisor);
    await refused(
      'Workflow/Approve',
      move(held),
      admin,
      403,
      `Your permissions do not allow Approve on report ${pending.id}.`,
    );
    const approved = await ok(server, 'Workflow/Approve', move(held), supervisor);
    await refused(
      'Workflow/Accept',
      move(approved),
      officer,
      403,
      `Your permissions do not allow Accept on report ${pending.id}.`,
    );
    await refused('Workflow/Reassign', { ...move(approved), userId: 1 }, supervisor, 403, /do not allow Reassign/);
  });

  it('refuses another agency', async () => {
    const pending = await pendingReport(server, officer);
    await refused('Workflow/AssignToMe', move(pending), lakeSupervisor, 403, /do not allow Assign to me/);
    await refused('Report/ReviewComments', { id: pending.id }, lakeSupervisor, 403, /do not allow opening/);
    await refused('Inbox/List', { reportId: pending.id }, lakeSupervisor, 403, /do not allow opening/);
    const lakeInboxes = await ok(server, 'Inbox/List', {}, lakeSupervisor);
    await refused(
      'Workflow/SendTo',
      { ...move(pending), inboxId: lakeInboxes[0].id },
      officer,
      400,
      'The inbox Agency review belongs to another agency; choose an inbox of the report’s agency.',
    );
  });

  it('answers 404 for a report that does not exist', async () => {
    await refused('Workflow/SendTo', { id: 999999, version: 1 }, officer, 404, 'There is no report 999999.');
  });
});
