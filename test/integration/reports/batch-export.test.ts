import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BATCH_EXPORT_MAX_DAYS,
  BATCH_EXPORT_PATH,
  BATCH_EXPORT_TOTAL_HEADER,
  batchExportCsvColumns,
  batchExportUrl,
  type BatchExportFormat,
} from '../../../lib/exchange/batch-export';
import { ReportStatus } from '../../../lib/workflow/report-status';
import { addAgency, addUser } from '../support/db-helpers';
import { reportWithPeople, writeReport } from '../support/report-fixtures';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const OWN = 'IN0490000';

/** A line of the JSON Lines: a report's MMUCC JSON, or the last line's problems. */
interface ExportLine {
  report: { agencyOri: string; uniqueIdentifier: string };
  crash: { vehicles: { vin: string }[] };
  problems?: unknown[];
}
const FAR = 'IN0010000';

describe.each(engines())('batch export of accepted reports on %s', (engine) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  /** Accepted reports of the demo agency that export cleanly, one archived since. */
  const good: number[] = [];
  let untranslatable: number;
  let farReport: number;

  const exportOf = (query: string, token: string | null) =>
    server.inject({
      method: 'GET',
      url: `${BATCH_EXPORT_PATH}?${query}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const march = (format: BatchExportFormat, agency?: string) =>
    batchExportUrl({ format, from: '2026-03-01', to: '2026-03-31', ...(agency ? { agency } : {}) }).split('?')[1]!;

  async function accepted(
    token: string,
    day: string,
    status: number = ReportStatus.Accepted,
    data = reportWithPeople(),
  ) {
    const { id } = await writeReport(server, token, data);
    await server.db.updateTable('reports').set({ status, date_of_crash: day }).where('id', '=', id).execute();
    return id;
  }

  beforeAll(async () => {
    server = await startTestServer(engine);
    await addAgency(server.db, FAR, 'Far Away Police');
    await addUser(server.db, { userName: 'faraway', agencyOri: FAR, role: 'Supervisor' });
    for (const who of ['officer', 'supervisor', 'agencyadmin', 'stateadmin', 'faraway'])
      tokens[who] = await server.login(who);
    good.push(await accepted(tokens.officer!, '2026-03-10'));
    good.push(await accepted(tokens.officer!, '2026-03-12', ReportStatus.Archived));
    // Left out: supplemented since (its supplement is the report of record), a draft, and outside the dates.
    await accepted(tokens.officer!, '2026-03-11', ReportStatus.Supplemented);
    await accepted(tokens.officer!, '2026-03-11', ReportStatus.Draft);
    await accepted(tokens.officer!, '2026-04-01');
    // A weather code an administrator added without a state equivalent.
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
    const ash = reportWithPeople();
    (ash.CrashDetails as Record<string, unknown>).WeatherCde = '77';
    untranslatable = await accepted(tokens.officer!, '2026-03-11', ReportStatus.Accepted, ash);
    // A case number a spreadsheet would run, and a street with a comma and a quote.
    await server.db
      .updateTable('reports')
      .set({ case_number: '=HYPERLINK("http://x")', street_name: '100 N MERIDIAN, "A"' })
      .where('id', '=', good[0]!)
      .execute();
    farReport = await accepted(tokens.faraway!, '2026-03-15');
  });
  afterAll(() => server.close());

  it('streams the MMUCC JSON of each report, one a line, and names the report it could not export in the last line', async () => {
    const res = await exportOf(march('jsonl'), tokens.supervisor!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/jsonl; charset=utf-8');
    expect(res.headers[BATCH_EXPORT_TOTAL_HEADER]).toBe('3');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toContain(`crash-reports-${OWN}-2026-03-01-to-2026-03-31-mmucc.jsonl`);
    const lines = res.body
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as ExportLine);
    expect(lines).toHaveLength(3);
    const reports = lines.slice(0, -1);
    expect(reports.map((r) => r.report.agencyOri)).toEqual([OWN, OWN]);
    expect(reports.every((r) => r.crash.vehicles[0]?.vin === '1FTMW1T88MFA00001')).toBe(true);
    // The supervisor may read the agency's personal data: it is there.
    expect(res.body).toContain('DOE');
    const last = lines.at(-1)!;
    expect(last.problems).toEqual([
      expect.objectContaining({
        reportId: untranslatable,
        problems: expect.arrayContaining([expect.objectContaining({ message: expect.stringContaining('"77"') })]),
      }),
    ]);
    // Not half-exported: nothing of the refused report is among the lines.
    const ids = await server.db.selectFrom('reports').select(['id', 'unique_identifier']).execute();
    const refused = ids.find((r) => r.id === untranslatable)!.unique_identifier;
    expect(reports.map((r) => r.report.uniqueIdentifier)).not.toContain(refused);
    const audit = await server.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'batchExport')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.user_name).toBe('supervisor');
    expect(audit.detail).toMatchObject({
      format: 'jsonl',
      from: '2026-03-01',
      to: '2026-03-31',
      agency: OWN,
      total: 3,
      written: 2,
      problems: 1,
      finished: true,
    });
  });

  it('writes the summary columns as CSV, quoted as RFC 4180 says and with formulas defused', async () => {
    const res = await exportOf(march('csv'), tokens.supervisor!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = res.body.split('\r\n');
    expect(rows.at(-1)).toBe('');
    expect(rows[0]).toBe(batchExportCsvColumns.join(','));
    // Every report of record of the range: the CSV builds no document, so none is refused.
    expect(rows).toHaveLength(1 + 3 + 1);
    const first = rows.find((r) => r.startsWith(`${good[0]},`))!;
    expect(first).toContain(`,"'=HYPERLINK(""http://x"")",`);
    expect(first).toContain(',"100 N MERIDIAN, ""A""",');
    expect(first).toContain(`,${OWN},`);
    expect(rows.some((r) => r.startsWith(`${untranslatable},`))).toBe(true);
  });

  it('zips one NIEM document a report, named by id and case number, with problems.json last', async () => {
    const res = await exportOf(march('zip'), tokens.supervisor!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files);
    expect(names).toHaveLength(3);
    expect(names.at(-1)).toBe('problems.json');
    expect(names).toContain(`${good[0]}-HYPERLINK_http_x_.xml`);
    const second = names.find((n) => n.startsWith(`${good[1]}-`))!;
    expect(strFromU8(files[second]!)).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<cr:CrashReport /);
    const problems = JSON.parse(strFromU8(files['problems.json']!)) as { problems: { reportId: number }[] };
    expect(problems.problems.map((p) => p.reportId)).toEqual([untranslatable]);
  });

  it("gives each agency's supervisor their own agency only, and the state administrator any or all", async () => {
    const far = await exportOf(march('csv'), tokens.faraway!);
    expect(far.headers[BATCH_EXPORT_TOTAL_HEADER]).toBe('1');
    expect(far.body).toContain(`${farReport},`);
    const all = await exportOf(march('csv'), tokens.stateadmin!);
    expect(all.statusCode).toBe(200);
    expect(all.headers[BATCH_EXPORT_TOTAL_HEADER]).toBe('4');
    const one = await exportOf(march('csv', FAR), tokens.stateadmin!);
    expect(one.headers[BATCH_EXPORT_TOTAL_HEADER]).toBe('1');
  });

  it('refuses an agency outside the caller’s scope, naming the limit, and callers who may not export', async () => {
    const other = await exportOf(march('jsonl', FAR), tokens.supervisor!);
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toMatchObject({
      message: `You may export only the reports of your agency ${OWN}, not those of ${FAR}.`,
      fieldErrors: [{ path: 'agency' }],
    });
    for (const who of ['officer', 'agencyadmin']) {
      const res = await exportOf(march('jsonl'), tokens[who]!);
      expect(res.statusCode, who).toBe(403);
    }
    expect((await exportOf(march('jsonl'), null)).statusCode).toBe(401);
    const audits = await server.db
      .selectFrom('audit_events')
      .select('user_name')
      .where('action', '=', 'batchExport')
      .execute();
    expect(audits.map((a) => a.user_name)).not.toContain('officer');
  });

  it('leaves out the personal data of a caller who may export the reports but not read it', async () => {
    await server.db
      .insertInto('roles')
      .values({
        name: 'Exporter',
        description: 'Exports the agency\u2019s reports, without their personal data.',
        rules: JSON.stringify([
          { action: 'export', subject: 'Report', conditions: { agencyOri: '${user.agencyOri}' } },
        ]),
        agency_ori: null,
      })
      .execute();
    await addUser(server.db, { userName: 'exporter', agencyOri: OWN, role: 'Exporter' });
    const res = await exportOf(march('jsonl'), await server.login('exporter'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers[BATCH_EXPORT_TOTAL_HEADER]).toBe('3');
    expect(res.body).toContain('1FTMW1T88MFA00001');
    for (const value of ['DOE', 'JANE', '1234-56-7890', 'JOHN SMITH']) expect(res.body, value).not.toContain(value);
    const audit = await server.db
      .selectFrom('audit_events')
      .select(['detail'])
      .where('action', '=', 'batchExport')
      .where('user_name', '=', 'exporter')
      .executeTakeFirstOrThrow();
    expect(audit.detail).toMatchObject({ personalData: 0, finished: true });
  });

  /** Who may export which agency's reports: the export rules of the shipped roles. */
  const matrix: [caller: string | null, agency: string | undefined, status: number][] = [
    [null, undefined, 401],
    ['officer', undefined, 403],
    ['officer', OWN, 403],
    ['agencyadmin', OWN, 403],
    ['supervisor', undefined, 200],
    ['supervisor', OWN, 200],
    ['supervisor', FAR, 403],
    ['faraway', FAR, 200],
    ['faraway', OWN, 403],
    ['stateadmin', undefined, 200],
    ['stateadmin', OWN, 200],
    ['stateadmin', FAR, 200],
  ];
  it.each(matrix)('answers %s asking for agency %s with %i', async (caller, agency, status) => {
    const res = await exportOf(march('csv', agency), caller ? tokens[caller]! : null);
    expect(res.statusCode, res.body).toBe(status);
  });

  it('refuses bad dates, a range past the limit and an unknown format at the field', async () => {
    const cases: [string, string, RegExp][] = [
      ['format=jsonl&from=2026-02-30&to=2026-03-31', 'from', /no such date/],
      ['format=jsonl&from=2026-03-01&to=31/03/2026', 'to', /yyyy-mm-dd/],
      ['format=jsonl&from=2026-03-31&to=2026-03-01', 'to', /first date must not be after/],
      ['format=jsonl&from=2025-01-01&to=2026-01-02', 'to', new RegExp(`at most ${BATCH_EXPORT_MAX_DAYS} days`)],
      ['format=pdf&from=2026-03-01&to=2026-03-31', 'format', /jsonl, csv, zip/],
      ['format=jsonl&from=2026-03-01&to=2026-03-31&agency=XX', 'agency', /9 characters/],
      ['format=jsonl&to=2026-03-31', 'from', /./],
      ['format=jsonl&from=2026-03-01&from=2026-03-02&to=2026-03-31', 'from', /./],
    ];
    for (const [query, path, message] of cases) {
      const res = await exportOf(query, tokens.supervisor!);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.fieldErrors, query).toContainEqual({ path, message: expect.stringMatching(message) });
    }
    // A leap year's 366 days are one export.
    const leap = await exportOf('format=csv&from=2024-01-01&to=2024-12-31', tokens.supervisor!);
    expect(leap.statusCode).toBe(200);
  });
});
