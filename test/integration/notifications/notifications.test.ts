import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobQueue, type JobQueue } from '../../../server/jobs/job-queue';
import { startSmtpListener } from '../support/smtp-listener';
import { engines, seededTestDatabase, serveTestDatabase, type TestServer } from '../support/test-server';
import { completeDraft, move, ok } from '../support/workflow-helpers';
import { until } from '../support/wait-until';

const quick = {
  policies: { notification_mail: { retryDelay: 1, retryDelayMax: 2 } },
  supervision: { superviseIntervalSeconds: 1, pollingIntervalSeconds: 0.5, stopTimeoutMs: 1000 },
};

async function serve(engine: Parameters<typeof seededTestDatabase>[0], env: Record<string, string> = {}) {
  const database = await seededTestDatabase(engine);
  const queue = await startJobQueue(database.db, { warn: () => {}, error: () => {} }, quick);
  const server = await serveTestDatabase(database, { PUBLIC_URL: 'https://crash.example', ...env }, { jobs: queue });
  await server.db
    .updateTable('users')
    .set({ email: 'officer@agency.test' })
    .where('user_name', '=', 'officer')
    .execute();
  const tokens: Record<string, string> = {};
  for (const who of ['officer', 'supervisor']) tokens[who] = await server.login(who);
  return { server, queue, tokens };
}

/** A report of the officer sent for review, taken by the supervisor and rejected with a note. */
async function rejected(server: TestServer, tokens: Record<string, string>) {
  const draft = await completeDraft(server, tokens.officer!);
  const sent = await ok(server, 'Workflow/SendTo', move(draft), tokens.officer!);
  const taken = await ok(server, 'Workflow/AssignToMe', move(sent), tokens.supervisor!);
  await ok(
    server,
    'Workflow/Reject',
    { ...move(taken), note: 'The diagram is missing.', comments: [] },
    tokens.supervisor!,
  );
  return draft.id;
}

