import { reportSortKeys, type ReportSortKey } from '../api/schemas/report-schemas';

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

/** A table's order before its user picks one (the review inbox shows the oldest first). */
export type TableOrder = Pick<TablePosition, 'sortBy' | 'sortDirection'>;

/** Past this a page number in an address is taken as typed wrong, not as a page to ask for. */
const MAX_PAGE = 1_000_000;
/** A cursor is a short token the server made; anything longer was not. */
const MAX_AFTER = 500;
const isSortKey = (v: string | null): v is ReportSortKey => reportSortKeys.includes(v as ReportSortKey);

/**
 * The position an address names; what it lacks, or holds in a shape no table writes (a hand-edited
 * address), is the first page in the default order.
 */
export function positionOf(params: URLSearchParams, order: TableOrder = FIRST_POSITION): TablePosition {
  const sort = params.get('sort');
  const direction = params.get('dir');
  const page = Number(params.get('page') ?? '1');
  const after = params.get('after') ?? '';
  const sortBy = isSortKey(sort) ? sort : order.sortBy;
  const sortDirection = direction === 'asc' || direction === 'desc' ? direction : order.sortDirection;
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) return { sortBy, sortDirection, page: 1 };
  return { sortBy, sortDirection, page, ...(page > 1 && after && after.length <= MAX_AFTER ? { after } : {}) };
}

/** `params` with `position` written into it: what is the default is left out, so short addresses stay short. */
export function withPosition(
  params: URLSearchParams,
  position: TablePosition,
  order: TableOrder = FIRST_POSITION,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['sort', 'dir', 'page', 'after']) next.delete(key);
  if (position.sortBy !== order.sortBy) next.set('sort', position.sortBy);
  if (position.sortDirection !== order.sortDirection) next.set('dir', position.sortDirection);
  if (position.page > 1) next.set('page', String(position.page));
  if (position.page > 1 && position.after) next.set('after', position.after);
  return next;
}

/**
 * A move to `page` from `at`: the position it lands on and the cursors of the pages before it.
 * `afters` are the cursors of the pages before `at` as far as known (afters[0] is page 1's, none),
 * `next` the shown page's, which the page after it starts from. A page whose cursor is not known
 * (an address opened on page 5, then Previous) is read the old way, by its number.
 */
export function pageMove(
  at: TablePosition,
  afters: readonly (string | undefined)[],
  page: number,
  next: string | undefined,
): { position: TablePosition; afters: (string | undefined)[] } {
  const kept = [...afters];
  kept[at.page - 1] = at.after;
  if (page === at.page + 1) kept[page - 1] = next;
  const after = kept[page - 1];
  return {
    position: { sortBy: at.sortBy, sortDirection: at.sortDirection, page, ...(after ? { after } : {}) },
    afters: kept.slice(0, page),
  };
}
