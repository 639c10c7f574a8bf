import { z } from 'zod/mini';
import { dbId } from '../validation/input-rules/input-bounds';
import { crashFilterFromSearch, crashFilterSchema, TREND_PERIODS } from './crash-filter';

/**
 * A view of the crash data screen pinned to its user's dashboard, with its filters
 * (docs/rules/crash-data.md, "Dashboard"). Kept on the server, so it follows the user to another
 * computer; read with the user's own scope each time it is shown, so a pin never shows more than
 * the screen would.
 */
export const PINNED_VIEWS = [
  'trend',
  'hourByDay',
  'severity',
  'manner',
  'primaryFactors',
  'counties',
  'cities',
  'map',
  'locations',
] as const;
export type PinnedView = (typeof PINNED_VIEWS)[number];

/** Pins one user may keep: a dashboard that scrolls past a dozen charts is no longer an overview. */
export const MAX_PINS = 12;
export const PIN_TITLE_MAX = 80;
/** The longest address a pin keeps: every filter at its longest fits well within it. */
export const PIN_SEARCH_MAX = 600;

/** The address's query of a crash data view ("?countyCode=097&trend=week"), whose filter the shared schema takes. */
const pinSearch = z.string().check(
  z.maxLength(PIN_SEARCH_MAX, `A pinned view's address takes at most ${PIN_SEARCH_MAX} characters.`),
  z.refine(
    (search) => search === '' || search.startsWith('?'),
    'A pinned view’s address is the query of the crash data screen.',
  ),
  z.refine(
    (search) => crashFilterSchema.safeParse(crashFilterFromSearch(new URLSearchParams(search))).success,
    'The pinned view’s filters are not ones the crash data screen takes.',
  ),
  z.refine((search) => {
    const trend = new URLSearchParams(search).get('trend');
    return trend === null || (TREND_PERIODS as readonly string[]).includes(trend);
  }, 'The pinned view’s periods are weeks or months.'),
);

export const newPinSchema = z.object({
  view: z.enum(PINNED_VIEWS),
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Name the pinned view.'),
      z.maxLength(PIN_TITLE_MAX, `A pinned view's name takes at most ${PIN_TITLE_MAX} characters.`),
    ),
  search: pinSearch,
});
export type NewPin = z.output<typeof newPinSchema>;

export const pinSchema = z.object({ ...newPinSchema.shape, id: dbId(), position: z.number() });
export type Pin = z.output<typeof pinSchema>;
