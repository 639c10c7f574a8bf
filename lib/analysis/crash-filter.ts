import { z } from 'zod/mini';
import { dbDay, isDbDay } from '../validation/input-rules/input-bounds';
import { addDays, addMonths, blankAsAbsent, optionalText } from '../search/search-criteria';
import { kindOfKey } from './crash-locations';
import { KABCO_LEVELS } from './crash-severity';

/**
 * One view of the crash data screen covers at most this many months of crash dates: an agency's
 * crashes (its own scope, or one agency named) up to three years, every agency's at once one year,
 * so a statewide count stays quick at ten million reports (docs/rules/crash-data.md, "Filters").
 */
export const CRASH_DATA_MAX_MONTHS = 36;
export const CRASH_DATA_STATEWIDE_MAX_MONTHS = 12;

/** With no dates, a view covers the twelve months up to today. */
export const CRASH_DATA_DEFAULT_MONTHS = 12;

const yesNo = z.optional(z.boolean());

/** A location key's length at most: two road names and the county's and city's codes. */
export const CRASH_LOCATION_KEY_MAX = 300;

/**
 * The filters of the crash data screen: each narrows the crashes counted, one left out does not.
 * The same schema checks the screen's form, the URL a view is bookmarked by, and every call.
 */
export const crashFilterSchema = z
  .object({
    /** First day of the crash dates, yyyy-mm-dd. */
    dateFrom: blankAsAbsent(z.optional(dbDay())),
    /** Last day of the crash dates (inclusive). */
    dateTo: blankAsAbsent(z.optional(dbDay())),
    /** County code of list 2. */
    countyCode: optionalText(10),
    /** City or town code of list 3. */
    municipalityCode: optionalText(10),
    /** One agency (ORI); only agencies the caller may see count. */
    agencyOri: optionalText(20),
    /** KABCO levels; any of them. */
    severity: z.optional(z.array(z.enum(KABCO_LEVELS)).check(z.maxLength(KABCO_LEVELS.length))),
    /** "39:<code>" or "40:<code>", as the report summary and advanced search have it. */
    crashTypeCode: blankAsAbsent(
      z.optional(z.string().check(z.trim(), z.regex(/^(39|40):\S{1,10}$/, 'Pick a crash type from the list.'))),
    ),
    /** Manner of collision, a code of list 39. */
    mannerOfCollision: optionalText(10),
    /** Primary factor, a code of list 1003. */
    primaryFactor: optionalText(10),
    hitAndRun: yesNo,
    commercialVehicle: yesNo,
    /** Count the reports still being written or reviewed too, not only those the agency accepted. */
    includeInProgress: yesNo,
    /** One high-crash location: an intersection's or a segment's key (crash-locations.ts); its crashes alone. */
    locationKey: optionalText(CRASH_LOCATION_KEY_MAX),
  })
  .check(
    z.refine((f) => f.locationKey === undefined || kindOfKey(f.locationKey) !== null, {
      message: 'Pick a location from the high-crash locations.',
      path: ['locationKey'],
    }),
    z.refine((f) => !isDbDay(f.dateFrom) || !isDbDay(f.dateTo) || f.dateFrom <= f.dateTo, {
      message: 'The first date must not be after the last date.',
      path: ['dateTo'],
    }),
    z.refine(
      (f) => !isDbDay(f.dateFrom) || !isDbDay(f.dateTo) || f.dateTo < addMonths(f.dateFrom, CRASH_DATA_MAX_MONTHS),
      {
        message: `A view covers at most ${CRASH_DATA_MAX_MONTHS} months: bring the dates closer together.`,
        path: ['dateTo'],
      },
    ),
  );
export type CrashFilter = z.output<typeof crashFilterSchema>;

/** The trend's periods: weeks counted from the first date, or calendar months. */
export const TREND_PERIODS = ['week', 'month'] as const;
export type TrendPeriod = (typeof TREND_PERIODS)[number];

export interface CrashDateRange {
  dateFrom: string;
  dateTo: string;
  /** The period of the same length just before, shown beside the trend. */
  previousFrom: string;
  previousTo: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * The dates a view covers: what was asked, a missing end filled in. No dates: the twelve months up
 * to today; a first date alone: up to today, or twelve months on when today is further.
 */
export function crashDateRange(filter: Pick<CrashFilter, 'dateFrom' | 'dateTo'>, today: string): CrashDateRange {
  const defaultFrom = (to: string) => addDays(addMonths(to, -CRASH_DATA_DEFAULT_MONTHS), 1);
  const from = filter.dateFrom;
  const dateTo =
    filter.dateTo ??
    (from && from > today
      ? from
      : from && addMonths(from, CRASH_DATA_DEFAULT_MONTHS) <= today
        ? addDays(addMonths(from, CRASH_DATA_DEFAULT_MONTHS), -1)
        : today);
  // Near the calendar's first day the default reaches no further back than the last date.
  const dateFrom = from ?? [defaultFrom(dateTo), dateTo].sort()[0]!;
  const previousTo = addDays(dateFrom, -1);
  return { dateFrom, dateTo, previousFrom: addDays(previousTo, -daysBetween(dateFrom, dateTo)), previousTo };
}

/** Whether a range is longer than a statewide view may be. */
export const longerThanStatewide = (range: Pick<CrashDateRange, 'dateFrom' | 'dateTo'>) =>
  range.dateTo >= addMonths(range.dateFrom, CRASH_DATA_STATEWIDE_MAX_MONTHS);

export const STATEWIDE_RANGE_REFUSAL = `Every agency's crashes at once cover at most ${CRASH_DATA_STATEWIDE_MAX_MONTHS} months: pick an agency to see up to ${CRASH_DATA_MAX_MONTHS}, or bring the dates closer together.`;

const booleanKeys = ['hitAndRun', 'commercialVehicle', 'includeInProgress'] as const;
const textKeys = [
  'dateFrom',
  'dateTo',
  'countyCode',
  'municipalityCode',
  'agencyOri',
  'crashTypeCode',
  'mannerOfCollision',
  'primaryFactor',
  'locationKey',
] as const;

/** A filter as the URL's query keeps it, so a view is bookmarked and sent: yes/no for switches, one severity per key. */
export function crashFilterToSearch(filter: Partial<CrashFilter>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of textKeys) if (filter[key]) params.set(key, filter[key]);
  for (const level of filter.severity ?? []) params.append('severity', level);
  for (const key of booleanKeys) if (filter[key] !== undefined) params.set(key, filter[key] ? 'yes' : 'no');
  return params;
}

/** The filter a URL's query names, before the schema checks it: unknown keys are left out. */
export function crashFilterFromSearch(params: URLSearchParams): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const key of textKeys) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  const severity = params.getAll('severity');
  if (severity.length) raw.severity = severity;
  for (const key of booleanKeys) {
    const value = params.get(key);
    if (value === 'yes' || value === 'no') raw[key] = value === 'yes';
    else if (value !== null) raw[key] = value;
  }
  return raw;
}
