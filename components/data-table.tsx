import type { ReactNode } from 'react';

export interface Column<Row, SortKey extends string> {
  header: string;
  /** Present when the column can be sorted; the key the server sorts by. */
  sortKey?: SortKey;
  render: (row: Row) => ReactNode;
}

export interface Sort<SortKey extends string> {
  key: SortKey;
  direction: 'asc' | 'desc';
}

interface DataTableProps<Row, SortKey extends string> {
  caption: string;
  columns: Column<Row, SortKey>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  sort: Sort<SortKey>;
  onSort: (sort: Sort<SortKey>) => void;
  empty: ReactNode;
  page: number;
  pageSize: number;
  total: number;
  /** The total is an estimate (a table of more rows than are counted exactly). */
  totalEstimated?: boolean | undefined;
  /** Whether a page follows, when the server says so (keyset paging); else worked out from the total. */
  hasNext?: boolean | undefined;
  onPage: (page: number) => void;
}

/** A server-sorted, server-paged table; sort state is exposed with aria-sort. */
export function DataTable<Row, SortKey extends string>(props: DataTableProps<Row, SortKey>) {
  const { caption, columns, rows, rowKey, sort, onSort, empty, page, pageSize, total, onPage } = props;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const about = props.totalEstimated ? 'about ' : '';
  const lastPage = props.hasNext === undefined ? page >= pages : !props.hasNext;
  return (
    <div className="overflow-x-auto rounded border border-line bg-panel">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-surface">
          <tr>
            {columns.map((c) => {
              const active = c.sortKey && sort.key === c.sortKey;
              const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
              return (
                <th key={c.header} scope="col" aria-sort={c.sortKey ? ariaSort : undefined} className="px-3 py-2">
                  {c.sortKey ? (
                    <button
                      type="button"
                      className="font-semibold hover:underline"
                      onClick={() =>
                        onSort({
                          key: c.sortKey as SortKey,
                          direction: active && sort.direction === 'asc' ? 'desc' : 'asc',
                        })
                      }
                    >
                      {c.header}
                      <span aria-hidden="true">{active ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                    </button>
                  ) : (
                    <span className="font-semibold">{c.header}</span>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-8 text-center text-muted">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="border-b border-line last:border-0">
                {columns.map((c) => (
                  <td key={c.header} className="px-3 py-2">
                    {c.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      <nav
        aria-label={`${caption} pages`}
        className="flex items-center justify-between border-t border-line px-3 py-2 text-sm"
      >
        <span>
          {total === 0
            ? 'No rows'
            : `Rows ${(page - 1) * pageSize + 1}–${(page - 1) * pageSize + rows.length} of ${about}${total.toLocaleString('en-US')}`}
        </span>
        <span className="flex items-center gap-2">
          <button
            type="button"
            className="rounded border border-line px-2 py-1 disabled:opacity-40"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            Previous page
          </button>
          <span>
            Page {page} of {about}
            {pages.toLocaleString('en-US')}
          </span>
          <button
            type="button"
            className="rounded border border-line px-2 py-1 disabled:opacity-40"
            disabled={lastPage}
            onClick={() => onPage(page + 1)}
          >
            Next page
          </button>
        </span>
      </nav>
    </div>
  );
}
