import { z } from 'zod/mini';
import { dbId } from '../../validation/input-rules/input-bounds';
import { ROAD_SNAP_RADIUS_METERS } from '../../forms/location/location-point';
import { defineCall } from '../define-call';
import {
  carrierSchema,
  foundPersonSchema,
  geocodeCandidateSchema,
  roadPointSchema,
  PERSON_SEARCH_LIMIT,
  USDOT_MAX_RESULTS,
  USDOT_PAGE_SIZE,
  vinDecodeSchema,
} from '../schemas/lookup-schemas';

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));

export const decodeVin = defineCall({
  path: 'Lookup/DecodeVin',
  access: 'session',
  summary:
    'Decodes a VIN with the VIN decoding service (NHTSA vPIC): make, model, year, vehicle type and style (code of list 1020 when the body class maps to one). The check digit is verified first; an invalid VIN is refused without asking the service.',
  request: () => z.object({ vin: text(21).check(z.minLength(1, 'Enter the VIN to decode.')) }),
  response: () => vinDecodeSchema,
});

export const usdotSearch = defineCall({
  path: 'Lookup/UsdotSearch',
  access: 'session',
  summary: `Finds motor carriers by USDOT number (exact; it wins when both are given) or by name (legal or DBA), at most ${USDOT_MAX_RESULTS} results, ${USDOT_PAGE_SIZE} a page.`,
  request: () =>
    z
      .object({
        usdotNumber: z.optional(
          text(10).check(
            z.regex(/^\d*$/, 'A USDOT number has digits only.'),
            z.refine((v) => v === '' || Number(v) > 0, 'A USDOT number is not zero.'),
          ),
        ),
        name: z.optional(
          text(100).check(
            z.refine((v) => v === '' || v.length >= 2, 'Type at least 2 characters of the carrier name.'),
          ),
        ),
        page: z._default(z.number().check(z.int(), z.gte(1), z.lte(USDOT_MAX_RESULTS / USDOT_PAGE_SIZE)), 1),
      })
      .check(
        z.refine((p) => Boolean(p.usdotNumber || p.name), {
          message: 'Enter a USDOT number or a carrier name to search.',
          path: ['usdotNumber'],
        }),
      ),
  response: () =>
    z.object({
      results: z.array(carrierSchema),
      /** Matches found, capped at the lookup's maximum. */
      total: z.number().check(z.int()),
      page: z.number().check(z.int()),
      pageSize: z.number().check(z.int()),
      pageCount: z.number().check(z.int()),
    }),
});

export const geocode = defineCall({
  path: 'Lookup/Geocode',
  access: 'session',
  summary:
    'Places a typed address with the geocoding service, searching Indiana in the US only; only candidates inside the map bounds (latitude 38 to 42, longitude -88 to -85) are answered.',
  request: () =>
    z.object({
      address: text(200).check(z.minLength(3, 'Type the address to find (at least 3 characters).')),
      /** County code of list 2 (e.g. 097) or county name, narrowing the search. */
      county: z.optional(text(40)),
    }),
  response: () => z.object({ candidates: z.array(geocodeCandidateSchema) }),
});

export const snapToRoad = defineCall({
  path: 'Lookup/SnapToRoad',
  access: 'session',
  summary: `Finds the roadway point nearest to a point chosen on the map (snapping the crash point to a roadway) with the road snapping service, within ${ROAD_SNAP_RADIUS_METERS} m; road is null when no roadway is that close. The point must be inside the map bounds (latitude 38 to 42, longitude -88 to -85).`,
  request: () =>
    z.object({
      latitude: z.number().check(z.gte(-90), z.lte(90)),
      longitude: z.number().check(z.gte(-180), z.lte(180)),
    }),
  response: () => z.object({ road: z.nullable(roadPointSchema), radiusMeters: z.number().check(z.int()) }),
});

export const personSearch = defineCall({
  path: 'Lookup/PersonSearch',
  access: 'session',
  summary: `Drivers, owners, passengers and witnesses already written in this report and in the agency\u2019s reports whose last or first name starts with each word typed, at most ${PERSON_SEARCH_LIMIT}, the report\u2019s own first; each names the report and role it came from.`,
  request: () =>
    z.object({
      text: text(60).check(z.minLength(2, 'Type at least 2 characters of the name.')),
      reportId: z.optional(dbId()),
    }),
  response: () => z.object({ people: z.array(foundPersonSchema) }),
});
