import { z } from 'zod';

/** One row of the report tables: the indexed summary of a report (SPEC §3 "Report instance"). */
export const reportSummarySchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.number().int(),
  formType: z.string(),
  caseNumber: z.string().nullable(),
  dateOfCrash: z.string().nullable(),
  timeOfCrash: z.string().nullable(),
  streetName: z.string().nullable(),
  intersectStreetName: z.string().nullable(),
  municipalityCode: z.string().nullable(),
  injuryCount: z.number().int().nullable(),
  fatalityCount: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  authorUser: z.object({ id: z.number().int(), name: z.string() }),
  lockingUser: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  isSupplement: z.boolean(),
  lastUpdated: z.string(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

export const reportViews = ['dashboard', 'working', 'submitted'] as const;
export type ReportView = (typeof reportViews)[number];

export const reportSortKeys = ['lastUpdated', 'dateOfCrash', 'caseNumber', 'status'] as const;
