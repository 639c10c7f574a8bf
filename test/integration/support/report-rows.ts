import type { Db } from '../../../server/db/database';

/** Report rows and inboxes made directly in the database, for the report table and search tests. */

export interface ReportRow {
  author: number;
  agencyOri: string;
  status: number;
  caseNumber: string;
  dateOfCrash?: string;
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
      date_of_crash: r.dateOfCrash ?? '2026-03-14',
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
