import { z } from 'zod/mini';
import { fromBeforeTo, fromBeforeToIssue, logDays, logPaging } from '../api/schemas/audit-schemas';
import { dbId } from '../validation/input-rules/input-bounds';
import { copyKinds, requesterKinds } from './release-rules';

/** How a copy left: printed (downloaded) or sent by e-mail. */
export const releaseDeliveries = ['print', 'email'] as const;
export type ReleaseDelivery = (typeof releaseDeliveries)[number];

/** One copy given: of which report, which copy, to whom and why, by whom and when. */
export const releaseSchema = z.object({
  id: z.string(),
  reportId: z.number().check(z.int()),
  caseNumber: z.string(),
  agencyOri: z.string(),
  copy: z.enum(copyKinds),
  delivery: z.enum(releaseDeliveries),
  /** The address a copy sent by e-mail went to. */
  emailTo: z.nullable(z.string()),
  requester: z.object({ name: z.string(), kind: z.enum(requesterKinds) }),
  /** True for a copy for the agency's own work (no requester outside it). */
  agencyUse: z.boolean(),
  permissibleUse: z.nullable(z.string()),
  proof: z.string(),
  givenBy: z.object({ id: z.number().check(z.int()), name: z.string() }),
  givenAt: z.string(),
  fileName: z.string(),
});
export type ReleaseRow = z.infer<typeof releaseSchema>;

/** The log of copies given: by requester kind, copy, report and days (the agency's calendar). */
export const releaseFilterSchema = z
  .object({
    requesterKind: z.optional(z.enum(requesterKinds, { error: `Expected one of ${requesterKinds.join(', ')}.` })),
    copy: z.optional(z.enum(copyKinds, { error: 'Expected public or full.' })),
    reportId: z.optional(dbId()),
    ...logDays,
    ...logPaging,
  })
  .check(z.refine(fromBeforeTo, fromBeforeToIssue));
export type ReleaseFilter = z.output<typeof releaseFilterSchema>;
