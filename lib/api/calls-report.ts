import { z } from 'zod';
import { defineCall } from './define-call';
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
