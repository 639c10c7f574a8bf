import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCrashPoints } from '../../../lib/analysis/crash-point-encoding';
import { ReportStatus } from '../../../lib/workflow/report-status';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addAgency, addUser, userIdOf } from '../support/db-helpers';
import { insertReport } from '../support/report-rows';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const OTHER = 'IN0450000';
const DAY = '2025-06-10';
const RANGE = { dateFrom: '2025-01-01', dateTo: '2025-12-31' };
type Caller = 'unauthenticated' | 'officer' | 'supervisor' | 'agencyadmin' | 'lakesupervisor' | 'stateadmin';

/** One call of the crash data screen and its people search, and what the caller may see through it. */
interface Probe {
  status: Record<Caller, number>;
  call: (s: TestServer, token: string) => Promise<{ statusCode: number; body: { payload?: unknown } }>;
  /** The report ids the answer shows, for the leak check. */
  seen?: (payload: unknown) => number[];
}

const probes: Record<string, Probe> = {
  'CrashData/Views': {
    status: {
      unauthenticated: 401,
      officer: 403,
      supervisor: 200,
      agencyadmin: 200,
      lakesupervisor: 200,
      stateadmin: 200,
    },
    call: (s, t) => s.call('CrashData/Views', { filter: RANGE, trend: 'month' }, t),
  },
  'CrashData/Points': {
    status: {
      unauthenticated: 401,
      officer: 403,
      supervisor: 200,
      agencyadmin: 200,
      lakesupervisor: 200,
      stateadmin: 200,
    },
    call: (s, t) => s.call('CrashData/Points', { filter: RANGE }, t),
    seen: (p) => decodeCrashPoints((p as { points: string }).points).map(([id]) => id),
  },
  'CrashData/Locations': {
    status: {
      unauthenticated: 401,
      officer: 403,
      supervisor: 200,
      agencyadmin: 200,
      lakesupervisor: 200,
      stateadmin: 200,
    },
    call: (s, t) => s.call('CrashData/Locations', { filter: RANGE, rankBy: 'count', kind: 'both' }, t),
  },
  'People/Find': {
    status: {
      unauthenticated: 401,
      officer: 403,
      supervisor: 200,
      agencyadmin: 403,
      lakesupervisor: 200,
      stateadmin: 200,
    },
    call: (s, t) =>
      s.call('People/Find', { by: 'licence', licenceNumber: 'K1234', reason: 'Case 2025-0001 follow-up' }, t),
    seen: (p) =>
      (p as { matches: { crashes: { reportId: number }[] }[] }).matches.flatMap((m) =>
        m.crashes.map((c) => c.reportId),
      ),
  },
  'Audit/PersonLookups': {
    status: {
      unauthenticated: 401,
      officer: 403,
      supervisor: 403,
      agencyadmin: 200,
      lakesupervisor: 403,
      stateadmin: 200,
    },
    call: (s, t) => s.call('Audit/PersonLookups', {}, t),
  },
  'CrashData/Duplicates': {
    status: {
      unauthenticated: 401,
      officer: 403,
      supervisor: 403,
      agencyadmin: 403,
      lakesupervisor: 403,
      stateadmin: 200,
    },
    call: (s, t) => s.call('CrashData/Duplicates', { filter: RANGE }, t),
  },
  'CrashData/DismissDuplicate': {
    status: {
      unauthenticated: 401,
      officer: 403,
      supervisor: 403,
      agencyadmin: 403,
      lakesupervisor: 403,
      stateadmin: 200,
    },
    call: (s, t) => s.call('CrashData/DismissDuplicate', { reportA: 1, reportB: 2 }, t),
  },
  'Dashboard/Pin': {
    status: {
      unauthenticated: 401,
      officer: 403,
      supervisor: 200,
      agencyadmin: 200,
      lakesupervisor: 200,
      stateadmin: 200,
    },
    call: (s, t) => s.call('Dashboard/Pin', { view: 'severity', title: 'Severity', search: '' }, t),
  },
};

