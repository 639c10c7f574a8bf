import { z } from 'zod/mini';
import { crashFilterSchema } from '../../analysis/crash-filter';
import { KABCO_LEVELS } from '../../analysis/crash-severity';
import { dbId } from '../../validation/input-rules/input-bounds';
import { defineCall } from '../define-call';

/** One report of a pair, as the two are compared side by side. */
const duplicateReport = z.object({
  id: z.number(),
  agencyOri: z.string(),
  agencyName: z.string(),
  caseNumber: z.string(),
  date: z.string(),
  time: z.nullable(z.string()),
  street: z.nullable(z.string()),
  countyCode: z.nullable(z.string()),
  municipalityCode: z.nullable(z.string()),
  severity: z.nullable(z.enum(KABCO_LEVELS)),
  /** Its vehicles' plates and VINs, by unit. */
  vehicles: z.array(
    z.object({
      unit: z.nullable(z.number()),
      plate: z.nullable(z.string()),
      plateState: z.nullable(z.string()),
      vin: z.nullable(z.string()),
    }),
  ),
});

export const crashDataDuplicates = defineCall({
  path: 'CrashData/Duplicates',
  access: 'session',
  summary:
    'The state administrator\u2019s possible duplicates: pairs of counted reports of two agencies whose crash times are close and whose points are near or that share a plate or VIN (lib/analysis/crash-duplicates.ts), within the filter\u2019s dates, county and agency, leaving out the pairs marked not duplicates; by date, at most 200 with the number found.',
  request: () => z.object({ filter: crashFilterSchema }),
  response: () =>
    z.object({
      dateFrom: z.string(),
      dateTo: z.string(),
      /** How many pairs were found, of which the first are listed. */
      pairCount: z.number(),
      pairs: z.array(
        z.object({
          a: duplicateReport,
          b: duplicateReport,
          minutes: z.number(),
          metres: z.nullable(z.number()),
          vin: z.nullable(z.string()),
          plate: z.nullable(z.string()),
          plateState: z.nullable(z.string()),
          /** Why they match, in words. */
          reason: z.string(),
        }),
      ),
    }),
});

export const crashDataDismissDuplicate = defineCall({
  path: 'CrashData/DismissDuplicate',
  access: 'session',
  summary:
    'The state administrator marks two reports not duplicates: the pair is no longer listed. Marking a pair again changes nothing.',
  request: () =>
    z.object({
      reportA: dbId(),
      reportB: dbId(),
    }),
  response: () => z.object({ dismissed: z.boolean() }),
});
