import { sql } from 'kysely';
import type { ReportParty } from '../../../lib/forms/derived/report-parties';
import type { FoundParty, PeopleCriteria } from '../../../lib/people/people-criteria';
import type { Db } from '../../db/database';
import { likeLiteral } from '../admin-logs/auth-event-repository';
import type { Executor } from '../executor';
import type { ReportFilter } from '../report-tables/report-scope';

const columnsOf = (reportId: number, parties: readonly ReportParty[]) =>
  parties.map((p, position) => ({
    report_id: reportId,
    position,
    kind: p.kind,
    role: p.role,
    unit: p.unit,
    last_name: p.lastName,
    first_name: p.firstName,
    birth_date: p.birthDate,
    licence_number: p.licenceNumber,
    licence_state: p.licenceState,
    plate: p.plate,
    plate_state: p.plateState,
    vin: p.vin,
  }));

/**
 * Makes a report's rows of report_parties (migration 033) its `parties`, in the transaction that
 * writes the report. Most saves change no person or vehicle: the rows are read first (a few, by
 * the primary key) and written only when they differ.
 */
export async function replaceReportParties(tx: Executor, reportId: number, parties: readonly ReportParty[]) {
  const wanted = columnsOf(reportId, parties);
  const kept = await tx
    .selectFrom('report_parties')
    .select([
      'report_id',
      'position',
      'kind',
      'role',
      'unit',
      'last_name',
      'first_name',
      sql<string | null>`to_char(birth_date, 'YYYY-MM-DD')`.as('birth_date'),
      'licence_number',
      'licence_state',
      'plate',
      'plate_state',
      'vin',
    ])
    .where('report_id', '=', reportId)
    .orderBy('position')
    .execute();
  if (JSON.stringify(kept) === JSON.stringify(wanted)) return;
  await tx.deleteFrom('report_parties').where('report_id', '=', reportId).execute();
  if (wanted.length) await tx.insertInto('report_parties').values(wanted).execute();
}

/** A supplement starts with its original's people and vehicles, as it starts with its data. */
export async function copyReportParties(tx: Executor, fromReportId: number, toReportId: number) {
  await sql`insert into report_parties (report_id, position, kind, role, unit, last_name, first_name, birth_date,
      licence_number, licence_state, plate, plate_state, vin)
    select ${toReportId}, position, kind, role, unit, last_name, first_name, birth_date,
      licence_number, licence_state, plate, plate_state, vin
    from report_parties where report_id = ${fromReportId}`.execute(tx);
}

/** The condition on the party row `p` that a search's criteria make, each answered by its index. */
function criteriaWhere(c: PeopleCriteria) {
  switch (c.by) {
    case 'licence':
      return sql`p.licence_number = ${c.licenceNumber}`;
    case 'vin':
      return sql`p.vin = ${c.vin}`;
    case 'plate':
      return c.plateState ? sql`p.plate = ${c.plate} and p.plate_state = ${c.plateState}` : sql`p.plate = ${c.plate}`;
    case 'name': {
      const parts = [sql`p.last_name like ${`${likeLiteral(c.lastName)}%`}`, sql`p.kind = 'person'`];
      if (c.firstName) parts.push(sql`p.first_name like ${`${likeLiteral(c.firstName)}%`}`);
      if (c.birthDate) parts.push(sql`p.birth_date = ${c.birthDate}::date`);
      return sql.join(parts, sql` and `);
    }
  }
}

/** The people and vehicles index of reports: written with each report, searched across the reports in scope. */
export function reportPartyRepository(db: Db) {
  return {
    /** Party rows matching the criteria in reports of `scope` (a condition on `r`), newest crash first. */
    async find(criteria: PeopleCriteria, scope: ReportFilter, limit: number): Promise<FoundParty[]> {
      const { rows } = await sql<FoundParty>`
        select p.kind, p.last_name as "lastName", p.first_name as "firstName",
          to_char(p.birth_date, 'YYYY-MM-DD') as "birthDate", p.licence_number as "licenceNumber",
          p.licence_state as "licenceState", p.plate, p.plate_state as "plateState", p.vin,
          r.id as "reportId", r.case_number as "caseNumber", to_char(r.date_of_crash, 'YYYY-MM-DD') as "crashDate",
          r.agency_ori as "agencyOri", r.department_name as "agencyName", p.role, p.unit, r.status
        from report_parties p join reports r on r.id = p.report_id
        where ${criteriaWhere(criteria)} and ${scope}
        order by r.date_of_crash desc nulls last, r.id desc, p.position
        limit ${limit}`.execute(db);
      return rows;
    },
  };
}
export type ReportPartyRepository = ReturnType<typeof reportPartyRepository>;
