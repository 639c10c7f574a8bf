import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../../lib/forms/definition/definition-schema';
import { renameKey } from '../../../lib/forms/designer/definition-edits';
import { WITHHELD_TEXT } from '../../../lib/forms/definition/personal-data';
import { vehicleCrashReport } from '../../../lib/forms/vehicle-crash-report';
import { reportWithPeople, writeReport } from '../support/report-fixtures';
import { engines, startTestServer, type TestServer } from '../support/test-server';

/**
 * Vehicle Crash Report 1.1: the make renamed, the ramp and the witness's phone removed, and a
 * required local field added.
 */
function version11(): FormDefinition {
  const model = renameKey(vehicleCrashReport, 'Units.*.VehicleInformation.VEHMAKETXT', 'MAKE');
  const location = model.sections.find((s) => s.key === 'Location')!;
  location.fields = location.fields.filter((f) => f.key !== 'RdwyRampTxt');
  const witnesses = model.sections.find((s) => s.key === 'Witnesses')!;
  witnesses.fields = witnesses.fields.filter((f) => f.key !== 'PHONETEXT');
  model.validationRules = model.validationRules.filter((r) => !r.path.endsWith('.PHONETEXT'));
  const general = model.sections.find((s) => s.key === 'GeneralInformation')!;
  general.fields.push({
    key: 'LOCALFIELD',
    label: 'County Crash Number',
    type: 'text',
    upperCase: true,
    maxLength: 12,
  });
  model.validationRules.push({
    id: 'required:GeneralInformation.LOCALFIELD',
    kind: 'required',
    path: 'GeneralInformation.LOCALFIELD',
    severity: 'error',
    message: 'The County Crash Number is required.',
  });
  return model;
}

