import { sql } from 'kysely';
import type { Db } from '../../../server/db/database';

/** Report rows and inboxes made directly in the database, for the report table and search tests. */

export interface ReportRow {
  author: number;
  agencyOri: string;
  status: number;
  caseNumber: string;
  /** null: a draft without its crash date yet. */
  dateOfCrash?: string | null;
  timeOfCrash?: string;
  streetName?: string;
  roadwayName?: string;
  intersectStreetName?: string | null;
  countyCode?: string;
  municipalityCode?: string;
  crashTypeCode?: string;
  injuryCount?: number;
  fatalityCount?: number;
  inboxId?: number | null;
  lock?: { userId: number; created: Date };
  minutesAgo?: number;
  /** The crash data screen's facts (migration 032). */
  severity?: number | null;
  primaryFactor?: string | null;
  hitAndRun?: boolean;
  commercialVehicle?: boolean;
  latitude?: number | null;
  longitude?: number | null;
  intersectionKey?: string | null;
  segmentKey?: string | null;
  isSupplement?: boolean;
  createdAt?: Date;
  /** When it was last sent for review (migration 045). */
  reviewSince?: Date | null;
}

export async function insertReport(db: Db, r: ReportRow): Promise<number> {
  const roadway = r.roadwayName ?? 'MERIDIAN';
  const row = await db
    .insertInto('reports')
    .values({
      status: r.status,
      form_type: 'Crash',
      form_configuration_id: (await db.selectFrom('form_configurations').select('id').executeTakeFirstOrThrow()).id,
      author_user_id: r.author,
      agency_ori: r.agencyOri,
      case_number: r.caseNumber,
      date_of_crash: r.dateOfCrash === null ? null : (r.dateOfCrash ?? '2026-03-14'),
      time_of_crash: r.timeOfCrash ?? '08:30',
      street_name: r.streetName ?? `100 N ${roadway} ST`,
      roadway_name: roadway,
      intersect_street_name: r.intersectStreetName ?? null,
      county_code: r.countyCode ?? '097',
      municipality_code: r.municipalityCode ?? '36003',
      crash_type_code: r.crashTypeCode ?? '39:1',
      injury_count: r.injuryCount ?? 0,
      fatality_count: r.fatalityCount ?? 0,
      inbox_id: r.inboxId ?? null,
      locking_user_id: r.lock?.userId ?? null,
      lock_created: r.lock?.created ?? null,
      data: JSON.stringify({}),
      last_updated: new Date(Date.now() - (r.minutesAgo ?? 0) * 60_000),
      severity: r.severity ?? null,
      primary_factor: r.primaryFactor ?? null,
      hit_and_run: r.hitAndRun ?? false,
      commercial_vehicle: r.commercialVehicle ?? false,
      latitude: r.latitude ?? null,
      longitude: r.longitude ?? null,
      intersection_key: r.intersectionKey ?? null,
      segment_key: r.segmentKey ?? null,
      is_supplement: r.isSupplement ?? false,
      review_since: r.reviewSince ?? null,
      ...(r.createdAt ? { created_at: r.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An agency's review inbox (no user) or a reviewer's named inbox; the existing one when there is one. */
export async function addInbox(db: Db, agencyOri: string, name: string, userId: number | null = null) {
  const existing = await db
    .selectFrom('inboxes')
    .select('id')
    .where('agency_ori', '=', agencyOri)
    .where('user_id', userId === null ? 'is' : '=', userId)
    .executeTakeFirst();
  if (existing) return existing.id;
  const row = await db
    .insertInto('inboxes')
    .values({ agency_ori: agencyOri, name, user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Row ids of a list or search answer, in order. */
export const idsOf = (payload: { rows: { id: number }[] }) => payload.rows.map((r) => r.id);

/**
 * `count` accepted copies of report `sourceId` (its document and summary), spread over the crash
 * dates from `firstDay` on, `days` of them; in one INSERT ... SELECT, so thousands take a moment.
 */
export async function copyAcceptedReports(
  db: Db,
  sourceId: number,
  count: number,
  { firstDay = '2026-01-01', days = 365 }: { firstDay?: string; days?: number } = {},
): Promise<void> {
  await sql`insert into reports (status, form_type, form_configuration_id, author_user_id, agency_ori, case_number,
      date_of_crash, time_of_crash, street_name, roadway_name, county_code, municipality_code, crash_type_code,
      injury_count, fatality_count, department_name, data, version)
    select 4, s.form_type, s.form_configuration_id, s.author_user_id, s.agency_ori, 'COPY-' || g,
      ${firstDay}::date + (g % ${days}::int), s.time_of_crash, s.street_name, s.roadway_name, s.county_code,
      s.municipality_code, s.crash_type_code, s.injury_count, s.fatality_count, s.department_name, s.data, s.version
    from reports s, generate_series(1, ${count}::int) g where s.id = ${sourceId}`.execute(db);
}
