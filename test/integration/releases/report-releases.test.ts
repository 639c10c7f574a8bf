import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportPrintPath } from '../../../lib/api/schemas/export-schemas';
import { addAgency, addUser } from '../support/db-helpers';
import { readPdf } from '../support/pdf-reader';
import { attach, PDF, PERSONAL_VALUES, PNG, reportWithPeople, writeReport } from '../support/report-fixtures';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const NARRATIVE =
  'Driver jane doe said Jane was late; the witness John told officers Mr. smith saw it. ' +
  'Her licence 1234-56-7890 and birth date 1/2/80 were checked; she lives at 1 Main St. Passenger Richard (317) 555 0100.';

/** The narrative's personal words, in the spellings it uses. */
const NARRATIVE_PERSONAL = ['jane', 'Jane', 'doe', 'John', 'smith', '1/2/80', '1 Main St', 'Richard', '555 0100'];

describe.each(engines())('copies of reports and the release log on %s', (engine) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let accepted: number;
  let draft: number;

  const ok = async (path: string, payload: unknown, who: string) => {
    const res = await server.call(path, payload, tokens[who]!);
    expect(res.statusCode, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body.payload;
  };
  const give = (who: string, payload: Record<string, unknown>) => server.call('Report/GiveCopy', payload, tokens[who]!);
  const pdfOf = (payload: { pdf: string }) => readPdf(Buffer.from(payload.pdf, 'base64'));

  beforeAll(async () => {
    server = await startTestServer(engine);
    await addAgency(server.db, 'IN0010000', 'Far Away Police');
    await addUser(server.db, { userName: 'farclerk', agencyOri: 'IN0010000', role: 'Records Clerk' });
    for (const who of ['officer', 'supervisor', 'agencyadmin', 'clerk', 'farclerk', 'stateadmin'])
      tokens[who] = await server.login(who);
    const data = reportWithPeople();
    (data.Narrative as Record<string, unknown>).NarrativeTxt = NARRATIVE;
    const written = await writeReport(server, tokens.officer!, data);
    await attach(server, tokens.officer!, written.id, '002', [{ name: 'scene-overview.png', bytes: PNG }]);
    await attach(server, tokens.officer!, written.id, '003', [{ name: 'injury-photo.png', bytes: PNG }]);
    await attach(server, tokens.officer!, written.id, '005', [{ name: 'medical-record.pdf', bytes: PDF }]);
    let r = await ok('Workflow/SendTo', { id: written.id, version: written.version }, 'officer');
    for (const step of ['AssignToMe', 'Approve', 'Accept']) {
      r = await ok(`Workflow/${step}`, { id: r.id, version: r.version }, 'supervisor');
    }
    accepted = written.id;
    ({ id: draft } = await writeReport(server, tokens.officer!));
  });
  afterAll(() => server.close());

  it('gives the public copy: coded facts, no personal values in the fields, the narrative or private attachments', async () => {
    const payload = await ok(
      'Report/GiveCopy',
      { id: accepted, copy: 'public', requester: { name: 'Indy Star newsroom', kind: 'media' } },
      'clerk',
    );
    expect(payload.fileName).toBe(`crash-report-${accepted}-A1-public.pdf`);
    const { text } = await pdfOf(payload);
    expect(text).toContain('PUBLIC COPY');
    for (const coded of ['1FTMW1T88MFA00001', 'FORD', '1 - Clear', '097 - Marion', 'Accepted', 'scene-overview.png'])
      expect(text, coded).toContain(coded);
    for (const value of [...PERSONAL_VALUES, 'RICHARD', '317-555-0100', '2 ELM ST', ...NARRATIVE_PERSONAL])
      expect(text, value).not.toContain(value);
    expect(text).not.toContain('injury-photo.png');
    expect(text).not.toContain('medical-record.pdf');
    expect(text).toContain('Driver [withheld] [withheld] said [withheld] was late');
    expect(payload.release).toMatchObject({
      reportId: accepted,
      caseNumber: 'A1',
      agencyOri: 'IN0490000',
      copy: 'public',
      delivery: 'print',
      requester: { name: 'Indy Star newsroom', kind: 'media' },
      agencyUse: false,
      permissibleUse: null,
      givenBy: { name: 'Cora Clerk' },
    });
  });

  it('refuses a full copy for a requester without a permissible use or proof, each at its field', async () => {
    const res = await give('clerk', {
      id: accepted,
      copy: 'full',
      requester: { name: 'Acme Insurance', kind: 'insurer' },
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.body.error.fieldErrors as { path: string; message: string }[]).map((f) => f.path);
    expect(fields).toEqual(['payload.requester.permissibleUse', 'payload.requester.proof']);
    const before = await ok('Report/Releases', { id: accepted }, 'clerk');
    expect(before.releases.map((r: { copy: string }) => r.copy)).toEqual(['public']);
  });

  it('gives a full copy to an insurer with a permissible use, and lists both releases in the history and the log', async () => {
    const payload = await ok(
      'Report/GiveCopy',
      {
        id: accepted,
        copy: 'full',
        requester: { name: 'Acme Insurance', kind: 'insurer', permissibleUse: 'b6', proof: 'Claim letter 77-1' },
      },
      'clerk',
    );
    const { text } = await pdfOf(payload);
    for (const value of PERSONAL_VALUES) expect(text, value).toContain(value);
    expect(text).toContain('injury-photo.png');
    const history = await ok('Report/Releases', { id: accepted }, 'officer');
    expect(
      history.releases.map((r: { copy: string; requester: { kind: string }; permissibleUse: string | null }) => [
        r.copy,
        r.requester.kind,
        r.permissibleUse,
      ]),
    ).toEqual([
      ['public', 'media', null],
      ['full', 'insurer', 'b6'],
    ]);
    const log = await ok('Release/List', {}, 'clerk');
    expect(log.releases[0]).toMatchObject({
      copy: 'full',
      proof: 'Claim letter 77-1',
      requester: { name: 'Acme Insurance' },
    });
    expect((await ok('Release/List', { copy: 'public' }, 'clerk')).releases).toHaveLength(1);
    expect((await ok('Release/List', { requesterKind: 'insurer' }, 'stateadmin')).releases).toHaveLength(1);
    // Another agency's clerk sees none of this agency's log, an officer no log at all.
    expect((await ok('Release/List', {}, 'farclerk')).releases).toEqual([]);
    const officer = await server.call('Release/List', {}, tokens.officer!);
    expect(officer.statusCode).toBe(403);
  });

  it('lets only a role that may grant it give a full copy to a requester; anyone who may print gives the public one', async () => {
    const requester = { name: 'Pat Attorney', kind: 'attorney', permissibleUse: 'b4', proof: 'Subpoena 12' };
    const officerFull = await give('officer', { id: accepted, copy: 'full', requester });
    expect(officerFull.statusCode).toBe(403);
    expect(officerFull.body.error.message).toBe(
      `You may not give a full copy of report ${accepted} to a requester: give the public copy, or ask a records clerk.`,
    );
    const adminFull = await give('agencyadmin', { id: accepted, copy: 'full', requester: null });
    expect(adminFull.statusCode).toBe(403);
    expect(adminFull.body.error.message).toBe(
      `You may not see the personal data of report ${accepted}: give the public copy.`,
    );
    await ok('Report/GiveCopy', { id: accepted, copy: 'public', requester }, 'officer');
    // The clerk's reports are the accepted ones: a draft is not theirs to copy.
    const clerkDraft = await give('clerk', { id: draft, copy: 'public', requester });
    expect(clerkDraft.statusCode).toBe(403);
    const far = await give('farclerk', { id: accepted, copy: 'public', requester });
    expect(far.statusCode).toBe(403);
  });

  it('logs the copy printed for the agency’s own work, full for one who may read it and public otherwise', async () => {
    const print = (who: string) =>
      server.inject({
        method: 'GET',
        url: reportPrintPath(accepted),
        headers: { authorization: `Bearer ${tokens[who]}` },
      });
    expect((await print('supervisor')).statusCode).toBe(200);
    const adminCopy = await print('agencyadmin');
    const { text } = await readPdf(adminCopy.rawPayload);
    expect(text).toContain('PUBLIC COPY');
    for (const value of PERSONAL_VALUES) expect(text, value).not.toContain(value);
    const { releases } = await ok('Report/Releases', { id: accepted }, 'supervisor');
    expect(
      releases
        .slice(-2)
        .map((r: { copy: string; agencyUse: boolean; permissibleUse: string | null; givenBy: { name: string } }) => [
          r.copy,
          r.agencyUse,
          r.permissibleUse,
          r.givenBy.name,
        ]),
    ).toEqual([
      ['full', true, 'b1', 'Samuel Supervisor'],
      ['public', true, null, 'Alice Admin'],
    ]);
  });

  it('sends a public copy by e-mail, logged with the address, and refuses a full one without a use', async () => {
    const refused = await server.call(
      'Report/ExportByEmail',
      { id: accepted, to: 'claims@insurer.example', copy: 'full', requester: { name: 'Acme', kind: 'insurer' } },
      tokens.clerk!,
    );
    expect(refused.statusCode).toBe(400);
    const sent = await ok(
      'Report/ExportByEmail',
      { id: accepted, to: 'news@star.example', copy: 'public', requester: { name: 'Indy Star', kind: 'media' } },
      'clerk',
    );
    expect(sent).toMatchObject({ delivery: 'outbox', copy: 'public' });
    const kept = await server.db
      .selectFrom('outbox_messages')
      .select(['body', 'attachment_name'])
      .where('id', '=', sent.outboxId)
      .executeTakeFirstOrThrow();
    expect(kept.body).toContain('It is the public copy');
    expect(kept.attachment_name).toBe(`crash-report-${accepted}-A1-public.pdf`);
    const log = await ok('Release/List', { reportId: accepted }, 'clerk');
    expect(log.releases[0]).toMatchObject({ delivery: 'email', emailTo: 'news@star.example', copy: 'public' });
  });
});
