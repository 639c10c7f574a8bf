import type { ReactNode } from 'react';
import { Button } from '../../../components/button';
import { onDemand } from '../../../components/on-demand';
import { saveBlob } from '../../session/bearer-download';
import { chartHeight, viewCsv, viewFileName, type CrashView } from './crash-view-model';

const CrashChartCanvas = onDemand(
  () => import('./crash-chart-canvas').then((m) => m.CrashChartCanvas),
  'Loading the chart…',
);

const count = (n: string | number) => (typeof n === 'number' ? n.toLocaleString('en-US') : n);

/** A view's numbers: the accessible alternative to its chart, and what its CSV holds, header for header. */
function ViewTable({ view, compact }: { view: CrashView; compact: boolean }) {
  const cell = compact ? 'px-1' : 'px-2 py-1';
  return (
    <div className="overflow-x-auto">
      <table className={`w-full ${compact ? 'text-xs' : 'text-sm'}`}>
        <caption className="sr-only">{view.caption}</caption>
        <thead className="border-b border-line">
          <tr>
            {view.headers.map((h, i) => (
              <th key={h} scope="col" className={`${cell} ${i === 0 ? 'text-left' : 'text-right'}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.rows.map(([name, ...numbers], r) => (
            <tr key={r} className={compact ? '' : 'border-b border-line align-top last:border-0'}>
              <th scope="row" className={`${cell} text-left font-normal`}>
                {name}
              </th>
              {numbers.map((n, i) => (
                <td key={view.headers[i + 1]} className={`${cell} text-right`}>
                  {count(n)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One view of the crash counts (docs/rules/crash-data.md, "Views"): its chart, or a word that
 * nothing matched; its table; and its downloads, named for the view and the dates it covers.
 */
export function CrashViewPanel({
  view,
  range,
  controls,
  actions,
  headingId = `crash-view-${view.id}`,
  children,
}: {
  view: CrashView;
  range: { dateFrom: string; dateTo: string };
  /** Controls of the view's own (the trend's periods), above the chart. */
  controls?: ReactNode;
  /** Buttons beside the heading (pinning the view, or moving its pin on the dashboard). */
  actions?: ReactNode;
  /** The heading's id, unique on the page: the dashboard may show the same view of two filters. */
  headingId?: string;
  /** Notes below the table. */
  children?: ReactNode;
}) {
  const downloadCsv = () =>
    saveBlob(new Blob([viewCsv(view)], { type: 'text/csv;charset=utf-8' }), viewFileName(view.title, range, 'csv'));
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded border border-line bg-panel p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {view.title}
        </h2>
        {actions}
      </div>
      {controls}
      {view.empty ? (
        <div
          className="flex items-center justify-center rounded border border-dashed border-line text-muted"
          style={{ height: Math.min(chartHeight(view.chart), 200) }}
        >
          No crashes match these filters.
        </div>
      ) : (
        // The chart's box is kept while chart.js loads, so the table below does not jump.
        <div style={{ minHeight: chartHeight(view.chart) }}>
          <CrashChartCanvas view={view} fileName={viewFileName(view.title, range, 'png')} />
        </div>
      )}
      {view.leftOut > 0 && (
        <p className="text-sm text-muted">
          The chart shows the {view.rows.length - view.leftOut} with the most crashes; the table lists all{' '}
          {view.rows.length}.
        </p>
      )}
      {view.rows.length > 0 && <ViewTable view={view} compact={view.id === 'hours'} />}
      {children}
      {view.rows.length > 0 && (
        <div>
          <Button variant="secondary" aria-label={`Download CSV of ${view.title}`} onClick={downloadCsv}>
            Download CSV
          </Button>
        </div>
      )}
    </section>
  );
}
