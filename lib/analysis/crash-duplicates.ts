import type { AppAbility } from '../auth/permissions/ability';

/**
 * Possible duplicates (docs/rules/crash-data.md, "Possible duplicates"): the same crash reported
 * by two agencies. Two reports are a possible pair when they are of different agencies, both
 * counted (their reports of record, counted-reports.ts), both have a time of day, their crash
 * times are at most DUPLICATE_MINUTES apart (the day before or after too, so a crash near
 * midnight is matched), and either their points are at most DUPLICATE_METRES apart or they share
 * a vehicle: the same plate of the same state, or the same VIN. The server's query
 * (server/repositories/crash-data/crash-duplicates-repository.ts) applies these same constants.
 */

/** Two officers' times of one crash differ by their arrival and rounding; half an hour covers both. */
export const DUPLICATE_MINUTES = 30;
/** Two officers place one crash apart by a driveway or an intersection's corner; 250 m covers both, not the next block. */
export const DUPLICATE_METRES = 250;
/** The pairs one answer lists at most; the rest are counted. */
export const DUPLICATES_MAX = 200;
/** The mean radius of the Earth (IUGG), which the haversine distance takes. */
export const EARTH_RADIUS_METRES = 6_371_008.8;

export const DUPLICATES_REFUSAL =
  'Only the state administrator reviews possible duplicates: they compare the reports of different agencies.';

/** Whether the caller sees every agency's reports, as comparing two agencies' reports needs: the state administrator. */
export const mayReviewDuplicates = (ability: AppAbility) => ability.can('manage', 'all');

/** The great-circle distance in metres between two [latitude, longitude] points (haversine). */
export function metresBetween(a: readonly [number, number], b: readonly [number, number]): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b[0] - a[0]) / 2) ** 2 +
    Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(rad(b[1] - a[1]) / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)/;

/** Minutes between two crash times (date YYYY-MM-DD, time hh:mm), across midnight too; null when either has no time. */
export function minutesApart(dateA: string, timeA: string | null, dateB: string, timeB: string | null): number | null {
  const at = (date: string, time: string | null) => {
    const m = time ? TIME.exec(time) : null;
    return m ? Date.parse(`${date}T00:00:00Z`) / 60_000 + Number(m[1]) * 60 + Number(m[2]) : null;
  };
  const a = at(dateA, timeA);
  const b = at(dateB, timeB);
  return a === null || b === null || Number.isNaN(a) || Number.isNaN(b) ? null : Math.abs(a - b);
}

/** Why two reports look like one crash, as the query found it. */
export interface DuplicateMatch {
  minutes: number;
  /** Null when either report has no point. */
  metres: number | null;
  vin: string | null;
  plate: string | null;
  plateState: string | null;
}

/** Whether a match is close enough: within the minutes, and near or sharing a vehicle. */
export const isDuplicate = (m: DuplicateMatch) =>
  m.minutes <= DUPLICATE_MINUTES &&
  ((m.metres !== null && m.metres <= DUPLICATE_METRES) || m.vin !== null || m.plate !== null);

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The reason in words, e.g. "12 minutes apart, 80 m apart" or "same VIN 1HGCM82633A004352, 5 minutes apart". */
export function duplicateReason(m: DuplicateMatch): string {
  const parts: string[] = [];
  if (m.vin) parts.push(`same VIN ${m.vin}`);
  if (m.plate) parts.push(`same plate ${m.plate}${m.plateState ? ` (${m.plateState})` : ''}`);
  parts.push(m.minutes === 0 ? 'same time' : `${plural(Math.round(m.minutes), 'minute')} apart`);
  if (m.metres !== null) parts.push(`${Math.round(m.metres).toLocaleString('en-US')} m apart`);
  return parts.join(', ');
}

/** A pair named lower report id first, as dismissals are kept. */
export const orderedPair = (a: number, b: number): [number, number] => (a < b ? [a, b] : [b, a]);
