import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeListId } from '../../../lib/codes/list-ids';
import { seed } from '../../../server/db/seed';
import { seedCodeLists } from '../../../server/db/seed-code-lists';
import { addAgency, addUser } from '../support/db-helpers';
import { DEMO_PASSWORD, engines, startTestServer, type TestServer } from '../support/test-server';

const NEW_ORI = 'IN5500001';
const SHIPPED_ORI = 'IN0010100'; // Berne Police Department, a code of the shipped list

describe.each(engines())('each agency is a code of the agency list, on %s', (engine) => {
  let server: TestServer;
  let stateAdmin: string;

  const codeOf = (ori: string) =>
    server.db
      .selectFrom('code_lists')
      .select(['label', 'active', 'parent_code'])
      .where('list_id', '=', CodeListId.Agency)
      .where('code', '=', ori)
      .executeTakeFirst();
  const agencyRow = async (ori: string) =>
    (await server.call('Agency/List', { filter: ori }, stateAdmin)).body.payload.rows[0] as { updatedAt: string };

  beforeAll(async () => {
    server = await startTestServer(engine);
    stateAdmin = await server.login('stateadmin');
  });
  afterAll(async () => {
    await server?.close();
  });

  it("lets the officers of an agency the administrator created save their reports, under the agency's name", async () => {
    const created = await server.call(
      'Agency/Save',
      { isNew: true, ori: NEW_ORI, name: 'Probe Town Police' },
      stateAdmin,
    );
    expect(created.statusCode).toBe(200);
    expect(await codeOf(NEW_ORI)).toEqual({ label: 'Probe Town Police', active: true, parent_code: null });

    await addUser(server.db, { userName: 'probeofficer', agencyOri: NEW_ORI, role: 'Officer' });
    const officer = await server.login('probeofficer');
    const report = (await server.call('Report/Create', {}, officer)).body.payload as { id: number; version: number };
    const saved = await server.call('Report/Save', { id: report.id, version: report.version, data: {} }, officer);
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);

    // Clients that keep the lists learn of the new code.
    const updates = await server.call('CodeList/GetUpdated', { since: '2026-01-01T00:00:00Z' }, officer);
    expect(updates.body.payload.entries).toContainEqual(
      expect.objectContaining({ listId: CodeListId.Agency, code: NEW_ORI, label: 'Probe Town Police', active: true }),
    );
  });

  it('renames the code with the agency, and offers no disabled agency while its reports stay valid', async () => {
    const renamed = await server.call(
      'Agency/Save',
      {
        isNew: false,
        ori: NEW_ORI,
        name: 'Probe City Police',
        expectedUpdatedAt: (await agencyRow(NEW_ORI)).updatedAt,
      },
      stateAdmin,
    );
    expect(renamed.statusCode, JSON.stringify(renamed.body)).toBe(200);
    expect(await codeOf(NEW_ORI)).toMatchObject({ label: 'Probe City Police', active: true });

    expect((await server.call('Agency/Disable', { ori: NEW_ORI }, stateAdmin)).statusCode).toBe(200);
    expect(await codeOf(NEW_ORI)).toMatchObject({ label: 'Probe City Police', active: false });
    expect((await server.call('Agency/Enable', { ori: NEW_ORI }, stateAdmin)).statusCode).toBe(200);
    expect(await codeOf(NEW_ORI)).toMatchObject({ active: true });
  });

  it("keeps the agencies' codes as they are when the server starts again and seeds the lists", async () => {
    // An agency of the shipped list, named otherwise here, keeps this deployment's name and its county.
    await addAgency(server.db, SHIPPED_ORI, 'Berne City Police');
    expect(await codeOf(SHIPPED_ORI)).toEqual({ label: 'Berne City Police', active: true, parent_code: '001' });
    await seed(server.db, { demo: true, demoPassword: DEMO_PASSWORD });
    expect(await codeOf(NEW_ORI)).toMatchObject({ label: 'Probe City Police', active: true });
    expect(await codeOf(SHIPPED_ORI)).toEqual({ label: 'Berne City Police', active: true, parent_code: '001' });
  });

  it('writes the codes of agencies made while the trigger could not (before the lists, or with triggers off)', async () => {
    await server.db
      .deleteFrom('code_lists')
      .where('list_id', '=', CodeListId.Agency)
      .where('code', '=', NEW_ORI)
      .execute();
    await server.db
      .updateTable('code_lists')
      .set({ label: 'stale' })
      .where('list_id', '=', CodeListId.Agency)
      .where('code', '=', SHIPPED_ORI)
      .execute();
    await seedCodeLists(server.db);
    expect(await codeOf(NEW_ORI)).toMatchObject({ label: 'Probe City Police', active: true });
    expect(await codeOf(SHIPPED_ORI)).toMatchObject({ label: 'Berne City Police' });
  });
});