describe.each(engines())('notifications on %s', (engine) => {
  describe('in the app and into the outbox', () => {
    let server: TestServer;
    let queue: JobQueue;
    let tokens: Record<string, string>;
    afterAll(async () => {
      await queue.stop();
      await server.close();
    });
    beforeAll(async () => {
      ({ server, queue, tokens } = await serve(engine));
    });

    it('tells the reviewers of a report sent to their inbox, and the author of its rejection, by the bell and by mail', async () => {
      const id = await rejected(server, tokens);
      const supervisor = await ok(server, 'Notification/List', {}, tokens.supervisor!);
      expect(supervisor.unread).toBe(1);
      expect(supervisor.notifications[0]).toMatchObject({ kind: 'reportInInbox', reportId: id, read: false });
      const officer = await ok(server, 'Notification/List', {}, tokens.officer!);
      expect(officer.unread).toBe(1);
      expect(officer.notifications[0]).toMatchObject({ kind: 'reportRejected', reportId: id });
      expect(officer.notifications[0].body).toContain('Note: The diagram is missing.');
      // Without SMTP the mail is kept in the outbox, sent by the queue's job.
      const mail = await until('the rejection mail', async () => {
        const rows = await server.db
          .selectFrom('outbox_messages')
          .select(['to_address', 'subject', 'body'])
          .where('report_id', '=', id)
          .execute();
        return rows.length ? rows : undefined;
      });
      expect(mail.map((m) => m.to_address)).toEqual(['officer@agency.test']);
      expect(mail[0]!.subject).toMatch(new RegExp(`^Samuel Supervisor rejected your report ${id} \\(case .+\\)$`));
      expect(mail[0]!.body).toContain(`https://crash.example/reports/${id}`);
      // The supervisor has no address and chose no mail for an inbox: nothing else was mailed.
      expect(await server.db.selectFrom('outbox_messages').select('id').execute()).toHaveLength(1);
    });

    it('tells the author of a reviewer’s note, and marks read', async () => {
      const draft = await completeDraft(server, tokens.officer!);
      await ok(server, 'Report/AddNote', { id: draft.id, text: 'Check unit 2.' }, tokens.supervisor!);
      await ok(server, 'Report/AddNote', { id: draft.id, text: 'My own note.' }, tokens.officer!);
      const list = await ok(server, 'Notification/List', {}, tokens.officer!);
      expect(list.notifications.map((n: { kind: string }) => n.kind)).toEqual(['reviewComment', 'reportRejected']);
      expect(list.notifications[0].body).toContain('Check unit 2.');
      expect((await ok(server, 'Notification/Unread', {}, tokens.officer!)).unread).toBe(2);
      await ok(server, 'Notification/MarkRead', { ids: [list.notifications[0].id] }, tokens.officer!);
      expect((await ok(server, 'Notification/Unread', {}, tokens.officer!)).unread).toBe(1);
      expect((await ok(server, 'Notification/MarkRead', { all: true }, tokens.officer!)).unread).toBe(0);
      // Another user's ids mark nothing of theirs.
      const other = await ok(server, 'Notification/List', {}, tokens.supervisor!);
      await ok(server, 'Notification/MarkRead', { ids: [list.notifications[1].id] }, tokens.supervisor!);
      expect((await ok(server, 'Notification/Unread', {}, tokens.supervisor!)).unread).toBe(other.unread);
    });

    it('follows each user’s choices', async () => {
      const choices = await ok(server, 'Notification/Choices', {}, tokens.officer!);
      expect(choices.mailAddress).toBe('officer@agency.test');
      expect(choices.choices.find((c: { kind: string }) => c.kind === 'reportRejected')).toEqual({
        kind: 'reportRejected',
        inApp: true,
        byMail: true,
      });
      await ok(
        server,
        'Notification/SaveChoices',
        { choices: [{ kind: 'reportRejected', inApp: false, byMail: false }] },
        tokens.officer!,
      );
      const before = (await ok(server, 'Notification/List', {}, tokens.officer!)).notifications.length;
      const mailsBefore = (await server.db.selectFrom('outbox_messages').select('id').execute()).length;
      await rejected(server, tokens);
      expect((await ok(server, 'Notification/List', {}, tokens.officer!)).notifications).toHaveLength(before);
      await new Promise((r) => setTimeout(r, 1500));
      expect(await server.db.selectFrom('outbox_messages').select('id').execute()).toHaveLength(mailsBefore);
      const bad = await server.call(
        'Notification/SaveChoices',
        { choices: [{ kind: 'everything', inApp: true, byMail: true }] },
        tokens.officer!,
      );
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('when the mail server is down', () => {
    it('keeps the mail queued, retries, and sends it once when the server is back', async () => {
      const probe = await startSmtpListener();
      const port = Number(new URL(probe.url).port);
      await probe.close();
      const { server, queue, tokens } = await serve(engine, { SMTP_URL: probe.url, MAIL_FROM: 'crash@agency.example' });
      try {
        const id = await rejected(server, tokens);
        const state = () =>
          server.db
            .selectFrom('notifications')
            .select('mail_state')
            .where('report_id', '=', id)
            .where('kind', '=', 'reportRejected')
            .executeTakeFirstOrThrow();
        await new Promise((r) => setTimeout(r, 3000));
        expect((await state()).mail_state).toBe('queued');
        const smtp = await startSmtpListener([], port);
        try {
          await until('the mail after the outage', async () => (smtp.received.length ? true : undefined));
          await until('the mail marked sent', async () => ((await state()).mail_state === 'sent' ? true : undefined));
          await new Promise((r) => setTimeout(r, 1500));
          expect(smtp.received).toHaveLength(1);
          expect(smtp.received[0]!.to).toEqual(['officer@agency.test']);
        } finally {
          await smtp.close();
        }
      } finally {
        await queue.stop();
        await server.close();
      }
    });
  });
});
