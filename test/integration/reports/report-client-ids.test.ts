import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { addUser, userIdOf } from '../support/db-helpers';
import { acceptedReport } from '../support/race-scenarios';
import { engines, startTestServer, type TestServer } from '../support/test-server';
import { move, ok, reportRow } from '../support/workflow-helpers';

/** Reports created offline carry the device's clientId, and the device's outbox may send the create twice. */
describe.each(engines())('Report/Create with a clientId on %s', (engine) => {
  let server: TestServer;
  let officer: string;
  let officer2: string;
  let supervisor: string;
  let admin: string;
  let officer2Id: number;

  beforeAll(async () => {
    server = await startTestServer(engine);
    officer2Id = await addUser(server.db, { userName: 'clientofficer2', agencyOri: 'IN0490000', role: 'Officer' });
    officer = await server.login('officer');
    officer2 = await server.login('clientofficer2');
    supervisor = await server.login('supervisor');
    admin = await server.login('agencyadmin');
  });
  afterAll(() => server.close());

  const create = (token: string, clientId?: string) =>
    server.call('Report/Create', clientId === undefined ? {} : { clientId }, token);
  const created = async (token: string, clientId?: string) => {
    const res = await create(token, clientId);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.payload;
  };
  /** Every report row holding this clientId, whoever wrote it. */
  const rowsOf = (clientId: string) =>
    server.db
      .selectFrom('reports')
      .select(['id', 'author_user_id'])
      .where('client_id', '=', clientId)
      .orderBy('id')
      .execute();

  it('answers the report the first create made when the clientId comes again, as Report/Get answers it now', async () => {
    const clientId = randomUUID();
    const first = await created(officer, clientId);
    expect(first.clientId).toBe(clientId);
    const saved = await ok(server, 'Report/Save', { id: first.id, version: 1, data: completeReport() }, officer);

    const again = await created(officer, clientId);
    expect(again.id).toBe(first.id);
    expect(again.version).toBe(saved.version);
    expect(again).toEqual(await ok(server, 'Report/Get', { id: first.id }, officer));
    expect(await rowsOf(clientId)).toHaveLength(1);
  });

  it('makes one report of several creates with the same clientId sent at once', async () => {
    const clientId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => create(officer, clientId)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const ids = new Set(answers.map((a) => a.body.payload.id));
    expect(ids.size).toBe(1);
    expect((await rowsOf(clientId)).map((r) => r.id)).toEqual([...ids]);
  });

  it('creates another officer’s own report for the same clientId, never answering the first one’s', async () => {
    const clientId = randomUUID();
    const mine = await created(officer, clientId);
    const theirs = await created(officer2, clientId);
    expect(theirs.id).not.toBe(mine.id);
    expect(theirs.authorUser.id).toBe(officer2Id);
    expect(theirs.version).toBe(1);
    expect((await created(officer2, clientId)).id).toBe(theirs.id);
    expect((await created(officer, clientId)).id).toBe(mine.id);
    expect((await rowsOf(clientId)).map((r) => r.id)).toEqual([mine.id, theirs.id]);
  });

  it('answers 404 naming who deleted the report when its clientId comes again, and makes no other', async () => {
    const clientId = randomUUID();
    const first = await created(officer, clientId);
    await ok(server, 'Workflow/Delete', move(first), officer);
    const retry = await create(officer, clientId);
    expect(retry.statusCode).toBe(404);
    expect(retry.body.error.code).toBe('not_found');
    expect(retry.body.error.message).toMatch(new RegExp(`^Report ${first.id} was deleted by Olivia Officer on `));
    expect(await rowsOf(clientId)).toEqual([]);
    // The deletion is the author's: another officer's create with the id is their own new report.
    expect((await created(officer2, clientId)).authorUser.id).toBe(officer2Id);
  });

  it('creates a new report each time without a clientId, and refuses one that is not a UUID', async () => {
    const [one, two] = [await created(officer), await created(officer)];
    expect(one.id).not.toBe(two.id);
    expect(one.clientId).toBeNull();
    const bad = await create(officer, 'report-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.error.fieldErrors).toEqual([{ path: 'payload.clientId', message: 'A client id is a UUID.' }]);
  });

  it('leaves the clientId behind when a draft is reassigned, so it cannot collide with the new author’s', async () => {
    const clientId = randomUUID();
    const draft = await created(officer, clientId);
    const theirs = await created(officer2, clientId);
    await ok(server, 'Workflow/Reassign', { ...move(draft), userId: officer2Id }, admin);
    expect(await reportRow(server.db, draft.id)).toMatchObject({ author_user_id: officer2Id, client_id: null });
    expect((await created(officer2, clientId)).id).toBe(theirs.id);
  });

  it('starts a supplement without its original’s clientId', async () => {
    const accepted = await acceptedReport(server, officer, supervisor);
    const clientId = randomUUID();
    await server.db.updateTable('reports').set({ client_id: clientId }).where('id', '=', accepted.id).execute();
    const supplement = await ok(server, 'Workflow/Supplement', accepted, officer);
    expect(await reportRow(server.db, supplement.id)).toMatchObject({
      author_user_id: await userIdOf(server.db, 'officer'),
      client_id: null,
    });
  });
});
