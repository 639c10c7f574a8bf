import { z } from 'zod/mini';
import { retentionActions, retentionScheduleSchema } from './retention-rules';

const int = () => z.number().check(z.int());

export const agencyScheduleSchema = z.object({
  agencyOri: z.string(),
  agencyName: z.string(),
  schedule: retentionScheduleSchema,
  /** Null while the agency has none: it keeps everything. */
  updatedAt: z.nullable(z.string()),
  mayEdit: z.boolean(),
});

/** What a run started now would do with one action of one agency's schedule. */
export const retentionPreviewSchema = z.object({
  at: z.string(),
  actions: z.array(
    z.object({
      agencyOri: z.string(),
      action: z.enum(retentionActions),
      /** Reports changed last before this are due. */
      cutoff: z.string(),
      due: int(),
      /** Due but on legal hold: left as they are. */
      held: int(),
      first: z.array(z.object({ id: int(), caseNumber: z.string(), status: int(), lastUpdated: z.string() })),
    }),
  ),
});
export type RetentionPreview = z.infer<typeof retentionPreviewSchema>;

export const retentionRunSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  finishedAt: z.nullable(z.string()),
  state: z.enum(['running', 'done', 'failed']),
  startedBy: z.string(),
  /** Per `<agency ORI>:<action>`: reports changed, found no longer due, due at the start. */
  counts: z.record(z.string(), z.object({ done: int(), skipped: int(), total: int() })),
  error: z.nullable(z.string()),
});
export type RetentionRunRow = z.infer<typeof retentionRunSchema>;

export const legalHoldSchema = z.object({
  hold: z.nullable(
    z.object({ reason: z.string(), placedBy: z.object({ id: int(), name: z.string() }), placedAt: z.string() }),
  ),
  mayChange: z.boolean(),
});
