import { z } from 'zod/mini';
import { provenanceMapSchema } from '../../forms/report-data/provenance';

/** A value left behind by a move to a newer form version (lib/forms/versions/carry-over.ts). */
export const notCarriedOverSchema = z.object({
  path: z.string(),
  label: z.string(),
  value: z.unknown(),
  reason: z.enum(['removed', 'code', 'invalid']),
  personal: z.optional(z.boolean()),
});

/** Which version of which form: as FormConfiguration/GetFormPermissions names one. */
export const formVersionRefSchema = z.object({
  title: z.string(),
  agencyOri: z.nullable(z.string()),
  majorVersion: z.number().check(z.int()),
  minorVersion: z.number().check(z.int()),
});
export type FormVersionRef = z.infer<typeof formVersionRefSchema>;

const userRef = z.object({ id: z.number().check(z.int()), name: z.string() });

/** A report as the editor receives it: its workflow facts with its data document. */
/**
 * A state repository's reason for refusing a report, as kept with the report: the state's code,
 * the element of the document sent, its words, and the report field the element held (when it
 * maps to one), where the editor shows it.
 */
export const stateReasonSchema = z.object({
  code: z.string(),
  element: z.string(),
  message: z.string(),
  field: z.nullable(z.string()),
});
export type StateReason = z.infer<typeof stateReasonSchema>;

export const reportDocumentSchema = z.object({
  id: z.number().check(z.int()),
  version: z.number().check(z.int()),
  status: z.number().check(z.int()),
  uniqueIdentifier: z.string(),
  formConfigurationId: z.number().check(z.int()),
  /** When that form configuration last changed (Report/Get): a client's cached copy is current while it matches. */
  formConfigurationLastUpdated: z.optional(z.string()),
  formType: z.string(),
  /**
   * Which version of which form the report is written on (Report/Get), as
   * FormConfiguration/GetFormPermissions names it, so the editor reads that version's publish
   * permissions; absent in other answers.
   */
  formVersion: z.optional(formVersionRefSchema),
  agencyOri: z.string(),
  authorUser: userRef,
  formInstanceLockInfo: z.nullable(z.object({ lockingUser: userRef, created: z.string() })),
  isSupplement: z.boolean(),
  /** Hours a review lock lasts on this report, when it has its own; absent or null: its form's lockDuration. */
  lockDurationHours: z.optional(z.nullable(z.number().check(z.int()))),
  /**
   * The report a supplement supplements, by its id and case number, with the state repository's
   * reasons for refusing it (a supplement corrects them); absent or null for any other report.
   */
  originalReport: z.optional(
    z.nullable(
      z.object({
        id: z.number().check(z.int()),
        caseNumber: z.nullable(z.string()),
        errorMessages: z.optional(z.array(stateReasonSchema)),
      }),
    ),
  ),
  /** The state's case number of this report instance, once the state repository accepted it. */
  externalInstanceId: z.optional(z.nullable(z.string())),
  /** The state repository's reasons for refusing this report instance; empty unless it was refused. */
  errorMessages: z.optional(z.array(stateReasonSchema)),
  /** Its supplement in progress (not yet accepted): Supplement is not offered while there is one. */
  openSupplementId: z.optional(z.nullable(z.number().check(z.int()))),
  lastUpdated: z.string(),
  /**
   * Who saved the report last, by name (Report/Get), so a merge can say who changed the server's
   * side; null when not recorded, absent in other answers.
   */
  lastUpdatedBy: z.optional(z.nullable(z.string())),
  data: z.record(z.string(), z.unknown()),
  /** Where filled values came from, by data path, until the officer edited them. */
  provenance: provenanceMapSchema,
  /**
   * Values the report could not take along when it moved to a newer form version, each with
   * where it was and why (a personal one withheld, as its value, from whoever may not read it).
   */
  notCarriedOver: z.optional(z.array(notCarriedOverSchema)),
  /**
   * The newer published version of the report's form a draft can move to (Report/MoveToVersion),
   * when there is one the caller may move it to; absent or null otherwise.
   */
  newerVersion: z.optional(z.nullable(z.object({ id: z.number().check(z.int()), label: z.string() }))),
  /** Paths of personal data withheld from this caller (no readPersonalData permission); absent or empty when none. */
  redacted: z.optional(z.array(z.string())),
  /**
   * The id the author's device gave the report when it created it (Report/Create clientId), so the
   * device can match the answer to its own copy; null for a report created without one, absent in
   * answers of servers older than it.
   */
  clientId: z.optional(z.nullable(z.string())),
});
export type ReportDocument = z.infer<typeof reportDocumentSchema>;
