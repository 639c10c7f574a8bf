import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_KABCO_COSTS } from '../../../lib/analysis/crash-severity';
import { ReportStatus } from '../../../lib/workflow/report-status';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addAgency, addUser, userIdOf } from '../support/db-helpers';
import { insertReport, type ReportRow } from '../support/report-rows';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const OTHER = 'IN0450000';
const YEAR = { dateFrom: '2025-01-01', dateTo: '2025-12-31' };
/** Three slight crashes this year (two the year before) at the busiest intersection. */
const BUSY = '097|36003|38TH ST & MERIDIAN ST';
/** One fatal crash at the costliest. */
const DEADLY = '097|36003|10TH ST & ILLINOIS ST';
const SEGMENT = '097|36003|MERIDIAN ST|7953:-17232';
const { Accepted, Draft } = ReportStatus;

interface Location {
  key: string;
  count: number;
  previousCount: number;
  cost: number;
  severity: Record<string, number>;
}
const keys = (payload: { locations: Location[] }) => payload.locations.map((l) => l.key);

describe.each(engines())('CrashData/Locations on %s', (engine) => {
  let server: TestServer;
  const token: Record<string, string> = {};

  const ranked = async (who: string, request: Record<string, unknown>) => {
    const res = await server.call(
      'CrashData/Locations',
      { filter: YEAR, rankBy: 'count', kind: 'both', ...request },
      token[who],
    );
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.payload as { locations: Location[]; locationCount: number } & Record<string, unknown>;
  };
  const saveCosts = (crashCosts: Record<string, unknown>) =>
    server.call(
      'Settings/SaveApplicationSettings',
      {
        applicationName: server.config.applicationName,
        defaultLockDurationHours: 24,
        sessionTimeoutMinutes: server.config.sessionTimeoutMs / 60_000,
        ssoLogoutUrl: '',
        crashCosts,
      },
      token.stateadmin,
    );

  beforeAll(async () => {
    server = await startTestServer(engine);
    const db = server.db;
    await addAgency(db, OTHER, 'Lake County Sheriff (test)');
    await addUser(db, { userName: 'lakesupervisor', agencyOri: OTHER, role: 'Supervisor' });
    for (const u of ['officer', 'supervisor', 'stateadmin', 'lakesupervisor']) token[u] = await server.login(u);
    const author = await userIdOf(db, 'officer');
    let n = 0;
    const crash = (r: Partial<ReportRow>) =>
      insertReport(db, { author, agencyOri: DEMO_AGENCY.ori, status: Accepted, caseNumber: `L${++n}`, ...r });
    const at = (intersectionKey: string) => ({ intersectionKey });
    for (const severity of [0, 0, 1]) await crash({ ...at(BUSY), dateOfCrash: '2025-04-01', severity });
    for (const day of ['2024-02-01', '2024-06-01']) await crash({ ...at(BUSY), dateOfCrash: day, severity: 0 });
    await crash({ ...at(BUSY), dateOfCrash: '2025-04-02', severity: 4, status: Draft });
    await crash({ ...at(DEADLY), dateOfCrash: '2025-05-01', severity: 4 });
    await crash({ segmentKey: SEGMENT, dateOfCrash: '2025-06-01', severity: 2 });
    await crash({ segmentKey: SEGMENT, dateOfCrash: '2025-06-02', severity: null });
    // A crash on no named road is at no location.
    await crash({ dateOfCrash: '2025-06-03', severity: 3 });
    // Another agency's crashes at the same intersection are never its neighbour's.
    for (let i = 0; i < 5; i++)
      await crash({ ...at(BUSY), agencyOri: OTHER, countyCode: '097', dateOfCrash: '2025-03-01', severity: 4 });
  });
  afterAll(() => server.close());

  it('ranks the agency’s locations by crash count, each with its counts per level, cost, trend and place', async () => {
    const r = await ranked('supervisor', {});
    expect(r).toMatchObject({ dateFrom: '2025-01-01', previousTo: '2024-12-31', locationCount: 3 });
    expect(r.costs).toEqual(DEFAULT_KABCO_COSTS);
    expect(r.defaultCosts).toBe(true);
    expect(keys(r)).toEqual([BUSY, SEGMENT, DEADLY]);
    expect(r.locations[0]).toEqual({
      key: BUSY,
      kind: 'intersection',
      roads: '38TH ST & MERIDIAN ST',
      countyCode: '097',
      municipalityCode: '36003',
      cellCorner: null,
      count: 3,
      previousCount: 2,
      severity: { K: 0, A: 0, B: 0, C: 1, O: 2, notCoded: 0 },
      cost: 2 * DEFAULT_KABCO_COSTS.O + DEFAULT_KABCO_COSTS.C,
    });
    // A crash without a coded severity counts and costs nothing.
    expect(r.locations[1]).toMatchObject({
      kind: 'segment',
      roads: 'MERIDIAN ST',
      cellCorner: [39.765, -86.16],
      count: 2,
      severity: { B: 1, notCoded: 1 },
      cost: DEFAULT_KABCO_COSTS.B,
    });
  });

  it('ranks by severity-weighted cost, by kind, and lists the first few of them', async () => {
    expect(keys(await ranked('supervisor', { rankBy: 'cost' }))).toEqual([DEADLY, SEGMENT, BUSY]);
    expect(keys(await ranked('supervisor', { kind: 'intersection' }))).toEqual([BUSY, DEADLY]);
    expect(keys(await ranked('supervisor', { kind: 'segment' }))).toEqual([SEGMENT]);
    const first = await ranked('supervisor', { rankBy: 'cost', limit: 1 });
    expect(keys(first)).toEqual([DEADLY]);
    expect(first.locationCount).toBe(3);
    expect(keys(await ranked('supervisor', { filter: { ...YEAR, severity: ['O'] } }))).toEqual([BUSY]);
    const none = await ranked('supervisor', { filter: { ...YEAR, countyCode: '001' } });
    expect(none).toMatchObject({ locations: [], locationCount: 0 });
  });

  it('keeps a location’s own crashes when the filter names it, for every view', async () => {
    const total = async (who: string, filter: Record<string, unknown>) => {
      const res = await server.call('CrashData/Views', { filter: { ...YEAR, ...filter }, trend: 'month' }, token[who]);
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      return res.body.payload.total;
    };
    expect(await total('supervisor', { locationKey: BUSY })).toBe(3);
    expect(await total('supervisor', { locationKey: SEGMENT })).toBe(2);
    expect(await total('stateadmin', { locationKey: BUSY })).toBe(8);
    const points = await server.call(
      'CrashData/Points',
      { filter: { ...YEAR, locationKey: DEADLY } },
      token.supervisor,
    );
    expect(points.body.payload.withoutPoint).toBe(1);
    const bad = await server.call(
      'CrashData/Views',
      { filter: { ...YEAR, locationKey: 'nowhere' }, trend: 'month' },
      token.supervisor,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.error.fieldErrors).toEqual([
      { path: 'payload.filter.locationKey', message: 'Pick a location from the high-crash locations.' },
    ]);
  });

  it('never counts another agency’s crashes, and refuses an officer', async () => {
    const lake = await ranked('lakesupervisor', {});
    expect(keys(lake)).toEqual([BUSY]);
    expect(lake.locations[0]).toMatchObject({ count: 5, previousCount: 0, severity: { K: 5 } });
    const mine = await ranked('supervisor', { filter: { ...YEAR, agencyOri: OTHER } });
    expect(mine.locations).toEqual([]);
    const state = await ranked('stateadmin', {});
    expect(state.locations[0]).toMatchObject({ key: BUSY, count: 8 });
    const officer = await server.call(
      'CrashData/Locations',
      { filter: YEAR, rankBy: 'count', kind: 'both' },
      token.officer,
    );
    expect(officer.statusCode).toBe(403);
    expect(officer.body.error.message).toMatch(/supervisors and administrators/);
  });

  it.each([
    [{ K: 0 }, 'crashCosts.K', 'The cost is at least $1.'],
    [{ A: 1.5 }, 'crashCosts.A', 'Enter whole dollars.'],
    [{ O: 100_000_001 }, 'crashCosts.O', 'The cost is at most $100,000,000.'],
    [{ C: '125600' }, 'crashCosts.C', 'Enter the cost of a crash at Possible injury (C) in dollars.'],
  ])('refuses the crash cost %j at its field', async (over, path, message) => {
    const res = await saveCosts({ ...DEFAULT_KABCO_COSTS, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.body.error.fieldErrors).toEqual([{ path: `payload.${path}`, message }]);
  });

  it('ranks by the costs the state administrator set, and says they are not the defaults', async () => {
    const costs = { K: 1, A: 1, B: 1, C: 500_000, O: 2 };
    const saved = await saveCosts(costs);
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.payload.crashCosts).toEqual(costs);
    const r = await ranked('supervisor', { rankBy: 'cost' });
    expect(r.costs).toEqual(costs);
    expect(r.defaultCosts).toBe(false);
    expect(keys(r)).toEqual([BUSY, SEGMENT, DEADLY]);
    expect(r.locations.map((l) => l.cost)).toEqual([500_004, 1, 1]);
    const read = await server.call('Settings/GetEditableSettings', {}, token.stateadmin);
    expect(read.body.payload.crashCosts).toEqual(costs);
    // Not before sign-in: the public settings leave the costs out.
    expect((await server.call('Settings/GetApplicationSettings', {})).body.payload.crashCosts).toBeUndefined();
    // Put back: the defaults again.
    expect((await saveCosts(DEFAULT_KABCO_COSTS)).statusCode).toBe(200);
    expect((await ranked('supervisor', {})).defaultCosts).toBe(true);
  });
});
