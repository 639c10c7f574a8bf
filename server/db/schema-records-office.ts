import type { Generated, JSONColumnType } from 'kysely';
import type { Timestamp } from './column-types';

// The tables of the records office (migration 042 on): the copies given of reports, retention and legal holds, notifications. Apart from
// schema.ts, which holds the reports and everything around them.

/** One copy of a report printed or e-mailed, and whom it was for (migration 042). */
export interface ReportReleaseTable {
  id: Generated<string>;
  report_id: number;
  report_version: number;
  case_number: string;
  agency_ori: string;
  copy: 'public' | 'full';
  delivery: 'print' | 'email';
  email_to: string | null;
  requester_name: string;
  requester_kind: string;
  agency_use: boolean;
  permissible_use: string | null;
  proof: string;
  given_by: number;
  given_by_name: string;
  given_at: Timestamp;
  file_name: string;
}

/** An agency's retention schedule (migration 043): null periods keep for ever. */
export interface RetentionScheduleTable {
  agency_ori: string;
  archive_accepted_after_years: number | null;
  archive_drafts_after_days: number | null;
  purge_attachments_after_years: number | null;
  purge_personal_data_after_years: number | null;
  updated_by: number | null;
  updated_at: Timestamp;
}

/** A report no retention run may touch while the hold lasts. */
export interface ReportLegalHoldTable {
  report_id: number;
  reason: string;
  placed_by: number;
  placed_by_name: string;
  placed_at: Timestamp;
}

/** What retention has purged of an archived report, so no run purges it twice. */
export interface ReportPurgeTable {
  report_id: number;
  attachments_purged_at: Timestamp | null;
  personal_data_purged_at: Timestamp | null;
}

/** One run of the retention job: who started it (null: the daily run), its progress per action. */
export interface RetentionRunTable {
  id: Generated<string>;
  started_at: Timestamp;
  finished_at: Timestamp | null;
  state: 'running' | 'done' | 'failed';
  started_by: number | null;
  started_by_name: string;
  counts: JSONColumnType<Record<string, { done: number; skipped: number; total: number }>>;
  error: string | null;
}

/** A run's progress with one action of one agency (migration 046). */
export interface RetentionRunCountTable {
  run_id: string;
  key: string;
  done: Generated<number>;
  skipped: Generated<number>;
  total: number;
}

/** What a user is told, in the app and by mail (migration 044). */
export interface NotificationTable {
  id: Generated<string>;
  user_id: number;
  kind: string;
  report_id: number | null;
  title: string;
  body: string;
  in_app: boolean;
  created_at: Timestamp;
  read_at: Timestamp | null;
  mail_state: 'none' | 'queued' | 'sent';
  dedupe_key: string | null;
}

/** A user's choice per kind of notification; none stored: the defaults of lib/notifications. */
export interface NotificationChoiceTable {
  user_id: number;
  kind: string;
  in_app: boolean;
  by_mail: boolean;
}

/** The tables of this file, as Database (schema.ts) has them. */
export interface RecordsOfficeTables {
  report_releases: ReportReleaseTable;
  retention_schedules: RetentionScheduleTable;
  report_legal_holds: ReportLegalHoldTable;
  report_purges: ReportPurgeTable;
  retention_runs: RetentionRunTable;
  retention_run_counts: RetentionRunCountTable;
  notifications: NotificationTable;
  notification_choices: NotificationChoiceTable;
}
