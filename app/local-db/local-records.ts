import { z } from 'zod/mini';
import { formVersionRefSchema, reportDocumentSchema } from '../../lib/api/schemas/report-document-schemas';
import { codeListEntrySchema } from '../../lib/codes/code-list';
import { formDefinitionSchema } from '../../lib/forms/definition/definition-schema';
import { mergeConflictSchema } from '../../lib/forms/merge/merge-conflict';
import { provenanceMapSchema } from '../../lib/forms/report-data/provenance';
import { recordSchema } from '../../lib/records/record-types';

/**
 * What each table of this device's database holds. A record is parsed when it is read back: a
 * browser keeps what an older version of the app wrote, and a record that no longer fits is
 * treated as absent rather than handed on as if it did. The schemas are built the first time a
 * table is read, not as the app loads.
 */

const version = z.number().check(z.int(), z.nonnegative());

/**
 * A report's key on this device: the server's id, or, for a report started offline and not yet
 * created on the server, a negative number of this device's (app/sync/offline-reports.ts).
 */
const draftKey = z.number().check(
  z.int(),
  z.refine((n) => n !== 0),
);

/** What the device keeps of a report besides its data, to open it, list it and act on it offline. */
const { data: _data, provenance: _provenance, ...keptReportShape } = reportDocumentSchema.shape;
export const keptReportSchema = z.object(keptReportShape);
export type KeptReport = z.infer<typeof keptReportSchema>;

/** A report as the device keeps it beside its values: the document without its data and provenance. */
export function keptReportOf(document: z.infer<typeof reportDocumentSchema>): KeptReport {
  const { data: _data, provenance: _provenance, ...report } = document;
  return report;
}

/**
 * The local copy of a report: written on every change, before the network. A dirty copy is an
 * item of the device's outbox (app/sync/outbox.ts), in the order of `dirtySince`.
 */
const localDraftObject = () =>
  z.object({
    id: draftKey,
    data: z.record(z.string(), z.unknown()),
    /** Where filled values came from (absent in drafts written before provenance was kept). */
    provenance: z.optional(provenanceMapSchema),
    /** The server version the local copy was based on. */
    baseVersion: version,
    /** True while the local copy holds changes the server has not confirmed. */
    dirty: z.boolean(),
    savedAt: z.number(),
    /**
     * The server's copy at baseVersion, and its form version: when the server has moved on, the
     * local changes merge against it field by field (lib/forms/merge/report-merge.ts). Absent in drafts
     * written before merges, which are set aside instead.
     */
    base: z.optional(
      z.object({ formConfigurationId: z.number().check(z.int()), data: z.record(z.string(), z.unknown()) }),
    ),
    /** Fields (and items) both sides changed, kept until the officer chooses. */
    conflicts: z.optional(z.array(mergeConflictSchema)),
    /** When the copy first held changes the server has not taken (its place in the outbox); absent when clean. */
    dirtySince: z.optional(z.number()),
    /** The report as last known (status, author, form version…): absent in copies kept before it was. */
    report: z.optional(keptReportSchema),
    /** A report started offline: the id the server's Report/Create takes, so a repeated create makes one report. */
    clientId: z.optional(z.uuid()),
  });
export const localDraftSchema = z.lazy(localDraftObject);
export type LocalDraft = z.infer<typeof localDraftSchema>;

/**
 * A local copy whose changes the server never took, put aside when the report had meanwhile been
 * saved as a newer version (by someone else, or another tab): kept until the officer applies or
 * discards it, so the next edit of the newer version does not overwrite it.
 */
export const setAsideCopySchema = z.lazy(() =>
  z.extend(localDraftObject(), {
    /** The version the report had on the server when the copy was put aside. */
    serverVersion: version,
  }),
);
export type SetAsideCopy = z.infer<typeof setAsideCopySchema>;

/** Every code list as last synced, and the server time to ask for changes from next. */
export const cachedCodeListsSchema = z.lazy(() =>
  z.object({
    id: z.literal('all'),
    entries: z.array(
      z.pick(codeListEntrySchema, { listId: true, code: true, label: true, parentCode: true, active: true }),
    ),
    /** Each list's id and name (the designer offers lists by name); absent in copies kept before names were. */
    lists: z.optional(z.array(z.object({ listId: z.number().check(z.int()), name: z.string() }))),
    serverTime: z.string(),
  }),
);
export type CachedCodeLists = z.infer<typeof cachedCodeListsSchema>;

/** A form configuration's definition as fetched, with the time it last changed. */
export const cachedFormSchema = z.lazy(() =>
  z.object({
    id: z.number().check(z.int(), z.positive()),
    /** The configuration's last change, in ms: the copy is used while Report/Get names the same. */
    lastUpdated: z.number(),
    definition: formDefinitionSchema,
    /** Disabled on the server: reports written with it still open, no new one is started on it. */
    disabled: z.optional(z.boolean()),
    /**
     * Which form, whose and which number (lib/forms/versions/form-versions.ts decides from these which
     * version a new report is written on); absent in copies kept before they were.
     */
    version: z.optional(z.object({ ...formVersionRefSchema.shape, isPublished: z.boolean() })),
  }),
);
export type CachedForm = z.infer<typeof cachedFormSchema>;

/**
 * A record the extension pushed into a report open in this browser and that the report took:
 * kept here until the officer applies or dismisses it, so a reload (or a crash of the tab) does
 * not lose it after the extension, told it arrived, let go of it.
 */
export const keptPushedRecordSchema = z.lazy(() =>
  z.object({
    deliveryId: z.string().check(z.minLength(1), z.maxLength(100)),
    reportId: draftKey,
    /** The officer signed in when it arrived: another officer on this browser is not shown it. */
    userId: z.number().check(z.int(), z.positive()),
    record: recordSchema,
    pageUrl: z.string().check(z.maxLength(2_000)),
    capturedAt: z.string().check(z.maxLength(40)),
  }),
);
export type KeptPushedRecord = z.infer<typeof keptPushedRecordSchema>;

/**
 * A file attached while the server could not be reached: kept on this device (sealed, like the
 * report) until the outbox uploads it with its key, which makes a repeated upload one attachment.
 */
export const pendingUploadSchema = z.lazy(() =>
  z.object({
    clientKey: z.uuid(),
    /** The report's key on this device (negative while it has no server id). */
    reportId: draftKey,
    /** The attachment type code. */
    type: z.string().check(z.minLength(1), z.maxLength(10)),
    fileName: z.string().check(z.minLength(1), z.maxLength(255)),
    size: z.number().check(z.int(), z.nonnegative()),
    /** The file's bytes, base64: sealed rows are JSON. */
    contentBase64: z.string(),
    queuedAt: z.number(),
  }),
);
export type PendingUpload = z.infer<typeof pendingUploadSchema>;
