import { describe, expect, it } from 'vitest';
import { KABCO_COLOURS } from '../../../lib/analysis/crash-severity';
import { CodeListId } from '../../../lib/codes/list-ids';
import type { CrashViews } from '../crash-data-loader';
import { CHART_TOP, crashViews, viewCsv, viewFileName, viewRows, type CodeLabel } from './crash-view-model';

const hourByDay = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
hourByDay[0]![8] = 3;
hourByDay[6]![23] = 1;

const answer: CrashViews = {
  dateFrom: '2025-01-01',
  dateTo: '2025-12-31',
  previousFrom: '2024-01-02',
  previousTo: '2024-12-31',
  total: 4,
  previousTotal: 2,
  trend: [
    { start: '2025-01-01', count: 3, previous: 2 },
    { start: '2025-02-01', count: 1, previous: 0 },
  ],
  hourByDay,
  withoutTime: 0,
  severity: [
    { level: 'K', count: 1 },
    { level: null, count: 3 },
  ],
  manner: [{ code: null, count: 4 }],
  primaryFactors: [{ code: '01', count: 2 }],
  otherPrimaryFactors: 2,
  counties: [{ code: '049', count: 4 }],
  cities: Array.from({ length: CHART_TOP + 3 }, (_, i) => ({ code: String(100 + i), count: 50 - i })),
};

const names: Record<number, Record<string, string>> = {
  [CodeListId.County]: { '049': 'Marion' },
  [CodeListId.PrimaryFactor]: { '01': 'Speed, "unsafe"' },
};
const label: CodeLabel = (listId, code, none) =>
  code === null ? none : `${code} ${names[listId]?.[code] ?? ''}`.trim();
const views = (period: 'week' | 'month' = 'month') => crashViews(answer, viewRows(answer, label), period);
const view = (id: string, period?: 'week' | 'month') => views(period).find((v) => v.id === id)!;

describe('the crash data views', () => {
  it('holds in a CSV exactly the table: its headers, then each row, counts as plain numbers', () => {
    expect(viewCsv(view('trend'))).toBe('Month from,Crashes,Period before\r\n01/01/2025,3,2\r\n02/01/2025,1,0\r\n');
    // A label with a comma and quotes stays one cell.
    expect(viewCsv(view('factors'))).toBe(
      'Primary factor,Crashes\r\n"01 Speed, ""unsafe""",2\r\nAll other factors,2\r\n',
    );
    expect(viewCsv(view('counties'))).toBe('County,Crashes\r\n049 Marion,4\r\n');
    expect(view('trend', 'week').headers[0]).toBe('Week from');
  });

  it('lays the hour grid out as the table does: an hour a row, a day a column', () => {
    const hours = view('hours');
    const lines = viewCsv(hours).trim().split('\r\n');
    expect(lines[0]).toBe('Hour,Mon,Tue,Wed,Thu,Fri,Sat,Sun');
    expect(lines).toHaveLength(25);
    expect(lines[9]).toBe('08:00,3,0,0,0,0,0,0');
    expect(lines[24]).toBe('23:00,0,0,0,0,0,0,1');
    expect(hours.chart).toEqual({ kind: 'grid', grid: hourByDay });
  });

  it('colours severity by KABCO and names the crashes without one', () => {
    const severity = view('severity');
    expect(severity.rows).toEqual([
      ['Fatal (K)', 1],
      ['Severity not coded', 3],
    ]);
    expect(severity.chart).toMatchObject({ kind: 'bars', colours: [KABCO_COLOURS.K, expect.any(String)] });
    expect(view('manner').rows).toEqual([['No manner of collision', 4]]);
  });

  it('charts the categories with the most crashes and says how many the table adds', () => {
    const cities = view('cities');
    expect(cities.rows).toHaveLength(CHART_TOP + 3);
    expect(cities.chart.kind === 'bars' && cities.chart.labels).toHaveLength(CHART_TOP);
    expect(cities.leftOut).toBe(3);
    expect(cities.chartLabel).toContain(`the ${CHART_TOP} with the most`);
    expect(view('counties').leftOut).toBe(0);
  });

  it('is empty, for the chart, only when it has no crash to draw', () => {
    expect(views().map((v) => v.empty)).toEqual([false, false, false, false, false, false, false]);
    const none: CrashViews = {
      ...answer,
      total: 0,
      previousTotal: 0,
      trend: answer.trend.map((t) => ({ ...t, count: 0, previous: 0 })),
      hourByDay: hourByDay.map((day) => day.map(() => 0)),
      severity: [],
      manner: [],
      primaryFactors: [],
      otherPrimaryFactors: 0,
      counties: [],
      cities: [],
    };
    const empty = crashViews(none, viewRows(none, label), 'month');
    expect(empty.every((v) => v.empty)).toBe(true);
    // The trend and the grid still list their periods and hours, each at nought.
    expect(empty.map((v) => v.rows.length)).toEqual([2, 24, 0, 0, 0, 0, 0]);
  });

  it('names a download for the view and its dates, safe in any file system', () => {
    expect(viewFileName('Severity (KABCO)', answer, 'csv')).toBe(
      'crash-data-severity-kabco-2025-01-01-to-2025-12-31.csv',
    );
    expect(viewFileName('Crashes per month', answer, 'png')).toBe(
      'crash-data-crashes-per-month-2025-01-01-to-2025-12-31.png',
    );
  });
});
