import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../../lib/forms/definition/definition-schema';
import { walkFields } from '../../../lib/forms/definition/definition-walk';
import { renameKey } from '../../../lib/forms/designer/definition-edits';
import { toggleRole, type PublishPermission } from '../../../lib/forms/versions/publish-permissions';
import { vehicleCrashReport } from '../../../lib/forms/vehicle-crash-report';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { roleIdOf } from '../support/db-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';
import { seededRoles } from '../../../lib/auth/permissions/seeded-roles';

type Version = {
  id: number;
  majorVersion: number;
  minorVersion: number;
  lastUpdated: string;
  isPublished: boolean;
  unexportedFields?: { path: string; label: string; section: string }[];
};

describe.each(engines())('designing and publishing form versions on %s', (engine) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let seeded: Version;
  let draft: Version;
  /** The officer's report written on 1.1 once it is published. */
  let onNewVersion: number;

  const call = (who: string, path: string, payload: unknown) =>
    server.call(`FormConfiguration/${path}`, payload, tokens[who]);
  const newReportForm = async (who = 'officer') => {
    const res = await server.call('Report/Create', {}, tokens[who]);
    return { status: res.statusCode, formId: res.body.payload?.formConfigurationId as number, body: res.body };
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
    for (const who of ['officer', 'supervisor', 'agencyadmin', 'stateadmin']) tokens[who] = await server.login(who);
    const list = await call('stateadmin', 'List', {});
    seeded = list.body.payload.rows.find((r: { title: string }) => r.title === vehicleCrashReport.name);
  });
  afterAll(() => server.close());

  it('lists the shipped Vehicle Crash Report 1.0 as published and state-wide, and only to designers', async () => {
    expect(seeded).toMatchObject({ majorVersion: 1, minorVersion: 0, isPublished: true, agencyOri: null });
    const officer = await call('officer', 'List', {});
    expect(officer.statusCode).toBe(403);
  });

  it('starts 1.1 as a draft copy of 1.0 with its publish permissions', async () => {
    const res = await call('stateadmin', 'Save', { copyOf: seeded.id, version: 'minor' });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    draft = res.body.payload;
    expect(draft).toMatchObject({ majorVersion: 1, minorVersion: 1, isPublished: false, agencyOri: null });
    // A copy of the shipped version carries its complete exchange mapping: every field reaches the state.
    expect(draft.unexportedFields).toEqual([]);
    const permissions = await call('officer', 'GetFormPermissions', {
      title: vehicleCrashReport.name,
      agencyOri: null,
      majorVersion: 1,
      minorVersion: 1,
      isDraft: true,
    });
    // Each of the three groups for every shipped role.
    expect(JSON.parse(permissions.body.payload)).toHaveLength(3 * seededRoles.length);
    // A draft is not a form anyone writes on: only its designers open it.
    expect((await call('officer', 'Get', { id: draft.id })).statusCode).toBe(404);
    expect((await newReportForm()).formId).toBe(seeded.id);
  });

  it('refuses a model with problems at the JSON path, and keeps the draft as it was', async () => {
    const model = structuredClone(vehicleCrashReport) as FormDefinition;
    model.uiRules[0]!.then[0]!.target = 'CrashDetails.NoSuchField';
    const bad = await call('stateadmin', 'Save', {
      id: draft.id,
      expectedLastUpdated: draft.lastUpdated,
      formModel: model,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.error.fieldErrors).toContainEqual({
      path: 'payload.formModel.uiRules.0.then.0.target',
      message: 'CrashDetails.NoSuchField is not a field or section of this form.',
    });
    const shape = await call('stateadmin', 'Save', {
      id: draft.id,
      expectedLastUpdated: draft.lastUpdated,
      formModel: { ...vehicleCrashReport, lockDuration: 'long' },
    });
    expect(shape.body.error.fieldErrors[0].path).toBe('payload.formModel.lockDuration');
    const kept = await call('stateadmin', 'Get', { id: draft.id });
    expect(kept.body.payload.lastUpdated).toBe(draft.lastUpdated);
  });

  it('saves a renamed field and tells the second of two administrators who saved first', async () => {
    const model = renameKey(vehicleCrashReport, 'Location.RdwyNameTxt', 'STREETNAME') as FormDefinition;
    const relabelled = walkFields(model).find((w) => w.path === 'Location.STREETNAME')!;
    const label = relabelled.field.label;
    relabelled.field.label = 'Street or road name';
    const first = await call('stateadmin', 'Save', {
      id: draft.id,
      expectedLastUpdated: draft.lastUpdated,
      formModel: model,
    });
    expect(first.statusCode).toBe(200);
    // The change log keeps what the save changed in the model, before and after.
    const saved = await server.db
      .selectFrom('admin_events')
      .select('after')
      .where('subject', '=', 'FormConfiguration')
      .where('subject_key', '=', String(draft.id))
      .where('action', '=', 'save')
      .executeTakeFirstOrThrow();
    const after = (typeof saved.after === 'string' ? JSON.parse(saved.after) : saved.after) as Record<string, unknown>;
    expect(after.modelChanges).toContainEqual({
      kind: 'renamed',
      subject: 'field',
      path: 'Location.STREETNAME',
      label: 'Street or road name',
      details: [
        { attribute: 'path', before: 'Location.RdwyNameTxt', after: 'Location.STREETNAME' },
        { attribute: 'label', before: label, after: 'Street or road name' },
      ],
    });
    const second = await call('stateadmin', 'Save', {
      id: draft.id,
      expectedLastUpdated: draft.lastUpdated,
      formModel: vehicleCrashReport,
    });
    expect(second.statusCode).toBe(409);
    expect(second.body.error.message).toMatch(/^Stanley Stateadmin changed Vehicle Crash Report 1\.1 at /);
    draft = first.body.payload;
    expect(draft.lastUpdated).not.toBe(seeded.lastUpdated);
  });

  it('publishes the draft: new reports are written on 1.1, and a published version never changes', async () => {
    expect(
      (await call('agencyadmin', 'Publish', { id: draft.id, expectedLastUpdated: draft.lastUpdated })).statusCode,
    ).toBe(403);
    // The renamed street name is in no exchange mapping (the model carries none, and the shipped
    // one knows its former key): the draft says so, and publishing asks for the publisher's word.
    expect(draft.unexportedFields).toEqual([
      { path: 'Location.STREETNAME', label: 'Street or road name', section: expect.any(String) },
    ]);
    expect((await call('stateadmin', 'Get', { id: draft.id })).body.payload.unexportedFields).toEqual(
      draft.unexportedFields,
    );
    const unconfirmed = await call('stateadmin', 'Publish', { id: draft.id, expectedLastUpdated: draft.lastUpdated });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.body.error.fieldErrors).toEqual([
      {
        path: 'payload.acceptUnexported',
        message:
          'Vehicle Crash Report 1.1 was not published: 1 field will not be sent to the state: Street or road name. ' +
          'Map it in its exchange mapping, or list it as not exported; or publish without it.',
      },
    ]);
    expect((await call('stateadmin', 'Get', { id: draft.id })).body.payload.isPublished).toBe(false);
    const res = await call('stateadmin', 'Publish', {
      id: draft.id,
      expectedLastUpdated: draft.lastUpdated,
      acceptUnexported: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.payload.isPublished).toBe(true);
    // A published version never changes: there is nothing left to warn of.
    expect(res.body.payload).not.toHaveProperty('unexportedFields');
    const created = await newReportForm();
    expect(created.formId).toBe(draft.id);
    onNewVersion = created.body.payload.id;
    const again = await call('stateadmin', 'Save', {
      id: draft.id,
      expectedLastUpdated: res.body.payload.lastUpdated,
      formModel: vehicleCrashReport,
    });
    expect(again.statusCode).toBe(409);
    expect(again.body.error.message).toMatch(/is published and never changes/);
    const changes = await server.db
      .selectFrom('admin_events')
      .select(['action', 'after'])
      .where('subject', '=', 'FormConfiguration')
      .where('subject_key', '=', String(draft.id))
      .execute();
    expect(changes.map((c) => c.action).sort()).toEqual(['create', 'publish', 'save']);
    // The change log keeps which fields were published without a way to the state.
    const publish = changes.find((c) => c.action === 'publish')!.after;
    expect(typeof publish === 'string' ? JSON.parse(publish) : publish).toMatchObject({
      unexportedFields: ['Location.STREETNAME'],
    });
  });

  it('refuses to publish a stored draft whose model is not valid', async () => {
    const row = await server.db
      .insertInto('form_configurations')
      .values({
        title: vehicleCrashReport.name,
        agency_ori: null,
        major_version: 9,
        minor_version: 0,
        is_published: false,
        disabled: false,
        form_model: JSON.stringify({ ...vehicleCrashReport, sections: [] }),
        last_updated: new Date('2026-01-01T00:00:00.000Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await call('stateadmin', 'Publish', { id: row.id, expectedLastUpdated: '2026-01-01T00:00:00.000Z' });
    expect(res.statusCode).toBe(400);
    expect(res.body.error.fieldErrors[0].path).toBe('payload.formModel.sections');
    const after = await server.db
      .selectFrom('form_configurations')
      .select('is_published')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(after.is_published).toBe(false);
    await server.db.deleteFrom('form_configurations').where('id', '=', row.id).execute();
  });

  it('disables 1.1 so new reports go back to 1.0, and enables it again', async () => {
    expect((await call('stateadmin', 'Disable', { id: draft.id })).body.payload.disabled).toBe(true);
    expect((await newReportForm()).formId).toBe(seeded.id);
    expect((await call('stateadmin', 'Enable', { id: draft.id })).body.payload.disabled).toBe(false);
    expect((await newReportForm()).formId).toBe(draft.id);
  });

  it('honours publish permissions: a role without create may not start a report on the version', async () => {
    const officerRole = await roleIdOf(server.db, 'Officer');
    const current = JSON.parse(
      (
        await call('officer', 'GetFormPermissions', {
          title: vehicleCrashReport.name,
          agencyOri: null,
          majorVersion: 1,
          minorVersion: 1,
          isDraft: false,
        })
      ).body.payload,
    ) as PublishPermission[];
    const withoutCreate = current.map((p) =>
      p.group === 'create' && p.roleId === officerRole ? { ...p, value: false } : p,
    );
    const saved = await call('stateadmin', 'SavePublishPermissions', { id: draft.id, permissions: withoutCreate });
    expect(saved.statusCode).toBe(200);
    const refused = await newReportForm();
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(
      'Your roles may not create reports on Vehicle Crash Report 1.1: its publish permissions do not allow it.',
    );
    expect((await newReportForm('supervisor')).status).toBe(200);

    // The role toggle takes the officer out of every group: no edit, no submit either.
    const none = toggleRole(current, officerRole, false);
    expect((await call('stateadmin', 'SavePublishPermissions', { id: draft.id, permissions: none })).statusCode).toBe(
      200,
    );
    const edit = await server.call('Report/Save', { id: onNewVersion, version: 1, data: {} }, tokens.officer);
    expect(edit.statusCode).toBe(403);
    expect(edit.body.error.message).toMatch(/may not edit reports of Vehicle Crash Report 1\.1/);
    const submit = await server.call('Workflow/SendTo', { id: onNewVersion, version: 1 }, tokens.officer);
    expect(submit.statusCode).toBe(403);
    expect(submit.body.error.message).toMatch(/may not submit reports of Vehicle Crash Report 1\.1/);
    const unknownRole = await call('stateadmin', 'SavePublishPermissions', {
      id: draft.id,
      permissions: [{ group: 'create', roleId: 999_999, value: true }],
    });
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.body.error.fieldErrors[0].path).toBe('payload.permissions.0');
    await call('stateadmin', 'SavePublishPermissions', { id: draft.id, permissions: current });
  });

  it('lets an agency administrator copy the state form into their agency, and their own version wins for it', async () => {
    // The state's own draft is listed to the state, not to agencies, who copy published versions.
    const stateDraft = await call('stateadmin', 'Save', { copyOf: seeded.id, version: 'major' });
    expect(stateDraft.statusCode).toBe(200);
    const list = await call('agencyadmin', 'List', {});
    expect(list.statusCode).toBe(200);
    const rows = list.body.payload.rows as { id: number; agencyOri: string | null; isPublished: boolean }[];
    expect(new Set(rows.map((r) => r.agencyOri))).toEqual(new Set([null]));
    expect(rows.every((r) => r.isPublished)).toBe(true);
    expect(rows.map((r) => r.id)).not.toContain(stateDraft.body.payload.id);
    const stateList = await call('stateadmin', 'List', {});
    expect(stateList.body.payload.rows.map((r: { id: number }) => r.id)).toContain(stateDraft.body.payload.id);
    const stateWide = await call('agencyadmin', 'Save', { copyOf: seeded.id, version: 'minor' });
    expect(stateWide.statusCode).toBe(403);
    const own = await call('agencyadmin', 'Save', { copyOf: seeded.id, version: 'minor', agencyOri: DEMO_AGENCY.ori });
    expect(own.statusCode, JSON.stringify(own.body)).toBe(200);
    expect(own.body.payload).toMatchObject({ agencyOri: DEMO_AGENCY.ori, majorVersion: 1, minorVersion: 1 });
    const published = await call('agencyadmin', 'Publish', {
      id: own.body.payload.id,
      expectedLastUpdated: own.body.payload.lastUpdated,
    });
    expect(published.statusCode).toBe(200);
    expect((await newReportForm()).formId).toBe(own.body.payload.id);
  });
});
