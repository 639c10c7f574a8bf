import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportStatus } from '../../../lib/workflow/report-status';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addAgency, userIdOf } from '../support/db-helpers';
import { insertReport, type ReportRow } from '../support/report-rows';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const OTHER = 'IN0450000';
const YEAR = { dateFrom: '2025-01-01', dateTo: '2025-12-31' };
const VIN = '1HGCM82633A004352';
const { Accepted, Draft } = ReportStatus;

interface Side {
  id: number;
  agencyOri: string;
  agencyName: string;
  caseNumber: string;
  vehicles: { plate: string | null; vin: string | null }[];
}
interface Pair {
  a: Side;
  b: Side;
  reason: string;
  minutes: number;
  metres: number | null;
}

describe.each(engines())('CrashData/Duplicates on %s', (engine) => {
  let server: TestServer;
  const token: Record<string, string> = {};
  const id: Record<string, number> = {};

  const duplicates = async (filter: Record<string, unknown> = YEAR, who = 'stateadmin') => {
    const res = await server.call('CrashData/Duplicates', { filter }, token[who]);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.payload as { pairs: Pair[]; pairCount: number };
  };
  const cases = (p: { pairs: Pair[] }) => p.pairs.map((x) => `${x.a.caseNumber}+${x.b.caseNumber}`);

  beforeAll(async () => {
    server = await startTestServer(engine);
    const db = server.db;
    await addAgency(db, OTHER, 'Lake County Sheriff (test)');
    for (const u of ['supervisor', 'agencyadmin', 'stateadmin']) token[u] = await server.login(u);
    const author = await userIdOf(db, 'officer');
    const crash = async (caseNumber: string, r: Partial<ReportRow>) =>
      (id[caseNumber] = await insertReport(db, {
        author,
        agencyOri: DEMO_AGENCY.ori,
        status: Accepted,
        caseNumber,
        latitude: 39.8,
        longitude: -86.15,
        ...r,
      }));
    const vehicle = (reportId: number, v: { plate?: string; plateState?: string; vin?: string }) =>
      sql`insert into report_parties (report_id, position, kind, role, unit, plate, plate_state, vin)
        values (${reportId}, 0, 'vehicle', 'vehicle', 1, ${v.plate ?? null}, ${v.plateState ?? null}, ${v.vin ?? null})`.execute(
        db,
      );
    // Near in time and place: 12 minutes and about 80 m apart.
    await crash('NEAR-1', { dateOfCrash: '2025-04-01', timeOfCrash: '08:30' });
    await crash('NEAR-2', { agencyOri: OTHER, dateOfCrash: '2025-04-01', timeOfCrash: '08:42', latitude: 39.80072 });
    // Near, on either side of a half hour's edge (09:30 from midnight): 10 minutes and about 120 m apart.
    const [edgeLatitude, edgeLongitude] = [39.9, -86.2];
    await crash('EDGE-1', {
      dateOfCrash: '2025-04-15',
      timeOfCrash: '09:25',
      latitude: edgeLatitude - 0.0004,
      longitude: edgeLongitude - 0.0005,
    });
    await crash('EDGE-2', {
      agencyOri: OTHER,
      dateOfCrash: '2025-04-15',
      timeOfCrash: '09:35',
      latitude: edgeLatitude + 0.0004,
      longitude: edgeLongitude + 0.0005,
    });
    // Far apart but sharing a VIN, across midnight.
    await crash('VIN-1', { dateOfCrash: '2025-05-01', timeOfCrash: '23:50', latitude: 41 });
    await crash('VIN-2', { agencyOri: OTHER, dateOfCrash: '2025-05-02', timeOfCrash: '00:05', latitude: 40 });
    await vehicle(id['VIN-1']!, { vin: VIN });
    await vehicle(id['VIN-2']!, { vin: VIN });
    // Without points, sharing a plate of one state.
    await crash('PLATE-1', { dateOfCrash: '2025-06-01', timeOfCrash: '14:00', latitude: null, longitude: null });
    await crash('PLATE-2', { agencyOri: OTHER, dateOfCrash: '2025-06-01', timeOfCrash: '14:20', latitude: null });
    await vehicle(id['PLATE-1']!, { plate: 'ABC123', plateState: 'IN' });
    await vehicle(id['PLATE-2']!, { plate: 'ABC123', plateState: 'IN' });
    // The same plate of another state is another vehicle.
    await crash('STATE-1', { dateOfCrash: '2025-06-10', timeOfCrash: '14:00', latitude: 41 });
    await crash('STATE-2', { agencyOri: OTHER, dateOfCrash: '2025-06-10', timeOfCrash: '14:05', latitude: 40 });
    await vehicle(id['STATE-1']!, { plate: 'XYZ9', plateState: 'IN' });
    await vehicle(id['STATE-2']!, { plate: 'XYZ9', plateState: 'OH' });
    // One agency's two reports are not a pair.
    await crash('SAME-1', { dateOfCrash: '2025-07-01', timeOfCrash: '10:00' });
    await crash('SAME-2', { dateOfCrash: '2025-07-01', timeOfCrash: '10:05' });
    // Too late, too far, or not counted.
    await crash('LATE-1', { dateOfCrash: '2025-08-01', timeOfCrash: '10:00' });
    await crash('LATE-2', { agencyOri: OTHER, dateOfCrash: '2025-08-01', timeOfCrash: '10:31' });
    await crash('FAR-1', { dateOfCrash: '2025-09-01', timeOfCrash: '10:00' });
    await crash('FAR-2', { agencyOri: OTHER, dateOfCrash: '2025-09-01', timeOfCrash: '10:01', latitude: 39.81 });
    await crash('DRAFT-1', { dateOfCrash: '2025-10-01', timeOfCrash: '10:00' });
    await crash('DRAFT-2', { agencyOri: OTHER, dateOfCrash: '2025-10-01', timeOfCrash: '10:01', status: Draft });
    // A pair to dismiss.
    await crash('DISMISS-1', { dateOfCrash: '2025-11-01', timeOfCrash: '09:00', countyCode: '045' });
    await crash('DISMISS-2', { agencyOri: OTHER, dateOfCrash: '2025-11-01', timeOfCrash: '09:10', countyCode: '045' });
  });
  afterAll(() => server.close());

  it('lists the pairs near in time and place or sharing a VIN or plate, by date, both side by side', async () => {
    const found = await duplicates();
    expect(cases(found)).toEqual([
      'NEAR-1+NEAR-2',
      'EDGE-1+EDGE-2',
      'VIN-1+VIN-2',
      'PLATE-1+PLATE-2',
      'DISMISS-1+DISMISS-2',
    ]);
    expect(found.pairCount).toBe(5);
    const [near, edge, vin, plate] = found.pairs as [Pair, Pair, Pair, Pair];
    expect(edge.reason).toMatch(/^10 minutes apart, 12\d m apart$/);
    expect(near.reason).toBe('12 minutes apart, 80 m apart');
    expect(near.a).toMatchObject({ id: id['NEAR-1']!, agencyOri: DEMO_AGENCY.ori, caseNumber: 'NEAR-1' });
    expect(near.b).toMatchObject({ agencyOri: OTHER, agencyName: 'Lake County Sheriff (test)' });
    expect(vin.reason).toMatch(/^same VIN 1HGCM82633A004352, 15 minutes apart, 111,/);
    expect(vin.a.vehicles).toEqual([{ unit: 1, plate: null, plateState: null, vin: VIN }]);
    expect(plate).toMatchObject({ reason: 'same plate ABC123 (IN), 20 minutes apart', metres: null });
  });

  it('narrows to a county or an agency either report has', async () => {
    expect(cases(await duplicates({ ...YEAR, countyCode: '045' }))).toEqual(['DISMISS-1+DISMISS-2']);
    expect((await duplicates({ ...YEAR, agencyOri: OTHER })).pairCount).toBe(5);
    expect((await duplicates({ dateFrom: '2025-04-01', dateTo: '2025-04-30' })).pairCount).toBe(2);
  });

  it('leaves out a pair marked not duplicates, twice harmlessly, and logs it', async () => {
    const dismiss = (reportA: number, reportB: number) =>
      server.call('CrashData/DismissDuplicate', { reportA, reportB }, token.stateadmin);
    const first = await dismiss(id['DISMISS-2']!, id['DISMISS-1']!);
    expect(first.statusCode, JSON.stringify(first.body)).toBe(200);
    expect(first.body.payload).toEqual({ dismissed: true });
    expect((await dismiss(id['DISMISS-1']!, id['DISMISS-2']!)).body.payload).toEqual({ dismissed: false });
    expect(cases(await duplicates())).not.toContain('DISMISS-1+DISMISS-2');
    const changes = async (who: string) => {
      const res = await server.call('Audit/AdminEvents', { subject: 'CrashDuplicate' }, token[who]);
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      return (res.body.payload as { events: { subjectKey: string; action: string }[] }).events;
    };
    expect(await changes('stateadmin')).toMatchObject([
      { subjectKey: `${id['DISMISS-1']!}-${id['DISMISS-2']!}`, action: 'dismiss' },
    ]);
    // A state-wide change: an agency's administrator does not read it.
    expect(await changes('agencyadmin')).toEqual([]);
    const same = await dismiss(id['NEAR-1']!, id['NEAR-1']!);
    expect(same.statusCode).toBe(400);
  });

  it('refuses everyone but the state administrator, and a range longer than the state’s', async () => {
    for (const who of ['supervisor', 'agencyadmin']) {
      const res = await server.call('CrashData/Duplicates', { filter: YEAR }, token[who]);
      expect(res.statusCode).toBe(403);
      expect(res.body.error.message).toMatch(/Only the state administrator reviews possible duplicates/);
      const dismiss = await server.call(
        'CrashData/DismissDuplicate',
        { reportA: id['NEAR-1']!, reportB: id['NEAR-2']! },
        token[who],
      );
      expect(dismiss.statusCode).toBe(403);
    }
    const long = await server.call(
      'CrashData/Duplicates',
      { filter: { dateFrom: '2024-01-01', dateTo: '2025-12-31' } },
      token.stateadmin,
    );
    expect(long.statusCode).toBe(400);
  });
});
