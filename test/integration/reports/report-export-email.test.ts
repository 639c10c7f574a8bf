import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAgency, addUser } from '../support/db-helpers';
import { readPdf } from '../support/pdf-reader';
import { auditOf, PERSONAL_VALUES, writeReport } from '../support/report-fixtures';
import { mimeOf, startSmtpListener } from '../support/smtp-listener';
import { engines, startTestServer, type TestServer } from '../support/test-server';
import { freePort } from '../../fakes/free-port';

const REFUSED = 'nobody@insurer.example';

describe.each(engines())('export report by e-mail on %s', (engine) => {
  describe('through an SMTP server', () => {
    let server: TestServer;
    let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
    const tokens: Record<string, string> = {};
    let reportId: number;

    beforeAll(async () => {
      smtp = await startSmtpListener([REFUSED]);
      server = await startTestServer(engine, { SMTP_URL: smtp.url, MAIL_FROM: 'Crash Reports <crash@agency.example>' });
      for (const who of ['officer', 'supervisor']) tokens[who] = await server.login(who);
      ({ id: reportId } = await writeReport(server, tokens.officer!));
    });
    afterAll(async () => {
      await server.close();
      await smtp.close();
    });

    it('sends the printed report as a PDF attachment and says so', async () => {
      const res = await server.call(
        'Report/ExportByEmail',
        { id: reportId, to: ' claims@insurer.example ', message: 'As requested by phone this morning.' },
        tokens.supervisor,
      );
      expect(res.statusCode).toBe(200);
      expect(res.body.payload).toEqual({
        delivery: 'smtp',
        to: 'claims@insurer.example',
        fileName: `crash-report-${reportId}-A1.pdf`,
        copy: 'full',
        outboxId: null,
      });

      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.from).toBe('crash@agency.example');
      expect(mail.to).toEqual(['claims@insurer.example']);
      const { headers, parts } = mimeOf(mail.raw);
      expect(headers.subject).toBe(`Crash report ${reportId} (case A1)`);
      expect(headers.from).toBe('Crash Reports <crash@agency.example>');
      const text = parts.find((p) => p.headers['content-type']?.startsWith('text/plain'))!.body.toString('utf8');
      expect(text).toContain('As requested by phone this morning.');
      expect(text).toContain(
        `Samuel Supervisor (Indianapolis Metropolitan Police Department (demo)) sent you crash report ${reportId}, case A1`,
      );
      const pdf = parts.find((p) => p.headers['content-type']?.startsWith('application/pdf'))!;
      expect(pdf.headers['content-disposition']).toContain(`filename=crash-report-${reportId}-A1.pdf`);
      const printed = await readPdf(pdf.body);
      expect(printed.text).toContain('Unit 1 was northbound on Meridian St');
      for (const value of PERSONAL_VALUES) expect(printed.text).toContain(value);
      expect(printed.imagesPerPage.reduce((a, b) => a + b, 0)).toBe(1);

      const events = (await auditOf(server, reportId)).filter((e) => ['export', 'viewPersonalData'].includes(e.action));
      expect(events.map((e) => [e.user_name, e.action, e.ip])).toEqual([
        ['supervisor', 'viewPersonalData', '127.0.0.1'],
        ['supervisor', 'export', '127.0.0.1'],
      ]);
      expect(events[0]!.detail).toEqual({ call: 'Report/ExportByEmail' });
      expect(events[1]!.detail).toMatchObject({
        to: 'claims@insurer.example',
        delivery: 'smtp',
        messageId: expect.stringMatching(/@/),
        personalData: true,
      });
    });

    it('refuses officers, bad addresses and addresses the mail server turns away, sending nothing', async () => {
      const before = smtp.received.length;
      const officer = await server.call('Report/ExportByEmail', { id: reportId, to: 'a@b.example' }, tokens.officer);
      expect(officer.statusCode).toBe(403);
      expect(officer.body.error.message).toBe(`You may not export report ${reportId}.`);

      const bad = await server.call(
        'Report/ExportByEmail',
        { id: reportId, to: 'claims at insurer' },
        tokens.supervisor,
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.body.error.message).toBe(
        'Invalid payload: payload.to: Enter the e-mail address to send the report to, e.g. name@agency.gov.',
      );

      const refused = await server.call('Report/ExportByEmail', { id: reportId, to: REFUSED }, tokens.supervisor);
      expect(refused.statusCode).toBe(400);
      expect(refused.body.error.message).toBe(
        `The mail server refused the address ${REFUSED}. Check it and send again.`,
      );
      expect(smtp.received).toHaveLength(before);
      const exports = (await auditOf(server, reportId)).filter((e) => e.action === 'export');
      expect(exports).toHaveLength(1);
    });
  });

  it('tells the sender to try again later when the mail server cannot be reached', async () => {
    const server = await startTestServer(engine, { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    try {
      const supervisor = await server.login('supervisor');
      const { id } = await writeReport(server, await server.login('officer'));
      const res = await server.call('Report/ExportByEmail', { id, to: 'claims@insurer.example' }, supervisor);
      expect(res.statusCode).toBe(503);
      expect(res.body.error.message).toBe(
        'The mail server could not be reached or did not take the message (ESOCKET). Try again later, or print the report and send it another way.',
      );
      expect((await auditOf(server, id)).filter((e) => e.action === 'export')).toHaveLength(0);
    } finally {
      await server.close();
    }
  });

  describe('without an SMTP server (the embedded default)', () => {
    let server: TestServer;
    const tokens: Record<string, string> = {};
    let reportId: number;

    beforeAll(async () => {
      server = await startTestServer(engine);
      await addAgency(server.db, 'IN0010000', 'Far Away Police');
      await addUser(server.db, { userName: 'faradmin', agencyOri: 'IN0010000', role: 'Agency Administrator' });
      for (const who of ['officer', 'supervisor', 'agencyadmin', 'stateadmin', 'faradmin'])
        tokens[who] = await server.login(who);
      ({ id: reportId } = await writeReport(server, tokens.officer!));
    });
    afterAll(() => server.close());

    it('keeps the message with its PDF in the outbox, which administrators read', async () => {
      const res = await server.call(
        'Report/ExportByEmail',
        { id: reportId, to: 'claims@insurer.example', message: 'Kept for later.' },
        tokens.supervisor,
      );
      expect(res.statusCode).toBe(200);
      expect(res.body.payload).toMatchObject({ delivery: 'outbox', outboxId: expect.stringMatching(/^\d+$/) });

      const row = await server.db
        .selectFrom('outbox_messages')
        .selectAll()
        .where('id', '=', res.body.payload.outboxId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        report_id: reportId,
        to_address: 'claims@insurer.example',
        subject: `Crash report ${reportId} (case A1)`,
        attachment_name: `crash-report-${reportId}-A1.pdf`,
      });
      expect(row.body).toContain('Kept for later.');
      const printed = await readPdf(Buffer.from(row.attachment!));
      expect(printed.text).toContain('Unit 1 was northbound on Meridian St');

      const listed = await server.call('Outbox/List', {}, tokens.stateadmin);
      expect(listed.statusCode).toBe(200);
      expect(listed.body.payload.messages).toEqual([
        {
          id: res.body.payload.outboxId,
          reportId,
          sender: { id: expect.any(Number), name: 'Samuel Supervisor' },
          to: 'claims@insurer.example',
          subject: `Crash report ${reportId} (case A1)`,
          body: expect.stringContaining('Kept for later.'),
          attachmentName: `crash-report-${reportId}-A1.pdf`,
          attachmentSize: row.attachment!.byteLength,
          createdAt: expect.any(String),
        },
      ]);
      expect((await server.call('Outbox/List', {}, tokens.agencyadmin)).body.payload.messages).toHaveLength(1);
      // An administrator of another agency does not read mail about this agency's reports.
      expect((await server.call('Outbox/List', {}, tokens.faradmin)).body.payload.messages).toEqual([]);
      const supervisor = await server.call('Outbox/List', {}, tokens.supervisor);
      expect(supervisor.statusCode).toBe(403);
      expect(supervisor.body.error.message).toBe('The mail outbox is for administrators.');

      const exported = (await auditOf(server, reportId)).find((e) => e.action === 'export');
      expect(exported!.detail).toMatchObject({ delivery: 'outbox', outboxId: res.body.payload.outboxId });
    });
  });
});
