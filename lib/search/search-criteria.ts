import { z } from 'zod/mini';
import { dbDay, dbDayOf, dbSmallInt, isDbDay } from '../validation/input-rules/input-bounds';
import { utcTime } from '../format/zoned-days';
import { AUTOCOMPLETE_MIN_LENGTH } from '../codes/code-list-constants';
import { reportPageSchema } from '../api/schemas/report-schemas';

/** An advanced search without dates covers the last 90 days, so an open search stays quick. */
export const REPORT_SEARCH_RANGE_DAYS = 90;

/**
 * One search covers at most this many months of crash dates (the "number of months" of the
 * product's constants), so no search scans the whole archive: two dates further apart are
 * refused at the last date, and a first date alone reaches at most this far.
 */
export const SEARCH_MAX_MONTHS = 12;

/** The state's own clock (the product serves Indiana): "today" of a search is Indiana's today. */
export const SEARCH_TIME_ZONE = 'America/Indiana/Indianapolis';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A blank form field arrives as '' (or only spaces): it means "any", like a field left out. */
const blankIsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * `schema`, with a blank taken as absent first. zod/mini has no preprocess: this is the pipe classic
 * zod's preprocess builds, typed as it types it, so a field stays optional when `schema` is.
 */
export const blankAsAbsent = <S extends z.core.$ZodType>(schema: S) =>
  z.pipe(z.transform(blankIsAbsent), schema) as unknown as z.core.$ZodPreprocess<S>;

export const optionalText = (max: number, min = 1, what = 'This field') =>
  blankAsAbsent(
    z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(min, `${what} needs at least ${min} characters.`),
          z.maxLength(max, `${what} takes at most ${max} characters.`),
        ),
    ),
  );

/**
 * Advanced search (see docs/rules/search.md): every criterion narrows the result; a criterion left
 * out (or blank) does not. The same schema checks the search form and the server's request.
 */
export const advancedSearchCriteriaSchema = z
  .object({
    ...reportPageSchema.shape,
    /** Case number (the local id, LocalCodeTxt): its beginning, any case. */
    caseNumber: optionalText(40, 1, 'The case number'),
    /** First day of the crash date range, yyyy-mm-dd. */
    dateFrom: blankAsAbsent(z.optional(dbDay())),
    /** Last day of the crash date range, yyyy-mm-dd (inclusive). */
    dateTo: blankAsAbsent(z.optional(dbDay())),
    /** County code of list 2. */
    countyCode: optionalText(10),
    /** City or town code of list 3. */
    municipalityCode: optionalText(10),
    /** Beginning of the roadway or intersecting street's name, any case. */
    streetPrefix: optionalText(40, AUTOCOMPLETE_MIN_LENGTH, 'The street'),
    /** "39:<code>" or "40:<code>", as in the report summary. */
    crashTypeCode: blankAsAbsent(
      z.optional(z.string().check(z.trim(), z.regex(/^(39|40):\S{1,10}$/, 'Pick a crash type from the list.'))),
    ),
    /** true: only crashes with injuries; false: only crashes without. */
    injury: z.optional(z.boolean()),
    /** true: only fatal crashes; false: only crashes without a death. */
    fatality: z.optional(z.boolean()),
    /** The author's badge number, or the beginning of the author's last name or full name. */
    officer: optionalText(60, AUTOCOMPLETE_MIN_LENGTH, 'The officer'),
    /** A report status; the column is a smallint. */
    status: z.optional(dbSmallInt()),
    /** One agency (ORI); only agencies the caller may read give results. */
    agencyOri: optionalText(20),
  })
  .check(
    z.refine((c) => !isDbDay(c.dateFrom) || !isDbDay(c.dateTo) || c.dateFrom <= c.dateTo, {
      message: 'The first date must not be after the last date.',
      path: ['dateTo'],
    }),
    z.refine(
      (c) => !isDbDay(c.dateFrom) || !isDbDay(c.dateTo) || c.dateTo <= addMonths(c.dateFrom, SEARCH_MAX_MONTHS),
      {
        message: `A search covers at most ${SEARCH_MAX_MONTHS} months: bring the dates closer together.`,
        path: ['dateTo'],
      },
    ),
  );
export type AdvancedSearchCriteria = z.output<typeof advancedSearchCriteriaSchema>;

/** The calendar date (yyyy-mm-dd) of a moment in the state's time zone. */
export function stateDateOf(moment: Date, timeZone = SEARCH_TIME_ZONE): string {
  return dayFormat(timeZone).format(moment);
}

/** Building a formatter costs a third of a millisecond, more than a whole search's own work: one per zone. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as yyyy-mm-dd.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** `days` after (or before) a day; never past the days a call may name, so the database takes it. */
export function addDays(isoDay: string, days: number): string {
  return dbDayOf(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS);
}

/** The same day `months` later, or the month's last day when it is shorter (Feb 29 -> Feb 28); at most DB_LAST_DAY. */
export function addMonths(isoDay: string, months: number): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(utcTime(year, month - 1 + months + 1, 0)).getUTCDate();
  return dbDayOf(utcTime(year, month - 1 + months, Math.min(day, lastDay)));
}

/**
 * The crash dates a search covers: what was asked, with a missing end filled in. No dates means
 * the last 90 days up to today; only a last date means the 90 days up to it; only a first date
 * means from it up to today, or up to 12 months after it when today is further.
 */
export function searchDateRange(
  criteria: Pick<AdvancedSearchCriteria, 'dateFrom' | 'dateTo'>,
  today: string,
): { dateFrom: string; dateTo: string } {
  const from = criteria.dateFrom;
  const dateTo =
    criteria.dateTo ??
    (from && from > today
      ? from
      : from && addMonths(from, SEARCH_MAX_MONTHS) < today
        ? addMonths(from, SEARCH_MAX_MONTHS)
        : today);
  const dateFrom = criteria.dateFrom ?? addDays(dateTo, -REPORT_SEARCH_RANGE_DAYS);
  return { dateFrom, dateTo };
}

/** Quick search: one text that is a case number (local id), a street or a report id. */
export const quickSearchSchema = z.object({
  ...reportPageSchema.shape,
  text: z.string().check(
    z.trim(),
    z.minLength(1, 'Type a case number, a street or a report number to search.'),
    z.maxLength(60, 'Type at most 60 characters.'),
    // A report number may be a single digit; words need the autocomplete minimum.
    z.refine(
      (t) => t.length >= AUTOCOMPLETE_MIN_LENGTH || /^\d+$/.test(t),
      `Type at least ${AUTOCOMPLETE_MIN_LENGTH} characters to search.`,
    ),
  ),
});
export type QuickSearch = z.output<typeof quickSearchSchema>;
