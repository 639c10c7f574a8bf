import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { CreatedAt } from './column-types';

/** A report instance and version sent to the state repository (server/db/migrations/submissions). */
export interface StateSubmissionTable {
  id: Generated<number>;
  report_id: number;
  agency_ori: string;
  idempotency_key: string;
  report_version: number;
  replaces_submission_id: number | null;
  replaces_case_number: string | null;
  /** lib/state-repository/submission-status.ts */
  status: string;
  hold_reason: string | null;
  problems: JSONColumnType<unknown[], string | undefined, string>;
  document: string | null;
  element_fields: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  receipt: string | null;
  state_case_number: string | null;
  reasons: JSONColumnType<unknown[], string | undefined, string>;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: Date | null;
  decided_at: Date | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface StateSubmissionEventTable {
  id: Generated<number>;
  submission_id: number;
  at: CreatedAt;
  user_id: number | null;
  action: string;
  detail: JSONColumnType<Record<string, unknown>, string | undefined, string>;
}

/** The tables of the state repository's submissions (server/db/migrations/submissions). */
export interface StateSubmissionTables {
  state_submissions: StateSubmissionTable;
  state_submission_events: StateSubmissionEventTable;
}