describe.each(engines())('the crash data permission matrix on %s', (engine) => {
  let server: TestServer;
  const tokens: Partial<Record<Caller, string>> = { unauthenticated: '' };
  const report: Record<'own' | 'other', number> = { own: 0, other: 0 };

  beforeAll(async () => {
    server = await startTestServer(engine);
    const db = server.db;
    await addAgency(db, OTHER, 'Lake County Sheriff (test)');
    await addUser(db, { userName: 'lakesupervisor', agencyOri: OTHER, role: 'Supervisor' });
    const lakeOfficer = await addUser(db, { userName: 'lakeofficer', agencyOri: OTHER, role: 'Officer' });
    for (const caller of ['officer', 'supervisor', 'agencyadmin', 'lakesupervisor', 'stateadmin'] as const)
      tokens[caller] = await server.login(caller);
    // One crash of each agency at the same place, time and with a driver of the same licence.
    const same = {
      status: ReportStatus.Accepted,
      dateOfCrash: DAY,
      severity: 2,
      latitude: 39.77,
      longitude: -86.16,
      intersectionKey: '097|36003|MERIDIAN ST & WASHINGTON ST',
    };
    report.own = await insertReport(db, {
      ...same,
      author: await userIdOf(db, 'officer'),
      agencyOri: DEMO_AGENCY.ori,
      caseNumber: 'OWN-1',
    });
    report.other = await insertReport(db, { ...same, author: lakeOfficer, agencyOri: OTHER, caseNumber: 'LAKE-1' });
    for (const id of [report.own, report.other])
      await db
        .insertInto('report_parties')
        .values({
          report_id: id,
          position: 0,
          kind: 'person',
          role: 'driver',
          unit: 1,
          last_name: 'DOE',
          first_name: 'JANE',
          licence_number: 'K1234',
          licence_state: 'IN',
        })
        .execute();
  });
  afterAll(() => server.close());

  const callers = Object.keys(probes['CrashData/Views']!.status) as Caller[];
  for (const caller of callers) {
    it(`answers ${caller} as the matrix says on every call, and shows only the caller's own agency's crashes`, async () => {
      const answered: Record<string, number> = {};
      const seenIds: Record<string, number[]> = {};
      for (const [name, probe] of Object.entries(probes)) {
        const res = await probe.call(server, tokens[caller] ?? '');
        answered[name] = res.statusCode;
        if (res.statusCode === 200 && probe.seen) seenIds[name] = probe.seen(res.body.payload).sort();
      }
      expect(answered).toEqual(Object.fromEntries(Object.entries(probes).map(([name, p]) => [name, p.status[caller]])));
      const own =
        caller === 'lakesupervisor'
          ? [report.other]
          : caller === 'stateadmin'
            ? [report.own, report.other].sort()
            : [report.own];
      for (const ids of Object.values(seenIds)) expect(ids).toEqual(own);
    });
  }

  it('counts and ranks only the caller’s agency’s crashes: another agency’s supervisor sees none of ours', async () => {
    const total = async (caller: Caller) =>
      (await server.call('CrashData/Views', { filter: RANGE, trend: 'month' }, tokens[caller])).body.payload.total;
    expect([await total('supervisor'), await total('lakesupervisor'), await total('stateadmin')]).toEqual([1, 1, 2]);
    const ours = await server.call(
      'CrashData/Views',
      { filter: { ...RANGE, agencyOri: DEMO_AGENCY.ori }, trend: 'month' },
      tokens.lakesupervisor,
    );
    expect(ours.body.payload.total).toBe(0);
    const ranked = await server.call(
      'CrashData/Locations',
      { filter: RANGE, rankBy: 'count', kind: 'both' },
      tokens.lakesupervisor,
    );
    expect(ranked.body.payload.locations.map((l: { count: number }) => l.count)).toEqual([1]);
  });
});
