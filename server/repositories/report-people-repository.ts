import { sql } from 'kysely';
import type { FoundPerson, PersonRole } from '../../lib/api/lookup-schemas';
import type { FormDefinition } from '../../lib/forms/definition-schema';
import { formRoles, itemRoleValue } from '../../lib/forms/form-roles';
import { PERSON_SECTIONS } from '../../lib/forms/lookups/person-writes';
import type { PeopleLayout } from '../../lib/forms/people-layout';
import type { FieldRole } from '../../lib/forms/roles';
import type { Db } from '../db/database';

export interface ReportPersonRow {
  reportId: number;
  caseNumber: string | null;
  authorUserId: number;
  agencyOri: string;
  status: number;
  /** The form version the report was written with: its definition names the person's fields. */
  formConfigurationId: number;
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

/** The same normalisation in SQL, over every key a person's name can be kept under. */
const wordsOf = (nameKeys: readonly string[]) => sql`' ' || regexp_replace(
  regexp_replace(
    upper(concat_ws(' ', ${sql.join(nameKeys.map((key) => sql`person->>${key}`))})),
    '''', '', 'g'),
  '[^A-Z0-9]+', ' ', 'g')`;

const arrayOr = (json: ReturnType<typeof sql>) =>
  sql`case when jsonb_typeof(${json}) = 'array' then ${json} else '[]'::jsonb end`;

/** The form versions sharing one people layout. */
export interface LayoutGroup {
  formIds: number[];
  layout: PeopleLayout;
}

/** The SQL branches reading one layout's drivers, owners, passengers and witnesses. */
function layoutBranches({ formIds, layout }: LayoutGroup) {
  const forms = sql`s.form_configuration_id in (${sql.join(formIds)})`;
  const branches = [];
  if (layout.units !== null) {
    const unitRows = sql`scoped s cross join lateral jsonb_array_elements(${arrayOr(sql`s.data->${layout.units}`)}) with ordinality as u(value, ord)`;
    if (layout.driver !== null) {
      branches.push(sql`select s.*, 'driver' as role, u.ord::int as unit, null::int as idx, u.value->${layout.driver} as person
        from ${unitRows} where ${forms}`);
    }
    if (layout.owner !== null) {
      branches.push(sql`select s.*, 'owner', u.ord::int, null::int, u.value->${layout.owner}
        from ${unitRows} where ${forms}`);
    }
    if (layout.passengers !== null) {
      branches.push(sql`select s.*, 'passenger', u.ord::int, p.ord::int, p.value
        from ${unitRows}
        cross join lateral jsonb_array_elements(${arrayOr(sql`u.value->${layout.passengers}`)}) with ordinality as p(value, ord)
        where ${forms}`);
    }
  }
  if (layout.witnesses !== null) {
    branches.push(sql`select s.*, 'witness', null::int, w.ord::int, w.value
      from scoped s cross join lateral jsonb_array_elements(${arrayOr(sql`s.data->${layout.witnesses}`)}) with ordinality as w(value, ord)
      where ${forms}`);
  }
  return branches;
}

/**
 * People written in report documents (each unit's driver, owner and passengers, and the
 * witnesses) of one agency, plus one named report. Each form version keeps them under the keys
 * its definition gives them (`groups`, one per people layout). Plain PostgreSQL JSONB functions,
 * so the same query runs on PGlite and on a server.
 */
export function reportPeopleRepository(db: Db) {
  return {
    /** Entries whose names have a word starting with each of `words`, the named report's first, newest next. */
    async search(q: {
      agencyOri: string;
      reportId: number | null;
      words: string[];
      limit: number;
      groups: LayoutGroup[];
    }): Promise<ReportPersonRow[]> {
      const branches = q.groups.filter((g) => g.formIds.length).flatMap(layoutBranches);
      const nameKeys = [...new Set(q.groups.flatMap((g) => g.layout.nameKeys))];
      if (!branches.length || !nameKeys.length) return [];
      // Words hold only A-Z and 0-9 (nameWords), so they need no LIKE escaping.
      const matches = q.words.map((w) => sql`words like ${`% ${w}%`}`);
      const rows = await sql<ReportPersonRow>`
        with scoped as (
          select id, case_number, last_updated, author_user_id, agency_ori, status, form_configuration_id, data
          from reports
          where agency_ori = ${q.agencyOri} or id = ${q.reportId}
        ),
        people as (
          ${sql.join(branches, sql` union all `)}
        ),
        named as (
          select *, ${wordsOf(nameKeys)} as words from people where jsonb_typeof(person) = 'object'
        )
        select id as "reportId", case_number as "caseNumber", author_user_id as "authorUserId",
               agency_ori as "agencyOri", status, form_configuration_id as "formConfigurationId",
               role, unit, idx as "index", person
        from named
        where ${sql.join(matches, sql` and `)}
        order by coalesce(id = ${q.reportId}, false) desc, last_updated desc, id desc, unit, idx, role
        limit ${q.limit}
      `.execute(db);
      return rows.rows;
    },
  };
}

/** One found entry as the person search answers it, read by role from its form's definition; absent fields are null. */
export function foundPersonOf(row: ReportPersonRow, definition: FormDefinition): FoundPerson {
  const roles = formRoles(definition);
  const pattern = roles.section(PERSON_SECTIONS[row.role])?.itemPattern ?? '';
  const field = (role: FieldRole) => {
    const v = itemRoleValue(roles, pattern, row.person, role);
    return typeof v === 'string' && v.trim() ? v.trim() : null;
  };
  const lastName = field('person.lastName');
  const firstName = field('person.firstName');
  const middleInitial = field('person.middleInitial');
  const businessName = field('owner.businessName');
  const personal = [lastName, [firstName, middleInitial].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    name: personal || businessName || field('person.oneLineName') || '',
    lastName,
    firstName,
    middleInitial,
    suffix: field('person.suffix'),
    businessName,
    gender: field('person.gender'),
    birthDate: field('person.birthDate'),
    phone: field('person.phone'),
    email: field('person.email'),
    street: field('person.street'),
    city: field('person.city'),
    state: field('person.state'),
    zip: field('person.zip'),
    address: field('person.oneLineAddress'),
    licenceNumber: field('person.licenceNumber'),
    licenceState: field('person.licenceState'),
    source: { reportId: row.reportId, caseNumber: row.caseNumber, role: row.role, unit: row.unit, index: row.index },
  };
}
