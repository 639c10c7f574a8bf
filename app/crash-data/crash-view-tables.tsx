import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { TREND_PERIODS, type TrendPeriod } from '../../lib/analysis/crash-filter';
import type { Pin } from '../../lib/analysis/dashboard-pins';
import { useCodeLists } from '../code-lists/code-list-store';
import { trendOfSearch } from './crash-filter-form-state';
import { CrashViewPanel } from './charts/crash-view-panel';
import { crashViews, PINNED_VIEW_OF, viewRows } from './charts/crash-view-model';
import type { CrashViews } from './crash-data-loader';
import { PinViewButton } from './pin-view-button';

export { WEEKDAYS } from './charts/crash-view-model';

/** A code's label of its list, as the tables and charts name it; `none` for crashes without one. */
export function useCodeLabel() {
  const lookup = useCodeLists((s) => s.lookup);
  return (listId: number, code: string | null, none: string) =>
    code === null ? none : `${code} ${lookup?.get(listId, code)?.label ?? ''}`.trim();
}

/** Each view's numbers as rows: what the tables show, and what a view's CSV holds. */
export function useViewRows(views: CrashViews) {
  return viewRows(views, useCodeLabel());
}

const periodNames: Record<TrendPeriod, string> = { week: 'Weeks', month: 'Months' };

/** The trend's periods as links: the address keeps them (`trend`), so a bookmark shows the same. */
function TrendSwitch({ period }: { period: TrendPeriod }) {
  const location = useLocation();
  const hrefOf = (p: TrendPeriod) => {
    const params = new URLSearchParams(location.search);
    if (p === 'month') params.delete('trend');
    else params.set('trend', p);
    const text = params.toString();
    return `${location.pathname}${text ? `?${text}` : ''}`;
  };
  return (
    <nav aria-label="Trend periods" className="flex gap-1 text-sm">
      {TREND_PERIODS.map((p) => (
        <Link
          key={p}
          to={hrefOf(p)}
          aria-current={p === period ? 'true' : undefined}
          className={`rounded border px-3 py-1 ${p === period ? 'border-brand bg-brand font-semibold text-brand-ink' : 'border-line'}`}
        >
          {periodNames[p]}
        </Link>
      ))}
    </nav>
  );
}

/** Every view of the counts as a chart beside its accessible table, with their downloads (docs/rules/crash-data.md, "Views"). */
export function CrashViewTables({
  views,
  period,
  mayPin,
}: {
  views: CrashViews;
  period: TrendPeriod;
  /** Whether the user may pin a view to their dashboard. */
  mayPin: boolean;
}) {
  const rows = useViewRows(views);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {crashViews(views, rows, period).map((view) => (
        <CrashViewPanel
          key={view.id}
          view={view}
          range={views}
          controls={view.id === 'trend' ? <TrendSwitch period={period} /> : undefined}
          actions={mayPin && <PinViewButton view={PINNED_VIEW_OF[view.id]} title={view.title} short />}
        >
          {view.id === 'hours' && views.withoutTime > 0 && (
            <p className="text-sm text-muted">
              {views.withoutTime === 1
                ? '1 crash without a time of day is not in the grid.'
                : `${views.withoutTime.toLocaleString('en-US')} crashes without a time of day are not in the grid.`}
            </p>
          )}
        </CrashViewPanel>
      ))}
    </div>
  );
}

/** A view pinned to the dashboard, drawn from its filter's counts as this screen draws it, named as the user pinned it. */
export function PinnedViewChart({ pin, views, actions }: { pin: Pin; views: CrashViews; actions: ReactNode }) {
  const rows = useViewRows(views);
  const view = crashViews(views, rows, trendOfSearch(new URLSearchParams(pin.search))).find(
    (v) => PINNED_VIEW_OF[v.id] === pin.view,
  );
  if (!view) return null;
  return (
    <CrashViewPanel view={{ ...view, title: pin.title }} range={views} headingId={`pin-${pin.id}`} actions={actions} />
  );
}
