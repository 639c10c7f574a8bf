import { sql } from 'kysely';
import type { FoundPerson, PersonRole } from '../../lib/api/lookup-schemas';
import type { Db } from '../db/database';

export interface ReportPersonRow {
  reportId: number;
  caseNumber: string | null;
  authorUserId: number;
  agencyOri: string;
  status: number;
  role: PersonRole;
  /** 1-based unit number (drivers, owners, passengers). */
  unit: number | null;
  /** 1-based position among passengers or witnesses. */
  index: number | null;
  person: Record<string, unknown>;
}

/** Typed words as the search compares them: upper case, apostrophes dropped, split on anything else. */
export function nameWords(text: string): string[] {
  return text
    .toUpperCase()
    .replace(/'/g, '')
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
}

/** The same normalisation in SQL, over every name a person entry can carry. */
const wordsOf = sql`' ' || regexp_replace(
  regexp_replace(
    upper(concat_ws(' ', person->>'NAMELASTTXT', person->>'NAMEFIRSTTXT', person->>'NAMETXT', person->>'BUSINESSNAMETXT')),
    '''', '', 'g'),
  '[^A-Z0-9]+', ' ', 'g')`;

const arrayOr = (json: ReturnType<typeof sql>) =>
  sql`case when jsonb_typeof(${json}) = 'array' then ${json} else '[]'::jsonb end`;

/**
 * People written in report documents (Units[].Driver, Units[].Owner, Units[].Passengers[],
 * Witnesses[]) of one agency, plus one named report. Plain PostgreSQL JSONB functions, so the
 * same query runs on PGlite and on a server.
 */
export function reportPeopleRepository(db: Db) {
  return {
    /** Entries whose names have a word starting with each of `words`, the named report's first, newest next. */
    async search(q: { agencyOri: string; reportId: number | null; words: string[]; limit: number }) {
      // Words hold only A-Z and 0-9 (nameWords), so they need no LIKE escaping.
      const matches = q.words.map((w) => sql`words like ${`% ${w}%`}`);
      const rows = await sql<ReportPersonRow>`
        with scoped as (
          select id, case_number, last_updated, author_user_id, agency_ori, status,
                 ${arrayOr(sql`data->'Units'`)} as units, ${arrayOr(sql`data->'Witnesses'`)} as witnesses
          from reports
          where agency_ori = ${q.agencyOri} or id = ${q.reportId}
        ),
        people as (
          select s.*, 'driver' as role, u.ord::int as unit, null::int as idx, u.value->'Driver' as person
            from scoped s cross join lateral jsonb_array_elements(s.units) with ordinality as u(value, ord)
          union all
          select s.*, 'owner', u.ord::int, null::int, u.value->'Owner'
            from scoped s cross join lateral jsonb_array_elements(s.units) with ordinality as u(value, ord)
          union all
          select s.*, 'passenger', u.ord::int, p.ord::int, p.value
            from scoped s cross join lateral jsonb_array_elements(s.units) with ordinality as u(value, ord)
            cross join lateral jsonb_array_elements(${arrayOr(sql`u.value->'Passengers'`)}) with ordinality as p(value, ord)
          union all
          select s.*, 'witness', null::int, w.ord::int, w.value
            from scoped s cross join lateral jsonb_array_elements(s.witnesses) with ordinality as w(value, ord)
        ),
        named as (
          select *, ${wordsOf} as words from people where jsonb_typeof(person) = 'object'
        )
        select id as "reportId", case_number as "caseNumber", author_user_id as "authorUserId",
               agency_ori as "agencyOri", status, role, unit, idx as "index", person
        from named
        where ${sql.join(matches, sql` and `)}
        order by coalesce(id = ${q.reportId}, false) desc, last_updated desc, id desc, unit, idx, role
        limit ${q.limit}
      `.execute(db);
      return rows.rows;
    },
  };
}

/** One found entry as the person search answers it; absent fields are null. */
export function foundPersonOf(row: ReportPersonRow): FoundPerson {
  const field = (key: string) => {
    const v = row.person[key];
    return typeof v === 'string' && v.trim() ? v.trim() : null;
  };
  const lastName = field('NAMELASTTXT');
  const firstName = field('NAMEFIRSTTXT');
  const middleInitial = field('NAMEMINITIALTXT');
  const businessName = field('BUSINESSNAMETXT');
  const personal = [lastName, [firstName, middleInitial].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    name: personal || businessName || field('NAMETXT') || '',
    lastName,
    firstName,
    middleInitial,
    suffix: field('NAMEFILIALTXT'),
    businessName,
    gender: field('GENDERCDE'),
    birthDate: field('BIRTHDTE'),
    phone: field('PHONETXT') ?? field('PHONETEXT'),
    email: field('EMAILADDRTXT'),
    street: field('ADDRSTREETTXT'),
    city: field('ADDRCITYTXT'),
    state: field('ADDRSTATECDE'),
    zip: field('ADDRZIPTXT'),
    address: field('ADDRESSTXT'),
    licenceNumber: field('DRIVERLICNBRTXT'),
    licenceState: field('DRIVERLICSTATECDE'),
    source: { reportId: row.reportId, caseNumber: row.caseNumber, role: row.role, unit: row.unit, index: row.index },
  };
}
