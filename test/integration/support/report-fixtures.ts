import { randomBytes } from 'node:crypto';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import type { TestServer } from './test-server';

type Data = ReturnType<typeof completeReport>;

/** A complete report with people in it: a driver, a passenger and a witness, each with personal data. */
export function reportWithPeople(): Data {
  const data = completeReport();
  const unit = (data.Units as Record<string, Record<string, unknown>>[])[0]!;
  unit.Driver = {
    ...unit.Driver,
    NAMELASTTXT: 'DOE',
    NAMEFIRSTTXT: 'JANE',
    BIRTHDTE: '01/02/1980',
    DRIVERLICNBRTXT: '1234-56-7890',
    ADDRSTREETTXT: '1 MAIN ST',
    ADDRCITYTXT: 'INDIANAPOLIS',
  };
  unit.Passengers = [{ NAMELASTTXT: 'ROE', NAMEFIRSTTXT: 'RICHARD', PHONETXT: '317-555-0100' }] as never;
  (data.CrashDetails as Record<string, unknown>).WitnessesInd = '0';
  data.Witnesses = [
    { TYPECDE: 'W', NAMETXT: 'JOHN SMITH', ADDRESSTXT: '2 ELM ST', PHONETEXT: '317-555-0199', LOCATIONTXT: 'CORNER' },
  ];
  (data.Narrative as Record<string, unknown>).NarrativeTxt =
    'Unit 1 was northbound on Meridian St and struck the light pole at the corner of 10th St.';
  return data;
}

/** The words every printed copy of reportWithPeople must show that are personal data. */
export const PERSONAL_VALUES = ['DOE', 'JANE', '01/02/1980', '1234-56-7890', '1 MAIN ST', 'ROE', 'JOHN SMITH'];

/** Creates a report as `token` and saves `data` into it; answers its id and version. */
export async function writeReport(server: TestServer, token: string, data: Data = reportWithPeople()) {
  const created = await server.call('Report/Create', {}, token);
  if (created.statusCode !== 200) throw new Error(`Report/Create: ${JSON.stringify(created.body)}`);
  const saved = await server.call('Report/Save', { id: created.body.payload.id, version: 1, data }, token);
  if (saved.statusCode !== 200) throw new Error(`Report/Save: ${JSON.stringify(saved.body)}`);
  return { id: created.body.payload.id as number, version: saved.body.payload.version as number };
}

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  randomBytes(64),
]);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/** Uploads files of one attachment type to a Draft report, as the attachments client does (multipart, Bearer). */
export async function attach(
  server: TestServer,
  token: string,
  reportId: number,
  type: string,
  files: { name: string; bytes: Buffer }[],
) {
  const boundary = `----crash${randomBytes(8).toString('hex')}`;
  const part = (headers: string, body: Buffer | string) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(body), Buffer.from('\r\n')]);
  const payload = Buffer.concat([
    part('Content-Disposition: form-data; name="reportId"', String(reportId)),
    part('Content-Disposition: form-data; name="type"', type),
    ...files.map((f) =>
      part(
        `Content-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: application/octet-stream`,
        f.bytes,
      ),
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  const res = await server.inject({
    method: 'POST',
    url: '/API/Attachment/Upload',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
  });
  const body = res.json();
  if (res.statusCode !== 200 || body.payload.files.some((f: { ok: boolean }) => !f.ok))
    throw new Error(`upload: ${res.body}`);
}

/** The audit log of a report straight from the table, oldest first. */
export function auditOf(server: TestServer, reportId: number) {
  return server.db.selectFrom('audit_events').selectAll().where('report_id', '=', reportId).orderBy('id').execute();
}
