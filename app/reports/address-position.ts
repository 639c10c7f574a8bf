import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  FIRST_POSITION,
  positionOf,
  withPosition,
  type TableOrder,
  type TablePosition,
} from '../../lib/search/table-position';
import type { ReportSortKey } from '../../lib/api/schemas/report-schemas';
import type { Sort } from '../../components/data-table';

/** The cursors of the pages before this one, kept in the history entry so Previous reads from where those pages began. */
interface PagesBefore {
  afters?: (string | undefined)[];
}

/**
 * A report table whose sort and page live in the address: each change is a new history entry, so
 * Back returns to the page and order shown before, and a reload or a sent link shows the same.
 * `order` is the table's first order, which its address leaves out.
 */
export function useAddressPosition(order: TableOrder = FIRST_POSITION) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const position = positionOf(params, order);
  const state = location.state as PagesBefore | null;
  const afters = Array.isArray(state?.afters) ? state.afters : [];

  const go = (next: TablePosition, kept: (string | undefined)[]) =>
    void navigate({ search: `?${withPosition(params, next, order).toString()}` }, { state: { afters: kept } });

  const sort: Sort<ReportSortKey> = { key: position.sortBy, direction: position.sortDirection };
  return {
    position,
    sort,
    onSort: (s: Sort<ReportSortKey>) => go({ sortBy: s.key, sortDirection: s.direction, page: 1 }, []),
    /** To `page`; `next` is the shown page's, which the page after it starts from. */
    onPage: (page: number, next: string | undefined) => {
      const kept = [...afters];
      kept[position.page - 1] = position.after;
      if (page === position.page + 1) kept[page - 1] = next;
      // A page whose cursor is not known (an address opened on page 5) is read the old way.
      const after = kept[page - 1];
      go(
        { sortBy: position.sortBy, sortDirection: position.sortDirection, page, ...(after ? { after } : {}) },
        kept.slice(0, page),
      );
    },
  };
}
