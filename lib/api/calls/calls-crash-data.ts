import { z } from 'zod/mini';
import { crashFilterSchema, TREND_PERIODS } from '../../analysis/crash-filter';
import { crashCostsSchema } from '../../analysis/crash-costs';
import { CRASH_LOCATIONS_DEFAULT, CRASH_LOCATIONS_MAX, LOCATION_KINDS } from '../../analysis/crash-locations';
import { KABCO_LEVELS } from '../../analysis/crash-severity';
import { MAP_MAX_LATITUDE, MAX_MAP_ZOOM, viewProblem, type MapView } from '../../analysis/crash-map-cells';
import { defineCall } from '../define-call';

/** A count of crashes with one value of a coded field; `code` null for crashes without one. */
const codeCount = z.object({ code: z.nullable(z.string()), count: z.number() });

const dateRangeShape = {
  dateFrom: z.string(),
  dateTo: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
};

export const crashDataViews = defineCall({
  path: 'CrashData/Views',
  access: 'session',
  summary:
    'The counts of the crash data screen over the crashes matching the filter in the caller\u2019s scope (their agency\u2019s, every agency\u2019s for the state): per week or month beside the period before, hour by day of week, KABCO severity, manner of collision, primary factors, counties and cities.',
  request: () =>
    z.object({
      filter: crashFilterSchema,
      /** The trend's periods: weeks from the first date, or calendar months. */
      trend: z.enum(TREND_PERIODS),
    }),
  response: () =>
    z.object({
      ...dateRangeShape,
      total: z.number(),
      previousTotal: z.number(),
      /** Period i of the range beside period i of the one before; `start` is the period's first day in the range. */
      trend: z.array(z.object({ start: z.string(), count: z.number(), previous: z.number() })),
      /** Crashes by day of week (0 Monday to 6 Sunday) and hour (0-23); crashes without a time are left out. */
      hourByDay: z.array(z.array(z.number())),
      /** Crashes without a time of day, which the grid leaves out. */
      withoutTime: z.number(),
      severity: z.array(z.object({ level: z.nullable(z.enum(KABCO_LEVELS)), count: z.number() })),
      /** Manner of collision codes of list 39; null for crashes with none (a single vehicle's). */
      manner: z.array(codeCount),
      /** The most frequent primary factors (list 1003), most first; `otherCount` the rest. */
      primaryFactors: z.array(codeCount),
      otherPrimaryFactors: z.number(),
      counties: z.array(codeCount),
      cities: z.array(codeCount),
    }),
});

/** What the map shows, checked by the rule the map draws by (lib/analysis/crash-map-cells.ts). */
const mapViewSchema = z
  .object({
    zoom: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_MAP_ZOOM)),
    west: z.number().check(z.minimum(-180), z.maximum(180)),
    south: z.number().check(z.minimum(-MAP_MAX_LATITUDE), z.maximum(MAP_MAX_LATITUDE)),
    east: z.number().check(z.minimum(-180), z.maximum(180)),
    north: z.number().check(z.minimum(-MAP_MAX_LATITUDE), z.maximum(MAP_MAX_LATITUDE)),
  })
  .check(z.refine((v) => viewProblem(v) === '', { error: (issue) => viewProblem(issue.input as MapView) }));

export const crashDataPoints = defineCall({
  path: 'CrashData/Points',
  access: 'session',
  bulkAnswer: true,
  summary:
    'The crashes matching the filter that have a point, for the crash map, within the caller\u2019s scope. Up to 20,000 crashes (in the view, when one is given) come as `points`, one text, each crash `report id,latitude,longitude,level` with the degrees in 1e-5 degree (39.77 is 3977000) and the level K, A, B, C, O or - (no injury coded), crashes joined by `;`. Past that they come as `cells`, squares of 64 screen pixels at the view\u2019s zoom (7 without a view), each `latitude,longitude,K,A,B,C,O,none`: where its crashes are on average and how many of each severity.',
  request: () =>
    z.object({
      filter: crashFilterSchema,
      /** The part of the map shown: its crashes alone are answered, and their total is not counted. */
      view: z.optional(mapViewSchema),
    }),
  response: () =>
    z.object({
      ...dateRangeShape,
      /** Decoded by decodeCrashPoints (lib/analysis/crash-point-encoding.ts); '' when squares are answered. */
      points: z.string(),
      /** Decoded by decodeCrashCells (lib/analysis/crash-map-cells.ts); '' when points are answered. */
      cells: z.string(),
      /** The zoom the squares are of. */
      zoom: z.number(),
      /** Crashes matching the filter with a point, and without one (which the map cannot show); null for a view's answer. */
      withPoint: z.nullable(z.number()),
      withoutPoint: z.nullable(z.number()),
    }),
});

/** Crashes per KABCO level; `notCoded` those whose people have no injury status coded. */
const kabcoCounts = z.object({
  K: z.number(),
  A: z.number(),
  B: z.number(),
  C: z.number(),
  O: z.number(),
  notCoded: z.number(),
});

export const crashDataLocations = defineCall({
  path: 'CrashData/Locations',
  access: 'session',
  summary:
    'The intersections and road segments with the most crashes matching the filter in the caller\u2019s scope, ranked by count or by severity-weighted cost (the configured cost per KABCO level), each with its counts per level, its cost, its count in the period before and its place.',
  request: () =>
    z.object({
      filter: crashFilterSchema,
      rankBy: z.enum(['count', 'cost']),
      kind: z.enum([...LOCATION_KINDS, 'both']),
      limit: z._default(z.number().check(z.int(), z.gte(1), z.lte(CRASH_LOCATIONS_MAX)), CRASH_LOCATIONS_DEFAULT),
    }),
  response: () =>
    z.object({
      ...dateRangeShape,
      /** The cost per crash at each level the ranking used, and whether they are the documented defaults. */
      costs: crashCostsSchema,
      defaultCosts: z.boolean(),
      /** How many locations have crashes in the range, of which the first `limit` are listed. */
      locationCount: z.number(),
      locations: z.array(
        z.object({
          /** The location's key, which the filter's locationKey takes to show its crashes. */
          key: z.string(),
          kind: z.enum(LOCATION_KINDS),
          /** The intersection's two roads, or the segment's road. */
          roads: z.string(),
          countyCode: z.string(),
          municipalityCode: z.string(),
          /** A segment's grid cell, its south-west corner [latitude, longitude]; null otherwise. */
          cellCorner: z.nullable(z.tuple([z.number(), z.number()])),
          count: z.number(),
          /** Its crashes in the period of the same length just before the range. */
          previousCount: z.number(),
          severity: kabcoCounts,
          cost: z.number(),
        }),
      ),
    }),
});
