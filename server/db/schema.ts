import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { CreatedAt, Nullable, Timestamp } from './column-types';
import type { RecordsOfficeTables } from './schema-records-office';
import type { CrashDataTables } from './schema-crash-data';
import type { StateSubmissionTables } from './schema-state-submissions';

export interface AgencyTable {
  ori: string;
  name: string;
  additional_info: JSONColumnType<Record<string, unknown>>;
  created_at: CreatedAt;
  disabled: Generated<boolean>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_by: number | null;
  /** The agency's deadlines in days (lib/workflow/deadlines/report-deadlines.ts); null, the defaults. */
  report_due_days: Nullable<number>;
  review_due_days: Nullable<number>;
}

export interface RoleTable {
  id: Generated<number>;
  name: string;
  description: string;
  rules: JSONColumnType<unknown[]>;
  agency_ori: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_by: number | null;
  /** A shipped role an administrator changed: the seed no longer brings back its shipped rules. */
  edited: Generated<boolean>;
}

export interface UserTable {
  id: Generated<number>;
  user_name: string;
  first_name: string;
  last_name: string;
  badge_id: string;
  agency_ori: string;
  password_hash: string;
  must_change_password: Generated<boolean>;
  status: Generated<number>;
  failures_reset_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_by: number | null;
  phone: Generated<string>;
  email: Generated<string>;
  additional_info: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** The user's own settings (theme, defaultSkin, layout options), kept so they follow the user. */
  settings: ColumnType<Record<string, unknown>, string | undefined, string>;
  default_location: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  last_sign_in_at: Nullable<Date | string>;
  totp_secret: string | null;
  totp_enabled_at: Nullable<Date | string>;
  recovery_codes: ColumnType<unknown[], string | undefined, string>;
  /** The TOTP time step of the last code used: each code is good once. */
  totp_last_step: number | null;
  /** When the account was last enabled again after being disabled (set by a trigger): inactivity counts from then. */
  reactivated_at: ColumnType<Date | null, never, never>;
}

export interface UserRoleTable {
  user_id: number;
  role_id: number;
}

export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  application_id: string;
  ip: string;
  stage: 'active' | 'dppa' | 'change_password' | 'choose_password' | 'second_factor' | 'enrol_second_factor';
  dppa_purpose: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  end_reason: string | null;
  /** When the user last proved who they are in this session (password or second factor). */
  authenticated_at: Nullable<Date | string>;
}

