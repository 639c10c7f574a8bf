import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { Migrator, type Migration } from 'kysely/migration';
import * as m001 from './migrations/users/001_identity';
import * as m002 from './migrations/forms/002_forms_and_reports';
import * as m003 from './migrations/code-lists/003_code_lists';
import * as m004 from './migrations/attachments/004_attachments';
import * as m005 from './migrations/reports/005_report_provenance';
import * as m006 from './migrations/workflow/006_workflow_records';
import * as m007 from './migrations/report-tables/007_report_search_indexes';
import * as m008 from './migrations/reports/008_report_last_updated_by';
import * as m009 from './migrations/workflow/009_one_open_supplement';
import * as m010 from './migrations/sign-in/010_rate_limits';
import * as m011 from './migrations/users/011_administration';
import * as m015 from './migrations/workflow/015_report_lock_duration';
import * as m016 from './migrations/sign-in/016_auth_event_agency_index';
import * as m017 from './migrations/sign-in/017_second_factor_and_inactivity';
import * as m018 from './migrations/users/018_user_list_indexes';
import * as m019 from './migrations/forms/019_form_versions';
import * as m020 from './migrations/forms/020_not_carried_over';
import * as m021 from './migrations/reports/021_report_client_id';
import * as m022 from './migrations/attachments/022_attachment_client_key';
import * as m023 from './migrations/report-tables/023_report_search_branch_indexes';
import * as m024 from './migrations/attachments/024_attachment_store';
import * as m025 from './migrations/report-tables/025_report_date_range_indexes';
import * as m026 from './migrations/report-tables/026_report_month_updated_index';
import * as m027 from './migrations/report-tables/027_report_prefix_statistics';
import * as m028 from './migrations/report-tables/028_report_recent_search_index';
import * as m029 from './migrations/code-lists/029_agencies_as_codes';
import * as m030 from './migrations/report-tables/030_user_last_writes';
import * as m031 from './migrations/submissions/031_state_submissions';
import * as m032 from './migrations/crash-data/032_crash_facts';
import * as m033 from './migrations/people/033_report_parties';
import * as m034 from './migrations/crash-data/034_crash_location_indexes';
import * as m035 from './migrations/crash-data/035_dashboard_pins';
import * as m036 from './migrations/crash-data/036_crash_duplicate_dismissals';
import * as m037 from './migrations/crash-data/037_crash_location_cover';
import * as m038 from './migrations/crash-data/038_crash_minute_index';
import * as m039 from './migrations/crash-data/039_crash_day_counts';
import * as m040 from './migrations/crash-data/040_crash_severity_index';
import * as m041 from './migrations/crash-data/041_crash_day_squares';
import * as m042 from './migrations/releases/042_report_releases';
import * as m043 from './migrations/retention/043_retention';
import * as m044 from './migrations/notifications/044_notifications';
import * as m045 from './migrations/workflow/045_report_deadlines';
import * as m046 from './migrations/retention/046_retention_run_counts';

/**
 * Numbered migrations, listed here so the bundle needs no file-system scan. The sub-folders of
 * migrations/ group them by what they change; the number alone orders them, and is their name in
 * the database's migration table (migrate.test.ts holds this list to the files).
 */
export const migrations: Record<string, Migration> = {
  '001_identity': m001,
  '002_forms_and_reports': m002,
  '003_code_lists': m003,
  '004_attachments': m004,
  '005_report_provenance': m005,
  '006_workflow_records': m006,
  '007_report_search_indexes': m007,
  '008_report_last_updated_by': m008,
  '009_one_open_supplement': m009,
  '010_rate_limits': m010,
  '011_administration': m011,
  '015_report_lock_duration': m015,
  '016_auth_event_agency_index': m016,
  '017_second_factor_and_inactivity': m017,
  '018_user_list_indexes': m018,
  '019_form_versions': m019,
  '020_not_carried_over': m020,
  '021_report_client_id': m021,
  '022_attachment_client_key': m022,
  '023_report_search_branch_indexes': m023,
  '024_attachment_store': m024,
  '025_report_date_range_indexes': m025,
  '026_report_month_updated_index': m026,
  '027_report_prefix_statistics': m027,
  '028_report_recent_search_index': m028,
  '029_agencies_as_codes': m029,
  '030_user_last_writes': m030,
  '031_state_submissions': m031,
  '032_crash_facts': m032,
  '033_report_parties': m033,
  '034_crash_location_indexes': m034,
  '035_dashboard_pins': m035,
  '036_crash_duplicate_dismissals': m036,
  '037_crash_location_cover': m037,
  '038_crash_minute_index': m038,
  '039_crash_day_counts': m039,
  '040_crash_severity_index': m040,
  '041_crash_day_squares': m041,
  '042_report_releases': m042,
  '043_retention': m043,
  '044_notifications': m044,
  '045_report_deadlines': m045,
  '046_retention_run_counts': m046,
};

/** Migrations see the database untyped (they must not depend on today's schema types). */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db: db as unknown as Kysely<unknown>,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
