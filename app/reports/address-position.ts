import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  FIRST_POSITION,
  pageMove,
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
      const move = pageMove(position, afters, page, next);
      go(move.position, move.afters);
    },
  };
}
