import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addAgency, roleIdOf } from '../support/db-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const TITLE = 'Integration Test Crash Form';
const OTHER_ORI = 'IN0020000';

describe.each(engines())('FormConfiguration calls at their fixed paths on %s', (engine) => {
  let server: TestServer;
  let officer: string;
  const ids: Record<string, number> = {};
  const lastUpdated: Record<string, string> = {};

  async function addForm(
    key: string,
    f: {
      title?: string;
      agencyOri: string | null;
      major: number;
      minor: number;
      published: boolean;
      disabled?: boolean;
    },
  ) {
    const at = new Date(Date.UTC(2025, 0, 1 + Object.keys(ids).length, 12, 0, 0, 123));
    const row = await server.db
      .insertInto('form_configurations')
      .values({
        title: f.title ?? TITLE,
        agency_ori: f.agencyOri,
        major_version: f.major,
        minor_version: f.minor,
        is_published: f.published,
        disabled: f.disabled ?? false,
        last_updated: at,
        form_model: JSON.stringify({ key }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = row.id;
    lastUpdated[key] = at.toISOString();
  }

  const assigned = (payload: Record<string, unknown>) =>
    server.call('FormConfiguration/GetAssignedDisabledConfigurations', payload, officer);

  beforeAll(async () => {
    server = await startTestServer(engine);
    officer = await server.login('officer');
  });
  afterAll(() => server.close());

  it('answers an empty list while no form configuration of that title exists', async () => {
    const res = await assigned({ formTitle: TITLE, formAgencyOri: DEMO_AGENCY.ori, alreadyDownloadedForms: {} });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 'ok', payload: [] });
  });

  it('answers 404 for the permissions of a form that does not exist', async () => {
    const res = await server.call(
      'FormConfiguration/GetFormPermissions',
      { title: TITLE, agencyOri: DEMO_AGENCY.ori, majorVersion: 1, minorVersion: 0, isDraft: false },
      officer,
    );
    expect(res.statusCode).toBe(404);
    expect(res.body.error.code).toBe('not_found');
    expect(res.body.error.message).toContain(TITLE);
  });

  describe('with form configurations in the database', () => {
    beforeAll(async () => {
      await addAgency(server.db, OTHER_ORI, 'Allen County Sheriff');
      await addForm('agencyV1', { agencyOri: DEMO_AGENCY.ori, major: 1, minor: 0, published: true });
      await addForm('agencyV2Disabled', {
        agencyOri: DEMO_AGENCY.ori,
        major: 2,
        minor: 0,
        published: true,
        disabled: true,
      });
      await addForm('agencyDraft', { agencyOri: DEMO_AGENCY.ori, major: 2, minor: 1, published: false });
      await addForm('statewide', { agencyOri: null, major: 1, minor: 5, published: true });
      await addForm('otherAgency', { agencyOri: OTHER_ORI, major: 1, minor: 0, published: true });
      await addForm('otherTitle', {
        title: 'Another Form',
        agencyOri: DEMO_AGENCY.ori,
        major: 1,
        minor: 0,
        published: true,
      });
      const officerRole = await roleIdOf(server.db, 'Officer');
      const supervisorRole = await roleIdOf(server.db, 'Supervisor');
      await server.db
        .insertInto('form_permissions')
        .values([
          { form_configuration_id: ids.agencyV1!, permission_group: 'create', role_id: supervisorRole, value: true },
          { form_configuration_id: ids.agencyV1!, permission_group: 'create', role_id: officerRole, value: false },
          { form_configuration_id: ids.agencyV1!, permission_group: 'submit', role_id: officerRole, value: true },
          { form_configuration_id: ids.agencyDraft!, permission_group: 'edit', role_id: officerRole, value: true },
        ])
        .execute();
    });

    it('answers the published configurations of the title for the agency, disabled ones included', async () => {
      const res = await assigned({ formTitle: TITLE, formAgencyOri: DEMO_AGENCY.ori, alreadyDownloadedForms: {} });
      expect(res.statusCode).toBe(200);
      const got = res.body.payload as { id: number; disabled: boolean }[];
      expect(got.map((f) => f.id).sort()).toEqual([ids.agencyV1, ids.agencyV2Disabled, ids.statewide].sort());
      expect(got.find((f) => f.id === ids.agencyV2Disabled)).toMatchObject({ disabled: true, isPublished: true });
      expect(got.find((f) => f.id === ids.agencyV1)).toEqual({
        id: ids.agencyV1,
        title: TITLE,
        agencyOri: DEMO_AGENCY.ori,
        majorVersion: 1,
        minorVersion: 0,
        isPublished: true,
        disabled: false,
        lastUpdated: lastUpdated.agencyV1,
        formModel: { key: 'agencyV1' },
      });
    });

    it('defaults the agency to the caller’s and filters by the agency asked for', async () => {
      const mine = await assigned({ formTitle: TITLE });
      expect(mine.body.payload.map((f: { id: number }) => f.id).sort()).toEqual(
        [ids.agencyV1, ids.agencyV2Disabled, ids.statewide].sort(),
      );
      const other = await assigned({ formTitle: TITLE, formAgencyOri: OTHER_ORI, alreadyDownloadedForms: {} });
      expect(other.body.payload.map((f: { id: number }) => f.id).sort()).toEqual(
        [ids.otherAgency, ids.statewide].sort(),
      );
      const otherTitle = await assigned({ formTitle: 'Another Form', formAgencyOri: DEMO_AGENCY.ori });
      expect(otherTitle.body.payload.map((f: { id: number }) => f.id)).toEqual([ids.otherTitle]);
    });

    it('skips configurations the client holds at the same last-updated time and sends ones updated since', async () => {
      const alreadyDownloadedForms = {
        [String(ids.agencyV1)]: lastUpdated.agencyV1,
        [String(ids.statewide)]: lastUpdated.statewide,
        [String(ids.agencyV2Disabled)]: '2024-06-01T00:00:00.000Z',
      };
      const res = await assigned({ formTitle: TITLE, formAgencyOri: DEMO_AGENCY.ori, alreadyDownloadedForms });
      expect(res.body.payload.map((f: { id: number }) => f.id)).toEqual([ids.agencyV2Disabled]);

      const later = new Date(Date.parse(lastUpdated.agencyV1!) + 60_000);
      await server.db
        .updateTable('form_configurations')
        .set({ last_updated: later })
        .where('id', '=', ids.agencyV1!)
        .execute();
      const after = await assigned({ formTitle: TITLE, formAgencyOri: DEMO_AGENCY.ori, alreadyDownloadedForms });
      const got = after.body.payload as { id: number; lastUpdated: string }[];
      expect(got.map((f) => f.id).sort()).toEqual([ids.agencyV1, ids.agencyV2Disabled].sort());
      expect(got.find((f) => f.id === ids.agencyV1)?.lastUpdated).toBe(later.toISOString());
    });

    it('sends again a configuration whose held last-updated time cannot be read', async () => {
      const res = await assigned({
        formTitle: TITLE,
        formAgencyOri: DEMO_AGENCY.ori,
        alreadyDownloadedForms: { [String(ids.statewide)]: 'not a time', [String(ids.agencyV2Disabled)]: '' },
      });
      expect(res.statusCode).toBe(200);
      const got = res.body.payload.map((f: { id: number }) => f.id);
      expect(got).toContain(ids.statewide);
      expect(got).toContain(ids.agencyV2Disabled);
    });

    it('answers the permissions of a published version as a JSON string of {group, roleId, value}', async () => {
      const res = await server.call(
        'FormConfiguration/GetFormPermissions',
        { title: TITLE, agencyOri: DEMO_AGENCY.ori, majorVersion: 1, minorVersion: 0, isDraft: false },
        officer,
      );
      expect(res.statusCode).toBe(200);
      expect(typeof res.body.payload).toBe('string');
      const officerRole = await roleIdOf(server.db, 'Officer');
      const supervisorRole = await roleIdOf(server.db, 'Supervisor');
      expect(JSON.parse(res.body.payload)).toEqual([
        ...[
          { group: 'create', roleId: officerRole, value: false },
          { group: 'create', roleId: supervisorRole, value: true },
        ].sort((a, b) => a.roleId - b.roleId),
        { group: 'submit', roleId: officerRole, value: true },
      ]);
    });

    it('tells drafts from published versions and answers an empty list for a form without permissions', async () => {
      const draft = await server.call(
        'FormConfiguration/GetFormPermissions',
        { title: TITLE, agencyOri: DEMO_AGENCY.ori, majorVersion: 2, minorVersion: 1, isDraft: true },
        officer,
      );
      expect(JSON.parse(draft.body.payload)).toEqual([
        { group: 'edit', roleId: await roleIdOf(server.db, 'Officer'), value: true },
      ]);
      const notPublished = await server.call(
        'FormConfiguration/GetFormPermissions',
        { title: TITLE, agencyOri: DEMO_AGENCY.ori, majorVersion: 2, minorVersion: 1, isDraft: false },
        officer,
      );
      expect(notPublished.statusCode).toBe(404);
      const statewide = await server.call(
        'FormConfiguration/GetFormPermissions',
        { title: TITLE, agencyOri: null, majorVersion: 1, minorVersion: 5, isDraft: false },
        officer,
      );
      expect(statewide.body).toEqual({ status: 'ok', payload: '[]' });
    });

    it('refuses a permissions request without its version fields with field errors', async () => {
      const res = await server.call('FormConfiguration/GetFormPermissions', { title: TITLE }, officer);
      expect(res.statusCode).toBe(400);
      const paths = res.body.error.fieldErrors.map((f: { path: string }) => f.path).sort();
      expect(paths).toEqual(['payload.isDraft', 'payload.majorVersion', 'payload.minorVersion']);
    });
  });
});
