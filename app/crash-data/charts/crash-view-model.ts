import type { TrendPeriod } from '../../../lib/analysis/crash-filter';
import type { PinnedView } from '../../../lib/analysis/dashboard-pins';
import { KABCO_COLOURS, KABCO_NAMES, SEVERITY_NOT_CODED } from '../../../lib/analysis/crash-severity';
import { CodeListId } from '../../../lib/codes/list-ids';
import { formatDate } from '../../../lib/format/dates';
import { csvRow } from '../../../lib/format/csv';
import type { CrashViews } from '../crash-data-loader';

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const HOURS = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);

/** A code's label of its list; `none` for crashes without one. */
export type CodeLabel = (listId: number, code: string | null, none: string) => string;

export interface NamedCount {
  name: string;
  count: number;
}

/** Each view's numbers as named rows, the codes read as their lists' labels. */
export function viewRows(views: CrashViews, label: CodeLabel) {
  const coded = (rows: { code: string | null; count: number }[], listId: number, none: string) =>
    rows.map((r) => ({ name: label(listId, r.code, none), count: r.count }));
  return {
    trend: views.trend.map((t, i) => ({
      name: formatDate(t.start),
      count: t.count,
      previous: t.previous,
      key: String(i),
    })),
    severity: views.severity.map((s) => ({
      name: s.level ? KABCO_NAMES[s.level] : SEVERITY_NOT_CODED,
      count: s.count,
      level: s.level,
    })),
    manner: coded(views.manner, CodeListId.CrashTypeCollision, 'No manner of collision'),
    primaryFactors: [
      ...coded(views.primaryFactors, CodeListId.PrimaryFactor, 'Primary factor not coded'),
      ...(views.otherPrimaryFactors ? [{ name: 'All other factors', count: views.otherPrimaryFactors }] : []),
    ],
    counties: coded(views.counties, CodeListId.County, 'County not coded'),
    cities: coded(views.cities, CodeListId.City, 'Outside a city or town'),
  };
}
export type ViewRows = ReturnType<typeof viewRows>;

/** The categories a bar chart names at most; the table beside it lists every one. */
export const CHART_TOP = 15;

/** What a view's chart draws, without the chart library: the lazy chart part turns it into a chart. */
export type ChartSpec =
  | { kind: 'trend'; labels: string[]; current: number[]; previous: number[] }
  | { kind: 'grid'; grid: number[][] }
  | { kind: 'bars'; labels: string[]; counts: number[]; colours?: string[] };

/**
 * One view: its title (the heading, the buttons' and files' names), the table of its numbers
 * (what the CSV holds, header for header), and the chart of them.
 */
export interface CrashView {
  id: 'trend' | 'hours' | 'severity' | 'manner' | 'factors' | 'counties' | 'cities';
  title: string;
  caption: string;
  headers: string[];
  rows: (string | number)[][];
  chart: ChartSpec;
  /** What the chart shows, for a screen reader: the canvas's label. */
  chartLabel: string;
  /** No crash to draw: the chart area says so instead of an empty canvas. */
  empty: boolean;
  /** Rows the table lists beyond those the chart names. */
  leftOut: number;
}

const SEVERITY_NOT_CODED_COLOUR = '#d1d5db';

function countView(
  id: CrashView['id'],
  title: string,
  what: string,
  rows: NamedCount[],
  colours?: string[],
): CrashView {
  const shown = rows.slice(0, CHART_TOP);
  return {
    id,
    title,
    caption: `Crashes by ${what.toLowerCase()}`,
    headers: [what, 'Crashes'],
    rows: rows.map((r) => [r.name, r.count]),
    chart: {
      kind: 'bars',
      labels: shown.map((r) => r.name),
      counts: shown.map((r) => r.count),
      ...(colours ? { colours: colours.slice(0, CHART_TOP) } : {}),
    },
    chartLabel: `Bar chart of crashes by ${what.toLowerCase()}${rows.length > CHART_TOP ? `, the ${CHART_TOP} with the most` : ''}. The table below lists the numbers.`,
    empty: rows.every((r) => r.count === 0),
    leftOut: Math.max(0, rows.length - CHART_TOP),
  };
}

