import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportStatus } from '../../../lib/workflow/report-status';
import { DEMO_AGENCY } from '../../../server/db/seed';
import type { Db } from '../../../server/db/database';
import { addUser, userIdOf } from '../support/db-helpers';
import { insertReport } from '../support/report-rows';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const { Accepted, Draft } = ReportStatus;

/** A submission of `reportId` in `status`, as the submission job leaves it. */
async function submission(db: Db, reportId: number, status: string, key: string) {
  await db
    .insertInto('state_submissions')
    .values({ report_id: reportId, agency_ori: DEMO_AGENCY.ori, idempotency_key: key, report_version: 1, status })
    .execute();
}

describe.each(engines())('the dashboard’s refused reports (Report/List stateRejected) on %s', (engine) => {
  let server: TestServer;
  let officer = '';
  const report: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer(engine);
    const db = server.db;
    const me = await userIdOf(db, 'officer');
    const colleague = await addUser(db, { userName: 'officer3', agencyOri: DEMO_AGENCY.ori, role: 'Officer' });
    officer = await server.login('officer');
    const add = async (name: string, author: number, status: number = Accepted) =>
      (report[name] = await insertReport(db, { author, agencyOri: DEMO_AGENCY.ori, status, caseNumber: name }));

    await add('REFUSED', me);
    await submission(db, report.REFUSED!, 'rejected', 'k1');
    // Refused, and the officer has started the supplement that answers it.
    await add('ANSWERING', me);
    await submission(db, report.ANSWERING!, 'rejected', 'k2');
    const draft = await add('SUPPLEMENT', me, Draft);
    await db
      .updateTable('reports')
      .set({ is_supplement: true, original_report_id: report.ANSWERING! })
      .where('id', '=', draft)
      .execute();
    // Refused once, then sent again: its latest submission is what counts.
    await add('RESENT', me);
    await submission(db, report.RESENT!, 'rejected', 'k3');
    await submission(db, report.RESENT!, 'queued', 'k4');
    await add('TAKEN', me);
    await submission(db, report.TAKEN!, 'accepted', 'k5');
    await db.updateTable('reports').set({ external_instance_id: 'ST-77' }).where('id', '=', report.TAKEN!).execute();
    await add('THEIRS', colleague);
    await submission(db, report.THEIRS!, 'rejected', 'k6');
  });
  afterAll(() => server.close());

  const list = async (view: string) => {
    const res = await server.call('Report/List', { view }, officer);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.payload;
  };

  it('names only the caller’s refused reports that no supplement answers yet', async () => {
    const page = await list('dashboard');
    expect(page.stateRejected).toEqual([{ id: report.REFUSED, caseNumber: 'REFUSED' }]);
  });

  it('carries where each row’s latest submission stands, and the state’s number once accepted', async () => {
    const { rows } = await list('dashboard');
    const byCase = Object.fromEntries(
      rows.map((r: { caseNumber: string; stateSubmission: string | null; externalInstanceId: string | null }) => [
        r.caseNumber,
        [r.stateSubmission, r.externalInstanceId],
      ]),
    );
    expect(byCase).toMatchObject({
      REFUSED: ['rejected', null],
      RESENT: ['queued', null],
      TAKEN: ['accepted', 'ST-77'],
      SUPPLEMENT: [null, null],
    });
  });

  it('is the dashboard’s alone', async () => {
    expect((await list('submitted')).stateRejected).toBeUndefined();
  });
});
