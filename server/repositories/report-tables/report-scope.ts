import { rulesToQuery } from '@casl/ability/extra';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { AppAbility } from '../../../lib/auth/permissions/ability';

/** A condition on the reports row `r`. */
export type ReportFilter = RawBuilder<SqlBool>;

/** The Report subject's fields (see subjectOf('Report', ...) in the services) and their columns. */
const columns: Record<string, string> = {
  id: 'r.id',
  authorUserId: 'r.author_user_id',
  agencyOri: 'r.agency_ori',
  status: 'r.status',
};

interface FieldCondition {
  operator: string;
  field: string;
  value: unknown;
}
interface CompoundCondition {
  operator: string;
  value: Condition[];
}
type Condition = FieldCondition | CompoundCondition;

const isCompound = (c: Condition): c is CompoundCondition => !('field' in c);

const TRUE: ReportFilter = sql<SqlBool>`true`;
const FALSE: ReportFilter = sql<SqlBool>`false`;

/** Whether a scope (or an alternative of one) is every report: the statewide scope of a state administrator. */
export const isEveryReport = (scope: ReportFilter) => scope === TRUE;

export const allOf = (filters: ReportFilter[]): ReportFilter =>
  filters.length === 0 ? TRUE : filters.length === 1 ? filters[0]! : sql<SqlBool>`(${sql.join(filters, sql` and `)})`;

export const anyOf = (filters: ReportFilter[]): ReportFilter =>
  filters.length === 0 ? FALSE : filters.length === 1 ? filters[0]! : sql<SqlBool>`(${sql.join(filters, sql` or `)})`;

/**
 * A rule's parsed condition as SQL. Only the operators and fields our rules use are known; any
 * other makes the whole query fail rather than show more than the rules allow.
 */
function toSql(c: Condition): ReportFilter {
  if (isCompound(c)) {
    const parts = c.value.map(toSql);
    if (c.operator === 'and') return allOf(parts);
    if (c.operator === 'or') return anyOf(parts);
    if (c.operator === 'nor' || c.operator === 'not') return sql<SqlBool>`not ${anyOf(parts)}`;
    throw new Error(`Report permission condition with operator "${c.operator}" cannot be turned into SQL.`);
  }
  const column = columns[c.field];
  if (!column) throw new Error(`Report permission condition on unknown field "${c.field}".`);
  const ref = sql.ref(column);
  const list = (v: unknown) => (Array.isArray(v) ? v : [v]);
  switch (c.operator) {
    case 'eq':
      return c.value === null ? sql<SqlBool>`${ref} is null` : sql<SqlBool>`${ref} = ${c.value}`;
    case 'ne':
      return c.value === null ? sql<SqlBool>`${ref} is not null` : sql<SqlBool>`${ref} is distinct from ${c.value}`;
    case 'in':
      return list(c.value).length ? sql<SqlBool>`${ref} in (${sql.join(list(c.value))})` : FALSE;
    case 'nin':
      return list(c.value).length ? sql<SqlBool>`${ref} not in (${sql.join(list(c.value))})` : TRUE;
    default:
      throw new Error(`Report permission condition with operator "${c.operator}" cannot be turned into SQL.`);
  }
}

/**
 * The reports a user may `action`, as a condition on `r`, built from the same CASL rules the
 * services check one report against (agency scoping is a rule condition, not code). Null when
 * no report at all is allowed.
 */
export function reportScope(ability: AppAbility, action: string): ReportFilter | null {
  const query = scopeQuery(ability, action);
  if (query === null) return null;
  const allowed = query.$or ? anyOf(query.$or) : TRUE;
  return allOf([allowed, ...(query.$and ?? [])]);
}

/**
 * The same scope as the conditions any one of which lets the user `action` a report (each rule
 * that allows it, with every rule that forbids it): a supervisor reads their own reports or their
 * agency's. A search asks each alternative on its own, so each is answered by an index led by
 * its column (migration 023) instead of one OR the indexes cannot serve together.
 */
export function reportScopeAlternatives(ability: AppAbility, action: string): ReportFilter[] | null {
  const query = scopeQuery(ability, action);
  if (query === null) return null;
  return (query.$or ?? [TRUE]).map((allowed) => allOf([allowed, ...(query.$and ?? [])]));
}

function scopeQuery(ability: AppAbility, action: string) {
  return rulesToQuery(ability, action, 'Report', (rule) => {
    const ast = rule.ast as Condition | undefined;
    if (!ast) throw new Error('A conditional report permission without a parsed condition.');
    return rule.inverted ? sql<SqlBool>`not ${toSql(ast)}` : toSql(ast);
  });
}