/** Every view of the screen, in the order shown (docs/rules/crash-data.md, "Views"). */
export function crashViews(views: CrashViews, rows: ViewRows, period: TrendPeriod): CrashView[] {
  const per = period === 'week' ? 'week' : 'month';
  return [
    {
      id: 'trend',
      title: `Crashes per ${per}`,
      caption: `Crashes per ${per}, beside the period before`,
      headers: [per === 'week' ? 'Week from' : 'Month from', 'Crashes', 'Period before'],
      rows: rows.trend.map((t) => [t.name, t.count, t.previous]),
      chart: {
        kind: 'trend',
        labels: rows.trend.map((t) => t.name),
        current: rows.trend.map((t) => t.count),
        previous: rows.trend.map((t) => t.previous),
      },
      chartLabel: `Bar chart of crashes per ${per} from ${formatDate(views.dateFrom)} to ${formatDate(views.dateTo)}, each beside the same ${per} of the period before. The table below lists the numbers.`,
      empty: rows.trend.every((t) => t.count === 0 && t.previous === 0),
      leftOut: 0,
    },
    {
      id: 'hours',
      title: 'Hour by day of week',
      caption: 'Crashes by hour of day and day of week',
      headers: ['Hour', ...WEEKDAYS.map((d) => d.slice(0, 3))],
      rows: HOURS.map((hour, h) => [hour, ...WEEKDAYS.map((_, day) => views.hourByDay[day]?.[h] ?? 0)]),
      chart: { kind: 'grid', grid: views.hourByDay },
      chartLabel:
        'Heat grid of crashes by hour of day (across) and day of week (down), darker for more crashes. The table below lists the numbers.',
      empty: views.hourByDay.every((day) => day.every((n) => n === 0)),
      leftOut: 0,
    },
    countView(
      'severity',
      'Severity (KABCO)',
      'Severity',
      rows.severity,
      rows.severity.map((s) => (s.level ? KABCO_COLOURS[s.level] : SEVERITY_NOT_CODED_COLOUR)),
    ),
    countView('manner', 'Manner of collision', 'Manner of collision', rows.manner),
    countView('factors', 'Top primary factors', 'Primary factor', rows.primaryFactors),
    countView('counties', 'Counties', 'County', rows.counties),
    countView('cities', 'Cities and towns', 'City or town', rows.cities),
  ];
}

/** The chart's height in pixels: a bar a category, the trend and the grid a fixed box. */
export function chartHeight(spec: ChartSpec): number {
  if (spec.kind === 'bars') return Math.max(140, spec.labels.length * 26 + 60);
  return spec.kind === 'grid' ? 280 : 300;
}

/** A view's CSV: the table's headers, then its rows, the counts as plain numbers. */
export function viewCsv(view: Pick<CrashView, 'headers' | 'rows'>): string {
  return [view.headers, ...view.rows].map(csvRow).join('');
}

/** A view's download name: the screen, the view and the dates it covers, in characters safe in any file system. */
export function viewFileName(
  title: string,
  range: { dateFrom: string; dateTo: string },
  extension: 'csv' | 'png',
): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `crash-data-${slug}-${range.dateFrom}-to-${range.dateTo}.${extension}`;
}

/** The pin of each view (lib/analysis/dashboard-pins.ts), and back: the dashboard draws a pin as its view. */
export const PINNED_VIEW_OF = {
  trend: 'trend',
  hours: 'hourByDay',
  severity: 'severity',
  manner: 'manner',
  factors: 'primaryFactors',
  counties: 'counties',
  cities: 'cities',
} as const satisfies Record<CrashView['id'], PinnedView>;
