import { sql } from 'kysely';
import type { PersonAt } from '../../../lib/forms/lookups/found-person';
import type { PeopleLayout } from '../../../lib/forms/lookups/people-layout';
import type { Db } from '../../db/database';

export interface ReportPersonRow extends PersonAt {
  authorUserId: number;
  agencyOri: string;
  status: number;
  /** The form version the report was written with: its definition names the person's fields. */
  formConfigurationId: number;
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
