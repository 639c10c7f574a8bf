import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { setAt } from '../../../lib/forms/definition/paths';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { migrations } from '../../../server/db/migrate';
import { addAgency, addUser } from '../support/db-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';
import { completeDraft, ok } from '../support/workflow-helpers';

const LAKE = 'IN0450000';
const REASON = 'Case 2026-0042: hit and run follow-up';

/** A complete report whose first unit's driver is Jamie Walker, with the case number and crash date given. */
function walkerReport(caseNumber: string, crashDate: string, licence = '1234-56-7890') {
  let data = completeReport();
  data = setAt(data, 'GeneralInformation.LocalCodeTxt', caseNumber);
  data = setAt(data, 'GeneralInformation.CollDte', crashDate);
  data = setAt(data, 'Units.0.Driver', {
    AggressiveDriveInd: '0',
    NAMELASTTXT: 'Walker',
    NAMEFIRSTTXT: 'Jamie',
    BIRTHDTE: '04/09/1985',
    DRIVERLICNBRTXT: licence,
    DRIVERLICSTATECDE: 'IN',
  });
  return data;
}

describe.each(engines())('People/Find on %s', (engine) => {
  let server: TestServer;
  const token: Record<string, string> = {};
  const ids: number[] = [];

  const find = (who: string, criteria: Record<string, unknown>) =>
    server.call('People/Find', { reason: REASON, ...criteria }, token[who]);
  const lookups = () => server.db.selectFrom('person_lookups').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    server = await startTestServer(engine);
    await addAgency(server.db, LAKE, 'Lake County Sheriff (test)');
    await addUser(server.db, { userName: 'lakesupervisor', agencyOri: LAKE, role: 'Supervisor' });
    await addUser(server.db, { userName: 'lakeofficer', agencyOri: LAKE, role: 'Officer' });
    await addUser(server.db, { userName: 'lakeadmin', agencyOri: LAKE, role: 'Agency Administrator' });
    for (const u of [
      'officer',
      'supervisor',
      'agencyadmin',
      'stateadmin',
      'lakesupervisor',
      'lakeofficer',
      'lakeadmin',
    ])
      token[u] = await server.login(u);
    ids.push((await completeDraft(server, token.officer!, walkerReport('WALK-1', '03/10/2026'))).id);
    ids.push((await completeDraft(server, token.officer!, walkerReport('WALK-2', '07/04/2026'))).id);
    // The same licence in another agency's report: never one of ours to their supervisor, nor theirs to ours.
    await completeDraft(server, token.lakeofficer!, walkerReport('LAKE-1', '05/01/2026'));
  });
  afterAll(() => server.close());

  it.each([
    ['licence', { by: 'licence', licenceNumber: '1234 56 7890' }],
    ['name and birth date', { by: 'name', lastName: 'walk', firstName: 'Jam', birthDate: '1985-04-09' }],
  ])('finds the driver’s two crashes by %s, newest first', async (_, criteria) => {
    const res = await find('supervisor', criteria);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const { matches, truncated } = res.body.payload;
    expect(truncated).toBe(false);
    expect(matches).toHaveLength(1);
    expect(matches[0]).toMatchObject({
      kind: 'person',
      lastName: 'WALKER',
      firstName: 'JAMIE',
      birthDate: '1985-04-09',
      licenceNumber: '1234567890',
      licenceState: 'IN',
    });
    expect(matches[0].crashes).toEqual([
      expect.objectContaining({
        reportId: ids[1],
        caseNumber: 'WALK-2',
        crashDate: '2026-07-04',
        role: 'driver',
        unit: 1,
        status: 0,
      }),
      expect.objectContaining({
        reportId: ids[0],
        caseNumber: 'WALK-1',
        crashDate: '2026-03-10',
        agencyOri: 'IN0490000',
      }),
    ]);
  });

  it.each([
    ['plate', { by: 'plate', plate: 'abc-123', plateState: 'IN' }],
    ['VIN', { by: 'vin', vin: '1ftmw1t88mfa00001' }],
  ])('finds the vehicle’s two crashes by %s', async (_, criteria) => {
    const res = await find('supervisor', criteria);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const [vehicle] = res.body.payload.matches;
    expect(vehicle).toMatchObject({ kind: 'vehicle', plate: 'ABC123', plateState: 'IN', vin: '1FTMW1T88MFA00001' });
    expect(vehicle.crashes.map((c: { reportId: number }) => c.reportId)).toEqual([ids[1], ids[0]]);
    expect(vehicle.crashes[0].role).toBe('vehicle');
  });

  it('shows another agency’s supervisor only their own agency’s crash', async () => {
    const res = await find('lakesupervisor', { by: 'licence', licenceNumber: '1234567890' });
    expect(res.statusCode).toBe(200);
    const crashes = res.body.payload.matches.flatMap((m: { crashes: { caseNumber: string }[] }) => m.crashes);
    expect(crashes.map((c: { caseNumber: string }) => c.caseNumber)).toEqual(['LAKE-1']);
  });

  it('refuses an officer with 403 and keeps nothing in the log', async () => {
    const before = (await lookups()).length;
    const res = await find('officer', { by: 'licence', licenceNumber: '1234567890' });
    expect(res.statusCode).toBe(403);
    expect(res.body.error.message).toMatch(/ask your administrator/);
    expect(await lookups()).toHaveLength(before);
  });

  it('refuses a search without a reason or its value, at the field', async () => {
    const res = await server.call(
      'People/Find',
      { by: 'licence', licenceNumber: ' ', reason: 'why' },
      token.supervisor,
    );
    expect(res.statusCode).toBe(400);
    const paths = res.body.error.fieldErrors.map((d: { path: string }) => d.path);
    expect(paths).toContain('payload.reason');
  });

  it('keeps each search in the access log, one finding nothing too, listed to administrators by scope', async () => {
    const res = await find('supervisor', { by: 'vin', vin: 'NOSUCHVIN0000000' });
    expect(res.body.payload.matches).toEqual([]);
    const last = (await lookups()).at(-1)!;
    expect(last).toMatchObject({ criteria: { by: 'vin', vin: 'NOSUCHVIN0000000' }, reason: REASON, match_count: 0 });

    const page = await ok(server, 'Audit/PersonLookups', { userName: 'super' }, token.agencyadmin!);
    const ours = page.events.filter((e: { user: { name: string } }) => e.user.name === 'supervisor');
    expect(ours.length).toBeGreaterThanOrEqual(5);
    expect(ours[0]).toMatchObject({ reason: REASON, matchCount: 0, criteria: { by: 'vin' } });
    expect(ours.find((e: { criteria: { by: string } }) => e.criteria.by === 'licence')).toMatchObject({
      matchCount: 1,
      reportIds: [ids[1], ids[0]],
    });
    // The agency administrator sees their agency's users' searches only; the state administrator sees every one.
    expect(page.events.some((e: { user: { name: string } }) => e.user.name === 'lakesupervisor')).toBe(false);
    const lake = await ok(server, 'Audit/PersonLookups', {}, token.lakeadmin!);
    expect(lake.events.map((e: { user: { name: string } }) => e.user.name)).toEqual(['lakesupervisor']);
    const state = await ok(server, 'Audit/PersonLookups', { limit: 100 }, token.stateadmin!);
    expect(new Set(state.events.map((e: { user: { name: string } }) => e.user.name))).toEqual(
      new Set(['supervisor', 'lakesupervisor']),
    );
    const refused = await server.call('Audit/PersonLookups', {}, token.supervisor);
    expect(refused.statusCode).toBe(403);
  });

  it('keeps the index in step when a save changes the licence number', async () => {
    const id = ids[0]!;
    const report = await ok(server, 'Report/Get', { id }, token.officer!);
    await ok(
      server,
      'Report/Save',
      { id, version: report.version, data: walkerReport('WALK-1', '03/10/2026', 'W999-000') },
      token.officer!,
    );
    const old = await find('supervisor', { by: 'licence', licenceNumber: '1234567890' });
    expect(old.body.payload.matches[0].crashes.map((c: { reportId: number }) => c.reportId)).toEqual([ids[1]]);
    const changed = await find('supervisor', { by: 'licence', licenceNumber: 'w999000' });
    expect(changed.body.payload.matches[0].crashes.map((c: { reportId: number }) => c.reportId)).toEqual([id]);
    const rows = await server.db.selectFrom('report_parties').selectAll().where('report_id', '=', id).execute();
    expect(rows.filter((r) => r.kind === 'person').map((r) => r.licence_number)).toEqual(['W999000']);
  });

  it('gives a supplement its original’s people and vehicles when it is made', async () => {
    const draft = await completeDraft(server, token.officer!, walkerReport('WALK-3', '01/05/2026', 'S-1000'));
    let r = await ok(server, 'Workflow/SendTo', draft, token.officer!);
    for (const step of ['AssignToMe', 'Approve', 'Accept'])
      r = await ok(server, `Workflow/${step}`, { id: r.id, version: r.version }, token.supervisor!);
    const supplement = await ok(server, 'Workflow/Supplement', { id: r.id, version: r.version }, token.officer!);
    const found = await find('supervisor', { by: 'licence', licenceNumber: 'S-1000' });
    const ids = found.body.payload.matches[0].crashes.map((c: { reportId: number }) => c.reportId);
    expect(ids.sort()).toEqual([draft.id, supplement.id].sort());
  });

  it('the migration fills the index from the reports already written', async () => {
    const partiesOf = () =>
      server.db.selectFrom('report_parties').selectAll().orderBy('report_id').orderBy('position').execute();
    const before = await partiesOf();
    expect(before.length).toBeGreaterThanOrEqual(6);
    const migration = migrations['033_report_parties']!;
    await migration.down!(server.db as unknown as Kysely<unknown>);
    await migration.up(server.db as unknown as Kysely<unknown>);
    expect(await partiesOf()).toEqual(before);
  });
});
