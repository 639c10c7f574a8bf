import { KABCO_LEVELS, KABCO_NAMES, SEVERITY_NOT_CODED, type KabcoLevel } from '../../../lib/analysis/crash-severity';
import { counted } from '../../../lib/format/counts';

/**
 * How the crash map colours a crash by its KABCO severity (docs/rules/crash-data.md, "Map"): the
 * most severe darkest and reddest, no apparent injury grey, and a crash without a coded severity
 * blue-grey, so it is not mistaken for O.
 */
export const SEVERITY_COLOURS: Readonly<Record<KabcoLevel | 'none', string>> = {
  K: '#7f1d1d',
  A: '#dc2626',
  B: '#f97316',
  C: '#facc15',
  O: '#9ca3af',
  none: '#64748b',
};

/** The map's severity slots in legend order: K to O, then "not coded" (index 5). */
export const SEVERITY_SLOTS = [...KABCO_LEVELS, 'none'] as const;
export type SeveritySlot = (typeof SEVERITY_SLOTS)[number];

export const slotOf = (level: KabcoLevel | null): number => (level === null ? 5 : KABCO_LEVELS.indexOf(level));

export const severityName = (level: KabcoLevel | null) => (level === null ? SEVERITY_NOT_CODED : KABCO_NAMES[level]);

/** The legend: each slot's colour and name, K first. */
export const SEVERITY_LEGEND = SEVERITY_SLOTS.map((slot) => ({
  slot,
  colour: SEVERITY_COLOURS[slot],
  name: slot === 'none' ? SEVERITY_NOT_CODED : KABCO_NAMES[slot],
}));

/**
 * A cluster's fill: a ring of its crashes' severities, each slot's share of the circle in its
 * colour (K first, clockwise from the top), so a cluster shows its mix and not only its worst.
 */
export function clusterFill(counts: readonly number[]): string {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return SEVERITY_COLOURS.none;
  let from = 0;
  const stops: string[] = [];
  counts.forEach((n, slot) => {
    if (n === 0) return;
    const to = from + (n / total) * 100;
    stops.push(`${SEVERITY_COLOURS[SEVERITY_SLOTS[slot]!]} ${from.toFixed(2)}% ${to.toFixed(2)}%`);
    from = to;
  });
  return stops.length === 1
    ? SEVERITY_COLOURS[SEVERITY_SLOTS[counts.findIndex((n) => n > 0)]!]
    : `conic-gradient(${stops.join(', ')})`;
}

/** A cluster's diameter in pixels: grows with the logarithm of its count, 30 px for two crashes to 60 px at 100,000. */
export const clusterSize = (count: number) => Math.round(Math.min(60, 30 + 6 * Math.log10(Math.max(count, 1) / 2)));

/** What a cluster is called to a screen reader: its count, its severities, and what Enter does. */
export function clusterName(counts: readonly number[]): string {
  const total = counts.reduce((sum, n) => sum + n, 0);
  const parts = counts.flatMap((n, slot) => (n ? [`${n.toLocaleString('en-US')} ${SEVERITY_LEGEND[slot]!.name}`] : []));
  return `Cluster of ${counted(total, 'crash', 'crashes')}: ${parts.join(', ')}. Press Enter to zoom in.`;
}

/** What a single crash is called: its report and severity, and what Enter does. */
export const pointName = (reportId: number, level: KabcoLevel | null) =>
  `Report #${reportId}, ${severityName(level)}. Press Enter for the report's link.`;

/** The count line under the map: the crashes drawn, and those without a point that cannot be. */
export function mapCounts(onMap: number, withoutPoint: number): string {
  const shown = `${counted(onMap, 'crash is', 'crashes are')} on the map.`;
  if (withoutPoint === 0) return shown;
  return `${shown} ${counted(withoutPoint, 'crash has', 'crashes have')} no point and ${withoutPoint === 1 ? 'is' : 'are'} not on the map.`;
}
