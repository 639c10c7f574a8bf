import { z } from 'zod/mini';

/** A USDOT lookup shows at most 500 results, 5 a page: more than that is a search too vague to pick from. */
export const USDOT_MAX_RESULTS = 500;
export const USDOT_PAGE_SIZE = 5;
/** Person search answers at most this many people, the current report's first. */
export const PERSON_SEARCH_LIMIT = 25;

const nullableText = z.nullable(z.string());

export const vinDecodeSchema = z.object({
  vin: z.string(),
  make: nullableText,
  model: nullableText,
  year: z.nullable(z.number().check(z.int())),
  vehicleType: nullableText,
  /** Code of list 1020 (VehicleStyle), or null when the body class maps to none. */
  style: nullableText,
  /** The service's own body class, kept so the officer can pick a style when none was mapped. */
  bodyClass: nullableText,
  /** The service's decode status: "0" is a clean decode; other codes explain what is missing. */
  errorCode: z.string(),
  errorText: z.string(),
});
export type VinDecode = z.infer<typeof vinDecodeSchema>;

export const carrierSchema = z.object({
  /** The USDOT number as USDOTNBRTXT holds it: exactly 10 digits, zero-padded. */
  number: z.string(),
  /** The USDOT number as the carrier registry writes it. */
  dotNumber: z.number().check(z.int()),
  legalName: z.string(),
  dbaName: nullableText,
  /** Physical street address. */
  address: nullableText,
  city: nullableText,
  state: nullableText,
  zipCode: nullableText,
});
export type Carrier = z.infer<typeof carrierSchema>;

export const geocodeCandidateSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  matchedAddress: z.string(),
  /** The service's relevance, 0 to 1; candidates come best first. */
  score: z.number(),
});
export type GeocodeCandidate = z.infer<typeof geocodeCandidateSchema>;

/** A point on a roadway, found near a point chosen on the map (see docs/rules/map-diagrams-attachments.md, "Map"). */
export const roadPointSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  /** The road's name as the service knows it; null for an unnamed road. */
  roadName: nullableText,
  /** How far the chosen point was from the road, in whole metres. */
  distanceMeters: z.number().check(z.int()),
});
export type RoadPoint = z.infer<typeof roadPointSchema>;

export const personRoles = ['driver', 'owner', 'passenger', 'witness'] as const;
export type PersonRole = (typeof personRoles)[number];

export const foundPersonSchema = z.object({
  /** Display name: "LAST, FIRST M", a business name, or a witness's name as typed. */
  name: z.string(),
  lastName: nullableText,
  firstName: nullableText,
  middleInitial: nullableText,
  suffix: nullableText,
  businessName: nullableText,
  gender: nullableText,
  birthDate: nullableText,
  phone: nullableText,
  email: nullableText,
  street: nullableText,
  city: nullableText,
  state: nullableText,
  zip: nullableText,
  /** A witness's one-line address (ADDRESSTXT). */
  address: nullableText,
  licenceNumber: nullableText,
  licenceState: nullableText,
  source: z.object({
    reportId: z.number().check(z.int()),
    caseNumber: nullableText,
    role: z.enum(personRoles),
    /** 1-based unit number for drivers, owners and passengers. */
    unit: z.nullable(z.number().check(z.int())),
    /** 1-based position among the unit's passengers or the report's witnesses. */
    index: z.nullable(z.number().check(z.int())),
  }),
});
export type FoundPerson = z.infer<typeof foundPersonSchema>;
