import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from '../support/db-helpers';
import { PDF, PNG, postUpload, type Upload } from './attachment-files';
import { listedOrphans, rowsOf } from './object-store-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';
import { startLocalS3, type LocalS3 } from '../../fakes/s3-server';

describe.each(engines())('attachments in the object store on %s', (engine) => {
  let s3: LocalS3;
  let server: TestServer;
  let officer: string;
  let colleague: string;
  let supervisor: string;

  beforeAll(async () => {
    s3 = await startLocalS3();
    server = await startTestServer(engine, s3.env);
    await addUser(server.db, { userName: 'colleague', agencyOri: 'IN0490000', role: 'Officer' });
    officer = await server.login('officer');
    colleague = await server.login('colleague');
    supervisor = await server.login('supervisor');
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  const createReport = async () => (await server.call('Report/Create', {}, officer)).body.payload as { id: number };
  const uploadTo = (reportId: number, type: string, files: Upload[]) =>
    postUpload(server, { token: officer, fields: { reportId: String(reportId), type }, files });
  const download = (id: string, token?: string) =>
    server.inject({
      method: 'GET',
      url: `/API/Attachment/Download/${id}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('writes an upload to the bucket under its id, keeps no bytes in the database, and streams it back with the same headers', async () => {
    const report = await createReport();
    const res = await uploadTo(report.id, '004', [
      { name: 'scene.png', bytes: PNG },
      { name: 'estimate.pdf', bytes: PDF },
    ]);
    expect(res.statusCode).toBe(200);
    const [png, pdf] = res.body.payload.files.map((f: { attachment: { id: string } }) => f.attachment.id);
    expect(await rowsOf(server, report.id)).toEqual([
      { id: png, store: 's3', file_name: 'scene.png', has_content: false },
      { id: pdf, store: 's3', file_name: 'estimate.pdf', has_content: false },
    ]);
    expect(await s3.keys()).toEqual(expect.arrayContaining([`attachments/${png}`, `attachments/${pdf}`]));
    expect((await s3.bytesOf(`attachments/${png}`)).equals(PNG)).toBe(true);
    expect(await listedOrphans(server)).toEqual([]);

    const got = await download(png, officer);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PNG)).toBe(true);
    expect(got.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'content-disposition': expect.stringContaining('attachment; filename="scene.png"'),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    });
    expect((await download(pdf, supervisor)).rawPayload.equals(PDF)).toBe(true);
  });

  it('serves an object only after the same permission check: no session, a colleague on a confidential file', async () => {
    const report = await createReport();
    const secret = await uploadTo(report.id, '003', [{ name: 'victim.png', bytes: PNG }]);
    const id = secret.body.payload.files[0].attachment.id as string;
    expect((await s3.bytesOf(`attachments/${id}`)).equals(PNG)).toBe(true);

    const anonymous = await download(id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.rawPayload.includes(PNG)).toBe(false);
    const refused = await download(id, colleague);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('victim.png is confidential; you may not see it.');
    expect((await download(id, supervisor)).rawPayload.equals(PNG)).toBe(true);
  });

  it('still reads a file kept in the database before the store was configured', async () => {
    const report = await createReport();
    const stored = await uploadTo(report.id, '004', [{ name: 'old.pdf', bytes: PDF }]);
    const id = stored.body.payload.files[0].attachment.id as string;
    // As a row written before ATTACHMENT_STORE=s3: its bytes in the row, no object.
    await server.db.updateTable('attachments').set({ store: 'postgres', content: PDF }).where('id', '=', id).execute();
    await s3.stop();
    try {
      const got = await download(id, officer);
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.equals(PDF)).toBe(true);
    } finally {
      await s3.start();
    }
  });

  it('keeps a removed file in the store for the history, and deletes every object with its report', async () => {
    const report = await createReport();
    const res = await uploadTo(report.id, '004', [
      { name: 'scene.png', bytes: PNG },
      { name: 'estimate.pdf', bytes: PDF },
    ]);
    const ids = res.body.payload.files.map((f: { attachment: { id: string } }) => f.attachment.id as string);
    const keys = ids.map((id: string) => `attachments/${id}`);
    expect((await server.call('Attachment/Delete', { id: ids[0] }, officer)).statusCode).toBe(200);
    expect(await s3.keys()).toEqual(expect.arrayContaining(keys));

    const deleted = await server.call('Workflow/Delete', { id: report.id, version: 1 }, officer);
    expect(deleted.statusCode).toBe(200);
    expect(await rowsOf(server, report.id)).toEqual([]);
    // The sweep the delete starts runs beside the answer.
    for (let i = 0; i < 50 && (await s3.keys()).some((k) => keys.includes(k)); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await s3.keys()).filter((k) => keys.includes(k))).toEqual([]);
    expect(await listedOrphans(server)).toEqual([]);
  });
});
