import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { addUser } from '../support/db-helpers';
import { auditOf, PERSONAL_VALUES, writeReport } from '../support/report-fixtures';
import { engines, startTestServer, type TestServer } from '../support/test-server';

/** Every filled personal field of reportWithPeople(), as the server names what it withheld. */
const WITHHELD_PATHS = [
  'Units.0.Driver.NAMELASTTXT',
  'Units.0.Driver.NAMEFIRSTTXT',
  'Units.0.Driver.BIRTHDTE',
  'Units.0.Driver.DRIVERLICNBRTXT',
  'Units.0.Driver.ADDRSTREETTXT',
  'Units.0.Driver.ADDRCITYTXT',
  'Units.0.Passengers.0.NAMELASTTXT',
  'Units.0.Passengers.0.NAMEFIRSTTXT',
  'Units.0.Passengers.0.PHONETXT',
  'Witnesses.0.NAMETXT',
  'Witnesses.0.ADDRESSTXT',
  'Witnesses.0.PHONETEXT',
].sort();

const hasPersonalValue = (body: unknown) => PERSONAL_VALUES.some((v) => JSON.stringify(body).includes(v));

describe.each(engines())('personal data (DPPA) on %s', (engine) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let reportId: number;

  const call = async (path: string, payload: unknown, who: string) => server.call(path, payload, tokens[who]);
  const lastEvent = async (id: number) => (await auditOf(server, id)).at(-1)!;

  beforeAll(async () => {
    server = await startTestServer(engine);
    // A role that may read and edit the agency's reports but not see who was in them.
    await server.db
      .insertInto('roles')
      .values({
        name: 'Records Reader',
        description: 'Corrects the agency reports’ crash facts.',
        rules: JSON.stringify([
          { action: ['read', 'edit'], subject: 'Report', conditions: { agencyOri: '${user.agencyOri}' } },
          { action: 'read', subject: ['FormConfiguration', 'CodeList'] },
        ]),
      })
      .execute();
    await addUser(server.db, { userName: 'reader', agencyOri: 'IN0490000', role: 'Records Reader' });
    await addUser(server.db, { userName: 'colleague', agencyOri: 'IN0490000', role: 'Officer' });
    for (const who of ['officer', 'supervisor', 'agencyadmin', 'reader', 'colleague'])
      tokens[who] = await server.login(who);
    ({ id: reportId } = await writeReport(server, tokens.officer!));
  });
  afterAll(() => server.close());

  it('gives the report whole to its author and the agency’s officers, and logs each view of personal data', async () => {
    for (const who of ['officer', 'colleague', 'supervisor']) {
      const res = await call('Report/Get', { id: reportId }, who);
      expect(res.statusCode, who).toBe(200);
      expect(res.body.payload.data.Units[0].Driver).toMatchObject({ NAMELASTTXT: 'DOE', BIRTHDTE: '01/02/1980' });
      expect(res.body.payload.redacted).toEqual([]);
      expect(await lastEvent(reportId)).toMatchObject({
        user_name: who,
        action: 'viewPersonalData',
        ip: '127.0.0.1',
        detail: { call: 'Report/Get' },
      });
    }
  });

  it('withholds names, birth dates, licence numbers, addresses and phones from one without the permission, naming where', async () => {
    const res = await call('Report/Get', { id: reportId }, 'agencyadmin');
    expect(res.statusCode).toBe(200);
    const { data, redacted } = res.body.payload;
    expect([...redacted].sort()).toEqual(WITHHELD_PATHS);
    expect(hasPersonalValue(res.body)).toBe(false);
    expect(data.Units[0].Driver).toMatchObject({ NAMELASTTXT: null, DRIVERLICNBRTXT: null, AggressiveDriveInd: '0' });
    expect(data.Units[0].VehicleInformation.VINTXT).toBe('1FTMW1T88MFA00001');
    expect(data.Narrative.NarrativeTxt).toContain('Meridian');
    // A plain view is logged, not a view of personal data.
    expect(await lastEvent(reportId)).toMatchObject({
      user_name: 'agencyadmin',
      action: 'view',
      detail: { call: 'Report/Get' },
    });
  });

  it('refuses a save from one who cannot see the personal data it would overwrite', async () => {
    const got = await call('Report/Get', { id: reportId }, 'reader');
    expect(got.body.payload.redacted.length).toBe(WITHHELD_PATHS.length);
    const res = await call(
      'Report/Save',
      { id: reportId, version: got.body.payload.version, data: got.body.payload.data },
      'reader',
    );
    expect(res.statusCode).toBe(403);
    expect(res.body.error.message).toBe(
      `You may not change report ${reportId}: it holds personal data you may not see.`,
    );
    const after = await call('Report/Get', { id: reportId }, 'officer');
    expect(after.body.payload.version).toBe(got.body.payload.version);
    expect(after.body.payload.data.Units[0].Driver.NAMELASTTXT).toBe('DOE');
  });

  it('withholds personal data of kept versions the same way', async () => {
    const { id, version } = await writeReport(server, tokens.officer!);
    expect((await call('Workflow/SendTo', { id, version }, 'officer')).statusCode).toBe(200);
    const { versions } = (await call('Report/Versions', { id }, 'agencyadmin')).body.payload;
    const versionId = versions[0].versionId;

    const hidden = await call('Report/GetVersion', { id, versionId }, 'agencyadmin');
    expect(hidden.statusCode).toBe(200);
    expect([...hidden.body.payload.redacted].sort()).toEqual(WITHHELD_PATHS);
    expect(hasPersonalValue(hidden.body)).toBe(false);
    expect(await lastEvent(id)).toMatchObject({ action: 'view', detail: { call: 'Report/GetVersion', versionId } });

    const whole = await call('Report/GetVersion', { id, versionId }, 'supervisor');
    expect(whole.body.payload.data.Witnesses[0].NAMETXT).toBe('JOHN SMITH');
    expect(await lastEvent(id)).toMatchObject({
      user_name: 'supervisor',
      action: 'viewPersonalData',
      detail: { call: 'Report/GetVersion', versionId },
    });
  });

  it('finds people only in reports whose personal data the caller may see, and logs the search once', async () => {
    const found = await call('Lookup/PersonSearch', { text: 'doe', reportId }, 'colleague');
    expect(found.statusCode).toBe(200);
    const people = found.body.payload.people as { name: string; birthDate: string; source: { reportId: number } }[];
    expect(people.length).toBeGreaterThan(0);
    expect(people[0]).toMatchObject({ birthDate: '01/02/1980', source: { reportId } });
    const event = await lastEvent(reportId);
    expect(event).toMatchObject({
      user_name: 'colleague',
      action: 'viewPersonalData',
      detail: { call: 'Lookup/PersonSearch' },
    });
    expect((event.detail as { reportIds: number[] }).reportIds).toContain(reportId);

    const before = (await auditOf(server, reportId)).length;
    const clerk = await call('Lookup/PersonSearch', { text: 'doe', reportId }, 'reader');
    expect(clerk.statusCode).toBe(200);
    expect(clerk.body.payload.people).toEqual([]);
    expect((await auditOf(server, reportId)).length).toBe(before);
  });

  it('logs a plain view of a report without anyone in it', async () => {
    const { id } = await writeReport(server, tokens.officer!, completeReport());
    const res = await call('Report/Get', { id }, 'officer');
    expect(res.body.payload.redacted).toEqual([]);
    const events = (await auditOf(server, id)).filter((e) => e.action.startsWith('view'));
    expect(events.map((e) => e.action)).toEqual(['view']);
  });
});
