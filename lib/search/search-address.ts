import { reportSortKeys, type ReportSortKey } from '../api/report-schemas';

/**
 * Where a report table is, as its address holds it: the sort, the page, and the row that page
 * starts after (docs/rules/search.md, "Paging"). Kept in the address so a table can be reloaded,
 * bookmarked and sent, and Back returns to it.
 */
export interface TablePosition {
  sortBy: ReportSortKey;
  sortDirection: 'asc' | 'desc';
  page: number;
  after?: string;
}

export const FIRST_POSITION: TablePosition = { sortBy: 'lastUpdated', sortDirection: 'desc', page: 1 };

/** Past this a page number in an address is taken as typed wrong, not as a page to ask for. */
const MAX_PAGE = 1_000_000;
/** A cursor is a short token the server made; anything longer was not. */
const MAX_AFTER = 500;
/** An address's value longer than any field of the search takes: the rest is not read. */
const MAX_VALUE = 200;

const isSortKey = (v: string | null): v is ReportSortKey => reportSortKeys.includes(v as ReportSortKey);

/**
 * The position an address names; what it lacks, or holds in a shape no table writes (a hand-edited
 * address), is the first page in the default order.
 */
export function positionOf(params: URLSearchParams): TablePosition {
  const sort = params.get('sort');
  const direction = params.get('dir');
  const page = Number(params.get('page') ?? '1');
  const after = params.get('after') ?? '';
  const sortBy = isSortKey(sort) ? sort : FIRST_POSITION.sortBy;
  const sortDirection = direction === 'asc' || direction === 'desc' ? direction : FIRST_POSITION.sortDirection;
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) return { sortBy, sortDirection, page: 1 };
  return { sortBy, sortDirection, page, ...(page > 1 && after && after.length <= MAX_AFTER ? { after } : {}) };
}

/** `params` with `position` written into it: what is the default is left out, so short addresses stay short. */
export function withPosition(params: URLSearchParams, position: TablePosition): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['sort', 'dir', 'page', 'after']) next.delete(key);
  if (position.sortBy !== FIRST_POSITION.sortBy) next.set('sort', position.sortBy);
  if (position.sortDirection !== FIRST_POSITION.sortDirection) next.set('dir', position.sortDirection);
  if (position.page > 1) next.set('page', String(position.page));
  if (position.page > 1 && position.after) next.set('after', position.after);
  return next;
}

/** A search as its address holds it: the quick search's text, or the advanced form's fields as typed. */
export type SearchInAddress = { kind: 'quick'; text: string } | { kind: 'advanced'; fields: Record<string, string> };

/**
 * The search an address names, or null when it names none. `fields` are the advanced form's field
 * names: other names are not read. Values are as typed; the search's own schema judges them.
 */
export function searchOf(params: URLSearchParams, fields: readonly string[]): SearchInAddress | null {
  const kind = params.get('search');
  if (kind === 'quick') return { kind, text: (params.get('q') ?? '').slice(0, MAX_VALUE) };
  if (kind !== 'advanced') return null;
  const typed: Record<string, string> = {};
  for (const field of fields) {
    const value = params.get(field);
    if (value) typed[field] = value.slice(0, MAX_VALUE);
  }
  return { kind, fields: typed };
}

/** The address of `search` at `position`: blank fields are left out. */
export function searchAddress(search: SearchInAddress, position: TablePosition = FIRST_POSITION): URLSearchParams {
  const params = new URLSearchParams({ search: search.kind });
  if (search.kind === 'quick') params.set('q', search.text);
  else for (const [field, value] of Object.entries(search.fields)) if (value.trim()) params.set(field, value);
  return withPosition(params, position);
}
