import { z } from 'zod/mini';
import { CodeListId } from '../../codes/list-ids';
import type { CodeFinder } from '../report-checks/code-membership';

/**
 * A person's first or last name: letters, spaces, apostrophes, periods and hyphens, as long as
 * the report's Investigative Officer fields take (first name 1 to 20, last name 2 to 20), since
 * every report the officer writes carries it there.
 */
export const personName = (label: string, min = 1, max = 20) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `Enter your ${label}.`),
      z.minLength(min, `The ${label} has at least ${min} characters.`),
      z.maxLength(max, `The ${label} has at most ${max} characters.`),
      z.regex(
        /^[\p{L}][\p{L} .'\u2019-]*$/u,
        `The ${label} may hold letters, spaces, apostrophes, periods and hyphens.`,
      ),
    );

/** A telephone number written ddd-ddd-dddd; empty when the officer gives none. */
export const phoneNumber = z
  .string()
  .check(
    z.trim(),
    z.maxLength(12),
    z.regex(/^(\d{3}-\d{3}-\d{4})?$/, 'Enter the phone number as ddd-ddd-dddd, e.g. 317-555-0100.'),
  );

/** An e-mail address; empty when the officer gives none. */
export const emailAddress = z.string().check(
  z.trim(),
  z.maxLength(254, 'The e-mail address has at most 254 characters.'),
  z.refine((v) => v === '' || z.email().safeParse(v).success, 'Enter an e-mail address such as name@agency.gov.'),
);

/** The officer id (badge number) the report's Officer ID field holds: at most 10 letters and digits. */
export const badgeNumber = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Enter your officer id.'),
    z.maxLength(10, 'The officer id has at most 10 characters.'),
    z.regex(/^[A-Za-z0-9-]+$/, 'The officer id may hold letters, digits and hyphens.'),
  );

const codeText = z.string().check(z.trim(), z.maxLength(10), z.regex(/^\d*$/, 'Choose a code from the list.'));
const coordinate = z.number({ error: 'Pick the point on the map.' });

/** Where a new report's Location starts: county, city or town in that county, and a map point. */
export const defaultLocationSchema = z
  .object({
    county: codeText,
    city: z._default(codeText, ''),
    latitude: z._default(z.nullable(coordinate.check(z.gte(-90), z.lte(90))), null),
    longitude: z._default(z.nullable(coordinate.check(z.gte(-180), z.lte(180))), null),
  })
  .check(
    z.superRefine((l, ctx) => {
      if (l.city && !l.county) ctx.addIssue({ code: 'custom', path: ['county'], message: 'Choose the county first.' });
      if ((l.latitude === null) !== (l.longitude === null))
        ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'Pick the point on the map (both coordinates).' });
    }),
  );
export type DefaultLocation = z.output<typeof defaultLocationSchema>;

/** The map bounds a point must be inside (the report editor's, for the state). */
export interface PointBounds {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/**
 * Problems of a default location against the code lists and the map's bounds, each at its part
 * (county, city, latitude): a code that is not in its list, a city of another county, a point
 * outside the state's map.
 */
export function defaultLocationIssues(
  l: DefaultLocation,
  find: CodeFinder,
  bounds: PointBounds,
): { path: 'county' | 'city' | 'latitude'; message: string }[] {
  const issues: { path: 'county' | 'city' | 'latitude'; message: string }[] = [];
  if (l.county && !find(CodeListId.County, l.county))
    issues.push({ path: 'county', message: `County ${l.county} is not in the county list.` });
  if (l.city) {
    const city = find(CodeListId.City, l.city);
    if (!city) issues.push({ path: 'city', message: `City ${l.city} is not in the city list.` });
    else if (city.parentCode && city.parentCode !== l.county)
      issues.push({ path: 'city', message: `City ${l.city} is not in county ${l.county}.` });
  }
  if (l.latitude !== null && l.longitude !== null) {
    const inside =
      l.latitude >= bounds.minLatitude &&
      l.latitude <= bounds.maxLatitude &&
      l.longitude >= bounds.minLongitude &&
      l.longitude <= bounds.maxLongitude;
    if (!inside)
      issues.push({
        path: 'latitude',
        message: `The point is outside the state's map (latitude ${bounds.minLatitude} to ${bounds.maxLatitude}, longitude ${bounds.minLongitude} to ${bounds.maxLongitude}).`,
      });
  }
  return issues;
}

/** A stored default location with nothing in it is no default location. */
export function isEmptyLocation(l: DefaultLocation | null): boolean {
  return !l || (!l.county && !l.city && l.latitude === null);
}

/** What an officer may change of their own profile. */
export const profileFieldsSchema = z.object({
  firstName: personName('first name'),
  lastName: personName('last name', 2),
  phone: phoneNumber,
  email: emailAddress,
  badgeId: badgeNumber,
  defaultLocation: z.nullable(defaultLocationSchema),
});
export type ProfileFields = z.output<typeof profileFieldsSchema>;
