import { seededRoles } from '../../../lib/auth/permissions/seeded-roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededFormModel } from '../../../server/db/seed-forms';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { addAgency, addUser } from '../support/db-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';

describe.each(engines())('reports from the published Vehicle Crash Report on %s', (engine) => {
  let server: TestServer;
  let officer: string;
  let supervisor: string;
  let outsider: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    await addAgency(server.db, 'IN0450000', 'Lake County Sheriff (test)');
    await addUser(server.db, { userName: 'lakeofficer', agencyOri: 'IN0450000', role: 'Officer' });
    officer = await server.login('officer');
    supervisor = await server.login('supervisor');
    outsider = await server.login('lakeofficer');
  });
  afterAll(() => server.close());

  const create = async () => {
    const res = await server.call('Report/Create', {}, officer);
    expect(res.statusCode).toBe(200);
    return res.body.payload;
  };

  it('is published as version 1.0 with every role in every publish permission group, and served for offline use', async () => {
    const forms = await server.call(
      'FormConfiguration/GetAssignedDisabledConfigurations',
      { formTitle: 'Vehicle Crash Report' },
      officer,
    );
    expect(forms.body.payload).toHaveLength(1);
    const [form] = forms.body.payload;
    expect(form).toMatchObject({
      title: 'Vehicle Crash Report',
      majorVersion: 1,
      minorVersion: 0,
      isPublished: true,
      disabled: false,
    });
    expect(form.formModel).toEqual(JSON.parse(JSON.stringify(seededFormModel)));
    const permissions = await server.call(
      'FormConfiguration/GetFormPermissions',
      { title: 'Vehicle Crash Report', majorVersion: 1, minorVersion: 0, isDraft: false },
      officer,
    );
    const values = JSON.parse(permissions.body.payload);
    // Every shipped role in each of the three groups: create, edit and submit reports of the version.
    expect(values).toHaveLength(seededRoles.length * 3);
    expect(new Set(values.map((p: { group: string }) => p.group))).toEqual(new Set(['create', 'edit', 'submit']));
    expect(values.every((p: { value: boolean }) => p.value === true)).toBe(true);
  });

  it('creates a Draft with the officer filled in, listed on the dashboard', async () => {
    const report = await create();
    expect(report).toMatchObject({
      status: 0,
      version: 1,
      formType: 'Crash',
      agencyOri: 'IN0490000',
      isSupplement: false,
    });
    expect(report.data.GeneralInformation.InvestigativeOfficer).toEqual({
      OfficerIdTxt: '4711',
      OfficerNameFiTxt: 'OLIVIA',
      OfficerNameLastTxt: 'OFFICER',
    });
    const list = await server.call('Report/List', { view: 'dashboard' }, officer);
    expect(list.body.payload.rows.map((r: { id: number }) => r.id)).toContain(report.id);
  });

  it('names the last change of the report’s form, which FormConfiguration/Get answers too and which moves when it changes', async () => {
    const report = await create();
    const got = (await server.call('Report/Get', { id: report.id }, officer)).body.payload;
    const form = (await server.call('FormConfiguration/Get', { id: got.formConfigurationId }, officer)).body.payload;
    expect(got.formConfigurationLastUpdated).toBe(form.lastUpdated);

    await server.db
      .updateTable('form_configurations')
      .set({ last_updated: new Date('2031-02-03T04:05:06Z') })
      .where('id', '=', got.formConfigurationId)
      .execute();
    const again = (await server.call('Report/Get', { id: report.id }, officer)).body.payload;
    expect(again.formConfigurationLastUpdated).toBe('2031-02-03T04:05:06.000Z');
  });

  it('refuses bad data with field errors and changes nothing', async () => {
    const report = await create();
    const bad = {
      ...report.data,
      CrashDetails: { InjuredNmb: '123', NotAField: 'x' },
      Units: [{ VehicleInformation: { VINTXT: 'X'.repeat(22) } }],
    };
    const res = await server.call('Report/Save', { id: report.id, version: 1, data: bad }, officer);
    expect(res.statusCode).toBe(400);
    expect(res.body.error.code).toBe('validation');
    const paths = res.body.error.fieldErrors.map((f: { path: string }) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'payload.data.CrashDetails.InjuredNmb',
        'payload.data.CrashDetails',
        'payload.data.Units.0.VehicleInformation.VINTXT',
      ]),
    );
    const after = await server.call('Report/Get', { id: report.id }, officer);
    expect(after.body.payload.version).toBe(1);
    expect(after.body.payload.data).toEqual(report.data);
  });

  it('refuses a coded answer that is not a code of its list, or not under the county chosen', async () => {
    const report = await create();
    const data = completeReport();
    (data.Units as Record<string, Record<string, unknown>>[])[0]!.VehicleInformation!.VEHUSECDE = '1';
    (data.Location as Record<string, unknown>).CityCde = '9999';
    const res = await server.call('Report/Save', { id: report.id, version: 1, data }, officer);
    expect(res.statusCode).toBe(400);
    expect(res.body.error.fieldErrors).toEqual([
      { path: 'payload.data.Location.CityCde', message: "City/Town: 9999 is not one of the list's codes." },
      {
        path: 'payload.data.Units.0.VehicleInformation.VEHUSECDE',
        message: "Vehicle Use: 1 is not one of the list's codes.",
      },
    ]);
    expect((await server.call('Report/Get', { id: report.id }, officer)).body.payload.version).toBe(1);

    // A code an administrator adds is accepted at once.
    await server.db
      .insertInto('code_lists')
      .values({
        list_id: 1021,
        code: '1',
        label: 'Added since (test)',
        parent_code: null,
        active: true,
        last_updated: new Date(),
      })
      .execute();
    (data.Location as Record<string, unknown>).CityCde = undefined;
    const again = await server.call('Report/Save', { id: report.id, version: 1, data }, officer);
    expect(again.statusCode).toBe(200);
    await server.db.deleteFrom('code_lists').where('list_id', '=', 1021).where('code', '=', '1').execute();
  });

  it('saves with optimistic versioning, stores the summary columns, and refuses a stale version', async () => {
    const report = await create();
    const data = {
      ...report.data,
      GeneralInformation: { ...report.data.GeneralInformation, CollDte: '11/20/2026', LocalCodeTxt: 'case-77' },
    };
    const saved = await server.call('Report/Save', { id: report.id, version: 1, data }, officer);
    expect(saved.statusCode).toBe(200);
    // The answer is what the editor keeps of the report; completeness is checked when it is sent.
    expect(saved.body.payload).toEqual({ version: 2, status: 0, lastUpdated: expect.any(String) });
    const unsent = await server.call('Workflow/SendTo', { id: report.id, version: 2 }, officer);
    expect(unsent.statusCode).toBe(400);
    expect(unsent.body.error.fieldErrors).toContainEqual({
      path: 'data.CrashDetails.WitnessesInd',
      message: 'Yes/No for the Witness Indicator is required.',
    });
    const row = await server.db.selectFrom('reports').selectAll().where('id', '=', report.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ case_number: 'CASE-77', date_of_crash: '2026-11-20', version: 2 });

    const stale = await server.call('Report/Save', { id: report.id, version: 1, data: report.data }, officer);
    expect(stale.statusCode).toBe(409);
    expect(stale.body.error.message).toMatch(/version 2/);
    const after = await server.call('Report/Get', { id: report.id }, officer);
    expect(after.body.payload.data.GeneralInformation.LocalCodeTxt).toBe('CASE-77');
  });

  it('gives every item an id on save (an item without one its place’s), and says who saved the report last', async () => {
    const report = await create();
    const [unit] = report.data.Units;
    expect(unit.$id).toMatch(/^[0-9a-f-]{36}$/);
    const data = {
      ...report.data,
      Units: [unit, { UnitInformation: { VEHICLENMB: '2' }, Passengers: [{ NAMELASTTXT: 'ROE' }] }],
    };
    const saved = await server.call('Report/Save', { id: report.id, version: 1, data }, officer);
    expect(saved.statusCode).toBe(200);
    const after = (await server.call('Report/Get', { id: report.id }, officer)).body.payload;
    expect(after.data.Units.map((u: { $id: string }) => u.$id)).toEqual([unit.$id, 'legacy-Units-1']);
    expect(after.data.Units[1].Passengers[0].$id).toBe('legacy-Units.1.Passengers-0');
    expect(after.lastUpdatedBy).toBe(after.authorUser.name);

    const tooLong = { ...data, Units: [{ ...unit, $id: 'x'.repeat(201) }] };
    const refused = await server.call('Report/Save', { id: report.id, version: 2, data: tooLong }, officer);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.error.fieldErrors[0].path).toBe('payload.data.Units.0.$id');
  });

  it('keeps where filled values came from: defaults at creation, then what the editor sends, never for an empty field', async () => {
    const report = await create();
    expect(report.provenance).toMatchObject({
      'GeneralInformation.InvestigativeOfficer.OfficerNameLastTxt': 'default',
      'GeneralInformation.AgencyORITXT': 'default',
    });
    const unit = { ...report.data.Units[0], VehicleInformation: { VEHMAKETXT: 'FORD', VINTXT: '' } };
    const data = { ...report.data, Units: [unit] };
    const provenance = {
      'Units.0.VehicleInformation.VEHMAKETXT': 'vinDecode',
      'Units.0.VehicleInformation.VINTXT': 'registrationReturn',
    };
    const saved = await server.call('Report/Save', { id: report.id, version: 1, data, provenance }, officer);
    expect(saved.statusCode).toBe(200);
    const got = await server.call('Report/Get', { id: report.id }, officer);
    // The officer and agency fields stay defaults: the server sets them whatever the editor sends.
    const serverSet = {
      'GeneralInformation.AgencyORITXT': 'default',
      'GeneralInformation.InvestigativeOfficer.OfficerIdTxt': 'default',
      'GeneralInformation.InvestigativeOfficer.OfficerNameFiTxt': 'default',
      'GeneralInformation.InvestigativeOfficer.OfficerNameLastTxt': 'default',
    };
    expect(got.body.payload.provenance).toEqual({ ...serverSet, 'Units.0.VehicleInformation.VEHMAKETXT': 'vinDecode' });

    // A save without a map (an older client) keeps the saved one for the values still there.
    const cleared = { ...data, Units: [{ ...unit, VehicleInformation: { VEHMAKETXT: '' } }] };
    await server.call('Report/Save', { id: report.id, version: 2, data }, officer);
    expect((await server.call('Report/Get', { id: report.id }, officer)).body.payload.provenance).toEqual({
      ...serverSet,
      'Units.0.VehicleInformation.VEHMAKETXT': 'vinDecode',
    });
    await server.call('Report/Save', { id: report.id, version: 3, data: cleared }, officer);
    expect((await server.call('Report/Get', { id: report.id }, officer)).body.payload.provenance).toEqual(serverSet);

    const bad = await server.call(
      'Report/Save',
      { id: report.id, version: 4, data, provenance: { 'Units.0.VehicleInformation.VEHMAKETXT': 'guesswork' } },
      officer,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.error.fieldErrors[0].path).toMatch(/^payload\.provenance/);
  });

  it('lets a Rejected report be fixed but not its diagram (the diagram changes only in a Draft)', async () => {
    const report = await create();
    const saved = await server.call('Report/Save', { id: report.id, version: 1, data: completeReport() }, officer);
    expect(saved.statusCode).toBe(200);
    // Rejection arrives with the review workflow; the status is set directly here.
    await server.db.updateTable('reports').set({ status: 3 }).where('id', '=', report.id).execute();

    const redrawn = { ...completeReport(), Diagram: { CrashDiagram: null } };
    const refused = await server.call('Report/Save', { id: report.id, version: 2, data: redrawn }, officer);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.error.message).toBe(
      'The diagram can only be changed while the report is a Draft; this report is Rejected.',
    );
    const fixed = { ...completeReport(), Narrative: { NarrativeTxt: 'Unit 1 struck a light pole at speed.' } };
    const ok = await server.call('Report/Save', { id: report.id, version: 2, data: fixed }, officer);
    expect(ok.statusCode).toBe(200);
    const after = await server.call('Report/Get', { id: report.id }, officer);
    expect(after.body.payload.data.Diagram).toEqual(completeReport().Diagram);
  });

  it('refuses to send an incomplete report, naming every error, then sends a complete one for review', async () => {
    const report = await create();
    const incomplete = await server.call('Workflow/SendTo', { id: report.id, version: 1 }, officer);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.body.error.message).toMatch(/errors need correcting first/);
    expect(incomplete.body.error.fieldErrors).toContainEqual({
      path: 'data.Units',
      message: 'You must have at least one (1) motor vehicle.',
    });
    expect((await server.call('Report/Get', { id: report.id }, officer)).body.payload.status).toBe(0);

    const saved = await server.call('Report/Save', { id: report.id, version: 1, data: completeReport() }, officer);
    expect(saved.statusCode).toBe(200);
    const sent = await server.call('Workflow/SendTo', { id: report.id, version: 2 }, officer);
    expect(sent.statusCode).toBe(200);
    expect(sent.body.payload).toMatchObject({ status: 1, version: 3 });

    const locked = await server.call('Report/Save', { id: report.id, version: 3, data: completeReport() }, officer);
    expect(locked.statusCode).toBe(409);
    expect(locked.body.error.message).toMatch(/Pending Review/);
  });

  it('lets the agency read a report but not another agency, and only the author edit it', async () => {
    const report = await create();
    expect((await server.call('Report/Get', { id: report.id }, supervisor)).statusCode).toBe(200);
    expect((await server.call('Report/Get', { id: report.id }, outsider)).statusCode).toBe(403);
    expect(
      (await server.call('Report/Save', { id: report.id, version: 1, data: report.data }, outsider)).statusCode,
    ).toBe(403);
    expect((await server.call('Report/Get', { id: 999999 }, officer)).statusCode).toBe(404);
  });
});
