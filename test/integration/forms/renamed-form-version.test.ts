import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportPrintPath } from '../../../lib/api/schemas/export-schemas';
import type { FormDefinition } from '../../../lib/forms/definition/definition-schema';
import { renameKey } from '../../../lib/forms/designer/definition-edits';
import { permissionGroups } from '../../../lib/forms/versions/publish-permissions';
import { vehicleCrashReport } from '../../../lib/forms/vehicle-crash-report';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { readPdf } from '../support/pdf-reader';
import { engines, startTestServer, type TestServer } from '../support/test-server';

/** Vehicle Crash Report 1.1 as a state might publish it: the same form with fields and sections renamed. */
const RENAMES: [string, string][] = [
  ['Units', 'Vehicles'],
  ['Vehicles.*.Driver', 'Operator'],
  ['Vehicles.*.Operator.NAMELASTTXT', 'SURNAME'],
  ['Vehicles.*.UnitInformation.UNITTYPECDE', 'KIND'],
  ['GeneralInformation.LocalCodeTxt', 'CASENO'],
  ['GeneralInformation.CollDte', 'CRASHDATE'],
  ['Location.LatDecimalNmb', 'LAT'],
  ['Location.RdwyNameTxt', 'STREET'],
];
const renamed: FormDefinition = RENAMES.reduce((d, [path, key]) => renameKey(d, path, key), vehicleCrashReport);

type Item = Record<string, unknown>;

/** The item with `from` keyed `to` instead. */
function rekey(item: Item | undefined, from: string, to: string): Item {
  const { [from]: value, ...rest } = item ?? {};
  return { ...rest, [to]: value };
}

/** The complete 1.0 report moved into the 1.1 keys, with a driver to search for. */
function renamedReport() {
  const { Units, GeneralInformation, Location, ...rest } = completeReport() as Record<string, Item>;
  const vehicles = (Units as unknown as Item[]).map((unit) => {
    const moved = rekey(unit, 'Driver', 'Operator');
    return {
      ...moved,
      UnitInformation: rekey(moved.UnitInformation as Item, 'UNITTYPECDE', 'KIND'),
      Operator: { ...rekey(moved.Operator as Item, 'NAMELASTTXT', 'SURNAME'), SURNAME: 'QUILLFEATHER' },
    };
  });
  const general = rekey(rekey(GeneralInformation, 'LocalCodeTxt', 'CASENO'), 'CollDte', 'CRASHDATE');
  return {
    ...rest,
    GeneralInformation: { ...general, CASENO: 'RENAMED-7' },
    Location: rekey(rekey(Location, 'LatDecimalNmb', 'LAT'), 'RdwyNameTxt', 'STREET'),
    Vehicles: vehicles,
  };
}

describe.each(engines())('a published version that renamed fields, on %s', (engine) => {
  let server: TestServer;
  let officer: string;
  let reportId: number;

  beforeAll(async () => {
    server = await startTestServer(engine);
    officer = await server.login('officer');
    const row = await server.db
      .insertInto('form_configurations')
      .values({
        title: vehicleCrashReport.name,
        agency_ori: null,
        major_version: 1,
        minor_version: 1,
        is_published: true,
        disabled: false,
        form_model: JSON.stringify(renamed),
        last_updated: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The same publish permissions as 1.0: every role may create, edit and submit.
    const roles = await server.db.selectFrom('roles').select('id').execute();
    await server.db
      .insertInto('form_permissions')
      .values(
        roles.flatMap((r) =>
          permissionGroups.map((group) => ({
            form_configuration_id: row.id,
            permission_group: group,
            role_id: r.id,
            value: true,
          })),
        ),
      )
      .execute();
    const created = await server.call('Report/Create', {}, officer);
    expect(created.statusCode).toBe(200);
    reportId = created.body.payload.id;
  });
  afterAll(() => server.close());

  it('writes new reports on it, with the author set in its own fields', async () => {
    const res = await server.call('Report/Get', { id: reportId }, officer);
    expect(res.body.payload.data.GeneralInformation.InvestigativeOfficer.OfficerIdTxt).toBeTruthy();
    expect(res.body.payload.data).not.toHaveProperty('Units');
  });

  it('checks a save against the renamed fields: limits, map bounds and shape', async () => {
    const data = renamedReport();
    const outside = { ...data, Location: { ...data.Location, LAT: '45.5' } };
    const refused = await server.call('Report/Save', { id: reportId, version: 1, data: outside }, officer);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.error.fieldErrors.map((e: { path: string }) => e.path)).toContain('payload.data.Location.LAT');
    const old = await server.call('Report/Save', { id: reportId, version: 1, data: { Units: [] } }, officer);
    expect(old.statusCode).toBe(400);

    const saved = await server.call('Report/Save', { id: reportId, version: 1, data }, officer);
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    const row = await server.db
      .selectFrom('reports')
      .select(['case_number', 'roadway_name', 'date_of_crash'])
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    expect(row.case_number).toBe('RENAMED-7');
    expect(row.roadway_name).toBe(renamedReport().Location.STREET);
    expect(row.date_of_crash).not.toBeNull();
  });

  it('finds the renamed driver in a person search, beside the driver of a 1.0 report', async () => {
    const seeded = await server.db
      .selectFrom('form_configurations')
      .select('id')
      .where('minor_version', '=', 0)
      .executeTakeFirstOrThrow();
    const older = await server.call('Report/Create', { formConfigurationId: seeded.id }, officer);
    const data = { Units: [{ Driver: { NAMELASTTXT: 'QUILLFEATHER', NAMEFIRSTTXT: 'ADA' } }] };
    const saved = await server.call('Report/Save', { id: older.body.payload.id, version: 1, data }, officer);
    expect(saved.statusCode).toBe(200);

    const res = await server.call('Lookup/PersonSearch', { text: 'quillfeather' }, officer);
    expect(res.statusCode).toBe(200);
    expect(res.body.payload.people).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          lastName: 'QUILLFEATHER',
          source: expect.objectContaining({ reportId, caseNumber: 'RENAMED-7', role: 'driver', unit: 1 }),
        }),
        expect.objectContaining({
          name: 'QUILLFEATHER, ADA',
          source: expect.objectContaining({ reportId: older.body.payload.id, role: 'driver', unit: 1 }),
        }),
      ]),
    );
    expect(res.body.payload.people).toHaveLength(2);
  });

  it('prints what the renamed definition holds', async () => {
    const res = await server.inject({
      method: 'GET',
      url: reportPrintPath(reportId),
      headers: { authorization: `Bearer ${officer}` },
    });
    expect(res.statusCode).toBe(200);
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.text).toContain('RENAMED-7');
    expect(pdf.text).toContain('QUILLFEATHER');
    expect(pdf.text).toMatch(/UNIT 1 - 20 - MOTOR VEHICLE IN TRANSPORT/);
  });
});
