import { z } from 'zod/mini';

/** The most rows one page of the agency list holds. */
export const AGENCY_PAGE_SIZE_MAX = 100;

export const agencyRowSchema = z.object({
  ori: z.string(),
  name: z.string(),
  additionalInfo: z.record(z.string(), z.unknown()),
  /** Days after the crash a report is due, and days a review may take; null, the shipped defaults. */
  reportDueDays: z.nullable(z.number().check(z.int())),
  reviewDueDays: z.nullable(z.number().check(z.int())),
  disabled: z.boolean(),
  updatedAt: z.iso.datetime({ offset: true }),
  /** Who made the last change through administration; null for an agency nobody has changed. */
  updatedByName: z.nullable(z.string()),
  userCount: z.number().check(z.int()),
});
export type AgencyRow = z.infer<typeof agencyRowSchema>;

export const agencyStatusFilters = ['all', 'enabled', 'disabled'] as const;
