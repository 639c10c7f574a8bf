import { sql, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashDateRange, type CrashFilter, type TrendPeriod } from '../../../lib/analysis/crash-filter';
import { ReportStatus } from '../../../lib/workflow/report-status';
import { crashDataRepository } from '../../../server/repositories/crash-data/crash-data-repository';
import { countedByDay } from '../../../server/repositories/crash-data/crash-day-counts';
import { allOf } from '../../../server/repositories/report-tables/report-scope';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addAgency, userIdOf } from '../support/db-helpers';
import { insertReport, type ReportRow } from '../support/report-rows';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const OTHER = 'IN0450000';
const { Draft, PendingReview, Rejected, Accepted, Archived, Supplemented } = ReportStatus;
/** The permission rule's "every report" (a state administrator's scope). */
const TRUE = allOf([]);
/** Every report, written so it is not the permission rule's own "everything": the views read the facts. */
const EVERY_REPORT_BY_FACTS = sql<SqlBool>`true`;

describe.each(engines())('every agency’s counts by day (migration 039) on %s', (engine) => {
  let server: TestServer;
  const ids: number[] = [];

  /** The views of a filter read both ways: from the day counts, and from the facts. */
  const bothWays = async (filter: CrashFilter, period: TrendPeriod) => {
    const range = crashDateRange(filter, '2026-06-30');
    const repository = crashDataRepository(server.db);
    return {
      byDay: await repository.views(filter, range, period, TRUE),
      byFacts: await repository.views(filter, range, period, EVERY_REPORT_BY_FACTS),
    };
  };
  const filters: [CrashFilter, TrendPeriod][] = [
    [{ dateFrom: '2025-01-01', dateTo: '2025-12-31' }, 'month'],
    [{ dateFrom: '2025-01-01', dateTo: '2025-12-31', includeInProgress: true }, 'week'],
    [{ dateFrom: '2025-03-11', dateTo: '2025-07-04' }, 'week'],
    [{ dateFrom: '2025-06-15', dateTo: '2026-06-14', includeInProgress: true }, 'month'],
  ];

  beforeAll(async () => {
    server = await startTestServer(engine);
    const db = server.db;
    await addAgency(db, OTHER, 'Lake County Sheriff (test)');
    const author = await userIdOf(db, 'officer');
    const add = async (r: Partial<ReportRow> & { caseNumber: string }) =>
      ids.push(await insertReport(db, { author, agencyOri: DEMO_AGENCY.ori, status: Accepted, ...r }));
    const levels = [0, 1, 2, 3, 4, null];
    const statuses = [Accepted, Archived, Draft, PendingReview, Supplemented, Rejected, Accepted];
    // A spread of crashes: two agencies, every kind of status, values missing, supplements.
    for (let i = 0; i < 60; i++) {
      await add({
        caseNumber: `c${i}`,
        agencyOri: i % 3 ? DEMO_AGENCY.ori : OTHER,
        status: statuses[i % statuses.length]!,
        isSupplement: i % 7 === 0,
        dateOfCrash: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
        timeOfCrash: i % 5 === 0 ? '' : `${String(i % 24).padStart(2, '0')}:15`,
        severity: levels[i % levels.length]!,
        crashTypeCode: i % 4 === 0 ? '40:12' : `39:${(i % 6) + 1}`,
        primaryFactor: i % 8 === 0 ? null : String(i % 13).padStart(2, '0'),
        countyCode: i % 9 === 0 ? '' : ['097', '049', '045'][i % 3]!,
        municipalityCode: ['36003', '12345', ''][i % 3]!,
      });
    }
  });
  afterAll(() => server.close());

  it('reads only every agency’s counts narrowed by dates alone from the day counts', () => {
    const dates = { dateFrom: '2025-01-01', dateTo: '2025-12-31' };
    expect(countedByDay({ ...dates, includeInProgress: true, severity: [] }, TRUE)).toBe(true);
    expect(countedByDay({ ...dates, countyCode: '097' }, TRUE)).toBe(false);
    expect(countedByDay({ ...dates, severity: ['K'] }, TRUE)).toBe(false);
    expect(countedByDay({ ...dates, hitAndRun: false }, TRUE)).toBe(false);
    expect(countedByDay(dates, EVERY_REPORT_BY_FACTS)).toBe(false);
  });

  it('counts as the facts count, for each range, period and kind of report', async () => {
    for (const [filter, period] of filters) {
      const { byDay, byFacts } = await bothWays(filter, period);
      expect(byDay, JSON.stringify(filter)).toEqual(byFacts);
      expect(byDay.total).toBeGreaterThan(0);
    }
  });

  it('stays the facts’ count as reports are written, moved, replaced and deleted', async () => {
    const db = server.db;
    // One statement changing many facts, one changing one fact, a status moving in and out of the count.
    await sql`update reports set severity = 4, county_code = '003' where id = any(${ids.slice(0, 20)})`.execute(db);
    await sql`update reports set time_of_crash = '03:40', date_of_crash = '2025-12-31' where id = ${ids[21]}`.execute(
      db,
    );
    await sql`update reports set status = ${Accepted} where status = ${Draft}`.execute(db);
    await sql`update reports set status = ${Supplemented} where id = any(${ids.slice(30, 34)})`.execute(db);
    await sql`delete from reports where id = any(${ids.slice(40, 50)})`.execute(db);
    const author = await userIdOf(db, 'officer');
    await insertReport(db, {
      author,
      agencyOri: OTHER,
      status: Accepted,
      caseNumber: 'late',
      dateOfCrash: '2025-02-02',
    });
    for (const [filter, period] of filters) {
      const { byDay, byFacts } = await bothWays(filter, period);
      expect(byDay, JSON.stringify(filter)).toEqual(byFacts);
    }
    // No count went below nothing, and every crash of record is counted once in the totals.
    const { rows } = await sql<{ negative: number; total: number; facts: number }>`
      select (select count(*) from crash_day_counts where n < 0)::int as negative,
        (select coalesce(sum(n), 0) from crash_day_counts where dimension = 't' and counted = 1)::int as total,
        (select count(*) from crash_facts where status in (${Accepted}, ${Archived})
          and crash_date is not null)::int as facts`.execute(db);
    expect(rows[0]!.negative).toBe(0);
    expect(rows[0]!.total).toBe(rows[0]!.facts);

    // Facts emptied at once (a bulk reload) take their counts with them.
    await sql`truncate crash_facts`.execute(db);
    const left = await sql<{ n: number }>`select count(*)::int as n from crash_day_counts`.execute(db);
    expect(left.rows[0]!.n).toBe(0);
  });
});
