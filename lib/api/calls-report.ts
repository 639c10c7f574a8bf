import { z } from 'zod';
import { provenanceMapSchema } from '../forms/provenance';
import { defineCall } from './define-call';
import { reportDocumentSchema, validationIssueSchema } from './report-document-schemas';
import { reportSortKeys, reportSummarySchema, reportViews } from './report-schemas';

export const listReports = defineCall({
  path: 'Report/List',
  access: 'session',
  summary: 'A page of one report table (dashboard: the caller\u2019s own reports).',
  request: z.object({
    view: z.enum(reportViews),
    sortBy: z.enum(reportSortKeys).default('lastUpdated'),
    sortDirection: z.enum(['asc', 'desc']).default('desc'),
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(25),
  }),
  response: z.object({ rows: z.array(reportSummarySchema), total: z.number().int() }),
});

const reportId = z.number().int().positive();

export const createReport = defineCall({
  path: 'Report/Create',
  access: 'session',
  summary: 'A new Draft from a published form configuration (the newest Vehicle Crash Report when none is named).',
  request: z.object({ formConfigurationId: z.number().int().positive().optional() }),
  response: reportDocumentSchema,
});

export const getReport = defineCall({
  path: 'Report/Get',
  access: 'session',
  summary: 'One report with its data.',
  request: z.object({ id: reportId }),
  response: reportDocumentSchema,
});

export const saveReport = defineCall({
  path: 'Report/Save',
  access: 'session',
  summary:
    'Saves the data of the version named (optimistic concurrency); the data must match the form\u2019s schema. Answers the new version and the completeness issues.',
  request: z.object({
    id: reportId,
    version: z.number().int().min(1),
    data: z.record(z.string(), z.unknown()),
    /** Where filled values came from; left out, the saved map is kept for the values still there. */
    provenance: provenanceMapSchema.optional(),
  }),
  response: z.object({
    version: z.number().int(),
    status: z.number().int(),
    lastUpdated: z.string(),
    issues: z.array(validationIssueSchema),
  }),
});
