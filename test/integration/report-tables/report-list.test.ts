import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportStatus } from '../../../lib/workflow/report-status';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addAgency, addUser, userIdOf } from '../support/db-helpers';
import { addInbox, idsOf, insertReport } from '../support/report-rows';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const OTHER = 'IN0450000';
const { Draft, PendingReview, Approved, Rejected, Accepted, InReview, Archived, Supplemented } = ReportStatus;

describe.each(engines())('Report/List (the report tables) on %s', (engine) => {
  let server: TestServer;
  const token: Record<string, string> = {};
  const id: Record<string, number> = {};
  const report: Record<string, number> = {};
  const inbox: Record<string, number> = {};
  const lockedAt = new Date(Date.now() - 60 * 60_000);

  const list = (who: string, payload: Record<string, unknown>) => server.call('Report/List', payload, token[who]);
  const rowsOf = async (who: string, payload: Record<string, unknown>) => {
    const res = await list(who, payload);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.payload;
  };
  const named = (...names: string[]) => names.map((n) => report[n]).sort((a, b) => a! - b!);
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

  beforeAll(async () => {
    server = await startTestServer(engine);
    const db = server.db;
    await addAgency(db, OTHER, 'Lake County Sheriff (test)');
    for (const u of ['officer', 'supervisor', 'agencyadmin', 'stateadmin']) id[u] = await userIdOf(db, u);
    id.officer2 = await addUser(db, { userName: 'officer2', agencyOri: DEMO_AGENCY.ori, role: 'Officer' });
    id.supervisor2 = await addUser(db, { userName: 'supervisor2', agencyOri: DEMO_AGENCY.ori, role: 'Supervisor' });
    id.lakeofficer = await addUser(db, { userName: 'lakeofficer', agencyOri: OTHER, role: 'Officer' });
    id.lakesupervisor = await addUser(db, { userName: 'lakesupervisor', agencyOri: OTHER, role: 'Supervisor' });
    for (const u of Object.keys(id)) token[u] = await server.login(u);

    inbox.agency = await addInbox(db, DEMO_AGENCY.ori, 'IMPD review');
    inbox.supervisor = await addInbox(db, DEMO_AGENCY.ori, 'Samuel Supervisor', id.supervisor!);
    inbox.supervisor2 = await addInbox(db, DEMO_AGENCY.ori, 'Test supervisor2', id.supervisor2!);
    inbox.lake = await addInbox(db, OTHER, 'Lake review');

    const add = (name: string, r: Parameters<typeof insertReport>[1]) =>
      insertReport(db, r).then((rid) => (report[name] = rid));
    const mine = { author: id.officer!, agencyOri: DEMO_AGENCY.ori };
    let age = 100;
    // The officer's reports, one per status, oldest first.
    await add('draft', { ...mine, status: Draft, caseNumber: 'C-03', dateOfCrash: '2026-03-01', minutesAgo: age-- });
    await add('pending', {
      ...mine,
      status: PendingReview,
      caseNumber: 'C-07',
      dateOfCrash: '2026-03-05',
      inboxId: inbox.agency,
      minutesAgo: age--,
    });
    await add('rejected', {
      ...mine,
      status: Rejected,
      caseNumber: 'C-01',
      dateOfCrash: '2026-02-01',
      minutesAgo: age--,
    });
    await add('inReview', {
      ...mine,
      status: InReview,
      caseNumber: 'C-05',
      dateOfCrash: '2026-03-05',
      timeOfCrash: '23:10',
      inboxId: inbox.agency,
      lock: { userId: id.supervisor!, created: lockedAt },
      reviewSince: lockedAt,
      minutesAgo: age--,
    });
    await add('approved', { ...mine, status: Approved, caseNumber: 'C-02', minutesAgo: age-- });
    await add('accepted', { ...mine, status: Accepted, caseNumber: 'C-09', minutesAgo: age-- });
    await add('archived', { ...mine, status: Archived, caseNumber: 'C-04', minutesAgo: age-- });
    await add('supplemented', { ...mine, status: Supplemented, caseNumber: 'C-08', minutesAgo: age-- });
    await add('toSupervisor', {
      ...mine,
      status: PendingReview,
      caseNumber: 'C-06',
      inboxId: inbox.supervisor,
      minutesAgo: age--,
    });
    await add('toSupervisor2', {
      ...mine,
      status: PendingReview,
      caseNumber: 'C-10',
      inboxId: inbox.supervisor2,
      minutesAgo: age--,
    });
    // A colleague's, and another agency's.
    const colleague = { author: id.officer2!, agencyOri: DEMO_AGENCY.ori };
    await add('colleaguePending', {
      ...colleague,
      status: PendingReview,
      caseNumber: 'K-01',
      inboxId: inbox.agency,
      minutesAgo: age--,
    });
    await add('colleagueDraft', { ...colleague, status: Draft, caseNumber: 'K-02', minutesAgo: age-- });
    const lake = { author: id.lakeofficer!, agencyOri: OTHER };
    await add('lakePending', {
      ...lake,
      status: PendingReview,
      caseNumber: 'L-01',
      inboxId: inbox.lake,
      minutesAgo: age--,
    });
    await add('lakeDraft', { ...lake, status: Draft, caseNumber: 'L-02', minutesAgo: age-- });
    await add('lakeAccepted', { ...lake, status: Accepted, caseNumber: 'L-03', minutesAgo: age });
  });
  afterAll(() => server.close());

  it('dashboard: every report of the caller and no one else’s, newest first, with the summary columns', async () => {
    const { rows, total } = await rowsOf('officer', { view: 'dashboard' });
    expect(total).toBe(10);
    expect(rows.map((r: { id: number }) => r.id)).toEqual(
      [
        'toSupervisor2',
        'toSupervisor',
        'supplemented',
        'archived',
        'accepted',
        'approved',
        'inReview',
        'rejected',
        'pending',
        'draft',
      ].map((n) => report[n]),
    );
    const inReview = rows.find((r: { id: number }) => r.id === report.inReview);
    const inboxName = (
      await server.db.selectFrom('inboxes').select('name').where('id', '=', inbox.agency!).executeTakeFirstOrThrow()
    ).name;
    expect(inReview).toEqual({
      id: report.inReview,
      version: 1,
      status: InReview,
      formType: 'Crash',
      caseNumber: 'C-05',
      dateOfCrash: '2026-03-05',
      timeOfCrash: '23:10',
      streetName: '100 N MERIDIAN ST',
      intersectStreetName: null,
      countyCode: '097',
      municipalityCode: '36003',
      crashTypeCode: '39:1',
      injuryCount: 0,
      fatalityCount: 0,
      agencyOri: DEMO_AGENCY.ori,
      departmentName: null,
      // Not yet accepted: never sent to the state.
      externalInstanceId: null,
      stateSubmission: null,
      inboxId: inbox.agency,
      inboxName,
      authorUser: { id: id.officer, name: 'Olivia Officer' },
      lockingUser: { id: id.supervisor, name: 'Samuel Supervisor' },
      lockCreated: lockedAt.toISOString(),
      // The Vehicle Crash Report's lockDuration: 24 hours.
      lockExpiresAt: new Date(lockedAt.getTime() + 24 * 3600_000).toISOString(),
      isSupplement: false,
      openSupplementId: null,
      lastUpdated: expect.any(String),
      // Sent an hour ago: its review is due three days after (the default period).
      deadline: { kind: 'review', due: new Date(lockedAt.getTime() + 3 * 86_400_000).toISOString(), overdue: false },
    });
    expect(rows.find((r: { id: number }) => r.id === report.draft)).toMatchObject({
      lockingUser: null,
      lockCreated: null,
      lockExpiresAt: null,
      inboxId: null,
      inboxName: null,
    });

    expect(idsOf(await rowsOf('lakeofficer', { view: 'dashboard' }))).toEqual(
      ['lakeAccepted', 'lakeDraft', 'lakePending'].map((n) => report[n]),
    );
  });

  it('working: the caller’s Draft, Pending Review, Rejected and In Review reports, and those the caller reviews', async () => {
    const officer = await rowsOf('officer', { view: 'working' });
    expect(sorted(idsOf(officer))).toEqual(
      named('draft', 'pending', 'rejected', 'inReview', 'toSupervisor', 'toSupervisor2'),
    );
    expect(officer.total).toBe(6);
    // The supervisor wrote nothing but holds the lock of the report in review.
    expect(idsOf(await rowsOf('supervisor', { view: 'working' }))).toEqual([report.inReview]);
    expect(idsOf(await rowsOf('supervisor2', { view: 'working' }))).toEqual([]);
  });

  it('submitted: the caller’s reports that were sent (all but Draft and Rejected)', async () => {
    const { rows, total } = await rowsOf('officer', { view: 'submitted' });
    expect(total).toBe(8);
    expect(sorted(rows.map((r: { id: number }) => r.id))).toEqual(
      named('pending', 'inReview', 'approved', 'accepted', 'archived', 'supplemented', 'toSupervisor', 'toSupervisor2'),
    );
    expect(rows.every((r: { status: number }) => ![Draft, Rejected].includes(r.status as 0 | 3))).toBe(true);
  });

  it('pendingReview: the agency’s review inbox and the reviewer’s own, with their counts, one inbox at a time', async () => {
    const all = await rowsOf('supervisor', { view: 'pendingReview' });
    expect(sorted(idsOf(all))).toEqual(named('pending', 'inReview', 'toSupervisor', 'colleaguePending'));
    expect(all.inboxes).toEqual([
      { id: inbox.agency, name: expect.any(String), kind: 'agency', count: 3, overdue: 0 },
      { id: inbox.supervisor, name: 'Samuel Supervisor', kind: 'personal', count: 1, overdue: 0 },
    ]);
    const personal = await rowsOf('supervisor', { view: 'pendingReview', inboxId: inbox.supervisor });
    expect(idsOf(personal)).toEqual([report.toSupervisor]);
    expect(personal.rows[0].inboxName).toBe('Samuel Supervisor');
    const agency = await rowsOf('supervisor', { view: 'pendingReview', inboxId: inbox.agency });
    expect(sorted(idsOf(agency))).toEqual(named('pending', 'inReview', 'colleaguePending'));

    // Another reviewer's inbox, and another agency's, stay closed.
    const theirs = await list('supervisor', { view: 'pendingReview', inboxId: inbox.supervisor2 });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.body.error.message).toBe(
      `Inbox ${inbox.supervisor2} is not your agency's review inbox or your own; pick one of your inboxes.`,
    );
    expect((await list('supervisor', { view: 'pendingReview', inboxId: inbox.lake })).statusCode).toBe(403);
    const lake = await rowsOf('lakesupervisor', { view: 'pendingReview' });
    expect(idsOf(lake)).toEqual([report.lakePending]);
  });

  it('pendingReview is for reviewers only', async () => {
    const res = await list('officer', { view: 'pendingReview' });
    expect(res.statusCode).toBe(403);
    expect(res.body.error.message).toBe(
      'Only reviewers have review inboxes; ask your administrator for the reviewer role.',
    );
  });

  it('adminPending: the agency’s reports not yet through review, for administrators; the state sees every agency', async () => {
    const agency = await rowsOf('agencyadmin', { view: 'adminPending' });
    expect(sorted(idsOf(agency))).toEqual(
      named(
        'draft',
        'pending',
        'rejected',
        'inReview',
        'toSupervisor',
        'toSupervisor2',
        'colleaguePending',
        'colleagueDraft',
      ),
    );
    // Naming another agency does not widen an agency administrator's scope.
    expect(await rowsOf('agencyadmin', { view: 'adminPending', agencyOri: OTHER })).toEqual({
      rows: [],
      total: 0,
      totalEstimated: false,
    });

    const state = await rowsOf('stateadmin', { view: 'adminPending' });
    expect(state.total).toBe(10);
    expect(sorted(idsOf(await rowsOf('stateadmin', { view: 'adminPending', agencyOri: OTHER })))).toEqual(
      named('lakePending', 'lakeDraft'),
    );

    const refused = await list('officer', { view: 'adminPending' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.error.message).toBe('Only administrators see the pending reports of the agency.');
    expect((await list('supervisor', { view: 'adminPending' })).statusCode).toBe(403);
  });

  it('sorts by any column both ways, ties newest first, and pages with the total', async () => {
    const byCase = await rowsOf('officer', { view: 'dashboard', sortBy: 'caseNumber', sortDirection: 'asc' });
    expect(byCase.rows.map((r: { caseNumber: string }) => r.caseNumber)).toEqual([
      'C-01',
      'C-02',
      'C-03',
      'C-04',
      'C-05',
      'C-06',
      'C-07',
      'C-08',
      'C-09',
      'C-10',
    ]);
    const byCaseDesc = await rowsOf('officer', { view: 'dashboard', sortBy: 'caseNumber', sortDirection: 'desc' });
    expect(byCaseDesc.rows[0].caseNumber).toBe('C-10');

    // Date, then time: C-05 (23:10) after C-07 (08:30) on the same day.
    const byDate = await rowsOf('officer', { view: 'working', sortBy: 'dateOfCrash', sortDirection: 'asc' });
    expect(byDate.rows.map((r: { caseNumber: string }) => r.caseNumber)).toEqual([
      'C-01',
      'C-03',
      'C-07',
      'C-05',
      'C-10',
      'C-06',
    ]);

    const byStatus = await rowsOf('agencyadmin', { view: 'adminPending', sortBy: 'status', sortDirection: 'desc' });
    expect(byStatus.rows.map((r: { status: number }) => r.status)).toEqual([7, 3, 1, 1, 1, 1, 0, 0]);
    const byAuthor = await rowsOf('agencyadmin', { view: 'adminPending', sortBy: 'author', sortDirection: 'asc' });
    expect(byAuthor.rows.map((r: { authorUser: { name: string } }) => r.authorUser.name)).toEqual([
      ...Array(6).fill('Olivia Officer'),
      'Test officer2',
      'Test officer2',
    ]);

    const pages = [1, 2, 3, 4].map((page) => rowsOf('officer', { view: 'dashboard', page, pageSize: 3 }));
    const answers = await Promise.all(pages);
    expect(answers.map((a) => a.total)).toEqual([10, 10, 10, 10]);
    expect(answers.map((a) => a.rows.length)).toEqual([3, 3, 3, 1]);
    expect(answers.flatMap((a) => idsOf(a))).toEqual(idsOf(await rowsOf('officer', { view: 'dashboard' })));
  });

  it('refuses an unknown view or sort with 400 and a session-less call with 401', async () => {
    const bad = await list('officer', { view: 'everything' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.error.fieldErrors[0].path).toBe('payload.view');
    const badSort = await list('officer', { view: 'dashboard', sortBy: 'data' });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.body.error.fieldErrors[0].path).toBe('payload.sortBy');
    expect((await server.call('Report/List', { view: 'dashboard' })).statusCode).toBe(401);
  });
});
