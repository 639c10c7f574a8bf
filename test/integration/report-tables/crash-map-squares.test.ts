import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cellSteps,
  decodeCrashCells,
  ENCODED_CELLS_PATTERN,
  mercatorY,
  OVERVIEW_ZOOM,
} from '../../../lib/analysis/crash-map-cells';
import { decodeCrashPoints } from '../../../lib/analysis/crash-point-encoding';
import { ReportStatus } from '../../../lib/workflow/report-status';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addAgency, addUser, userIdOf } from '../support/db-helpers';
import { insertReport } from '../support/report-rows';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const OTHER = 'IN0450000';
const YEAR = { dateFrom: '2025-01-01', dateTo: '2025-12-31' };
/** Severity codes of list 276 (4 K .. 0 O) and the slot each counts in (K first, none coded last). */
const SLOT_OF_SEVERITY: Record<string, number> = { 4: 0, 3: 1, 2: 2, 1: 3, 0: 4, null: 5 };

/** Indianapolis: eight crashes within a few hundred metres; Fort Wayne: four; one without a point. */
const INDIANAPOLIS = Array.from({ length: 8 }, (_, i) => ({
  latitude: 39.768 + i * 0.0011,
  longitude: -86.158 - i * 0.0013,
  severity: [4, 3, 2, 1, 0, 0, null, 2][i]!,
}));
const FORT_WAYNE = Array.from({ length: 4 }, (_, i) => ({
  latitude: 41.0793 + i * 0.0009,
  longitude: -85.1394 + i * 0.0011,
  severity: i === 0 ? 3 : 0,
}));
const FORT_WAYNE_VIEW = { zoom: 13, west: -85.2, south: 41.05, east: -85.1, north: 41.11 };
const INDIANAPOLIS_VIEW = { zoom: 10, west: -86.5, south: 39.5, east: -85.9, north: 40.0 };

/** The squares the lib's own rule puts the crashes in, as `x,y` -> counts per slot. */
function expectedSquares(crashes: { latitude: number; longitude: number; severity: number | null }[], zoom: number) {
  const steps = cellSteps(zoom);
  const squares = new Map<string, number[]>();
  for (const c of crashes) {
    const key = `${Math.floor((c.longitude + 180) / steps.longitude)},${Math.floor(mercatorY(c.latitude) / steps.mercator)}`;
    const counts = squares.get(key) ?? [0, 0, 0, 0, 0, 0];
    counts[SLOT_OF_SEVERITY[String(c.severity)]!]! += 1;
    squares.set(key, counts);
  }
  return [...squares.values()].map((c) => c.join()).sort();
}

