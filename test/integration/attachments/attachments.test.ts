import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { addUser } from '../support/db-helpers';
import { EXE, PDF, PNG, postUpload, TXT, type Upload } from './attachment-files';
import { engines, startTestServer, type TestServer } from '../support/test-server';

/** A PDF of exactly `size` bytes. */
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);

describe.each(engines())('report attachments on %s', (engine) => {
  let server: TestServer;
  let officer: string;
  let colleague: string;
  let supervisor: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    await addUser(server.db, { userName: 'colleague', agencyOri: 'IN0490000', role: 'Officer' });
    officer = await server.login('officer');
    colleague = await server.login('colleague');
    supervisor = await server.login('supervisor');
  });
  afterAll(() => server.close());

  const createReport = async () => {
    const res = await server.call('Report/Create', {}, officer);
    expect(res.statusCode).toBe(200);
    return res.body.payload as { id: number; version: number };
  };

  const upload = (token: string | null, fields: Record<string, string>, files: Upload[], url?: string) =>
    postUpload(server, { token, fields, files, ...(url && { url }) });
  const uploadTo = (reportId: number, type: string, files: Upload[], token = officer) =>
    upload(token, { reportId: String(reportId), type }, files);

  const download = (id: string, headers: Record<string, string> = {}, query = '') =>
    server.inject({ method: 'GET', url: `/API/Attachment/Download/${id}${query}`, headers });

  const list = async (reportId: number, token = officer) => {
    const res = await server.call('Attachment/List', { reportId }, token);
    expect(res.statusCode).toBe(200);
    return res.body.payload.attachments as { id: string; fileName: string; type: string }[];
  };

  it('stores a PNG, a PDF and a text file, typed by their content, and lists them without bytes', async () => {
    const report = await createReport();
    const res = await uploadTo(report.id, '004', [
      { name: 'scene.png', bytes: PNG },
      { name: 'C:\\fakepath\\estimate.pdf', bytes: PDF },
      { name: 'statement.txt', bytes: TXT },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe('ok');
    const results = res.body.payload.files;
    expect(results.map((f: { fileName: string; ok: boolean }) => [f.fileName, f.ok])).toEqual([
      ['scene.png', true],
      ['estimate.pdf', true],
      ['statement.txt', true],
    ]);
    expect(results[0].attachment).toMatchObject({
      reportId: report.id,
      type: '004',
      typeName: 'Support Documentation Public',
      confidential: false,
      contentType: 'image/png',
      size: PNG.length,
      sha256: createHash('sha256').update(PNG).digest('hex'),
      uploadedBy: { name: 'Olivia Officer' },
    });
    expect(results[1].attachment.contentType).toBe('application/pdf');
    expect(results[2].attachment.contentType).toBe('text/plain; charset=utf-8');

    const listed = await list(report.id);
    expect(listed).toEqual(results.map((f: { attachment: unknown }) => f.attachment));
    expect(JSON.stringify(listed)).not.toMatch(/"content"/);
  });

  it('refuses an .exe and a .jpg that is really text, each with its reason, and stores the good file beside them', async () => {
    const report = await createReport();
    const res = await uploadTo(report.id, '002', [
      { name: 'scene.exe', bytes: EXE },
      { name: 'photo.jpg', bytes: TXT },
      { name: 'photo2.png', bytes: PNG },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.body.payload.files).toEqual([
      {
        fileName: 'scene.exe',
        ok: false,
        error: 'scene.exe: only txt, doc, docx, pdf, jpg, png, zip, bmp files can be attached.',
      },
      { fileName: 'photo.jpg', ok: false, error: 'photo.jpg is not a JPEG image.' },
      expect.objectContaining({ fileName: 'photo2.png', ok: true }),
    ]);
    expect((await list(report.id)).map((f) => f.fileName)).toEqual(['photo2.png']);
  });

  it('answers an error naming the file when nothing could be stored', async () => {
    const report = await createReport();
    const res = await uploadTo(report.id, '002', [{ name: 'photo.jpg', bytes: EXE }]);
    expect(res.statusCode).toBe(400);
    expect(res.body.error).toEqual({
      code: 'validation',
      message: 'photo.jpg is not a JPEG image.',
      fieldErrors: [{ path: 'files.0', message: 'photo.jpg is not a JPEG image.' }],
    });
    expect(await list(report.id)).toEqual([]);
  });

  it('cuts off files over 5,000,000 bytes and refuses them with 413, naming each', async () => {
    const report = await createReport();
    const res = await uploadTo(report.id, '004', [
      { name: 'big.pdf', bytes: pdfOf(5_000_001) },
      { name: 'huge.pdf', bytes: pdfOf(7_000_000) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
    expect(res.body.error.fieldErrors).toEqual([
      { path: 'files.0', message: 'big.pdf is larger than 5,000,000 bytes.' },
      { path: 'files.1', message: 'huge.pdf is larger than 5,000,000 bytes.' },
    ]);
    const exact = await uploadTo(report.id, '004', [{ name: 'exact.pdf', bytes: pdfOf(5_000_000) }]);
    expect(exact.statusCode).toBe(200);
    expect(exact.body.payload.files[0].attachment.size).toBe(5_000_000);
  });

  it('refuses a file that would take the report over 10,000,000 bytes across uploads, until one is deleted', async () => {
    const report = await createReport();
    for (const name of ['a.pdf', 'b.pdf']) {
      expect((await uploadTo(report.id, '004', [{ name, bytes: pdfOf(4_500_000) }])).statusCode).toBe(200);
    }
    const over = await uploadTo(report.id, '004', [{ name: 'c.pdf', bytes: pdfOf(1_500_000) }]);
    expect(over.statusCode).toBe(400);
    expect(over.body.error.message).toBe('Together the attachments would be larger than 10,000,000 bytes.');

    const [first] = await list(report.id);
    expect((await server.call('Attachment/Delete', { id: first!.id }, officer)).statusCode).toBe(200);
    expect((await uploadTo(report.id, '004', [{ name: 'c.pdf', bytes: pdfOf(1_500_000) }])).statusCode).toBe(200);
  });

  it('checks two uploads at once against the total one after the other', async () => {
    const report = await createReport();
    await uploadTo(report.id, '004', [{ name: 'a.pdf', bytes: pdfOf(4_000_000) }]);
    const both = await Promise.all(
      ['b.pdf', 'c.pdf'].map((name) => uploadTo(report.id, '004', [{ name, bytes: pdfOf(4_000_000) }])),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await list(report.id)).toHaveLength(2);
  });

  it('refuses a request without the report, with an unknown type, or that is not multipart', async () => {
    const report = await createReport();
    const noReport = await upload(officer, { type: '002' }, [{ name: 'scene.png', bytes: PNG }]);
    expect(noReport.statusCode).toBe(400);
    expect(noReport.body.error.message).toMatch(/reportId/);
    const badType = await uploadTo(report.id, '007', [{ name: 'scene.png', bytes: PNG }]);
    expect(badType.statusCode).toBe(400);
    expect(badType.body.error.message).toMatch(/^Attachment type "007" does not exist; choose one of 001 Diagram/);
    const noFiles = await uploadTo(report.id, '002', [{ name: '', bytes: Buffer.alloc(0) }]);
    expect(noFiles.statusCode).toBe(400);
    expect(noFiles.body.error.message).toBe('Choose at least one file to attach.');
    const json = await server.inject({
      method: 'POST',
      url: '/API/Attachment/Upload',
      payload: { reportId: report.id },
      headers: { authorization: `Bearer ${officer}` },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toMatch(/multipart\/form-data/);
  });

  it('downloads the bytes with the Bearer token, as a download with a safe name', async () => {
    const report = await createReport();
    const stored = await uploadTo(report.id, '004', [{ name: 'Straße (1).pdf', bytes: PDF }]);
    const { id, fileName } = stored.body.payload.files[0].attachment;
    expect(fileName).toBe('Straße (1).pdf');
    const res = await download(id, { authorization: `Bearer ${officer}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(PDF.length));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Stra_e (1).pdf"; filename*=UTF-8''Stra%C3%9Fe%20%281%29.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses downloads and uploads without a token, with a bad one, or with the token in the address', async () => {
    const report = await createReport();
    const stored = await uploadTo(report.id, '004', [{ name: 'statement.txt', bytes: TXT }]);
    const { id } = stored.body.payload.files[0].attachment;

    const none = await download(id);
    expect(none.statusCode).toBe(401);
    expect(none.json().error.message).toMatch(/Authorization: Bearer/);
    expect((await download(id, { authorization: 'Bearer not-a-session' })).statusCode).toBe(401);
    expect((await download(id, { authorization: officer })).statusCode).toBe(401);
    const inAddress = await download(id, {}, `?token=${officer}`);
    expect(inAddress.statusCode).toBe(401);
    expect(inAddress.json().error.message).toMatch(/never accepted in the address/);

    const files = [{ name: 'statement.txt', bytes: TXT }];
    expect((await upload(null, { reportId: String(report.id), type: '004' }, files)).statusCode).toBe(401);
    expect((await upload('bad', { reportId: String(report.id), type: '004' }, files)).statusCode).toBe(401);
    const queryUpload = await upload(
      null,
      { reportId: String(report.id), type: '004' },
      files,
      `/API/Attachment/Upload?token=${officer}`,
    );
    expect(queryUpload.statusCode).toBe(401);
    expect(await list(report.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown attachment', async () => {
    const auth = { authorization: `Bearer ${officer}` };
    expect((await download('00000000-0000-4000-8000-000000000000', auth)).statusCode).toBe(404);
    expect((await download('not-an-id', auth)).statusCode).toBe(404);
  });

  it('hides confidential attachments (003, 005) from a colleague and shows them to a supervisor', async () => {
    const report = await createReport();
    await uploadTo(report.id, '002', [{ name: 'public.png', bytes: PNG }]);
    const secret = await uploadTo(report.id, '003', [{ name: 'victim.png', bytes: PNG }]);
    const doc = await uploadTo(report.id, '005', [{ name: 'medical.pdf', bytes: PDF }]);
    expect(secret.body.payload.files[0].attachment.confidential).toBe(true);
    const secretId = secret.body.payload.files[0].attachment.id;

    expect((await list(report.id, officer)).map((f) => f.fileName)).toEqual([
      'public.png',
      'victim.png',
      'medical.pdf',
    ]);
    expect((await list(report.id, colleague)).map((f) => f.fileName)).toEqual(['public.png']);
    expect((await list(report.id, supervisor)).map((f) => f.fileName)).toEqual([
      'public.png',
      'victim.png',
      'medical.pdf',
    ]);

    const refused = await download(secretId, { authorization: `Bearer ${colleague}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('victim.png is confidential; you may not see it.');
    const docId = doc.body.payload.files[0].attachment.id;
    expect((await download(docId, { authorization: `Bearer ${colleague}` })).statusCode).toBe(403);
    const seen = await download(secretId, { authorization: `Bearer ${supervisor}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.equals(PNG)).toBe(true);
  });

  it('lets only the author change the attachments', async () => {
    const report = await createReport();
    const stored = await uploadTo(report.id, '002', [{ name: 'scene.png', bytes: PNG }]);
    const { id } = stored.body.payload.files[0].attachment;
    const byColleague = await uploadTo(report.id, '002', [{ name: 'mine.png', bytes: PNG }], colleague);
    expect(byColleague.statusCode).toBe(403);
    expect(byColleague.body.error.message).toMatch(/only its author can/);
    expect((await server.call('Attachment/Delete', { id }, colleague)).statusCode).toBe(403);
    expect((await server.call('Attachment/Delete', { id }, supervisor)).statusCode).toBe(403);
    expect(await list(report.id)).toHaveLength(1);
  });

  it('deletes an attachment: gone from the list and the download, kept in the table', async () => {
    const report = await createReport();
    const stored = await uploadTo(report.id, '004', [{ name: 'statement.txt', bytes: TXT }]);
    const { id } = stored.body.payload.files[0].attachment;
    const deleted = await server.call('Attachment/Delete', { id }, officer);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.body.payload).toEqual({ id, deletedAt: expect.any(String) });
    expect(await list(report.id)).toEqual([]);
    expect((await download(id, { authorization: `Bearer ${officer}` })).statusCode).toBe(404);
    expect((await server.call('Attachment/Delete', { id }, officer)).statusCode).toBe(404);
    const row = await server.db
      .selectFrom('attachments')
      .select(['deleted_at', 'deleted_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
  });

  it('refuses uploads and deletes once the report is no longer a Draft, but still lists and downloads', async () => {
    const report = await createReport();
    const stored = await uploadTo(report.id, '004', [{ name: 'statement.txt', bytes: TXT }]);
    const { id } = stored.body.payload.files[0].attachment;
    const saved = await server.call('Report/Save', { id: report.id, version: 1, data: completeReport() }, officer);
    expect(saved.statusCode).toBe(200);
    const sent = await server.call('Workflow/SendTo', { id: report.id, version: 2 }, officer);
    expect(sent.body.payload.status).toBe(1);

    const late = await uploadTo(report.id, '004', [{ name: 'late.txt', bytes: TXT }]);
    expect(late.statusCode).toBe(409);
    expect(late.body.error.message).toBe(
      'Attachments can only be changed while the report is a Draft; this report is Pending Review.',
    );
    expect((await server.call('Attachment/Delete', { id }, officer)).statusCode).toBe(409);
    expect((await list(report.id, supervisor)).map((f) => f.fileName)).toEqual(['statement.txt']);
    expect((await download(id, { authorization: `Bearer ${supervisor}` })).statusCode).toBe(200);
  });
});
