import type { ReactNode } from 'react';

export interface SimpleColumn<Row> {
  header: string;
  render: (row: Row) => ReactNode;
  /** Keeps line breaks of long text (notes, messages). */
  wrap?: boolean;
}

/** A small read-only table of everything it is given (history, audit, outbox): no sorting or paging. */
export function SimpleTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowProps,
}: {
  caption: string;
  columns: SimpleColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  rowProps?: (row: Row) => Record<string, string>;
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-line">
        <tr>
          {columns.map((c) => (
            <th key={c.header} scope="col" className="px-2 py-1">
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} {...rowProps?.(row)} className="border-b border-line align-top last:border-0">
            {columns.map((c) => (
              <td key={c.header} className={`px-2 py-1 ${c.wrap ? 'whitespace-pre-wrap' : ''}`}>
                {c.render(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
