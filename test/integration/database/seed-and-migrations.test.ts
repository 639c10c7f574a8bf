import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRoles } from '../../../lib/auth/permissions/seeded-roles';
import { migrateToLatest } from '../../../server/db/migrate';
import * as dateRangeIndexes from '../../../server/db/migrations/report-tables/025_report_date_range_indexes';
import { DEMO_AGENCY, demoUsers, seed } from '../../../server/db/seed';
import { verifyPassword } from '../../../server/services/sign-in/passwords';
import { createTestDatabase, DEMO_PASSWORD, engines } from '../support/test-server';

describe.each(engines())('migrations and seed on %s', (engine) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.close());

  const count = async (table: 'roles' | 'users' | 'agencies' | 'user_roles') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('applies the numbered migrations in order on an empty database, and nothing the second time', async () => {
    expect(await migrateToLatest(database.db)).toEqual([
      '001_identity',
      '002_forms_and_reports',
      '003_code_lists',
      '004_attachments',
      '005_report_provenance',
      '006_workflow_records',
      '007_report_search_indexes',
      '008_report_last_updated_by',
      '009_one_open_supplement',
      '010_rate_limits',
      '011_administration',
      '015_report_lock_duration',
      '016_auth_event_agency_index',
      '017_second_factor_and_inactivity',
      '018_user_list_indexes',
      '019_form_versions',
      '020_not_carried_over',
      '021_report_client_id',
      '022_attachment_client_key',
      '023_report_search_branch_indexes',
      '024_attachment_store',
      '025_report_date_range_indexes',
      '026_report_month_updated_index',
      '027_report_prefix_statistics',
      '028_report_recent_search_index',
      '029_agencies_as_codes',
      '030_user_last_writes',
      '031_state_submissions',
      '032_crash_facts',
      '033_report_parties',
      '034_crash_location_indexes',
      '035_dashboard_pins',
      '036_crash_duplicate_dismissals',
      '037_crash_location_cover',
      '038_crash_minute_index',
      '039_crash_day_counts',
      '040_crash_severity_index',
      '041_crash_day_squares',
      '042_report_releases',
      '043_retention',
      '044_notifications',
      '045_report_deadlines',
      '046_retention_run_counts',
    ]);
    expect(await migrateToLatest(database.db)).toEqual([]);
    const tables = await database.db.introspection.getTables();
    const names = tables.map((t) => t.name);
    for (const table of ['agencies', 'roles', 'users', 'sessions', 'login_links', 'auth_events', 'reports']) {
      expect(names).toContain(table);
    }
  });

  it('carries the default order and scope columns in the crash date indexes, and takes them back down', async () => {
    const definitions = async () =>
      Object.fromEntries(
        (
          await sql<{ indexname: string; indexdef: string }>`select indexname, indexdef from pg_indexes
            where tablename = 'reports' and indexname in ('reports_date_idx', 'reports_county_date_idx',
              'reports_agency_date_idx')`.execute(database.db)
        ).rows.map((r) => [r.indexname, r.indexdef.replace(/^.* USING btree /, '')]),
      );
    expect(await definitions()).toEqual({
      reports_date_idx: '(date_of_crash) INCLUDE (last_updated, id, agency_ori, county_code)',
      reports_county_date_idx: '(county_code, date_of_crash) INCLUDE (last_updated, id, agency_ori)',
      reports_agency_date_idx: '(agency_ori, date_of_crash) INCLUDE (last_updated, id, county_code)',
    });
    await dateRangeIndexes.down(database.db as unknown as Kysely<unknown>);
    expect(await definitions()).toEqual({
      reports_date_idx: '(date_of_crash)',
      reports_county_date_idx: '(county_code, date_of_crash)',
    });
    await dateRangeIndexes.up(database.db as unknown as Kysely<unknown>);
    expect(Object.keys(await definitions()).sort()).toEqual([
      'reports_agency_date_idx',
      'reports_county_date_idx',
      'reports_date_idx',
    ]);
  });

  it('keeps a thousand values of statistics for each street and case number prefix', async () => {
    const targets = await sql<{ index: string; target: number }>`select c.relname as index,
        a.attstattarget::int as target
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      where (c.relname like 'reports_%prefix_idx' or c.relname like 'reports_county_%_date_idx')
        and a.attnum > 0
      order by c.relname`.execute(database.db);
    expect(targets.rows.filter((r) => r.target > 0).map((r) => [r.index, r.target])).toEqual(
      [
        'reports_agency_case_number_prefix_idx',
        'reports_agency_intersect_prefix_idx',
        'reports_agency_roadway_prefix_idx',
        'reports_case_number_prefix_idx',
        'reports_county_intersect_date_idx',
        'reports_county_roadway_date_idx',
        'reports_intersect_prefix_idx',
        'reports_roadway_prefix_idx',
      ].map((index) => [index, 1000]),
    );
  });

  it('without demo data creates the shipped roles and no agency or user', async () => {
    const result = await seed(database.db, { demo: false, demoPassword: DEMO_PASSWORD });
    expect(result.demoUsers).toEqual([]);
    const roles = await database.db.selectFrom('roles').select(['name', 'rules']).orderBy('id').execute();
    expect(roles.map((r) => r.name)).toEqual(seededRoles.map((r) => r.name));
    expect(roles.map((r) => r.rules)).toEqual(seededRoles.map((r) => r.rules));
    expect(await count('users')).toBe(0);
    expect(await count('agencies')).toBe(0);
  });

  it('with demo data creates the demo agency and one user per role who can sign in with DEMO_PASSWORD', async () => {
    const result = await seed(database.db, { demo: true, demoPassword: DEMO_PASSWORD });
    expect(result.demoUsers).toEqual(demoUsers.map((u) => u.userName));
    const users = await database.db
      .selectFrom('users as u')
      .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
      .innerJoin('roles as r', 'r.id', 'ur.role_id')
      .select(['u.user_name', 'u.agency_ori', 'u.password_hash', 'r.name as role'])
      .orderBy('u.id')
      .execute();
    expect(users.map((u) => [u.user_name, u.role, u.agency_ori])).toEqual(
      demoUsers.map((u) => [u.userName, u.role, DEMO_AGENCY.ori]),
    );
    expect(await verifyPassword(DEMO_PASSWORD, users[0]!.password_hash)).toBe(true);
    const agency = await database.db.selectFrom('agencies').selectAll().executeTakeFirstOrThrow();
    expect(agency).toMatchObject({ ori: 'IN0490000', name: DEMO_AGENCY.name });
  });

  it('run again, leaves 5 roles and 5 demo users and keeps a changed password', async () => {
    await database.db
      .updateTable('users')
      .set({ password_hash: 'scrypt$changed-by-the-user' })
      .where('user_name', '=', 'officer')
      .execute();
    const result = await seed(database.db, { demo: true, demoPassword: 'Another-Demo-Password-1' });
    expect(result.demoUsers).toEqual([]);
    expect(await count('roles')).toBe(5);
    expect(await count('users')).toBe(5);
    expect(await count('user_roles')).toBe(5);
    expect(await count('agencies')).toBe(1);
    const officer = await database.db
      .selectFrom('users')
      .select('password_hash')
      .where('user_name', '=', 'officer')
      .executeTakeFirstOrThrow();
    expect(officer.password_hash).toBe('scrypt$changed-by-the-user');
    // The other demo users keep the password they were created with, not the new DEMO_PASSWORD.
    const supervisor = await database.db
      .selectFrom('users')
      .select('password_hash')
      .where('user_name', '=', 'supervisor')
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(DEMO_PASSWORD, supervisor.password_hash)).toBe(true);
  });

  it('brings a shipped role no administrator edited back to its shipped rules', async () => {
    await database.db
      .updateTable('roles')
      .set({ rules: JSON.stringify([{ action: 'manage', subject: 'all' }]) })
      .where('name', '=', 'Officer')
      .execute();
    await seed(database.db, { demo: false, demoPassword: DEMO_PASSWORD });
    const officer = await database.db
      .selectFrom('roles')
      .select('rules')
      .where('name', '=', 'Officer')
      .executeTakeFirstOrThrow();
    expect(officer.rules).toEqual(seededRoles.find((r) => r.name === 'Officer')!.rules);
    expect(await count('roles')).toBe(5);
  });

  it('keeps a shipped role an administrator edited, renamed or deleted as it was left', async () => {
    const edited = [{ action: 'read', subject: 'Report' }];
    await database.db
      .updateTable('roles')
      .set({ rules: JSON.stringify(edited), edited: true })
      .where('name', '=', 'Supervisor')
      .execute();
    await database.db
      .updateTable('roles')
      .set({ name: 'Patrol Officer', edited: true })
      .where('name', '=', 'Officer')
      .execute();
    await database.db.deleteFrom('roles').where('name', '=', 'Agency Administrator').execute();
    await seed(database.db, { demo: false, demoPassword: DEMO_PASSWORD });
    const roles = await database.db.selectFrom('roles').select(['name', 'rules']).orderBy('name').execute();
    expect(roles.map((r) => r.name)).toEqual(['Patrol Officer', 'Records Clerk', 'State Administrator', 'Supervisor']);
    expect(roles.find((r) => r.name === 'Supervisor')!.rules).toEqual(edited);
  });
});
