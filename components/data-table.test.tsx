// @vitest-environment happy-dom
import { useState } from 'react';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { mountEachTest } from './mount.fixture';
import { DataTable, type Column, type Sort } from './data-table';
import { SimpleTable } from './simple-table';

// The small read-only table is tried here too, as components/ keeps under 20 files.

const view = mountEachTest();
const host = view.host;

const render = view.render;
const headers = () => [...host().querySelectorAll('thead th')];
const sortOf = () => headers().map((th) => th.getAttribute('aria-sort'));
const cells = () => [...host().querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((td) => td.textContent));
const button = (name: string) =>
  [...host().querySelectorAll('button')].find((b) => b.textContent?.startsWith(name)) ??
  expect.unreachable(`no button ${name}`);
const click = (name: string) => act(() => button(name).click());

interface Report {
  id: number;
  number: string;
  officer: string;
}
type SortKey = 'number' | 'crashDate';
const columns: Column<Report, SortKey>[] = [
  { header: 'Report', sortKey: 'number', render: (r) => r.number },
  { header: 'Officer', render: (r) => r.officer },
];
const reports: Report[] = [
  { id: 1, number: '2026-0001', officer: 'Demo Officer' },
  { id: 2, number: '2026-0002', officer: 'Second Officer' },
];

/** The reports screen: it keeps the sort and the page, and asks the server again (here, `asked`). */
function Reports({
  asked,
  rows = reports,
  total = 120,
  hasNext,
  totalEstimated,
  firstPage = 2,
}: {
  asked: { sort: Sort<SortKey>; page: number }[];
  firstPage?: number;
  rows?: Report[];
  total?: number;
  hasNext?: boolean;
  totalEstimated?: boolean;
}) {
  const [sort, setSort] = useState<Sort<SortKey>>({ key: 'number', direction: 'asc' });
  const [page, setPage] = useState(firstPage);
  return (
    <DataTable
      caption="Crash reports"
      columns={[...columns, { header: 'Crash date', sortKey: 'crashDate', render: () => '03/01/2026' }]}
      rows={rows}
      rowKey={(r) => r.id}
      sort={sort}
      onSort={(next) => {
        asked.push({ sort: next, page });
        setSort(next);
      }}
      empty="No report matches."
      page={page}
      pageSize={25}
      total={total}
      hasNext={hasNext}
      totalEstimated={totalEstimated}
      onPage={(next) => {
        asked.push({ sort, page: next });
        setPage(next);
      }}
    />
  );
}

