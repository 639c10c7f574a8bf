import { z } from 'zod/mini';
import { DEFAULT_KABCO_COSTS, KABCO_LEVELS, KABCO_NAMES, type KabcoLevel } from './crash-severity';

/**
 * The cost of a crash at one KABCO level an administrator may set, in whole dollars: above nothing,
 * and below ten times the default fatal crash's, so a slip of the keyboard cannot rank every
 * location by one level alone (docs/rules/crash-data.md, "Costs").
 */
export const CRASH_COST_DOLLARS = { min: 1, max: 100_000_000 } as const;

/** Where the default costs come from, shown beside the weights a ranking used. */
export const DEFAULT_COSTS_SOURCE =
  'Federal Highway Administration, “Crash Costs for Highway Safety Analysis” (FHWA-SA-17-071, January 2018), comprehensive crash unit costs in 2016 dollars';

/** Dollars as the screens show a cost: whole, with thousands' commas. */
export const formatDollars = (dollars: number) => `$${Math.round(dollars).toLocaleString('en-US')}`;

const costOf = (level: KabcoLevel) =>
  z
    .number({ error: `Enter the cost of a crash at ${KABCO_NAMES[level]} in dollars.` })
    .check(
      z.int('Enter whole dollars.'),
      z.gte(CRASH_COST_DOLLARS.min, 'The cost is at least $1.'),
      z.lte(CRASH_COST_DOLLARS.max, `The cost is at most ${formatDollars(CRASH_COST_DOLLARS.max)}.`),
    );

/** The cost per crash at each KABCO level, the weights of the severity-weighted ranking. */
export const crashCostsSchema = z.object({
  K: costOf('K'),
  A: costOf('A'),
  B: costOf('B'),
  C: costOf('C'),
  O: costOf('O'),
});
export type CrashCosts = Record<KabcoLevel, number>;

/** Whether the costs are the documented defaults (else an administrator set their own). */
export const areDefaultCosts = (costs: CrashCosts) => KABCO_LEVELS.every((l) => costs[l] === DEFAULT_KABCO_COSTS[l]);

/** How a location's count moved from the period before to the range: said in words and by arrow, never by colour alone. */
export function trendOf(
  count: number,
  previous: number,
): { direction: 'up' | 'down' | 'same'; arrow: string; text: string } {
  if (count > previous) return { direction: 'up', arrow: '▲', text: `up from ${previous}` };
  if (count < previous) return { direction: 'down', arrow: '▼', text: `down from ${previous}` };
  return { direction: 'same', arrow: '▶', text: `same as before (${previous})` };
}