describe.each(engines())('the crash map past its point limit on %s', (engine) => {
  let server: TestServer;
  const token: Record<string, string> = {};
  const map = async (who: string, body: Record<string, unknown>) => {
    const res = await server.call('CrashData/Points', { filter: YEAR, ...body }, token[who]);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.payload;
  };

  beforeAll(async () => {
    // Five points at most, so a dozen crashes are counted in squares as a state's year would be.
    server = await startTestServer(engine, { CRASH_MAP_POINT_LIMIT: '5' });
    const db = server.db;
    await addAgency(db, OTHER, 'Lake County Sheriff (test)');
    await addUser(db, { userName: 'lakesupervisor', agencyOri: OTHER, role: 'Supervisor' });
    for (const u of ['supervisor', 'lakesupervisor', 'stateadmin']) token[u] = await server.login(u);
    const author = await userIdOf(db, 'supervisor');
    let n = 0;
    for (const c of [...INDIANAPOLIS, ...FORT_WAYNE, { latitude: null, longitude: null, severity: 1 }])
      await insertReport(db, {
        author,
        agencyOri: DEMO_AGENCY.ori,
        status: ReportStatus.Accepted,
        caseNumber: `map-${++n}`,
        dateOfCrash: '2025-04-02',
        ...c,
      });
    // Another agency's crashes beside ours: never in our squares.
    for (let i = 0; i < 7; i++)
      await insertReport(db, {
        author,
        agencyOri: OTHER,
        status: ReportStatus.Accepted,
        caseNumber: `lake-${i}`,
        dateOfCrash: '2025-04-02',
        latitude: 39.769,
        longitude: -86.159,
        severity: 4,
      });
  });
  afterAll(() => server.close());

  it('answers squares at the overview zoom, with the filter’s totals, when it has more crashes than points are sent', async () => {
    const answer = await map('supervisor', {});
    expect(answer).toMatchObject({ points: '', zoom: OVERVIEW_ZOOM, withPoint: 12, withoutPoint: 1 });
    expect(answer.cells).toMatch(ENCODED_CELLS_PATTERN);
    const cells = decodeCrashCells(answer.cells);
    expect(cells.map((c) => c.counts.join()).sort()).toEqual(
      expectedSquares([...INDIANAPOLIS, ...FORT_WAYNE], OVERVIEW_ZOOM),
    );
    // Each square sits where its crashes are on average.
    const indianapolis = cells.find((c) => c.counts.reduce((a, b) => a + b) === 8)!;
    expect(indianapolis.latitude).toBeCloseTo(39.768 + 3.5 * 0.0011, 4);
    expect(indianapolis.longitude).toBeCloseTo(-86.158 - 3.5 * 0.0013, 4);
  });

  it('answers the points of a view that holds no more than the limit, and squares of a view that holds more', async () => {
    const fortWayne = await map('supervisor', { view: FORT_WAYNE_VIEW });
    expect(fortWayne).toMatchObject({ cells: '', withPoint: null, withoutPoint: null });
    expect(decodeCrashPoints(fortWayne.points).map((p) => p[3])).toEqual(expect.arrayContaining(['A', 'O', 'O', 'O']));
    expect(decodeCrashPoints(fortWayne.points)).toHaveLength(4);

    const indianapolis = await map('supervisor', { view: INDIANAPOLIS_VIEW });
    expect(indianapolis).toMatchObject({ points: '', zoom: 10, withPoint: null });
    expect(
      decodeCrashCells(indianapolis.cells)
        .map((c) => c.counts.join())
        .sort(),
    ).toEqual(expectedSquares(INDIANAPOLIS, 10));
    // Zoomed in to streets, the same crashes fall in several squares, as the lib's grid puts them.
    const close = await map('supervisor', { view: { zoom: 15, west: -86.2, south: 39.75, east: -86.1, north: 39.8 } });
    const squares = decodeCrashCells(close.cells);
    expect(squares.length).toBeGreaterThan(2);
    expect(squares.map((c) => c.counts.join()).sort()).toEqual(expectedSquares(INDIANAPOLIS, 15));
  });

  it('counts another agency’s supervisor’s crashes alone', async () => {
    const lake = await map('lakesupervisor', {});
    expect(lake).toMatchObject({ points: '', withPoint: 7, withoutPoint: 0 });
    expect(decodeCrashCells(lake.cells)).toEqual([
      { latitude: 39.769, longitude: -86.159, counts: [7, 0, 0, 0, 0, 0] },
    ]);
    const view = await map('lakesupervisor', { view: FORT_WAYNE_VIEW });
    expect(view).toMatchObject({ points: '', cells: '' });
  });

  it('answers every agency’s squares from the counts kept per day, which follow each move, change and deletion', async () => {
    const lake = Array.from({ length: 7 }, () => ({ latitude: 39.769, longitude: -86.159, severity: 4 }));
    const expectState = async (crashes: typeof INDIANAPOLIS, withoutPoint: number) => {
      const answer = await map('stateadmin', {});
      expect(answer).toMatchObject({ points: '', zoom: OVERVIEW_ZOOM, withPoint: crashes.length, withoutPoint });
      const cells = decodeCrashCells(answer.cells);
      expect(cells.map((c) => c.counts.join()).sort()).toEqual(expectedSquares(crashes, OVERVIEW_ZOOM));
      // Each square's middle is its crashes' own, as the facts' GROUP BY gives it.
      for (const cell of cells) {
        const inIt = crashes.filter(
          (c) => Math.abs(c.latitude - cell.latitude) < 1 && Math.abs(c.longitude - cell.longitude) < 1,
        );
        const mean = (k: 'latitude' | 'longitude') => inIt.reduce((sum, c) => sum + c[k], 0) / inIt.length;
        expect(cell.latitude).toBeCloseTo(mean('latitude'), 4);
        expect(cell.longitude).toBeCloseTo(mean('longitude'), 4);
      }
    };
    await expectState([...INDIANAPOLIS, ...FORT_WAYNE, ...lake], 1);

    const db = server.db;
    const byCase = (caseNumber: string) => db.updateTable('reports').where('case_number', '=', caseNumber);
    // One back to draft (no longer counted), one deleted, one moved from Fort Wayne to Lake County.
    await byCase('map-1').set({ status: ReportStatus.Draft }).execute();
    await db.deleteFrom('reports').where('case_number', '=', 'map-2').execute();
    await byCase('map-9').set({ latitude: 41.59, longitude: -87.34 }).execute();
    const moved = { ...FORT_WAYNE[0]!, latitude: 41.59, longitude: -87.34 };
    await expectState([...INDIANAPOLIS.slice(2), moved, ...FORT_WAYNE.slice(1), ...lake], 1);
  });

  it('refuses a view larger than a wall of screens, or of a zoom the map has not, at the view', async () => {
    for (const view of [
      { ...INDIANAPOLIS_VIEW, zoom: 16 },
      { ...INDIANAPOLIS_VIEW, zoom: 25 },
      { ...INDIANAPOLIS_VIEW, west: -85 },
    ]) {
      const res = await server.call('CrashData/Points', { filter: YEAR, view }, token.supervisor);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.body.error)).toMatch(/8,192 pixels|from 0 to 19|west before its east/);
    }
  });
});
