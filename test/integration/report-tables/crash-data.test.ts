import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATEWIDE_RANGE_REFUSAL } from '../../../lib/analysis/crash-filter';
import { decodeCrashPoints, ENCODED_POINTS_PATTERN } from '../../../lib/analysis/crash-point-encoding';
import { sendableExchangeTestReport } from '../../../lib/validation/report-checks/exchange-test-report';
import { ReportStatus } from '../../../lib/workflow/report-status';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addAgency, addUser, userIdOf } from '../support/db-helpers';
import { insertReport, type ReportRow } from '../support/report-rows';
import { engines, startTestServer, type TestServer } from '../support/test-server';
import { completeDraft, move, ok } from '../support/workflow-helpers';

const OTHER = 'IN0450000';
const { Draft, Accepted, Archived, Supplemented } = ReportStatus;
const YEAR = { dateFrom: '2025-01-01', dateTo: '2025-12-31' };
/** Day of week as the grid counts it: 0 Monday to 6 Sunday. */
const weekday = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

describe.each(engines())('the crash data screen’s calls on %s', (engine) => {
  let server: TestServer;
  const token: Record<string, string> = {};

  const views = async (who: string, filter: Record<string, unknown>, trend = 'month') => {
    const res = await server.call('CrashData/Views', { filter, trend }, token[who]);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.payload;
  };
  const refusal = async (who: string, filter: Record<string, unknown>) => {
    const res = await server.call('CrashData/Views', { filter, trend: 'week' }, token[who]);
    return { status: res.statusCode, error: res.body.error };
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
    const db = server.db;
    await addAgency(db, OTHER, 'Lake County Sheriff (test)');
    await addUser(db, { userName: 'lakesupervisor', agencyOri: OTHER, role: 'Supervisor' });
    for (const u of ['officer', 'supervisor', 'agencyadmin', 'stateadmin', 'lakesupervisor'])
      token[u] = await server.login(u);
    const author = await userIdOf(db, 'officer');
    const demo = (r: Partial<ReportRow> & { caseNumber: string }) =>
      insertReport(db, { author, agencyOri: DEMO_AGENCY.ori, status: Accepted, ...r });
    const point = { latitude: 39.77, longitude: -86.16 };
    await demo({
      caseNumber: 'a',
      dateOfCrash: '2025-03-10',
      timeOfCrash: '08:30',
      severity: 4,
      crashTypeCode: '39:1',
      primaryFactor: '08',
      hitAndRun: true,
      ...point,
    });
    await demo({
      caseNumber: 'b',
      dateOfCrash: '2025-03-11',
      timeOfCrash: '17:45',
      severity: 2,
      crashTypeCode: '39:6',
      primaryFactor: '08',
      commercialVehicle: true,
      ...point,
    });
    await demo({
      caseNumber: 'c',
      dateOfCrash: '2025-07-04',
      timeOfCrash: '23:10',
      severity: 0,
      crashTypeCode: '40:12',
      primaryFactor: '12',
      countyCode: '049',
      municipalityCode: '12345',
    });
    await demo({ caseNumber: 'previous', dateOfCrash: '2024-03-12', severity: 1 });
    await demo({ caseNumber: 'draft', dateOfCrash: '2025-05-01', status: Draft, severity: 1 });
    // An original its accepted supplement replaced counts once, as the supplement.
    await demo({ caseNumber: 'original', dateOfCrash: '2025-05-02', status: Supplemented, severity: 3 });
    await demo({ caseNumber: 'supplement', dateOfCrash: '2025-05-02', isSupplement: true, severity: 3 });
    await demo({ caseNumber: 'open supplement', dateOfCrash: '2025-06-01', status: Draft, isSupplement: true });
    await demo({ caseNumber: 'archived', dateOfCrash: '2025-09-09', status: Archived, timeOfCrash: '' });
    await insertReport(db, {
      author,
      agencyOri: OTHER,
      status: Accepted,
      caseNumber: 'lake',
      dateOfCrash: '2025-03-10',
      severity: 4,
      countyCode: '045',
      ...point,
    });
  });
  afterAll(() => server.close());

  it('counts the agency’s crashes of record by month beside the year before, hour and day, severity, manner, factor and place', async () => {
    const v = await views('supervisor', YEAR);
    expect(v).toMatchObject({
      dateFrom: '2025-01-01',
      dateTo: '2025-12-31',
      previousTo: '2024-12-31',
      total: 5,
      previousTotal: 1,
    });
    expect(v.trend).toHaveLength(12);
    expect(v.trend.map((t: { count: number }) => t.count)).toEqual([0, 0, 2, 0, 1, 0, 1, 0, 1, 0, 0, 0]);
    expect(v.trend[2]).toEqual({ start: '2025-03-01', count: 2, previous: 1 });
    expect(v.hourByDay[weekday('2025-03-10')][8]).toBe(1);
    expect(v.hourByDay[weekday('2025-03-11')][17]).toBe(1);
    expect(v.hourByDay[weekday('2025-07-04')][23]).toBe(1);
    expect(v.hourByDay[weekday('2025-05-02')][8]).toBe(1);
    expect(v.hourByDay.flat().reduce((a: number, b: number) => a + b, 0)).toBe(4);
    expect(v.withoutTime).toBe(1);
    expect(v.severity).toEqual([
      { level: 'K', count: 1 },
      { level: 'A', count: 1 },
      { level: 'B', count: 1 },
      { level: 'O', count: 1 },
      { level: null, count: 1 },
    ]);
    expect(v.manner).toEqual([
      { code: '1', count: 3 },
      { code: '6', count: 1 },
      { code: null, count: 1 },
    ]);
    expect(v.primaryFactors).toEqual(
      expect.arrayContaining([
        { code: '08', count: 2 },
        { code: null, count: 2 },
        { code: '12', count: 1 },
      ]),
    );
    expect(v.otherPrimaryFactors).toBe(0);
    expect(v.counties).toEqual([
      { code: '097', count: 4 },
      { code: '049', count: 1 },
    ]);
    expect(v.cities).toEqual([
      { code: '36003', count: 4 },
      { code: '12345', count: 1 },
    ]);
  });

  it('counts weeks from the first date, and each filter narrows the count', async () => {
    const weeks = await views('supervisor', { dateFrom: '2025-03-03', dateTo: '2025-03-30' }, 'week');
    expect(weeks.trend).toEqual([
      { start: '2025-03-03', count: 0, previous: 0 },
      { start: '2025-03-10', count: 2, previous: 0 },
      { start: '2025-03-17', count: 0, previous: 0 },
      { start: '2025-03-24', count: 0, previous: 0 },
    ]);
    const total = async (filter: Record<string, unknown>) => (await views('supervisor', { ...YEAR, ...filter })).total;
    expect(await total({ includeInProgress: true })).toBe(6);
    expect(await total({ severity: ['K', 'A'] })).toBe(2);
    expect(await total({ hitAndRun: true })).toBe(1);
    expect(await total({ hitAndRun: false })).toBe(4);
    expect(await total({ commercialVehicle: true })).toBe(1);
    expect(await total({ countyCode: '049' })).toBe(1);
    expect(await total({ municipalityCode: '36003' })).toBe(4);
    expect(await total({ primaryFactor: '08' })).toBe(2);
    expect(await total({ mannerOfCollision: '6' })).toBe(1);
    expect(await total({ crashTypeCode: '40:12' })).toBe(1);
    expect(await total({ agencyOri: OTHER })).toBe(0);
    const empty = await views('supervisor', { ...YEAR, countyCode: '001' });
    expect(empty).toMatchObject({ total: 0, severity: [], manner: [], counties: [] });
    expect(empty.trend.every((t: { count: number }) => t.count === 0)).toBe(true);
  });

  it('holds each caller to their scope: their agency, every agency for the state, nothing for an officer', async () => {
    expect((await views('agencyadmin', YEAR)).total).toBe(5);
    const lake = await views('lakesupervisor', YEAR);
    expect(lake.total).toBe(1);
    expect(lake.counties).toEqual([{ code: '045', count: 1 }]);
    expect((await views('stateadmin', YEAR)).total).toBe(6);
    expect((await views('stateadmin', { ...YEAR, agencyOri: OTHER })).total).toBe(1);
    const officer = await refusal('officer', YEAR);
    expect(officer.status).toBe(403);
    expect(officer.error.message).toMatch(/supervisors and administrators/);
    const lakePoints = await server.call('CrashData/Points', { filter: YEAR }, token.lakesupervisor);
    const lakeMapped = decodeCrashPoints(lakePoints.body.payload.points);
    expect(lakeMapped).toHaveLength(1);
    expect(lakeMapped[0]![3]).toBe('K');
  });

  it('refuses a range longer than the caller’s scope or the server allows, naming the limit', async () => {
    const statewide = await refusal('stateadmin', { dateFrom: '2024-01-01', dateTo: '2025-12-31' });
    expect(statewide.status).toBe(400);
    expect(statewide.error.message).toBe(STATEWIDE_RANGE_REFUSAL);
    expect(statewide.error.fieldErrors).toEqual([{ path: 'payload.filter.dateTo', message: STATEWIDE_RANGE_REFUSAL }]);
    expect(
      (await views('stateadmin', { dateFrom: '2024-01-01', dateTo: '2025-12-31', agencyOri: DEMO_AGENCY.ori })).total,
    ).toBe(6);
    expect((await views('supervisor', { dateFrom: '2023-01-01', dateTo: '2025-12-31' })).total).toBe(6);
    const tooLong = await refusal('supervisor', { dateFrom: '2022-12-31', dateTo: '2025-12-31' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.error.message).toMatch(/at most 36 months/);
  });

  it('maps the crashes with a point and counts those without one', async () => {
    const res = await server.call('CrashData/Points', { filter: YEAR }, token.supervisor);
    expect(res.statusCode).toBe(200);
    const { points: text, withoutPoint } = res.body.payload;
    // The database writes the text the app reads (lib/analysis/crash-point-encoding.ts).
    expect(text).toMatch(ENCODED_POINTS_PATTERN);
    const points = decodeCrashPoints(text);
    expect(points.map((p) => p.slice(1)).sort()).toEqual([
      [39.77, -86.16, 'B'],
      [39.77, -86.16, 'K'],
    ]);
    expect(withoutPoint).toBe(3);
  });

  it('keeps a saved report’s facts in step with it: its values by role, each workflow move, its deletion', async () => {
    const factsOf = (id: number) =>
      server.db.selectFrom('crash_facts').selectAll().where('id', '=', id).executeTakeFirst();
    const draft = await completeDraft(server, token.officer!, sendableExchangeTestReport());
    const facts = await factsOf(draft.id);
    expect(facts).toMatchObject({
      status: Draft,
      agency_ori: DEMO_AGENCY.ori,
      severity: 4,
      primary_factor: '08',
      hit_and_run: true,
      commercial_vehicle: true,
      crash_type_code: '39:6',
      latitude: 39.768403,
      longitude: -86.158068,
      segment_key: null,
    });
    expect(facts?.intersection_key).toMatch(/^097\|36003\|.* & WASHINGTON ST$/);
    const day = facts!.crash_date!;
    const around = { dateFrom: day, dateTo: day };
    expect((await views('supervisor', around)).total).toBe(0);
    expect((await views('supervisor', { ...around, includeInProgress: true })).total).toBe(1);

    const sent = await ok(server, 'Workflow/SendTo', move(draft), token.officer!);
    const mine = await ok(server, 'Workflow/AssignToMe', move(sent), token.supervisor!);
    const approved = await ok(server, 'Workflow/Approve', move(mine), token.supervisor!);
    await ok(server, 'Workflow/Accept', move(approved), token.supervisor!);
    expect((await factsOf(draft.id))?.status).toBe(Accepted);
    const accepted = await views('supervisor', around);
    expect(accepted.total).toBe(1);
    expect(accepted.severity).toEqual([{ level: 'K', count: 1 }]);

    const other = await completeDraft(server, token.officer!);
    expect(await factsOf(other.id)).toBeDefined();
    await ok(server, 'Workflow/Delete', move(other), token.officer!);
    expect(await factsOf(other.id)).toBeUndefined();
  });
});
