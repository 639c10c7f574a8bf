import { z } from 'zod/mini';
import { dbId, dbInt } from '../../validation/input-rules/input-bounds';
import { provenanceMapSchema } from '../../forms/report-data/provenance';
import { defineCall } from '../define-call';
import { notCarriedOverSchema, reportDocumentSchema } from '../schemas/report-document-schemas';
import {
  inboxSummarySchema,
  reportPageResultShape,
  reportPageSchema,
  reportViews,
  stateRejectedReportSchema,
} from '../schemas/report-schemas';

export const listReports = defineCall({
  path: 'Report/List',
  access: 'session',
  summary:
    'A page of one report table: dashboard, working, submitted (the caller\u2019s own), pendingReview (the caller\u2019s inboxes; with their counts and overdue counts) or adminPending (administration), scoped by the caller\u2019s permissions; overdue keeps only the reports past their deadline. Each row carries its deadline.',
  request: () =>
    z.extend(reportPageSchema, {
      view: z.enum(reportViews),
      /** pendingReview: one of the caller's inboxes; all of them when left out. */
      inboxId: z.optional(dbId()),
      /** adminPending: one agency (a state administrator's choice); every agency allowed when left out. */
      agencyOri: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(20))),
      /** Only the reports past their deadline (lib/workflow/deadlines/report-deadlines.ts). */
      overdue: z.optional(z.boolean()),
    }),
  response: () =>
    z.object({
      ...reportPageResultShape,
      /** pendingReview only: the inboxes the caller may open. */
      inboxes: z.optional(z.array(inboxSummarySchema)),
      /**
       * dashboard only: the caller's reports the state repository refused that no supplement
       * answers yet, newest first, at most STATE_REJECTED_SHOWN of them.
       */
      stateRejected: z.optional(z.array(stateRejectedReportSchema)),
    }),
});

const reportId = dbId();

export const createReport = defineCall({
  path: 'Report/Create',
  access: 'session',
  summary:
    'A new Draft from a published form configuration (the newest Vehicle Crash Report when none is named). With a clientId the caller already created a report with, answers that report as Report/Get does instead of a second one (a device\u2019s outbox may send one create twice); 404 when that report was deleted.',
  request: () =>
    z.object({
      formConfigurationId: z.optional(dbId()),
      /** The id the device gave the report it created offline: the same id twice makes one report (per author). */
      clientId: z.optional(z.uuid('A client id is a UUID.')),
    }),
  response: () => reportDocumentSchema,
});

export const getReport = defineCall({
  path: 'Report/Get',
  access: 'session',
  summary: 'One report with its data.',
  request: () => z.object({ id: reportId }),
  response: () => reportDocumentSchema,
});

export const saveReport = defineCall({
  path: 'Report/Save',
  access: 'session',
  summary:
    'Saves the data of the version named (optimistic concurrency); the data must match the form\u2019s schema. Answers the new version, the status (editing a Rejected report makes it a Draft again) and when it was saved. Completeness is not checked here: the editor checks it as the officer types, and Workflow/SendTo refuses a report with errors.',
  request: () =>
    z.object({
      id: reportId,
      version: dbInt(1),
      data: z.record(z.string(), z.unknown()),
      /** Where filled values came from; left out, the saved map is kept for the values still there. */
      provenance: z.optional(provenanceMapSchema),
    }),
  response: () =>
    z.object({
      version: z.number().check(z.int()),
      status: z.number().check(z.int()),
      lastUpdated: z.string(),
    }),
});

export const moveReportToVersion = defineCall({
  path: 'Report/MoveToVersion',
  access: 'session',
  summary:
    'Moves a draft to a newer published version of its form (formConfigurationId), field by field; a value the newer version has no place for stays on the report in notCarriedOver. Only a Draft moves; submitted reports stay on their version.',
  request: () => z.object({ id: reportId, version: dbInt(1), formConfigurationId: dbId() }),
  response: () =>
    z.object({
      version: z.number().check(z.int()),
      formConfigurationId: z.number().check(z.int()),
      notCarriedOver: z.array(notCarriedOverSchema),
    }),
});

export const moveDraftsToVersion = defineCall({
  path: 'Report/MoveDraftsToVersion',
  access: 'session',
  summary:
    'Administration: moves up to `limit` drafts written with one form version to a newer one, each as Report/MoveToVersion would; the caller repeats until `remaining` is 0 (progress). A draft changed meanwhile is skipped and counted, never half-moved.',
  request: () =>
    z.object({
      fromFormConfigurationId: dbId(),
      toFormConfigurationId: dbId(),
      limit: z._default(dbInt(1, 500), 100),
    }),
  response: () =>
    z.object({
      moved: z.number().check(z.int()),
      skipped: z.number().check(z.int()),
      notCarriedOver: z.number().check(z.int()),
      remaining: z.number().check(z.int()),
    }),
});
