import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportStatus } from '../../lib/workflow/report-status';
import { DEMO_AGENCY } from '../../server/db/seed';
import { userIdOf } from './db-helpers';
import { engines, startTestServer, type TestServer } from './test-server';

describe.each(engines())('Report/List (the dashboard) on %s', (engine) => {
  let server: TestServer;
  let officer: string;
  let officerId: number;
  let supervisorId: number;

  const insertReport = async (authorUserId: number, status: number, caseNumber: string, minutesAgo: number) => {
    const row = await server.db
      .insertInto('reports')
      .values({
        status,
        form_type: 'Vehicle Crash Report',
        author_user_id: authorUserId,
        agency_ori: DEMO_AGENCY.ori,
        case_number: caseNumber,
        date_of_crash: '2026-03-14',
        time_of_crash: '08:30',
        street_name: 'MERIDIAN ST',
        injury_count: 1,
        fatality_count: 0,
        data: JSON.stringify({}),
        last_updated: new Date(Date.now() - minutesAgo * 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const list = (payload: Record<string, unknown>, token = officer) => server.call('Report/List', payload, token);

  beforeAll(async () => {
    server = await startTestServer(engine);
    officer = await server.login('officer');
    officerId = await userIdOf(server.db, 'officer');
    supervisorId = await userIdOf(server.db, 'supervisor');
  });
  afterAll(() => server.close());

  it('answers an empty list for an officer without reports', async () => {
    const res = await list({ view: 'dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 'ok', payload: { rows: [], total: 0 } });
  });

  it('lists the officer’s own reports, newest first, and not another user’s', async () => {
    const older = await insertReport(officerId, ReportStatus.PendingReview, 'CASE-OLD', 30);
    const draft = await insertReport(officerId, ReportStatus.Draft, 'CASE-0001', 5);
    const others = await insertReport(supervisorId, ReportStatus.Draft, 'CASE-SUP', 1);
    const res = await list({ view: 'dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.body.payload.total).toBe(2);
    expect(res.body.payload.rows.map((r: { id: number }) => r.id)).toEqual([draft, older]);
    expect(res.body.payload.rows.map((r: { id: number }) => r.id)).not.toContain(others);
    expect(res.body.payload.rows[0]).toMatchObject({
      id: draft,
      version: 1,
      status: ReportStatus.Draft,
      formType: 'Vehicle Crash Report',
      caseNumber: 'CASE-0001',
      dateOfCrash: '2026-03-14',
      timeOfCrash: '08:30',
      streetName: 'MERIDIAN ST',
      injuryCount: 1,
      fatalityCount: 0,
      authorUser: { id: officerId, name: 'Olivia Officer' },
      lockingUser: null,
      isSupplement: false,
    });

    const supervisor = await server.login('supervisor');
    const theirs = await list({ view: 'dashboard' }, supervisor);
    expect(theirs.body.payload.rows.map((r: { id: number }) => r.id)).toEqual([others]);
  });

  it('splits working (draft, rejected) from submitted reports and pages', async () => {
    const working = await list({ view: 'working' });
    expect(working.body.payload.rows.map((r: { caseNumber: string }) => r.caseNumber)).toEqual(['CASE-0001']);
    const submitted = await list({ view: 'submitted' });
    expect(submitted.body.payload.rows.map((r: { caseNumber: string }) => r.caseNumber)).toEqual(['CASE-OLD']);
    const page2 = await list({ view: 'dashboard', pageSize: 1, page: 2 });
    expect(page2.body.payload).toMatchObject({ total: 2, rows: [{ caseNumber: 'CASE-OLD' }] });
    const byCase = await list({ view: 'dashboard', sortBy: 'caseNumber', sortDirection: 'asc' });
    expect(byCase.body.payload.rows.map((r: { caseNumber: string }) => r.caseNumber)).toEqual([
      'CASE-0001',
      'CASE-OLD',
    ]);
  });

  it('refuses an unknown view with 400 and a session-less call with 401', async () => {
    const bad = await list({ view: 'everything' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.error.fieldErrors[0].path).toBe('payload.view');
    expect((await server.call('Report/List', { view: 'dashboard' })).statusCode).toBe(401);
  });
});
