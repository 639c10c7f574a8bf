import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { addAgency, addUser } from '../support/db-helpers';
import { acceptedReport, deleteSaveRace, supplementRace } from '../support/race-scenarios';
import { engines, startTestServer, type TestServer } from '../support/test-server';
import { completeDraft, inReview, move, ok, reportRow } from '../support/workflow-helpers';

/** Rules the server keeps whatever a client sends, and races that must end with one winner. */
describe.each(engines())('rules the server keeps on %s', (engine) => {
  let server: TestServer;
  let officer: string;
  let officer2: string;
  let supervisor: string;
  let supervisor2: string;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    await addAgency(server.db, 'IN0450000', 'Lake County Sheriff (test)');
    await addUser(server.db, { userName: 'supervisor2', agencyOri: 'IN0490000', role: 'Supervisor' });
    await addUser(server.db, { userName: 'officer2', agencyOri: 'IN0490000', role: 'Officer' });
    officer = await server.login('officer');
    officer2 = await server.login('officer2');
    supervisor = await server.login('supervisor');
    supervisor2 = await server.login('supervisor2');
    admin = await server.login('agencyadmin');
  });
  afterAll(() => server.close());

  it('refuses the author of a report its acceptance, saying why, and changes nothing', async () => {
    // The supervisor wrote it; another supervisor reviewed and approved it.
    const held = await inReview(server, supervisor, supervisor2);
    const approved = await ok(server, 'Workflow/Approve', move(held), supervisor2);
    const res = await server.call('Workflow/Accept', move(approved), supervisor);
    expect(res.statusCode).toBe(403);
    expect(res.body.error).toEqual({
      code: 'forbidden',
      message: 'You cannot accept your own report; another reviewer must accept it.',
    });
    expect(await reportRow(server.db, held.id)).toMatchObject({ status: 2, version: approved.version });
    expect((await ok(server, 'Workflow/Accept', move(approved), supervisor2)).status).toBe(4);
  });

  it('writes the report’s agency and officer itself, whatever the save carried', async () => {
    const draft = await completeDraft(server, officer);
    const data = completeReport();
    const general = data.GeneralInformation as Record<string, unknown>;
    general.AgencyORITXT = 'IN0450000';
    general.InvestigativeOfficer = { OfficerIdTxt: '9999', OfficerNameFiTxt: 'SAMUEL', OfficerNameLastTxt: 'SOMEONE' };
    const saved = await ok(server, 'Report/Save', { ...move(draft), data, provenance: {} }, officer);
    expect(saved.version).toBe(draft.version + 1);

    const read = await ok(server, 'Report/Get', { id: draft.id }, officer);
    expect(read.data.GeneralInformation).toMatchObject({
      AgencyORITXT: 'IN0490000',
      InvestigativeOfficer: { OfficerIdTxt: '4711', OfficerNameFiTxt: 'OLIVIA', OfficerNameLastTxt: 'OFFICER' },
    });
    expect(read.provenance['GeneralInformation.AgencyORITXT']).toBe('default');
    // The department shown in the tables comes from the agency the server kept.
    const row = await reportRow(server.db, draft.id);
    expect(row?.department_name).toBe(
      (await server.db.selectFrom('agencies').select('name').where('ori', '=', 'IN0490000').executeTakeFirstOrThrow())
        .name,
    );
    expect(row?.data).toMatchObject({ GeneralInformation: { AgencyORITXT: 'IN0490000' } });
  });

  it('makes the officer of a supplement its own author', async () => {
    const accepted = await acceptedReport(server, officer, supervisor);
    const supplement = await ok(server, 'Workflow/Supplement', accepted, officer2);
    const read = await ok(server, 'Report/Get', { id: supplement.id }, officer2);
    expect(read.data.GeneralInformation).toMatchObject({
      AgencyORITXT: 'IN0490000',
      InvestigativeOfficer: { OfficerIdTxt: '5150', OfficerNameFiTxt: 'TEST', OfficerNameLastTxt: 'OFFICER2' },
    });
    await ok(server, 'Workflow/Delete', move(supplement), officer2);
  });

  it('starts one supplement of ten asked for at once, and offers Supplement no more', async () => {
    const accepted = await acceptedReport(server, officer, supervisor);
    const before = await ok(server, 'Report/List', { view: 'submitted' }, officer);
    expect(before.rows.find((r: { id: number }) => r.id === accepted.id)).toMatchObject({ openSupplementId: null });

    const supplementId = await supplementRace([server], { report: accepted, tokens: [officer, officer2] });
    const supplements = await server.db
      .selectFrom('reports')
      .select(['id', 'status'])
      .where('original_report_id', '=', accepted.id)
      .execute();
    expect(supplements).toEqual([{ id: supplementId, status: 0 }]);
    // The tables get the supplement in progress with the row, so the row's actions leave Supplement out.
    const after = await ok(server, 'Report/List', { view: 'submitted' }, officer);
    expect(after.rows.find((r: { id: number }) => r.id === accepted.id)).toMatchObject({
      openSupplementId: supplementId,
    });
  });

  it('keeps one supplement in progress even when a second is written past the service', async () => {
    const accepted = await acceptedReport(server, officer, supervisor);
    const first = await ok(server, 'Workflow/Supplement', accepted, officer);
    // What a second process would write had it read the report before the first committed.
    const copy = await server.db
      .selectFrom('reports')
      .select(['form_configuration_id', 'form_type', 'agency_ori', 'author_user_id', 'data'])
      .where('id', '=', accepted.id)
      .executeTakeFirstOrThrow();
    const second = server.db
      .insertInto('reports')
      .values({
        ...copy,
        data: JSON.stringify(copy.data),
        is_supplement: true,
        original_report_id: accepted.id,
        last_updated: new Date(),
      })
      .execute();
    await expect(second).rejects.toThrow(/reports_one_open_supplement_idx/);

    // Once the supplement is finished (accepted), the report may be supplemented again.
    await server.db.updateTable('reports').set({ status: 4 }).where('id', '=', first.id).execute();
    expect((await ok(server, 'Report/Get', { id: accepted.id }, officer)).openSupplementId).toBeNull();
    const next = await ok(server, 'Workflow/Supplement', accepted, officer2);
    expect(next.id).not.toBe(first.id);
  });

  it('ends Delete racing Save with one winner each time, and a report that shows it', async () => {
    const outcomes = await deleteSaveRace([server], {
      author: officer,
      deleter: admin,
      deleterName: 'Alice Admin',
      rounds: 8,
    });
    expect(outcomes).toHaveLength(8);
  });

  it('tells a save that comes after the delete that the report was deleted, and by whom', async () => {
    const draft = await completeDraft(server, officer);
    await ok(server, 'Workflow/Delete', move(draft), officer);
    const res = await server.call('Report/Save', { ...move(draft), data: completeReport() }, officer);
    expect(res.statusCode).toBe(404);
    expect(res.body.error.message).toMatch(
      new RegExp(`^Report ${draft.id} was deleted by Olivia Officer on \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d\\.$`),
    );
    const never = await server.call('Report/Save', { id: 999999, version: 1, data: {} }, officer);
    expect(never.body.error.message).toBe('There is no report 999999.');
  });
});
