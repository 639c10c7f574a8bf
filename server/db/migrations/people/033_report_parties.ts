import { sql, type Kysely } from 'kysely';
import { reportParties, type ReportParty } from '../../../../lib/forms/derived/report-parties';
import { forEachReportBatch } from '../../reports-by-definition';

/**
 * Finding people and vehicles (docs/rules/records-and-personal-data.md): report_parties, the
 * people and vehicles of each report normalised as the search compares them, written with the
 * report in its own transaction (report-document-repository.ts), one index for each kind of
 * search; and person_lookups, the access log of those searches that administrators read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table report_parties (
    report_id integer not null references reports (id) on delete cascade,
    position smallint not null,
    kind text not null check (kind in ('person', 'vehicle')),
    role text not null,
    unit smallint,
    last_name text,
    first_name text,
    birth_date date,
    licence_number text,
    licence_state text,
    plate text,
    plate_state text,
    vin text,
    primary key (report_id, position)
  )`.execute(db);
  await sql`create index report_parties_licence_idx on report_parties (licence_number)
    where licence_number is not null`.execute(db);
  await sql`create index report_parties_plate_idx on report_parties (plate, plate_state)
    where plate is not null`.execute(db);
  await sql`create index report_parties_vin_idx on report_parties (vin) where vin is not null`.execute(db);
  // A name search is a last name's beginning, with the birth date when given: text_pattern_ops serves LIKE 'X%'.
  await sql`create index report_parties_name_idx on report_parties (last_name text_pattern_ops, birth_date)
    where last_name is not null`.execute(db);

  await sql`create table person_lookups (
    id bigint generated always as identity primary key,
    at timestamptz not null,
    user_id integer not null references users (id),
    user_name text not null,
    agency_ori text,
    criteria jsonb not null,
    reason text not null,
    match_count integer not null,
    report_ids jsonb not null,
    ip text not null
  )`.execute(db);
  await sql`create index person_lookups_agency_idx on person_lookups (agency_ori, id)`.execute(db);
  await sql`create index person_lookups_user_idx on person_lookups (user_id, id)`.execute(db);

  await backfillParties(db);
}

/** The rows of one report's parties, in the table's column order. */
const partyRows = (reportId: number, parties: readonly ReportParty[]) =>
  parties.map(
    (p, i) =>
      sql`(${reportId}, ${i}, ${p.kind}, ${p.role}, ${p.unit}, ${p.lastName}, ${p.firstName}, ${p.birthDate}::date,
        ${p.licenceNumber}, ${p.licenceState}, ${p.plate}, ${p.plateState}, ${p.vin})`,
  );

/** The parties of the reports already written, from their data by their own form version. */
async function backfillParties(db: Kysely<unknown>) {
  await forEachReportBatch(db, async (reports) => {
    const rows = reports.flatMap((r) => partyRows(r.id, reportParties(r.definition, r.data)));
    if (rows.length) await sql`insert into report_parties values ${sql.join(rows)}`.execute(db);
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table person_lookups`.execute(db);
  await sql`drop table report_parties`.execute(db);
}
