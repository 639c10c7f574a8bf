import type { ChartConfiguration, Plugin } from 'chart.js';
import type { MatrixDataPoint } from 'chartjs-chart-matrix';
import { HOURS, WEEKDAYS, type ChartSpec } from './crash-view-model';

/** The palette's colours a chart draws with, read from the app's CSS variables (day or night). */
export interface ChartTheme {
  ink: string;
  muted: string;
  line: string;
  panel: string;
  brand: string;
  /** The brand colour at `alpha` (0-1). */
  brandAt: (alpha: number) => string;
}

/** The theme of the page now: the variables hold "r g b" triples (app/styles.css). */
export function currentChartTheme(): ChartTheme {
  const style = getComputedStyle(document.documentElement);
  const triple = (name: string) => style.getPropertyValue(name).trim().split(/\s+/).join(', ');
  const rgb = (name: string) => `rgb(${triple(name)})`;
  return {
    ink: rgb('--color-ink'),
    muted: rgb('--color-muted'),
    line: rgb('--color-line'),
    panel: rgb('--color-panel'),
    brand: rgb('--color-brand'),
    brandAt: (alpha) => `rgba(${triple('--color-brand')}, ${alpha})`,
  };
}

/** Fills the canvas with the panel's colour first, so the downloaded PNG is not transparent (unreadable text on a viewer's own background). */
const panelBackground = (theme: ChartTheme): Plugin => ({
  id: 'panelBackground',
  beforeDraw(chart) {
    const { ctx, width, height } = chart;
    ctx.save();
    ctx.fillStyle = theme.panel;
    ctx.fillRect(0, 0, width, height);
    ctx.restore();
  },
});

/** What every chart shares: drawn at once (nothing to wait for before a PNG), sized by its box, the palette's text and grid lines. */
function common(theme: ChartTheme) {
  return {
    animation: false as const,
    responsive: true,
    maintainAspectRatio: false,
    color: theme.ink,
    plugins: { legend: { labels: { color: theme.ink } } },
  };
}

const axis = (theme: ChartTheme, title?: string) => ({
  ticks: { color: theme.ink },
  grid: { color: theme.line },
  border: { color: theme.line },
  ...(title ? { title: { display: true, text: title, color: theme.ink } } : {}),
});

/** Counts are whole crashes: no tick at 0.5. */
const countAxis = (theme: ChartTheme, title: string) => ({
  ...axis(theme, title),
  beginAtZero: true,
  ticks: { color: theme.ink, precision: 0 },
});

/** The chart.js configuration of a view's chart. */
export function chartConfig(
  spec: ChartSpec,
  theme: ChartTheme,
): ChartConfiguration<'bar'> | ChartConfiguration<'matrix', MatrixDataPoint[]> {
  const plugins = [panelBackground(theme)];
  const bars = (
    labels: string[],
    datasets: ChartConfiguration<'bar'>['data']['datasets'],
    options: ChartConfiguration<'bar'>['options'],
  ): ChartConfiguration<'bar'> => ({
    type: 'bar',
    plugins,
    data: { labels, datasets },
    options: { ...common(theme), ...options },
  });
  if (spec.kind === 'trend')
    return bars(
      spec.labels,
      [
        { label: 'Crashes', data: spec.current, backgroundColor: theme.brand },
        { label: 'Period before', data: spec.previous, backgroundColor: theme.muted },
      ],
      { scales: { x: axis(theme), y: countAxis(theme, 'Crashes') } },
    );
  if (spec.kind === 'bars')
    return bars(
      spec.labels,
      [{ label: 'Crashes', data: spec.counts, backgroundColor: spec.colours ?? theme.brand, maxBarThickness: 28 }],
      {
        indexAxis: 'y',
        plugins: { legend: { display: false } },
        scales: { x: countAxis(theme, 'Crashes'), y: axis(theme) },
      },
    );
  const most = Math.max(1, ...spec.grid.flat());
  const days = WEEKDAYS.map((d) => d.slice(0, 3));
  const cells = spec.grid.flatMap((hours, day) =>
    hours.map((v, hour) => ({ x: HOURS[hour] ?? '', y: days[day] ?? '', v })),
  );
  const count = (raw: unknown) => (raw as MatrixDataPoint).v ?? 0;
  return {
    type: 'matrix',
    plugins,
    data: {
      datasets: [
        {
          label: 'Crashes',
          data: cells,
          // An hour without a crash keeps a faint cell, so the grid's shape shows.
          backgroundColor: (ctx) => theme.brandAt(0.06 + (0.94 * count(ctx.raw)) / most),
          borderColor: theme.line,
          borderWidth: 1,
          width: ({ chart }) => (chart.chartArea?.width ?? 0) / 24 - 1,
          height: ({ chart }) => (chart.chartArea?.height ?? 0) / 7 - 1,
        },
      ],
    },
    options: {
      ...common(theme),
      plugins: {
        legend: { display: false },
        tooltip: {
          callbacks: {
            title: () => '',
            label: (ctx) => {
              const cell = ctx.raw as MatrixDataPoint;
              return `${String(cell.y)} ${String(cell.x)}: ${count(cell)} crashes`;
            },
          },
        },
      },
      scales: {
        x: { ...axis(theme, 'Hour of day'), type: 'category', labels: HOURS, offset: true, grid: { display: false } },
        // Monday on top, as a week is read.
        y: { ...axis(theme), type: 'category', labels: days, offset: true, reverse: true, grid: { display: false } },
      },
    },
  };
}
