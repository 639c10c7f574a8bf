import { FATAL_STATUS } from '../codes/code-meanings';

/**
 * A crash's severity on the KABCO scale: its most severely injured person's injury status (list
 * 276, whose codes 0-4 run from O to K), so a crash is as severe as its worst injury.
 */
export const KABCO_LEVELS = ['K', 'A', 'B', 'C', 'O'] as const;
export type KabcoLevel = (typeof KABCO_LEVELS)[number];

/** The level of each injury status code of list 276; the facts table keeps the code (0-4). */
export const KABCO_OF_STATUS: Readonly<Record<string, KabcoLevel>> = {
  [FATAL_STATUS]: 'K',
  '3': 'A',
  '2': 'B',
  '1': 'C',
  '0': 'O',
};
export const STATUS_OF_KABCO = Object.fromEntries(
  Object.entries(KABCO_OF_STATUS).map(([status, level]) => [level, Number(status)]),
) as Record<KabcoLevel, number>;

export const KABCO_NAMES: Readonly<Record<KabcoLevel, string>> = {
  K: 'Fatal (K)',
  A: 'Suspected serious injury (A)',
  B: 'Suspected minor injury (B)',
  C: 'Possible injury (C)',
  O: 'No apparent injury (O)',
};

/**
 * The colour each level is drawn in, the convention of crash severity charts and maps: K dark
 * red, A red, B orange, C yellow, O grey; mid-tones that read on the day and the night palette.
 */
export const KABCO_COLOURS: Readonly<Record<KabcoLevel, string>> = {
  K: '#7f1d1d',
  A: '#dc2626',
  B: '#f97316',
  C: '#facc15',
  O: '#9ca3af',
};

/** What a crash whose people have no injury status coded shows as. */
export const SEVERITY_NOT_CODED = 'Severity not coded';

/**
 * The cost of a crash at each KABCO level, in dollars: the comprehensive crash unit costs of the
 * Federal Highway Administration's "Crash Costs for Highway Safety Analysis" (FHWA-SA-17-071,
 * January 2018, 2016 dollars), what state safety offices rank locations by unless they set their
 * own. An administrator's figures replace them (docs/rules/crash-data.md, "Costs").
 */
export const DEFAULT_KABCO_COSTS: Readonly<Record<KabcoLevel, number>> = {
  K: 11_295_400,
  A: 655_000,
  B: 198_500,
  C: 125_600,
  O: 11_900,
};

/** The KABCO severity (an injury status code, 0-4) of a crash from its people's statuses, or null. */
export function crashSeverity(statuses: readonly string[], deadCount: number | null): number | null {
  let worst: number | null = deadCount !== null && deadCount > 0 ? Number(FATAL_STATUS) : null;
  for (const status of statuses) {
    if (!(status in KABCO_OF_STATUS)) continue;
    const code = Number(status);
    if (worst === null || code > worst) worst = code;
  }
  return worst;
}
