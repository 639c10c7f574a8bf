import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ReportSortKey } from '../../../lib/api/schemas/report-schemas';
import { badRequest } from '../../api/api-error';

/**
 * Keyset paging of the report tables: the next page starts after the last row shown, named by a
 * cursor of that row's sort values, instead of skipping the rows before it (an offset reads and
 * throws away every one of them, which at millions of reports is most of the work).
 */

type Kind = 'timestamp' | 'date' | 'integer' | 'text';

/** One column of a sort: its SQL, the kind of its values, and whether it can be null. */
interface SortColumn {
  expr: RawBuilder<unknown>;
  /** The columns of `r` it reads. */
  reads: string[];
  kind: Kind;
  nullable: boolean;
}

const col = (name: string, kind: Kind, nullable = true): SortColumn => ({
  expr: sql.ref(name),
  reads: [name],
  kind,
  nullable,
});
/** The author's name, read per row only for the rows being sorted. */
const authorPart = (part: 'last_name' | 'first_name'): SortColumn => ({
  expr: sql`(select a.${sql.ref(part)} from users a where a.id = r.author_user_id)`,
  reads: ['r.author_user_id'],
  kind: 'text',
  nullable: true,
});

const sortColumns: Record<ReportSortKey, SortColumn[]> = {
  lastUpdated: [col('r.last_updated', 'timestamp', false)],
  dateOfCrash: [col('r.date_of_crash', 'date'), col('r.time_of_crash', 'text')],
  caseNumber: [col('r.case_number', 'text')],
  status: [col('r.status', 'integer', false)],
  streetName: [col('r.street_name', 'text')],
  countyCode: [col('r.county_code', 'text')],
  municipalityCode: [col('r.municipality_code', 'text')],
  crashTypeCode: [col('r.crash_type_code', 'text')],
  injuryCount: [col('r.injury_count', 'integer')],
  fatalityCount: [col('r.fatality_count', 'integer')],
  departmentName: [col('r.department_name', 'text')],
  author: [authorPart('last_name'), authorPart('first_name')],
};

const id: SortColumn = col('r.id', 'integer', false);

export interface Sort {
  sortBy: ReportSortKey;
  sortDirection: 'asc' | 'desc';
}

/**
 * The order of a table: its columns either way with empty values last, then ties newest report
 * first. A column that cannot be empty is ordered without "nulls last", so an index on it serves
 * the order.
 */
export function orderOf(sort: Sort): RawBuilder<unknown> {
  const direction = sort.sortDirection === 'asc' ? sql`asc` : sql`desc`;
  const parts = sortColumns[sort.sortBy].map((c) =>
    c.nullable ? sql`${c.expr} ${direction} nulls last` : sql`${c.expr} ${direction}`,
  );
  return sql.join([...parts, sql`r.id desc`], sql`, `);
}

/** The columns of `r` a sort reads (the id among them), so a branch of a union selects only those. */
export function sortReads(sort: Sort): RawBuilder<unknown> {
  const names = new Set([...sortColumns[sort.sortBy], id].flatMap((c) => c.reads));
  return sql.join([...names].map((n) => sql.ref(n)));
}

/** The sort values of a row as the text a cursor carries (timestamps to the microsecond, in UTC). */
export function cursorValues(sort: Sort): RawBuilder<(string | null)[]> {
  const asText = (c: SortColumn) =>
    c.kind === 'timestamp'
      ? sql`to_char(${c.expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
      : sql`(${c.expr})::text`;
  return sql<(string | null)[]>`array[${sql.join([...sortColumns[sort.sortBy], id].map(asText))}]`;
}

/** The cursor of a row: which sort it belongs to and the row's values in that sort. */
export function encodeCursor(sort: Sort, values: (string | null)[]): string {
  return Buffer.from(JSON.stringify([sort.sortBy, sort.sortDirection, ...values])).toString('base64url');
}

const valid: Record<Kind, (v: string) => boolean> = {
  timestamp: (v) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(v) && !Number.isNaN(Date.parse(v)),
  date: (v) => /^\d{4}-\d\d-\d\d$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
  integer: (v) => /^-?\d{1,10}$/.test(v) && Math.abs(Number(v)) <= 2_147_483_647,
  text: (v) => v.length <= 500,
};

const stale = () =>
  badRequest('The page to continue from no longer matches this table. Go back to the first page and try again.');

/** The cursor's values, checked against the sort they must belong to; refused when they do not fit it. */
export function decodeCursor(sort: Sort, cursor: string): (string | null)[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw stale();
  }
  const columns = [...sortColumns[sort.sortBy], id];
  if (!Array.isArray(parsed) || parsed.length !== columns.length + 2) throw stale();
  const [sortBy, direction, ...values] = parsed as unknown[];
  if (sortBy !== sort.sortBy || direction !== sort.sortDirection) throw stale();
  const fits = values.every((v, i) => {
    const c = columns[i]!;
    if (v === null) return c.nullable;
    return typeof v === 'string' && valid[c.kind](v);
  });
  if (!fits) throw stale();
  return values as (string | null)[];
}

const typed = (c: SortColumn, v: string) =>
  c.kind === 'timestamp'
    ? sql`${v}::timestamptz`
    : c.kind === 'date'
      ? sql`${v}::date`
      : c.kind === 'integer'
        ? sql`${Number(v)}::int`
        : sql`${v}::text`;

/**
 * The rows that come after the cursor's row in the sort. Columns that are never empty, sorted
 * newest first like the id, compare as one row value, which an index on them reads as a range;
 * otherwise column by column, with the empty values (last in either direction) after every value.
 */
export function afterCursor(sort: Sort, values: (string | null)[]): RawBuilder<SqlBool> {
  const columns = [...sortColumns[sort.sortBy], id];
  const descending = sort.sortDirection === 'desc';
  const beyondOf = (c: SortColumn) => (c === id || descending ? sql`<` : sql`>`);
  if (descending && columns.every((c) => !c.nullable)) {
    const left = sql.join(columns.map((c) => c.expr));
    const right = sql.join(columns.map((c, i) => typed(c, values[i]!)));
    return sql<SqlBool>`(${left}) < (${right})`;
  }
  const from = (i: number): RawBuilder<SqlBool> => {
    const c = columns[i]!;
    const v = values[i];
    if (i === columns.length - 1) return sql<SqlBool>`${c.expr} < ${typed(c, v!)}`;
    if (v === null || v === undefined) return sql<SqlBool>`(${c.expr} is null and ${from(i + 1)})`;
    const value = typed(c, v);
    const empty = c.nullable ? sql` or ${c.expr} is null` : sql``;
    return sql<SqlBool>`(${c.expr} ${beyondOf(c)} ${value}${empty} or (${c.expr} = ${value} and ${from(i + 1)}))`;
  };
  return from(0);
}
