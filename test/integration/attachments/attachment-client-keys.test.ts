import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { addUser } from '../support/db-helpers';
import { EXE, PNG, postUpload, TXT, type Upload } from './attachment-files';
import { engines, startTestServer, type TestServer } from '../support/test-server';
import { ok } from '../support/workflow-helpers';

/** Uploads from a device's outbox carry a clientKey, and may arrive twice: the file is stored once. */
describe.each(engines())('attachment uploads with a clientKey on %s', (engine) => {
  let server: TestServer;
  let officer: string;
  let colleague: string;
  let supervisor: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    await addUser(server.db, { userName: 'keycolleague', agencyOri: 'IN0490000', role: 'Officer' });
    officer = await server.login('officer');
    colleague = await server.login('keycolleague');
    supervisor = await server.login('supervisor');
  });
  afterAll(() => server.close());

  const newReport = async () => (await ok(server, 'Report/Create', {}, officer)) as { id: number; version: number };

  const keyed = (reportId: number, clientKey: string, files: Upload[], token = officer, type = '004') =>
    postUpload(server, { token, fields: { reportId: String(reportId), type, clientKey }, files });

  /** Every row the report holds, removed ones too: a replay must add none. */
  const rowsOf = (reportId: number) =>
    server.db.selectFrom('attachments').select(['id', 'client_key']).where('report_id', '=', reportId).execute();

  const statement = [{ name: 'statement.txt', bytes: TXT }];

  it('stores a file sent twice under one clientKey once, and answers the same attachment both times', async () => {
    const report = await newReport();
    const key = randomUUID();
    const first = await keyed(report.id, key, statement);
    expect(first.statusCode).toBe(200);
    expect(first.body.payload.files).toEqual([
      { fileName: 'statement.txt', ok: true, attachment: expect.objectContaining({ reportId: report.id }) },
    ]);
    const again = await keyed(report.id, key, statement);
    expect(again.statusCode).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await rowsOf(report.id)).toEqual([{ id: first.body.payload.files[0].attachment.id, client_key: key }]);
  });

  it('keeps one attachment when the same keyed upload arrives several times at once', async () => {
    const report = await newReport();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 4 }, () => keyed(report.id, key, statement)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const ids = new Set(answers.map((a) => a.body.payload.files[0].attachment.id));
    expect(ids.size).toBe(1);
    expect((await rowsOf(report.id)).map((r) => r.id)).toEqual([...ids]);
  });

  it('refuses a clientKey with two files before storing either', async () => {
    const report = await newReport();
    const res = await keyed(report.id, randomUUID(), [
      { name: 'statement.txt', bytes: TXT },
      { name: 'scene.png', bytes: PNG },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'validation',
      message: 'An upload with a clientKey carries one file: send each file in an upload of its own, with its own key.',
      fieldErrors: [{ path: 'clientKey', message: 'One file per clientKey.' }],
    });
    expect(await rowsOf(report.id)).toEqual([]);
  });

  it('refuses a clientKey that is not a UUID', async () => {
    const report = await newReport();
    const res = await keyed(report.id, 'not-a-uuid', statement);
    expect(res.statusCode).toBe(400);
    expect(res.body.error.fieldErrors).toEqual([{ path: 'clientKey', message: 'The field clientKey must be a UUID.' }]);
    expect(await rowsOf(report.id)).toEqual([]);
  });

  it('takes the same clientKey on another report as a file of that report', async () => {
    const [one, two] = [await newReport(), await newReport()];
    const key = randomUUID();
    const first = await keyed(one.id, key, statement);
    const second = await keyed(two.id, key, statement);
    expect(second.statusCode).toBe(200);
    expect(second.body.payload.files[0].attachment.id).not.toBe(first.body.payload.files[0].attachment.id);
    expect(await rowsOf(one.id)).toHaveLength(1);
    expect(await rowsOf(two.id)).toHaveLength(1);
  });

  it('checks a new keyed file as any upload: content, type and who may attach; a refused key stays free', async () => {
    const report = await newReport();
    const key = randomUUID();
    const renamed = await keyed(report.id, key, [{ name: 'scene.png', bytes: EXE }]);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.body.error.fieldErrors[0].path).toBe('files.0');
    expect((await keyed(report.id, key, statement, officer, '999')).statusCode).toBe(400);
    const byColleague = await keyed(report.id, key, statement, colleague);
    expect(byColleague.statusCode).toBe(403);
    expect(await rowsOf(report.id)).toEqual([]);
    expect((await keyed(report.id, key, statement)).statusCode).toBe(200);
    expect(await rowsOf(report.id)).toHaveLength(1);
  });

  it('tells a late retry of a removed file that it was removed, and stores nothing', async () => {
    const report = await newReport();
    const key = randomUUID();
    const first = await keyed(report.id, key, statement);
    const { id } = first.body.payload.files[0].attachment;
    await ok(server, 'Attachment/Delete', { id }, officer);
    const retry = await keyed(report.id, key, statement);
    expect(retry.statusCode).toBe(404);
    expect(retry.body.error.code).toBe('not_found');
    expect(retry.body.error.message).toMatch(
      new RegExp(
        `^statement\\.txt was attached to report ${report.id} with this clientKey and removed on .+; it is not attached again\\.$`,
      ),
    );
    expect(await rowsOf(report.id)).toEqual([{ id, client_key: key }]);
  });

  it('answers a retry that arrives after the report was sent, while a new file is refused as before', async () => {
    const report = await newReport();
    const key = randomUUID();
    const first = await keyed(report.id, key, statement);
    await ok(server, 'Report/Save', { id: report.id, version: 1, data: completeReport() }, officer);
    await ok(server, 'Workflow/SendTo', { id: report.id, version: 2 }, officer);
    const retry = await keyed(report.id, key, statement);
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toEqual(first.body);
    // Whoever may read the report hears of the file it holds; nobody may add one now.
    expect((await keyed(report.id, key, statement, supervisor)).body).toEqual(first.body);
    expect((await keyed(report.id, randomUUID(), statement)).statusCode).toBe(409);
    expect(await rowsOf(report.id)).toHaveLength(1);
  });
});
