import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportExchangePath, type ExchangeFormat } from '../../../lib/api/schemas/exchange-schemas';
import { addAgency, addUser } from '../support/db-helpers';
import { auditOf, PERSONAL_VALUES, reportWithPeople, writeReport } from '../support/report-fixtures';
import { engines, startTestServer, type TestServer } from '../support/test-server';

describe.each(engines())("downloading a report as the state's exchange on %s", (engine) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let reportId: number;

  const download = (id: number | string, token: string | null, format: ExchangeFormat | string = 'niem') =>
    server.inject({
      method: 'GET',
      url:
        typeof id === 'number' && (format === 'niem' || format === 'mmucc')
          ? reportExchangePath(id, format)
          : `/API/Report/Exchange/${id}?format=${format}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  beforeAll(async () => {
    server = await startTestServer(engine);
    await addAgency(server.db, 'IN0010000', 'Far Away Police');
    await addUser(server.db, { userName: 'faraway', agencyOri: 'IN0010000', role: 'Supervisor' });
    for (const who of ['officer', 'supervisor', 'faraway']) tokens[who] = await server.login(who);
    ({ id: reportId } = await writeReport(server, tokens.officer!));
  });
  afterAll(() => server.close());

  it('hands the author the NIEM document with every value, and records the download', async () => {
    const res = await download(reportId, tokens.officer!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toContain(`crash-report-${reportId}-niem.xml`);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<cr:CrashReport /);
    expect(res.body).toContain('<nc:IdentificationID>1FTMW1T88MFA00001</nc:IdentificationID>');
    for (const value of ['DOE', 'JANE', '1980-01-02', '1234-56-7890', 'JOHN SMITH'])
      expect(res.body, value).toContain(value);
    const audit = await auditOf(server, reportId);
    expect(audit.some((e) => e.action === 'exchangeDownload' && e.detail.format === 'niem')).toBe(true);
  });

  it('hands the MMUCC JSON, the same report by its MMUCC names', async () => {
    const res = await download(reportId, tokens.supervisor!, 'mmucc');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const json = res.json() as {
      report: { uniqueIdentifier: string; version: number };
      crash: { vehicles: { vin: string }[] };
    };
    expect(json.report.version).toBeGreaterThan(1);
    expect(json.crash.vehicles[0]?.vin).toBe('1FTMW1T88MFA00001');
  });

  it("refuses another agency's supervisor and a caller without a session", async () => {
    expect((await download(reportId, tokens.faraway!)).statusCode).toBe(403);
    expect((await download(reportId, null)).statusCode).toBe(401);
  });

  it('refuses an unknown format and a report that is not there, by name', async () => {
    const wrong = await download(reportId, tokens.officer!, 'pdf');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('The format must be one of niem, mmucc.');
    expect((await download('99999999', tokens.officer!)).statusCode).toBe(404);
    expect((await download('x1', tokens.officer!)).statusCode).toBe(404);
  });

  it('refuses a report with a code the state has no equivalent for, naming the field, and sends nothing half-coded', async () => {
    // An administrator added a weather code the state's list has no equivalent for.
    await server.db
      .insertInto('code_lists')
      .values({
        list_id: 258,
        code: '77',
        label: 'Volcanic Ash',
        parent_code: null,
        active: true,
        last_updated: new Date(),
      })
      .execute();
    const data = reportWithPeople();
    (data.CrashDetails as Record<string, unknown>).WeatherCde = '77';
    const { id } = await writeReport(server, tokens.officer!, data);
    const res = await download(id, tokens.officer!);
    expect(res.statusCode).toBe(400);
    const error = res.json().error as { message: string; fieldErrors: { path: string; message: string }[] };
    expect(error.message).toContain('Weather code "77" has no equivalent');
    expect(error.fieldErrors).toContainEqual({
      path: 'data.CrashDetails.WeatherCde',
      message: expect.stringContaining('"77"'),
    });
  });

  it('leaves out personal data for a reader who may not see it', async () => {
    await addUser(server.db, { userName: 'adminreader', agencyOri: 'IN0490000', role: 'Agency Administrator' });
    const res = await download(reportId, await server.login('adminreader'));
    expect(res.statusCode, res.body).toBe(200);
    for (const value of PERSONAL_VALUES) expect(res.body, value).not.toContain(value);
    expect(res.body).toContain('1FTMW1T88MFA00001');
  });
});
