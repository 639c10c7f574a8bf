import type { Generated } from 'kysely';
import type { Timestamp } from './column-types';

// The tables of the records office (migration 042 on): the copies given of reports. Apart from
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

/** The tables of this file, as Database (schema.ts) has them. */
export interface RecordsOfficeTables {
  report_releases: ReportReleaseTable;
}
