import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_EXACT_COUNT_LIMIT, reportSortKeys } from '../../../lib/api/schemas/report-schemas';
import { ReportStatus } from '../../../lib/workflow/report-status';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addUser } from '../support/db-helpers';
import { idsOf, insertReport } from '../support/report-rows';
import { engines, startTestServer, type TestServer } from '../support/test-server';

/** Keyset paging (a page starts after the previous page's last row) and estimated totals: docs/rules/search.md. */
describe.each(engines())('report tables page by keyset on %s', (engine) => {
  let server: TestServer;
  let officer = '';
  let busy = '';

  const call = (path: string, payload: Record<string, unknown>, token = officer) => server.call(path, payload, token);
  const pageOf = async (path: string, payload: Record<string, unknown>, token = officer) => {
    const res = await call(path, payload, token);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.payload as { rows: { id: number }[]; total: number; totalEstimated: boolean; next?: string };
  };
  /** Every row, by following `next` from the first page; each page's `page` counts up as the app sends it. */
  const follow = async (path: string, payload: Record<string, unknown>, pageSize: number, token = officer) => {
    const ids: number[] = [];
    let after: string | undefined;
    for (let page = 1; page < 200; page++) {
      const answer = await pageOf(path, { ...payload, page, pageSize, ...(after ? { after } : {}) }, token);
      ids.push(...idsOf(answer));
      if (!answer.next) return ids;
      expect(answer.rows).toHaveLength(pageSize);
      after = answer.next;
    }
    throw new Error('The pages never ended.');
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
    const db = server.db;
    const author = await addUser(db, { userName: 'keysetofficer', agencyOri: DEMO_AGENCY.ori, role: 'Officer' });
    officer = await server.login('keysetofficer');
    // Ties on every column and empty values, so a page boundary falls inside runs of equal values.
    const cases = ['K-1', 'K-1', 'K-2', null, 'K-3', 'K-3', 'K-3', null, 'K-4', 'K-5', "K-'6", 'K-7', 'K-7'];
    for (const [i, caseNumber] of cases.entries()) {
      const id = await insertReport(db, {
        author,
        agencyOri: DEMO_AGENCY.ori,
        status: [ReportStatus.Draft, ReportStatus.PendingReview, ReportStatus.Accepted][i % 3]!,
        caseNumber: caseNumber ?? '',
        dateOfCrash: `2026-0${1 + (i % 3)}-1${i % 2}`,
        timeOfCrash: i % 4 ? '08:30' : '23:10',
        injuryCount: i % 2,
        roadwayName: i % 2 ? 'MERIDIAN' : 'MICHIGAN',
        // The reports without a case number are found by their cross street.
        intersectStreetName: i % 4 === 3 ? 'K-LINE' : null,
        // Two reports share one moment to the microsecond.
        minutesAgo: i === 5 ? 4 : i,
      });
      await db
        .updateTable('reports')
        .set({
          case_number: caseNumber,
          date_of_crash: i % 5 === 0 ? null : undefined,
          time_of_crash: i % 6 === 0 ? null : undefined,
          injury_count: i % 7 === 0 ? null : undefined,
        })
        .where('id', '=', id)
        .execute();
    }
    await sql`update reports set last_updated = (select last_updated from reports where case_number = 'K-4')
      where case_number = 'K-5'`.execute(db);

    // Past the exact count: a second officer with more reports than the limit.
    const many = await addUser(db, { userName: 'busyofficer', agencyOri: DEMO_AGENCY.ori, role: 'Officer' });
    busy = await server.login('busyofficer');
    await sql`insert into reports (status, form_type, form_configuration_id, author_user_id, agency_ori,
        case_number, roadway_name, last_updated)
      select 0, 'Crash', (select min(id) from form_configurations), ${many}, ${DEMO_AGENCY.ori},
        'B-' || n, 'BROADWAY', now() - n * interval '1 second'
      from generate_series(1, ${REPORT_EXACT_COUNT_LIMIT + 30}) as n`.execute(db);
    await sql`analyze reports`.execute(db);
  });
  afterAll(() => server?.close());

  it('following next through a table gives every row once, in the order of one long page, in every sort', async () => {
    for (const sortBy of reportSortKeys) {
      for (const sortDirection of ['asc', 'desc']) {
        const sort = { view: 'dashboard', sortBy, sortDirection };
        const whole = idsOf(await pageOf('Report/List', { ...sort, pageSize: 100 }));
        expect(whole).toHaveLength(13);
        for (const pageSize of [2, 3, 5]) {
          expect(await follow('Report/List', sort, pageSize), `${sortBy} ${sortDirection} by ${pageSize}`).toEqual(
            whole,
          );
        }
      }
    }
  });

  it('a page number without a cursor still skips to that page', async () => {
    const whole = idsOf(await pageOf('Report/List', { view: 'dashboard', pageSize: 100 }));
    const third = await pageOf('Report/List', { view: 'dashboard', page: 3, pageSize: 4 });
    expect(idsOf(third)).toEqual(whole.slice(8, 12));
    expect(third.next).toBeDefined();
  });

  it('searches page by keyset too, over the union of case number and street', async () => {
    const whole = idsOf(await pageOf('Report/QuickSearch', { text: 'K-', pageSize: 100 }));
    expect(whole).toHaveLength(13);
    expect(await follow('Report/QuickSearch', { text: 'K-' }, 4)).toEqual(whole);
    const advanced = { dateFrom: '2026-01-01', dateTo: '2026-12-31', streetPrefix: 'MER', sortBy: 'caseNumber' };
    const found = idsOf(await pageOf('Report/AdvancedSearch', { ...advanced, pageSize: 100 }));
    expect(found.length).toBeGreaterThan(2);
    expect(await follow('Report/AdvancedSearch', advanced, 2)).toEqual(found);
  });

  it('a state administrator’s search by crash dates alone, read month by month, keeps the order of last change', async () => {
    const admin = await server.login('stateadmin');
    for (const sortDirection of ['desc', 'asc'] as const) {
      // Ties (two reports share one moment) go newest report first either way.
      const expected = (
        await sql<{ id: number }>`select r.id from reports r
          where r.date_of_crash between '2025-12-20' and '2026-03-31'
          order by r.last_updated ${sql.raw(sortDirection)}, r.id desc`.execute(server.db)
      ).rows.map((r) => r.id);
      // Crash dates in January, February and March, and some without one.
      expect(expected.length).toBeGreaterThan(6);
      const criteria = { dateFrom: '2025-12-20', dateTo: '2026-03-31', sortDirection };
      const whole = await pageOf('Report/AdvancedSearch', { ...criteria, pageSize: 100 }, admin);
      expect(idsOf(whole)).toEqual(expected);
      expect(whole.total).toBe(expected.length);
      expect(await follow('Report/AdvancedSearch', criteria, 2, admin)).toEqual(expected);
    }
  });

  it('refuses a cursor of another sort, or one that was changed, with a message to start again', async () => {
    const first = await pageOf('Report/List', { view: 'dashboard', pageSize: 2 });
    const message = 'The page to continue from no longer matches this table. Go back to the first page and try again.';
    const otherSort = await call('Report/List', { view: 'dashboard', sortBy: 'caseNumber', after: first.next });
    expect(otherSort.statusCode).toBe(400);
    expect(otherSort.body.error.message).toBe(message);
    const forged = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString('base64url');
    for (const after of [
      'not a cursor',
      forged(['lastUpdated', 'desc', 'yesterday', '5']),
      forged(['lastUpdated', 'desc', '2026-01-01T00:00:00.000000Z', '5; drop table reports']),
      forged(['lastUpdated', 'desc', null, '5']),
      forged(['dateOfCrash', 'desc', '2026-02-30', null, '5']),
    ]) {
      const res = await call('Report/List', { view: 'dashboard', after });
      expect(res.statusCode, after).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    // Text in a cursor is a value, never SQL: a quote finds the rows from it on.
    const byCase = { view: 'dashboard', sortBy: 'caseNumber', sortDirection: 'asc', pageSize: 100 };
    const cases = (p: { rows: unknown[] }) => p.rows.map((r) => (r as { caseNumber: string | null }).caseNumber);
    const everyCase = cases(await pageOf('Report/List', byCase));
    const quoted = await pageOf('Report/List', {
      ...byCase,
      after: forged(['caseNumber', 'asc', "K-'6", '2147483647']),
    });
    expect(cases(quoted)).toEqual(everyCase.slice(everyCase.indexOf("K-'6")));
    expect(cases(quoted).length).toBeGreaterThan(2);
  });

  it('counts exactly up to the limit and estimates past it, and pages to the end either way', async () => {
    const small = await pageOf('Report/List', { view: 'dashboard' });
    expect(small).toMatchObject({ total: 13, totalEstimated: false });

    const big = await pageOf('Report/List', { view: 'dashboard', pageSize: 100 }, busy);
    expect(big.totalEstimated).toBe(true);
    expect(big.total).toBeGreaterThan(REPORT_EXACT_COUNT_LIMIT);
    expect(big.total).toBeLessThan(REPORT_EXACT_COUNT_LIMIT * 3);
    const all = await follow('Report/List', { view: 'dashboard' }, 100, busy);
    expect(all).toHaveLength(REPORT_EXACT_COUNT_LIMIT + 30);
    expect(new Set(all).size).toBe(all.length);

    const searched = await pageOf('Report/QuickSearch', { text: 'B-' }, busy);
    expect(searched.totalEstimated).toBe(true);
    const few = await pageOf('Report/QuickSearch', { text: 'B-100' }, busy);
    expect(few).toMatchObject({ totalEstimated: false });
    // B-100, and B-1000 to B-1009.
    expect(few.total).toBe(11);
  });
});
