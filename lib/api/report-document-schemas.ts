import { z } from 'zod';
import { provenanceMapSchema } from '../forms/provenance';

/** A value left behind by a move to a newer form version (lib/forms/carry-over.ts). */
export const notCarriedOverSchema = z.object({
  path: z.string(),
  label: z.string(),
  value: z.unknown(),
  reason: z.enum(['removed', 'code', 'invalid']),
  personal: z.boolean().optional(),
});

/** Which version of which form: as FormConfiguration/GetFormPermissions names one. */
export const formVersionRefSchema = z.object({
  title: z.string(),
  agencyOri: z.string().nullable(),
  majorVersion: z.number().int(),
  minorVersion: z.number().int(),
});
export type FormVersionRef = z.infer<typeof formVersionRefSchema>;

const userRef = z.object({ id: z.number().int(), name: z.string() });

/** A report as the editor receives it: its workflow facts with its data document. */
export const reportDocumentSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.number().int(),
  uniqueIdentifier: z.string(),
  formConfigurationId: z.number().int(),
  /** When that form configuration last changed (Report/Get): a client's cached copy is current while it matches. */
  formConfigurationLastUpdated: z.string().optional(),
  formType: z.string(),
  /**
   * Which version of which form the report is written on (Report/Get), as
   * FormConfiguration/GetFormPermissions names it, so the editor reads that version's publish
   * permissions; absent in other answers.
   */
  formVersion: formVersionRefSchema.optional(),
  agencyOri: z.string(),
  authorUser: userRef,
  formInstanceLockInfo: z.object({ lockingUser: userRef, created: z.string() }).nullable(),
  isSupplement: z.boolean(),
  /** Hours a review lock lasts on this report, when it has its own; absent or null: its form's lockDuration. */
  lockDurationHours: z.number().int().nullable().optional(),
  /** The report a supplement supplements, by its id and case number; absent or null for any other report. */
  originalReport: z.object({ id: z.number().int(), caseNumber: z.string().nullable() }).nullable().optional(),
  /** Its supplement in progress (not yet accepted): Supplement is not offered while there is one. */
  openSupplementId: z.number().int().nullable().optional(),
  lastUpdated: z.string(),
  /**
   * Who saved the report last, by name (Report/Get), so a merge can say who changed the server's
   * side; null when not recorded, absent in other answers.
   */
  lastUpdatedBy: z.string().nullable().optional(),
  data: z.record(z.string(), z.unknown()),
  /** Where filled values came from, by data path, until the officer edited them. */
  provenance: provenanceMapSchema,
  /**
   * Values the report could not take along when it moved to a newer form version, each with
   * where it was and why (a personal one withheld, as its value, from whoever may not read it).
   */
  notCarriedOver: z.array(notCarriedOverSchema).optional(),
  /**
   * The newer published version of the report's form a draft can move to (Report/MoveToVersion),
   * when there is one the caller may move it to; absent or null otherwise.
   */
  newerVersion: z.object({ id: z.number().int(), label: z.string() }).nullable().optional(),
  /** Paths of personal data withheld from this caller (no readPersonalData permission); absent or empty when none. */
  redacted: z.array(z.string()).optional(),
  /**
   * The id the author's device gave the report when it created it (Report/Create clientId), so the
   * device can match the answer to its own copy; null for a report created without one, absent in
   * answers of servers older than it.
   */
  clientId: z.string().nullable().optional(),
});
export type ReportDocument = z.infer<typeof reportDocumentSchema>;
