import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, stateDateOf } from '../../../lib/search/search-criteria';
import { deadlineOf } from '../../../lib/workflow/deadlines/report-deadlines';
import { ReportStatus } from '../../../lib/workflow/report-status';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addAgency, addUser, userIdOf } from '../support/db-helpers';
import { addInbox, insertReport } from '../support/report-rows';
import { engines, startTestServer, type TestServer } from '../support/test-server';
import { move, ok, pendingReport, reportRow } from '../support/workflow-helpers';

const OTHER = 'IN0450000';
const DAY = 86_400_000;
const { Draft, PendingReview, Approved, Rejected, Accepted, InReview } = ReportStatus;

describe.each(engines())('deadlines in the report tables on %s', (engine) => {
  let server: TestServer;
  const token: Record<string, string> = {};
  const id: Record<string, number> = {};
  const report: Record<string, number> = {};
  let agencyInbox = 0;
  const today = stateDateOf(new Date());
  const ago = (days: number) => new Date(Date.now() - days * DAY);

  const rows = async (who: string, payload: Record<string, unknown>) =>
    (await ok(server, 'Report/List', { pageSize: 100, ...payload }, token[who]!)) as {
      rows: { id: number; deadline?: { kind: string; due: string; overdue: boolean } | null }[];
      inboxes?: { id: number; count: number; overdue: number }[];
    };
  const nameOf = (rid: number) => Object.keys(report).find((n) => report[n] === rid) ?? `#${rid}`;
  const overdueNames = (list: Awaited<ReturnType<typeof rows>>) =>
    list.rows
      .filter((r) => r.deadline?.overdue)
      .map((r) => nameOf(r.id))
      .sort();
  const namesOf = (list: Awaited<ReturnType<typeof rows>>) => list.rows.map((r) => nameOf(r.id)).sort();

  beforeAll(async () => {
    server = await startTestServer(engine);
    const db = server.db;
    await addAgency(db, OTHER, 'Lake County Sheriff (test)');
    for (const u of ['officer', 'supervisor', 'agencyadmin', 'stateadmin']) id[u] = await userIdOf(db, u);
    id.lakeofficer = await addUser(db, { userName: 'lakeofficer', agencyOri: OTHER, role: 'Officer' });
    for (const u of Object.keys(id)) token[u] = await server.login(u);
    agencyInbox = await addInbox(db, DEMO_AGENCY.ori, 'IMPD review');
    const lakeInbox = await addInbox(db, OTHER, 'Lake review');

    const mine = { author: id.officer!, agencyOri: DEMO_AGENCY.ori };
    const add = async (name: string, r: Partial<Parameters<typeof insertReport>[1]>) => {
      report[name] = await insertReport(db, { ...mine, caseNumber: name, ...r } as Parameters<typeof insertReport>[1]);
    };
    // The demo agency has the defaults: reports due 10 days after the crash, reviews 3 days after Send to.
    await add('draftLate', { status: Draft, dateOfCrash: addDays(today, -11) });
    await add('draftDueToday', { status: Draft, dateOfCrash: addDays(today, -10) });
    await add('rejectedLate', { status: Rejected, dateOfCrash: addDays(today, -30) });
    await add('supplementFresh', { status: Draft, isSupplement: true, dateOfCrash: addDays(today, -200) });
    await add('undatedLate', { status: Draft, dateOfCrash: null, createdAt: ago(12) });
    await add('pendingLate', { status: PendingReview, inboxId: agencyInbox, reviewSince: ago(4) });
    await add('pendingFresh', { status: PendingReview, inboxId: agencyInbox, reviewSince: ago(1) });
    await add('inReviewLate', {
      status: InReview,
      inboxId: agencyInbox,
      reviewSince: ago(5),
      lock: { userId: id.supervisor!, created: new Date() },
    });
    await add('approvedLate', { status: Approved, reviewSince: ago(4) });
    await add('acceptedOld', { status: Accepted, dateOfCrash: addDays(today, -400), fatalityCount: 1 });
    // The Lake County Sheriff's own, shorter periods are set below through Agency/Save.
    const lake = { author: id.lakeofficer!, agencyOri: OTHER };
    await add('lakeDraft', { ...lake, status: Draft, dateOfCrash: addDays(today, -6) });
    await add('lakePending', { ...lake, status: PendingReview, inboxId: lakeInbox, reviewSince: ago(1.25) });
  });
  afterAll(() => server?.close());

  const agencyRow = async (ori: string) => {
    const list = await ok(server, 'Agency/List', { filter: ori }, token.stateadmin!);
    return list.rows.find((r: { ori: string }) => r.ori === ori);
  };

  it('marks each report with the deadline lib/workflow/deadlines gives it, at the defaults', async () => {
    const all = await rows('officer', { view: 'dashboard' });
    expect(overdueNames(all)).toEqual(
      ['approvedLate', 'draftLate', 'inReviewLate', 'pendingLate', 'rejectedLate', 'undatedLate'].sort(),
    );
    const byName = Object.fromEntries(all.rows.map((r) => [nameOf(r.id), r.deadline]));
    expect(byName.draftDueToday).toEqual({ kind: 'report', due: today, overdue: false });
    expect(byName.draftLate).toEqual({ kind: 'report', due: addDays(today, -1), overdue: true });
    expect(byName.pendingFresh).toMatchObject({ kind: 'review', overdue: false });
    expect(byName.acceptedOld).toBeNull();
    // Every row's mark is the lib rule's, read from the stored facts.
    const stored = await server.db
      .selectFrom('reports')
      .select(['id', 'status', 'is_supplement', 'date_of_crash', 'created_at', 'review_since'])
      .where('author_user_id', '=', id.officer!)
      .execute();
    for (const r of stored) {
      const expected = deadlineOf(
        {
          status: r.status,
          isSupplement: r.is_supplement,
          dateOfCrash: r.date_of_crash,
          createdAt: new Date(r.created_at).toISOString(),
          reviewSince: r.review_since ? new Date(r.review_since).toISOString() : null,
        },
        { reportDueDays: null, reviewDueDays: null },
        new Date(),
      );
      expect(byName[nameOf(r.id)], nameOf(r.id)).toEqual(expected);
    }
  });

  it('filters exactly the marked rows in the inboxes, the working reports and administration', async () => {
    for (const [who, view] of [
      ['officer', 'working'],
      ['supervisor', 'pendingReview'],
      ['stateadmin', 'adminPending'],
      ['agencyadmin', 'adminPending'],
    ] as const) {
      const every = await rows(who, { view });
      const late = await rows(who, { view, overdue: true });
      expect(namesOf(late), `${who} ${view}`).toEqual(overdueNames(every));
      expect(late.rows.length, `${who} ${view}`).toBeGreaterThan(0);
    }
    const inbox = await rows('supervisor', { view: 'pendingReview' });
    expect(inbox.inboxes?.find((i) => i.id === agencyInbox)).toMatchObject({ count: 3, overdue: 2 });
  });

  it('takes each agency its own periods; an agency administrator sets only their own, a supervisor none', async () => {
    const lakeBefore = await rows('stateadmin', { view: 'adminPending', agencyOri: OTHER });
    expect(overdueNames(lakeBefore)).toEqual([]);
    const lake = await agencyRow(OTHER);
    const saved = await ok(
      server,
      'Agency/Save',
      {
        isNew: false,
        ori: OTHER,
        name: lake.name,
        reportDueDays: 5,
        reviewDueDays: 1,
        expectedUpdatedAt: lake.updatedAt,
      },
      token.stateadmin!,
    );
    expect(saved).toMatchObject({ reportDueDays: 5, reviewDueDays: 1 });
    const lakeAfter = await rows('stateadmin', { view: 'adminPending', agencyOri: OTHER });
    expect(overdueNames(lakeAfter)).toEqual(['lakeDraft', 'lakePending']);
    // The demo agency's reports keep the defaults.
    expect(overdueNames(await rows('officer', { view: 'working' }))).toContain('draftLate');

    const demo = await agencyRow(DEMO_AGENCY.ori);
    const base = { isNew: false, ori: DEMO_AGENCY.ori, name: demo.name, expectedUpdatedAt: demo.updatedAt };
    const refused = await server.call('Agency/Save', { ...base, reportDueDays: 0 }, token.agencyadmin);
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Reports due: at least 1 day.');
    const bySupervisor = await server.call('Agency/Save', { ...base, reportDueDays: 12 }, token.supervisor);
    expect(bySupervisor.statusCode).toBe(403);
    const lakeNow = await agencyRow(OTHER);
    const otherAgency = await server.call(
      'Agency/Save',
      { isNew: false, ori: OTHER, name: lakeNow.name, reportDueDays: 30, expectedUpdatedAt: lakeNow.updatedAt },
      token.agencyadmin,
    );
    expect(otherAgency.statusCode).toBe(403);

    await ok(server, 'Agency/Save', { ...base, reportDueDays: 12 }, token.agencyadmin!);
    const working = await rows('officer', { view: 'working' });
    expect(overdueNames(working)).not.toContain('draftLate');
    expect(working.rows.find((r) => r.id === report.draftLate)?.deadline).toEqual({
      kind: 'report',
      due: addDays(today, 1),
      overdue: false,
    });
    // Empty again: the default.
    const changed = await agencyRow(DEMO_AGENCY.ori);
    await ok(
      server,
      'Agency/Save',
      { ...base, reportDueDays: null, expectedUpdatedAt: changed.updatedAt },
      token.agencyadmin!,
    );
    expect(overdueNames(await rows('officer', { view: 'working' }))).toContain('draftLate');
  });

  it('counts a review from the Send to that left the author, through Assign to me, and again after a rejection', async () => {
    const sent = await pendingReport(server, token.officer!);
    const since = (await reportRow(server.db, sent.id))!.review_since;
    expect(since).not.toBeNull();
    server.advance(60_000);
    const assigned = await ok(server, 'Workflow/AssignToMe', move(sent), token.supervisor!);
    expect((await reportRow(server.db, sent.id))!.review_since).toEqual(since);
    server.advance(60_000);
    const rejected = await ok(
      server,
      'Workflow/Reject',
      { ...move(assigned), note: 'Fix the narrative.' },
      token.supervisor!,
    );
    expect(rejected.status).toBe(Rejected);
    server.advance(4 * DAY);
    // Four days on, the sessions have idled out: sign in again.
    for (const u of ['officer', 'supervisor']) token[u] = await server.login(u);
    // A rejected report goes back to Draft with its author's save, then is sent again.
    const row = (await reportRow(server.db, sent.id))!;
    const draft = await ok(
      server,
      'Report/Save',
      { id: sent.id, version: row.version, data: row.data },
      token.officer!,
    );
    const resent = await ok(server, 'Workflow/SendTo', { id: sent.id, version: draft.version }, token.officer!);
    expect(resent.status).toBe(PendingReview);
    const later = (await reportRow(server.db, sent.id))!.review_since!;
    expect(new Date(later).getTime() - new Date(since!).getTime()).toBeGreaterThanOrEqual(4 * DAY);
    // Judged at the server's clock, four days on: the fresh Send to is not overdue, an older review is.
    const inbox = await rows('supervisor', { view: 'pendingReview', inboxId: resent.inboxId ?? agencyInbox });
    expect(inbox.rows.find((r) => r.id === sent.id)?.deadline).toMatchObject({ kind: 'review', overdue: false });
    expect(overdueNames(inbox)).toContain('pendingFresh');
  });
});
