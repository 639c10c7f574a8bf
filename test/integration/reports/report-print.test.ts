import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportPrintPath } from '../../../lib/api/schemas/export-schemas';
import { addAgency, addUser } from '../support/db-helpers';
import { readPdf } from '../support/pdf-reader';
import { attach, auditOf, PDF, PERSONAL_VALUES, PNG, writeReport } from '../support/report-fixtures';
import { engines, startTestServer, type TestServer } from '../support/test-server';

describe.each(engines())('printing a report on %s', (engine) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let reportId: number;

  const print = (id: number, token: string | null, query = '') =>
    server.inject({
      method: 'GET',
      url: `${reportPrintPath(id)}${query}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  beforeAll(async () => {
    server = await startTestServer(engine);
    await addAgency(server.db, 'IN0010000', 'Far Away Police');
    await addUser(server.db, { userName: 'colleague', agencyOri: 'IN0490000', role: 'Officer' });
    await addUser(server.db, { userName: 'faraway', agencyOri: 'IN0010000', role: 'Supervisor' });
    for (const who of ['officer', 'supervisor', 'agencyadmin', 'colleague', 'faraway'])
      tokens[who] = await server.login(who);
    ({ id: reportId } = await writeReport(server, tokens.officer!));
    await attach(server, tokens.officer!, reportId, '002', [{ name: 'scene-overview.png', bytes: PNG }]);
    await attach(server, tokens.officer!, reportId, '003', [{ name: 'injury-photo.png', bytes: PNG }]);
    await attach(server, tokens.officer!, reportId, '005', [{ name: 'medical-record.pdf', bytes: PDF }]);
  });
  afterAll(() => server.close());

  it('prints the whole report as a PDF download laid out like the state form', async () => {
    const res = await print(reportId, tokens.officer!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="crash-report-${reportId}-A1.pdf"; filename*=UTF-8''crash-report-${reportId}-A1.pdf`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const pdf = await readPdf(res.rawPayload);
    for (const text of [
      'Vehicle Crash Report',
      'Indianapolis Metropolitan Police Department (demo) (IN0490000)',
      'Case / Local No.',
      'Draft',
      'GENERAL INFORMATION',
      'CRASH DETAILS',
      'LOCATION',
      'UNIT 1 - 20 - MOTOR VEHICLE IN TRANSPORT',
      'VEHICLE INFORMATION',
      '1FTMW1T88MFA00001',
      'FORD',
      'DRIVER',
      'PASSENGER 1',
      'WITNESSES',
      'WITNESS 1',
      'NARRATIVE',
      'Unit 1 was northbound on Meridian St and struck the light pole',
      'DIAGRAM',
      'ATTACHMENTS',
      // Codes with the labels of their lists in the database.
      '1 - Clear',
      '097 - Marion',
      ...PERSONAL_VALUES,
    ])
      expect(pdf.text, text).toContain(text);
    expect(pdf.imagesPerPage.reduce((a, b) => a + b, 0)).toBe(1);
    expect(pdf.text).toContain(`Page 1 of ${pdf.pages}`);
  });

  it('lists confidential attachments (003, 005) only to those who may see them', async () => {
    const listed = async (who: string) => {
      const res = await print(reportId, tokens[who]!);
      expect(res.statusCode, who).toBe(200);
      const { text } = await readPdf(res.rawPayload);
      return ['scene-overview.png', 'injury-photo.png', 'medical-record.pdf'].filter((f) => text.includes(f));
    };
    expect(await listed('officer')).toEqual(['scene-overview.png', 'injury-photo.png', 'medical-record.pdf']);
    expect(await listed('supervisor')).toEqual(['scene-overview.png', 'injury-photo.png', 'medical-record.pdf']);
    // Whoever may not read the personal data is given the public copy, without private attachments.
    expect(await listed('agencyadmin')).toEqual(['scene-overview.png']);
    // A colleague may print the agency's reports but not see another officer's confidential files.
    expect(await listed('colleague')).toEqual(['scene-overview.png']);
  });

  it('prints the public copy, personal data as WITHHELD, for one who may not read it', async () => {
    const res = await print(reportId, tokens.agencyadmin!);
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.text).toContain('WITHHELD');
    expect(pdf.text).toContain('PUBLIC COPY. Personal information (18 U.S.C. 2725) is left out');
    for (const value of PERSONAL_VALUES) expect(pdf.text, value).not.toContain(value);
    expect(pdf.text).toContain('1FTMW1T88MFA00001');
  });

  it('writes a print event with the address for every copy, and a personal-data event when names were in it', async () => {
    const before = (await auditOf(server, reportId)).length;
    await server.inject({
      method: 'GET',
      url: reportPrintPath(reportId),
      remoteAddress: '10.9.8.7',
      headers: { authorization: `Bearer ${tokens.supervisor}` },
    });
    await print(reportId, tokens.agencyadmin!);
    const events = (await auditOf(server, reportId)).slice(before);
    expect(events.map((e) => [e.user_name, e.action, e.ip])).toEqual([
      ['supervisor', 'viewPersonalData', '10.9.8.7'],
      ['supervisor', 'print', '10.9.8.7'],
      ['agencyadmin', 'print', '127.0.0.1'],
    ]);
    expect(events[0]!.detail).toEqual({ call: 'Report/Print' });
    expect(events[1]!.detail).toMatchObject({
      fileName: `crash-report-${reportId}-A1.pdf`,
      status: 'Draft',
      personalData: true,
    });
    expect(events[2]!.detail).toMatchObject({ personalData: false, copy: 'public' });
  });

  it('refuses without a session, with the token in the address, and to another agency', async () => {
    const none = await print(reportId, null);
    expect(none.statusCode).toBe(401);
    expect(none.json().error.message).toBe(
      'Sign in first: send your session token as "Authorization: Bearer <token>".',
    );
    const inQuery = await print(reportId, null, `?token=${tokens.officer}`);
    expect(inQuery.statusCode).toBe(401);
    expect(inQuery.json().error.message).toBe(
      'A session token is never accepted in the address; send it as "Authorization: Bearer <token>".',
    );
    const far = await print(reportId, tokens.faraway!);
    expect(far.statusCode).toBe(403);
    expect(far.json().error.message).toBe(`You may not print report ${reportId}.`);
    const missing = await print(987654, tokens.officer!);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('There is no report 987654.');
    expect((await print(0, tokens.officer!)).statusCode).toBe(404);
  });
});