describe.each(engines())('drafts follow a new version on %s', (engine) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const drafts: { id: number; version: number }[] = [];
  let submitted: { id: number; version: number };
  let newer: number;

  const move = (who: string, payload: object) => server.call('Report/MoveToVersion', payload, tokens[who]);

  beforeAll(async () => {
    server = await startTestServer(engine);
    for (const who of ['officer', 'supervisor', 'agencyadmin', 'stateadmin']) tokens[who] = await server.login(who);
    const withRamp = reportWithPeople();
    (withRamp.Location as Record<string, unknown>).RdwyRampTxt = 'B';
    for (let i = 0; i < 4; i++) drafts.push(await writeReport(server, tokens.officer!, withRamp));
    submitted = await writeReport(server, tokens.officer!, withRamp);
    const sent = await server.call('Workflow/SendTo', submitted, tokens.officer);
    expect(sent.statusCode, JSON.stringify(sent.body)).toBe(200);

    const list = await server.call('FormConfiguration/List', {}, tokens.stateadmin);
    const seeded = list.body.payload.rows[0];
    const copy = await server.call(
      'FormConfiguration/Save',
      { copyOf: seeded.id, version: 'minor' },
      tokens.stateadmin,
    );
    const saved = await server.call(
      'FormConfiguration/Save',
      { id: copy.body.payload.id, expectedLastUpdated: copy.body.payload.lastUpdated, formModel: version11() },
      tokens.stateadmin,
    );
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    const published = await server.call(
      'FormConfiguration/Publish',
      // Its County Crash Number is in no exchange mapping: published without it.
      { id: saved.body.payload.id, expectedLastUpdated: saved.body.payload.lastUpdated, acceptUnexported: true },
      tokens.stateadmin,
    );
    expect(published.statusCode).toBe(200);
    newer = published.body.payload.id;
  });
  afterAll(() => server.close());

  it('moves the officer’s draft field by field and keeps what 1.1 has no place for on the report', async () => {
    const [draft] = drafts;
    const before = await server.call('Report/Get', { id: draft!.id }, tokens.officer);
    expect(before.body.payload.newerVersion).toEqual({ id: newer, label: 'Vehicle Crash Report 1.1' });
    const res = await move('officer', { ...draft, formConfigurationId: newer });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payload).toMatchObject({ version: draft!.version + 1, formConfigurationId: newer });
    expect(res.body.payload.notCarriedOver).toEqual([
      { path: 'Location.RdwyRampTxt', label: 'Location · Ramp', value: 'B', reason: 'removed' },
      {
        path: 'Witnesses.0.PHONETEXT',
        label: 'Witnesses · Witness 1 · Phone',
        value: '317-555-0199',
        reason: 'removed',
        personal: true,
      },
    ]);
    const opened = await server.call('Report/Get', { id: draft!.id }, tokens.officer);
    expect(opened.body.payload.formConfigurationId).toBe(newer);
    expect(opened.body.payload.data.Units[0].VehicleInformation).toMatchObject({ MAKE: 'FORD' });
    expect(opened.body.payload.data.Units[0].VehicleInformation).not.toHaveProperty('VEHMAKETXT');
    expect(opened.body.payload.notCarriedOver).toHaveLength(2);
    expect(opened.body.payload.newerVersion).toBeNull();
    // A submitted report is offered no move, nor is a reader who may not edit the draft.
    expect(
      (await server.call('Report/Get', { id: submitted.id }, tokens.officer)).body.payload.newerVersion,
    ).toBeNull();
    expect(
      (await server.call('Report/Get', { id: drafts[1]!.id }, tokens.supervisor)).body.payload.newerVersion,
    ).toBeNull();
    const audit = await server.db
      .selectFrom('audit_events')
      .select(['action', 'detail'])
      .where('report_id', '=', draft!.id)
      .where('action', '=', 'moveToVersion')
      .executeTakeFirstOrThrow();
    expect(audit.detail).toMatchObject({ from: 'Vehicle Crash Report 1.0', to: 'Vehicle Crash Report 1.1' });
  });

  it('requires the new field before the moved draft is sent, and withholds a personal value left behind', async () => {
    const [draft] = drafts;
    const sent = await server.call('Workflow/SendTo', { id: draft!.id, version: draft!.version + 1 }, tokens.officer);
    expect(sent.statusCode).toBe(400);
    expect(sent.body.error.fieldErrors).toContainEqual({
      path: 'data.GeneralInformation.LOCALFIELD',
      message: 'The County Crash Number is required.',
    });
    const admin = await server.call('Report/Get', { id: draft!.id }, tokens.agencyadmin);
    expect(admin.body.payload.notCarriedOver[1]).toMatchObject({ path: 'Witnesses.0.PHONETEXT', value: WITHHELD_TEXT });
    expect(admin.body.payload.notCarriedOver[0]).toMatchObject({ value: 'B' });
  });

  it('leaves submitted reports on their version and refuses a stale or sideways move', async () => {
    const pending = await move('officer', {
      id: submitted.id,
      version: submitted.version + 1,
      formConfigurationId: newer,
    });
    expect(pending.statusCode).toBe(409);
    expect(pending.body.error.message).toMatch(/^Only a draft moves to a newer version: report \d+ is Pending Review/);
    const again = await move('officer', { ...drafts[0], version: drafts[0]!.version + 1, formConfigurationId: newer });
    expect(again.statusCode).toBe(400);
    expect(again.body.error.message).toMatch(/is not newer than Vehicle Crash Report 1\.1/);
    const stale = await move('officer', { id: drafts[1]!.id, version: 1, formConfigurationId: newer });
    expect(stale.statusCode).toBe(409);
    const row = await server.db
      .selectFrom('reports')
      .select(['form_configuration_id', 'version'])
      .where('id', '=', drafts[1]!.id)
      .executeTakeFirstOrThrow();
    expect(row.version).toBe(drafts[1]!.version);
  });

  it('moves the agency’s other drafts in bulk, a page at a time, for an administrator only', async () => {
    const seeded = (await server.call('Report/Get', { id: submitted.id }, tokens.officer)).body.payload
      .formConfigurationId;
    const request = { fromFormConfigurationId: seeded, toFormConfigurationId: newer, limit: 2 };
    expect((await server.call('Report/MoveDraftsToVersion', request, tokens.officer)).statusCode).toBe(403);
    const first = await server.call('Report/MoveDraftsToVersion', request, tokens.agencyadmin);
    expect(first.statusCode, JSON.stringify(first.body)).toBe(200);
    expect(first.body.payload).toEqual({ moved: 2, skipped: 0, notCarriedOver: 4, remaining: 1 });
    const second = await server.call('Report/MoveDraftsToVersion', request, tokens.agencyadmin);
    expect(second.body.payload).toEqual({ moved: 1, skipped: 0, notCarriedOver: 2, remaining: 0 });
    const onOld = await server.db
      .selectFrom('reports')
      .select('id')
      .where('form_configuration_id', '=', seeded)
      .execute();
    expect(onOld.map((r) => r.id)).toEqual([submitted.id]);
  });
});
