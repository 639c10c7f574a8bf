import { z } from 'zod/mini';
import { recordSchema } from '../../records/record-types';

/** How many captured records wait at most; the next capture is refused until some are delivered or discarded. */
export const RECORD_QUEUE_CAP = 50;

/** The record as it travels to the open report: what was captured, where and when. */
export const recordDeliverySchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  record: recordSchema,
  /** The RMS page (origin and path), kept as the record's provenance. */
  pageUrl: z.url({ protocol: /^https?$/ }).check(z.maxLength(2_000)),
  capturedAt: z.iso.datetime(),
});
export type RecordDelivery = z.infer<typeof recordDeliverySchema>;

/** A captured record in the background's queue, with how its delivery went so far. */
export const queuedRecordSchema = z.extend(recordDeliverySchema, {
  /**
   * Who was signed in to the web app when it was captured: the only user it is shown to and
   * delivered for (see held-records.ts). An entry without one (an older version's, captured while
   * nobody was signed in) belongs to no one and is dropped when read.
   */
  capturedBy: z.string().check(z.minLength(1), z.maxLength(100)),
  attempts: z.number().check(z.int(), z.gte(0)),
  /** Why the last delivery did not land, for the officer; null before any attempt failed. */
  lastError: z.nullable(z.string().check(z.maxLength(300))),
});
export type QueuedRecord = z.infer<typeof queuedRecordSchema>;
