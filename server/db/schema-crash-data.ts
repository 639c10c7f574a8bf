import type { Generated, JSONColumnType } from 'kysely';
import type { CreatedAt, Timestamp } from './column-types';

// The tables of what the crashes say (migrations 032 to 039): the crash data screen's facts and
// pins, and the people and vehicles index with its look-up log. Apart from schema.ts, which holds
// the reports and everything around them.

/**
 * One row per report, what the crash data screen filters and counts by: a copy of its report's
 * columns the trigger of migration 032 keeps in the report's own transaction.
 */
export interface CrashFactTable {
  id: number;
  agency_ori: string;
  author_user_id: number;
  status: number;
  is_supplement: boolean;
  crash_date: string | null;
  crash_hour: number | null;
  /** Minutes since midnight of a time typed hh:mm (migration 032), for possible duplicates. */
  crash_minute: number | null;
  /** 0 Monday to 6 Sunday. */
  crash_weekday: number | null;
  /** year * 12 + month. */
  crash_month: number | null;
  county_code: string | null;
  municipality_code: string | null;
  severity: number | null;
  crash_type_code: string | null;
  /** The manner of collision (list 39) of a crash type "39:<code>". */
  manner_code: string | null;
  primary_factor: string | null;
  hit_and_run: boolean;
  commercial_vehicle: boolean;
  latitude: number | null;
  longitude: number | null;
  intersection_key: string | null;
  segment_key: string | null;
}

/**
 * Per crash date, kind of report counted (1 of record, 2 in progress) and view dimension (t total,
 * h hour, s severity, m manner, f primary factor, c county, p city): how many crashes have `value`.
 * Kept by migration 039's triggers on crash_facts, read for every agency's counts.
 */
export interface CrashDayCountTable {
  crash_date: string;
  counted: number;
  dimension: string;
  value: string | null;
  n: number;
}

/** Crashes with a point per crash date, kind counted, square at the map's overview zoom and severity (migration 041). */
export interface CrashDaySquareTable {
  crash_date: string;
  counted: number;
  x: number;
  y: number;
  severity: number | null;
  n: number;
  latitude_sum: string;
  longitude_sum: string;
}

/** A crash data view pinned to a user's dashboard (migration 035). */
export interface DashboardPinTable {
  id: Generated<number>;
  user_id: number;
  position: number;
  view: string;
  title: string;
  search: string;
  created_at: CreatedAt;
}

/** A person or vehicle of a report (lib/forms/derived/report-parties.ts), replaced with the report's data. */
export interface ReportPartyTable {
  report_id: number;
  position: number;
  kind: 'person' | 'vehicle';
  role: string;
  unit: number | null;
  last_name: string | null;
  first_name: string | null;
  /** yyyy-mm-dd. */
  birth_date: string | null;
  licence_number: string | null;
  licence_state: string | null;
  plate: string | null;
  plate_state: string | null;
  vin: string | null;
}

/** One search of people and vehicles: who looked up whom, when, why, and how many matched. */
export interface PersonLookupTable {
  id: Generated<string>;
  at: Timestamp;
  user_id: number;
  user_name: string;
  agency_ori: string | null;
  criteria: JSONColumnType<Record<string, unknown>>;
  reason: string;
  match_count: number;
  report_ids: JSONColumnType<number[]>;
  ip: string;
}

/** The tables of this file, as Database (schema.ts) has them. */
export interface CrashDataTables {
  crash_facts: CrashFactTable;
  crash_day_counts: CrashDayCountTable;
  crash_day_squares: CrashDaySquareTable;
  dashboard_pins: DashboardPinTable;
  report_parties: ReportPartyTable;
  person_lookups: PersonLookupTable;
}
