import { Migrator, type Migration } from 'kysely/migration';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAt } from '../../../lib/forms/definition/paths';
import { stateDateOf } from '../../../lib/search/search-criteria';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { ReportStatus } from '../../../lib/workflow/report-status';
import { migrateToLatest, migrations } from '../../../server/db/migrate';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addAgency, addUser, userIdOf } from '../support/db-helpers';
import { idsOf, insertReport } from '../support/report-rows';
import { createTestDatabase, engines, startTestServer, type TestServer } from '../support/test-server';

const OTHER = 'IN0450000';
const { Draft, PendingReview, Accepted, Archived } = ReportStatus;

const today = stateDateOf(new Date());
/** The date `n` days before today, yyyy-mm-dd. */
const daysAgo = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

describe.each(engines())('Report/QuickSearch and Report/AdvancedSearch on %s', (engine) => {
  let server: TestServer;
  const token: Record<string, string> = {};
  const report: Record<string, number> = {};

  const search = async (who: string, criteria: Record<string, unknown>) => {
    const res = await server.call('Report/AdvancedSearch', criteria, token[who]);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.payload;
  };
  const quick = async (who: string, text: string) => {
    const res = await server.call('Report/QuickSearch', { text }, token[who]);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.payload;
  };
  /** The names of the reports found, in name order (for criteria that do not sort). */
  const found = (payload: { rows: { id: number }[] }) =>
    idsOf(payload)
      .map((id) => Object.keys(report).find((k) => report[k] === id))
      .sort();

  beforeAll(async () => {
    server = await startTestServer(engine);
    const db = server.db;
    await addAgency(db, OTHER, 'Lake County Sheriff (test)');
    const officer = await userIdOf(db, 'officer');
    const supervisor = await userIdOf(db, 'supervisor');
    const officer2 = await addUser(db, { userName: 'officer2', agencyOri: DEMO_AGENCY.ori, role: 'Officer' });
    const lakeofficer = await addUser(db, { userName: 'lakeofficer', agencyOri: OTHER, role: 'Officer' });
    for (const u of ['officer', 'supervisor', 'stateadmin', 'lakeofficer']) token[u] = await server.login(u);

    const demo = { agencyOri: DEMO_AGENCY.ori };
    report.a = await insertReport(db, {
      ...demo,
      author: officer,
      status: Accepted,
      caseNumber: 'IN-2026-001',
      dateOfCrash: daysAgo(5),
      roadwayName: 'MERIDIAN',
      intersectStreetName: 'WASHINGTON ST',
      countyCode: '097',
      municipalityCode: '36003',
      crashTypeCode: '39:1',
      injuryCount: 2,
      fatalityCount: 0,
      minutesAgo: 5,
    });
    report.b = await insertReport(db, {
      ...demo,
      author: officer,
      status: PendingReview,
      caseNumber: 'IN-2026-002',
      dateOfCrash: daysAgo(20),
      roadwayName: 'MAIN',
      countyCode: '049',
      municipalityCode: '71000',
      crashTypeCode: '40:5',
      injuryCount: 0,
      fatalityCount: 1,
      minutesAgo: 4,
    });
    report.c = await insertReport(db, {
      ...demo,
      author: officer2,
      status: Draft,
      caseNumber: 'XY-77',
      dateOfCrash: daysAgo(40),
      roadwayName: 'MERIDIAN',
      countyCode: '097',
      municipalityCode: '36003',
      crashTypeCode: '39:2',
      injuryCount: 0,
      fatalityCount: 0,
      minutesAgo: 3,
    });
    report.d = await insertReport(db, {
      ...demo,
      author: supervisor,
      status: Accepted,
      caseNumber: 'IN-2026-003',
      dateOfCrash: daysAgo(60),
      roadwayName: 'MICHIGAN',
      intersectStreetName: 'MERIDIAN ST',
      countyCode: '097',
      municipalityCode: '12345',
      crashTypeCode: '39:1',
      injuryCount: 1,
      fatalityCount: 0,
      minutesAgo: 2,
    });
    report.old = await insertReport(db, {
      ...demo,
      author: officer,
      status: Archived,
      caseNumber: 'IN-2025-900',
      dateOfCrash: daysAgo(100),
      roadwayName: 'MERIDIAN',
      minutesAgo: 6,
    });
    report.lake = await insertReport(db, {
      agencyOri: OTHER,
      author: lakeofficer,
      status: Accepted,
      caseNumber: 'IN-2026-001',
      dateOfCrash: daysAgo(5),
      roadwayName: 'MERIDIAN',
      countyCode: '097',
      minutesAgo: 1,
    });
  });
  afterAll(() => server.close());

  it('without dates covers the last 90 days, names the dates used, and shows only the agency’s reports', async () => {
    const all = await search('officer', {});
    expect(found(all)).toEqual(['a', 'b', 'c', 'd']);
    expect(all.total).toBe(4);
    expect(all.dateFrom).toBe(daysAgo(90));
    expect(all.dateTo).toBe(today);
    // Newest change first by default.
    expect(all.rows.map((r: { caseNumber: string }) => r.caseNumber)).toEqual([
      'IN-2026-003',
      'XY-77',
      'IN-2026-002',
      'IN-2026-001',
    ]);
    const wider = await search('officer', { dateFrom: daysAgo(120) });
    expect(found(wider)).toEqual(['a', 'b', 'c', 'd', 'old']);
    expect(found(await search('officer', { dateFrom: daysAgo(30), dateTo: daysAgo(10) }))).toEqual(['b']);
    // Blank fields of the form mean "any".
    expect(found(await search('officer', { dateFrom: '', caseNumber: '', streetPrefix: ' ' }))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('narrows by each criterion', async () => {
    const by = async (criteria: Record<string, unknown>) => found(await search('officer', criteria));
    expect(await by({ caseNumber: 'in-2026' })).toEqual(['a', 'b', 'd']);
    expect(await by({ countyCode: '049' })).toEqual(['b']);
    expect(await by({ municipalityCode: '36003' })).toEqual(['a', 'c']);
    // The roadway or the intersecting street, by its beginning, any case.
    expect(await by({ streetPrefix: 'meri' })).toEqual(['a', 'c', 'd']);
    expect(await by({ streetPrefix: 'WASH' })).toEqual(['a']);
    expect(await by({ streetPrefix: 'ERIDIAN' })).toEqual([]);
    expect(await by({ crashTypeCode: '39:1' })).toEqual(['a', 'd']);
    expect(await by({ injury: true })).toEqual(['a', 'd']);
    expect(await by({ injury: false })).toEqual(['b', 'c']);
    expect(await by({ fatality: true })).toEqual(['b']);
    expect(await by({ fatality: false })).toEqual(['a', 'c', 'd']);
    // The author: badge, last name or full name.
    expect(await by({ officer: '4711' })).toEqual(['a', 'b']);
    expect(await by({ officer: 'offic' })).toEqual(['a', 'b', 'c']);
    expect(await by({ officer: 'Samuel Sup' })).toEqual(['d']);
    expect(await by({ status: Accepted })).toEqual(['a', 'd']);
    expect(await by({ agencyOri: DEMO_AGENCY.ori })).toEqual(['a', 'b', 'c', 'd']);
    expect(await by({ dateFrom: daysAgo(50), countyCode: '097', streetPrefix: 'MER' })).toEqual(['a', 'c']);
    // A % or _ typed is a character, not a wildcard.
    expect(await by({ caseNumber: 'IN_2026' })).toEqual([]);
    expect(await by({ caseNumber: '%' })).toEqual([]);
  });

  it('never returns another agency’s reports to an officer; a state administrator searches every agency', async () => {
    expect(found(await search('officer', { agencyOri: OTHER }))).toEqual([]);
    expect(found(await search('officer', { caseNumber: 'IN-2026-001' }))).toEqual(['a']);
    expect(found(await search('lakeofficer', { streetPrefix: 'MERIDIAN' }))).toEqual(['lake']);
    expect(found(await search('stateadmin', { streetPrefix: 'MERIDIAN' }))).toEqual(['a', 'c', 'd', 'lake']);
    expect(found(await search('stateadmin', { agencyOri: OTHER }))).toEqual(['lake']);
    expect(found(await quick('officer', String(report.lake)))).toEqual([]);
    expect(found(await quick('lakeofficer', 'IN-2026'))).toEqual(['lake']);
  });

  it('sorts and pages search results', async () => {
    const byDate = await search('supervisor', { sortBy: 'dateOfCrash', sortDirection: 'asc' });
    expect(byDate.rows.map((r: { id: number }) => r.id)).toEqual([report.d, report.c, report.b, report.a]);
    const page2 = await search('supervisor', { sortBy: 'caseNumber', sortDirection: 'asc', pageSize: 3, page: 2 });
    expect(page2.total).toBe(4);
    expect(page2.rows.map((r: { caseNumber: string }) => r.caseNumber)).toEqual(['XY-77']);
  });

  it('quick search finds a case number (local id), a street or a report number, at any date', async () => {
    expect(found(await quick('officer', 'in-2026-00'))).toEqual(['a', 'b', 'd']);
    expect(found(await quick('officer', 'IN-2025'))).toEqual(['old']);
    expect(found(await quick('officer', 'mich'))).toEqual(['d']);
    expect(found(await quick('officer', 'wash'))).toEqual(['a']);
    expect(found(await quick('officer', String(report.c)))).toEqual(['c']);
    expect(found(await quick('officer', 'nothing like it'))).toEqual([]);
  });

  it('refuses criteria it cannot use, naming the field and what to do', async () => {
    const reversed = await server.call(
      'Report/AdvancedSearch',
      { dateFrom: daysAgo(1), dateTo: daysAgo(2) },
      token.officer,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body.error.fieldErrors).toEqual([
      { path: 'payload.dateTo', message: 'The first date must not be after the last date.' },
    ]);
    const overAYear = await server.call(
      'Report/AdvancedSearch',
      { dateFrom: '2025-01-01', dateTo: '2026-01-02' },
      token.officer,
    );
    expect(overAYear.statusCode).toBe(400);
    expect(overAYear.body.error.fieldErrors).toEqual([
      { path: 'payload.dateTo', message: 'A search covers at most 12 months: bring the dates closer together.' },
    ]);
    const short = await server.call('Report/QuickSearch', { text: 'M' }, token.officer);
    expect(short.statusCode).toBe(400);
    expect(short.body.error.message).toBe('Invalid payload: payload.text: Type at least 2 characters to search.');
    const badDate = await server.call('Report/AdvancedSearch', { dateFrom: '11/20/2026' }, token.officer);
    expect(badDate.body.error.fieldErrors).toEqual([
      { path: 'payload.dateFrom', message: 'Give the date as yyyy-mm-dd.' },
    ]);
    expect((await server.call('Report/QuickSearch', { text: 'IN' })).statusCode).toBe(401);
  });

  it('finds a report written through the editor’s calls by its county and street', async () => {
    const created = await server.call('Report/Create', {}, token.officer);
    expect(created.statusCode).toBe(200);
    let data = setAt(completeReport(), 'Location.RdwyNameTxt', 'KESSLER');
    data = setAt(data, 'Location.CountyCde', '097');
    data = setAt(data, 'GeneralInformation.LocalCodeTxt', 'KS-1');
    const [y, m, d] = daysAgo(3).split('-');
    data = setAt(data, 'GeneralInformation.CollDte', `${m}/${d}/${y}`);
    const saved = await server.call('Report/Save', { id: created.body.payload.id, version: 1, data }, token.officer);
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    report.kessler = created.body.payload.id;

    const hit = await search('officer', { countyCode: '097', streetPrefix: 'kess' });
    expect(found(hit)).toEqual(['kessler']);
    expect(hit.rows[0]).toMatchObject({ caseNumber: 'KS-1', countyCode: '097', dateOfCrash: daysAgo(3) });
    expect(found(await quick('supervisor', 'KS-'))).toEqual(['kessler']);
  });
});

describe.each(engines())('migration 007 on %s', (engine) => {
  it('fills the county and roadway name of the reports already written', async () => {
    const database = await createTestDatabase(engine);
    try {
      const upTo006: Record<string, Migration> = Object.fromEntries(
        Object.entries(migrations).filter(([name]) => name < '007'),
      );
      const migrator = new Migrator({
        db: database.db as unknown as Kysely<unknown>,
        provider: { getMigrations: async () => upTo006 },
      });
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const db = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      await db.insertInto('agencies').values({ ori: 'IN0490000', name: 'Test', additional_info: '{}' }).execute();
      const user = await db
        .insertInto('users')
        .values({
          user_name: 'u',
          first_name: 'U',
          last_name: 'U',
          badge_id: '1',
          agency_ori: 'IN0490000',
          password_hash: 'x',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const report = (data: unknown) => ({
        form_type: 'Crash',
        author_user_id: user.id,
        agency_ori: 'IN0490000',
        data: JSON.stringify(data),
      });
      await db
        .insertInto('reports')
        .values([
          report({ Location: { CountyCde: '097', RdwyNameTxt: ' MERIDIAN ' } }),
          report({ Location: { CountyCde: '', RdwyNameTxt: null } }),
          report({}),
        ])
        .execute();

      expect(await migrateToLatest(database.db)).toContain('007_report_search_indexes');
      const rows = await database.db
        .selectFrom('reports')
        .select(['county_code', 'roadway_name'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { county_code: '097', roadway_name: 'MERIDIAN' },
        { county_code: null, roadway_name: null },
        { county_code: null, roadway_name: null },
      ]);
    } finally {
      await database.close();
    }
  });
});