export interface LoginLinkTable {
  token_hash: string;
  user_id: number;
  application_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface AuthEventTable {
  id: Generated<string>;
  occurred_at: Timestamp;
  event_type: number;
  user_id: number | null;
  user_name: string;
  agency_ori: string | null;
  outcome: string;
  detail: string;
  ip: string;
  application_id: string;
}

/** A sign-in rate limit's count for one key until its window ends. */
export interface RateLimitTable {
  key: string;
  hits: number;
  expires_at: Timestamp;
}

export interface FormConfigurationTable {
  id: Generated<number>;
  title: string;
  agency_ori: string | null;
  major_version: number;
  minor_version: number;
  is_published: boolean;
  disabled: boolean;
  last_updated: Timestamp;
  form_model: JSONColumnType<object>;
  updated_by_user_id: Generated<number | null>;
}

export interface FormPermissionTable {
  form_configuration_id: number;
  /** create, edit or submit: what the role may do with reports of the version (lib/forms/versions/publish-permissions.ts). */
  permission_group: string;
  role_id: number;
  value: boolean;
}

export interface ReportTable {
  id: Generated<number>;
  version: Generated<number>;
  status: Generated<number>;
  form_configuration_id: number | null;
  form_type: string;
  author_user_id: number;
  agency_ori: string;
  inbox_id: number | null;
  locking_user_id: number | null;
  /** The report's own lock duration (hours); null: its form's lockDuration. */
  lock_duration_hours: ColumnType<number | null, number | null | undefined, number | null>;
  lock_created: Date | null;
  unique_identifier: Generated<string>;
  external_instance_id: string | null;
  is_supplement: Generated<boolean>;
  original_report_id: number | null;
  case_number: string | null;
  date_of_crash: string | null;
  time_of_crash: string | null;
  street_name: string | null;
  intersect_street_name: string | null;
  municipality_code: string | null;
  county_code: string | null;
  roadway_name: string | null;
  crash_type_code: string | null;
  injury_count: number | null;
  fatality_count: number | null;
  department_name: string | null;
  /** The crash data screen's facts (lib/forms/derived/crash-facts.ts), copied to crash_facts by a trigger. */
  severity: number | null;
  primary_factor: string | null;
  hit_and_run: Generated<boolean>;
  commercial_vehicle: Generated<boolean>;
  latitude: number | null;
  longitude: number | null;
  intersection_key: string | null;
  segment_key: string | null;
  data: JSONColumnType<Record<string, unknown>>;
  provenance: JSONColumnType<Record<string, string>, string | undefined, string>;
  /** Values a draft could not take to a newer form version (lib/forms/versions/carry-over.ts). */
  not_carried_over: JSONColumnType<unknown[], string | undefined, string>;
  original_reviewer_user_id: number | null;
  last_updated_by: number | null;
  created_at: CreatedAt;
  last_updated: Timestamp;
  /** The id the author's device gave the report when it created it offline; unique per author. */
  client_id: Nullable<string>;
  /** The state repository's reasons for refusing the report (lib/state-repository), newest submission's. */
  error_messages: JSONColumnType<unknown[], string | undefined, string>;
  /** When the report was last sent for review from its author's hands: its review period counts from it. */
  review_since: Nullable<Date>;
}

export interface CodeListNameTable {
  list_id: number;
  name: string;
  source: string;
  parent_list_id: number | null;
  last_updated: Timestamp;
}

export interface CodeListTable {
  list_id: number;
  code: string;
  label: string;
  parent_code: string | null;
  active: boolean;
  last_updated: Timestamp;
}

export interface AttachmentTable {
  id: Generated<string>;
  report_id: number;
  type: string;
  file_name: string;
  content_type: string;
  size: number;
  sha256: string;
  /** The bytes when `store` is 'postgres'; null when they are in the object store. */
  content: Nullable<Uint8Array>;
  /** Where the bytes are: 'postgres' (in `content`) or 's3' (the object store, under a key made from the id). */
  store: ColumnType<AttachmentStoreKind, AttachmentStoreKind | undefined, AttachmentStoreKind>;
  uploaded_by: number;
  uploaded_at: Timestamp;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  deleted_by: number | null;
  /** The key the uploading device gave the file, so an upload sent twice stores it once; unique per report. */
  client_key: Nullable<string>;
}

export type AttachmentStoreKind = 'postgres' | 's3';

/** Objects that may be in the object store without a row: removed by the sweep once sweep_after has passed. */
export interface AttachmentOrphanTable {
  attachment_id: string;
  sweep_after: Timestamp;
}

export interface InboxTable {
  id: Generated<number>;
  agency_ori: string;
  name: string;
  user_id: number | null;
}

export interface InboxHistoryTable {
  id: Generated<string>;
  report_id: number;
  action: string;
  from_status: number;
  to_status: number | null;
  from_inbox_id: number | null;
  to_inbox_id: number | null;
  user_id: number;
  assignee_user_id: number | null;
  note: string | null;
  at: Timestamp;
}

export interface ReportVersionTable {
  id: Generated<string>;
  report_id: number;
  version: number;
  status: number;
  reason: string;
  data: JSONColumnType<Record<string, unknown>>;
  provenance: JSONColumnType<Record<string, string>, string | undefined, string>;
  saved_by: number;
  saved_at: Timestamp;
}

export interface ReportNoteTable {
  id: Generated<string>;
  report_id: number;
  user_id: number;
  kind: string;
  text: string;
  at: Timestamp;
}

export interface ReviewCommentTable {
  id: Generated<string>;
  report_id: number;
  report_version: number;
  path: string;
  text: string;
  user_id: number;
  at: Timestamp;
  resolved_at: Nullable<Date | string>;
}

export interface AuditEventTable {
  id: Generated<string>;
  report_id: number | null;
  user_id: number | null;
  user_name: string;
  action: string;
  detail: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  ip: string;
  at: Timestamp;
}

export interface OutboxMessageTable {
  id: Generated<string>;
  report_id: number | null;
  user_id: number | null;
  to_address: string;
  subject: string;
  body: string;
  attachment_name: string | null;
  attachment: Uint8Array | null;
  created_at: Timestamp;
}

/** One application setting an administrator changed; settings not stored here take the configured default. */
export interface ApplicationSettingTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_by: number | null;
}

/** A change to an agency, user, role or the settings, with its values before and after. */
export interface AdminEventTable {
  id: Generated<string>;
  at: Timestamp;
  actor_user_id: number | null;
  actor_name: string;
  agency_ori: string | null;
  subject: string;
  subject_key: string;
  action: string;
  before: ColumnType<Record<string, unknown> | null, string | null, never>;
  after: ColumnType<Record<string, unknown> | null, string | null, never>;
  ip: string;
}

/** A user's last call that may have written, for reads after it (migration 030). */
export interface UserLastWriteTable {
  user_id: number;
  /** A WAL position as PostgreSQL writes it (pg_lsn), such as 0/16B3748. */
  lsn: string;
  written_at: Timestamp;
}

/** Every table: those of schema-crash-data.ts, schema-records-office.ts and schema-state-submissions.ts are theirs. */
export interface Database extends CrashDataTables, RecordsOfficeTables, StateSubmissionTables {
  agencies: AgencyTable;
  roles: RoleTable;
  users: UserTable;
  user_roles: UserRoleTable;
  sessions: SessionTable;
  login_links: LoginLinkTable;
  auth_events: AuthEventTable;
  rate_limits: RateLimitTable;
  form_configurations: FormConfigurationTable;
  form_permissions: FormPermissionTable;
  reports: ReportTable;
  code_list_names: CodeListNameTable;
  code_lists: CodeListTable;
  attachments: AttachmentTable;
  attachment_orphans: AttachmentOrphanTable;
  inboxes: InboxTable;
  inbox_history: InboxHistoryTable;
  report_versions: ReportVersionTable;
  report_notes: ReportNoteTable;
  review_comments: ReviewCommentTable;
  audit_events: AuditEventTable;
  outbox_messages: OutboxMessageTable;
  application_settings: ApplicationSettingTable;
  admin_events: AdminEventTable;
  user_last_writes: UserLastWriteTable;
}
