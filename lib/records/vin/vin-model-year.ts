/**
 * Model year of a 17-character VIN (49 CFR 565.15 Table VII): position 10 holds one of 30 codes
 * that repeat every 30 years (A = 1980 or 2010, ..., Y = 2000 or 2030, 1-9 = 2001-2009 or
 * 2031-2039). For passenger cars, multipurpose passenger vehicles and trucks of 10,000 lb GVWR or
 * less, position 7 tells the cycle: a digit means 1980-2009, a letter 2010-2039. That rule does not
 * hold for heavier trucks, buses, trailers, motorcycles and incomplete vehicles.
 */

/** The 30 model-year codes of position 10 in cycle order (no I, O, Q, U, Z or 0); index 0 is 1980. */
export const MODEL_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** First year of the first cycle (code A). */
const FIRST_CYCLE_START = 1980;
/** First year of the cycle position 7 selects with a letter (2010-2039). */
const SECOND_CYCLE_START = 2010;
/** Length of a cycle. */
const CYCLE = 30;

/** Options of {@link decodeVinModelYear}. */
export interface VinModelYearOptions {
  /**
   * The latest model year that can exist; later candidates are dropped. Default: next calendar
   * year (a model year may go on sale in the calendar year before it). Pass it for repeatable results.
   */
  latestModelYear?: number;
  /**
   * Whether to apply the position-7 rule of light vehicles (default true). Pass false for a vehicle
   * known to be over 10,000 lb GVWR, a bus, trailer, motorcycle or incomplete vehicle.
   */
  position7Rule?: boolean;
}

/** How {@link VinModelYear.year} was decided. */
export type VinModelYearBasis = 'position-7' | 'only-candidate' | 'undecided';

/** The model year read from a VIN. */
export interface VinModelYear {
  /** The character in position 10. */
  code: string;
  /** The model year, or null when the candidates cannot be told apart. */
  year: number | null;
  /** Every year the code can stand for, 1980 to the latest model year, in ascending order. */
  candidates: number[];
  /**
   * 'position-7': chosen by the light-vehicle rule of position 7; 'only-candidate': the code
   * leaves one possible year (the other is in the future); 'undecided': see `candidates`.
   */
  basis: VinModelYearBasis;
}

/** True when `ch` is a model-year code (valid in position 10). */
export function isModelYearCode(ch: string): boolean {
  return ch.length === 1 && MODEL_YEAR_CODES.includes(ch);
}

/** Every year from 1980 up to `latestModelYear` that position-10 code `code` stands for ([] for a bad code). */
export function modelYearCandidates(code: string, latestModelYear: number): number[] {
  if (!isModelYearCode(code)) return [];
  const years: number[] = [];
  for (let year = FIRST_CYCLE_START + MODEL_YEAR_CODES.indexOf(code); year <= latestModelYear; year += CYCLE) {
    years.push(year);
  }
  return years;
}

/** The default latest model year: next calendar year. */
export function defaultLatestModelYear(now: Date = new Date()): number {
  return now.getFullYear() + 1;
}

/**
 * The model year of an upper-case 17-character VIN from positions 10 and 7, or null when the
 * string is not 17 characters long or position 10 is not a model-year code.
 */
export function decodeVinModelYear(vin: string, options: VinModelYearOptions = {}): VinModelYear | null {
  if (vin.length !== 17) return null;
  const code = vin.charAt(9);
  if (!isModelYearCode(code)) return null;
  const latest = options.latestModelYear ?? defaultLatestModelYear();
  const candidates = modelYearCandidates(code, latest);
  const position7 = vin.charAt(6);
  if (options.position7Rule !== false) {
    const index = MODEL_YEAR_CODES.indexOf(code);
    const ruleYear = /^[0-9]$/.test(position7)
      ? FIRST_CYCLE_START + index
      : /^[A-Z]$/.test(position7)
        ? SECOND_CYCLE_START + index
        : undefined;
    if (ruleYear !== undefined && candidates.includes(ruleYear)) {
      return { code, year: ruleYear, candidates, basis: 'position-7' };
    }
  }
  if (candidates.length === 1) return { code, year: candidates[0] ?? null, candidates, basis: 'only-candidate' };
  return { code, year: null, candidates, basis: 'undecided' };
}