describe('DataTable', () => {
  it('says which column it is sorted by and which way, on the column header', async () => {
    await render(<Reports asked={[]} />);
    expect(host().querySelector('caption')?.textContent).toBe('Crash reports');
    expect(headers().map((th) => th.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
    // A column that cannot be sorted claims no sort at all.
    expect(sortOf()).toEqual(['ascending', null, 'none']);
    expect(host().querySelector('thead th:nth-child(2) button')).toBeNull();
    // The arrow is for the eye; the header's aria-sort says it to a screen reader.
    expect(button('Report').querySelector('[aria-hidden="true"]')?.textContent).toBe(' ▲');
  });

  it('sorts the active column the other way when pressed again, and a new column ascending first', async () => {
    const asked: { sort: Sort<SortKey>; page: number }[] = [];
    await render(<Reports asked={asked} />);
    await click('Report');
    expect(sortOf()).toEqual(['descending', null, 'none']);
    expect(button('Report').textContent).toBe('Report ▼');
    await click('Report');
    expect(sortOf()).toEqual(['ascending', null, 'none']);
    await click('Crash date');
    expect(sortOf()).toEqual(['none', null, 'ascending']);
    expect(asked.map((a) => a.sort)).toEqual([
      { key: 'number', direction: 'desc' },
      { key: 'number', direction: 'asc' },
      { key: 'crashDate', direction: 'asc' },
    ]);
  });

  it('sorts and pages with real buttons, reachable by keyboard', async () => {
    await render(<Reports asked={[]} />);
    for (const name of ['Report', 'Crash date', 'Previous page', 'Next page']) {
      const b = button(name);
      expect(b.type).toBe('button');
      expect(b.tabIndex).toBe(0);
    }
  });

  it('shows the rows it is given in the order the server sorted them, and what part of the whole they are', async () => {
    await render(<Reports asked={[]} />);
    expect(cells()).toEqual([
      ['2026-0001', 'Demo Officer', '03/01/2026'],
      ['2026-0002', 'Second Officer', '03/01/2026'],
    ]);
    const nav = host().querySelector('nav')!;
    expect(nav.getAttribute('aria-label')).toBe('Crash reports pages');
    expect(nav.textContent).toContain('Rows 26–27 of 120');
    expect(nav.textContent).toContain('Page 2 of 5');
  });

  it('pages back and forth, and cannot go before the first page or past the last', async () => {
    const asked: { sort: Sort<SortKey>; page: number }[] = [];
    await render(<Reports asked={asked} total={60} />);
    await click('Previous page');
    expect(button('Previous page').disabled).toBe(true);
    expect(button('Next page').disabled).toBe(false);
    await click('Next page');
    await click('Next page');
    expect(host().querySelector('nav')!.textContent).toContain('Page 3 of 3');
    expect(button('Next page').disabled).toBe(true);
    expect(asked.map((a) => a.page)).toEqual([1, 2, 3]);
  });

  it('trusts the server on whether a page follows, and says when the total is an estimate', async () => {
    await render(<Reports asked={[]} total={1_000_000} hasNext={false} totalEstimated />);
    expect(button('Next page').disabled).toBe(true);
    const nav = host().querySelector('nav')!.textContent;
    expect(nav).toContain('Rows 26–27 of about 1,000,000');
    expect(nav).toContain('Page 2 of about 40,000');

    await render(<Reports asked={[]} key="keyset" total={30} hasNext />);
    expect(button('Next page').disabled).toBe(false);
  });

  it('says why it is empty across the whole width, and that there are no rows', async () => {
    await render(<Reports asked={[]} rows={[]} total={0} firstPage={1} />);
    const cell = host().querySelector('tbody td')!;
    expect(cell.textContent).toBe('No report matches.');
    expect(cell.getAttribute('colspan')).toBe('3');
    expect(host().querySelector('nav')!.textContent).toContain('No rows');
    expect(host().querySelector('nav')!.textContent).toContain('Page 1 of 1');
    expect([button('Previous page').disabled, button('Next page').disabled]).toEqual([true, true]);
  });
});

describe('SimpleTable', () => {
  interface Entry {
    id: string;
    when: string;
    note: string;
  }
  const entries: Entry[] = [
    { id: 'a', when: '10:00', note: 'Submitted' },
    { id: 'b', when: '10:05', note: 'Returned:\nthe diagram is missing' },
  ];

  it('lists every row in the order given under its captioned headers, long text keeping its lines', async () => {
    await render(
      <SimpleTable
        caption="Report history"
        columns={[
          { header: 'When', render: (e: Entry) => e.when },
          { header: 'Note', render: (e: Entry) => e.note, wrap: true },
        ]}
        rows={entries}
        rowKey={(e) => e.id}
        rowProps={(e) => ({ 'data-entry': e.id })}
      />,
    );
    expect(host().querySelector('caption')?.textContent).toBe('Report history');
    expect(headers().map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
      ['When', 'col'],
      ['Note', 'col'],
    ]);
    expect(cells()).toEqual([
      ['10:00', 'Submitted'],
      ['10:05', 'Returned:\nthe diagram is missing'],
    ]);
    // Rows carry what the screen marks them with (a test id, the entry they show).
    expect([...host().querySelectorAll('tbody tr')].map((tr) => tr.getAttribute('data-entry'))).toEqual(['a', 'b']);
    const [when, note] = [...host().querySelectorAll('tbody tr:last-child td')];
    expect(note!.className).toContain('whitespace-pre-wrap');
    expect(when!.className).not.toContain('whitespace-pre-wrap');
  });
});
