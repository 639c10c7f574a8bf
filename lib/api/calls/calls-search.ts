import { z } from 'zod/mini';
import { advancedSearchCriteriaSchema, quickSearchSchema } from '../../search/search-criteria';
import { defineCall } from '../define-call';
import { reportPageResultSchema, reportPageResultShape } from '../schemas/report-schemas';

export const quickSearch = defineCall({
  path: 'Report/QuickSearch',
  access: 'session',
  summary:
    'Reports whose case number (local id) or street begins with the text, or whose report number or state case number it is; only reports the caller may read.',
  request: () => quickSearchSchema,
  response: () => reportPageResultSchema,
});

export const advancedSearch = defineCall({
  path: 'Report/AdvancedSearch',
  access: 'session',
  summary:
    'Reports matching every criterion given; crash dates default to the last 90 days (the answer names the dates used). Only reports the caller may read: an officer\u2019s or supervisor\u2019s agency, every agency for a state administrator.',
  request: () => advancedSearchCriteriaSchema,
  response: () =>
    z.object({
      ...reportPageResultShape,
      dateFrom: z.string(),
      dateTo: z.string(),
    }),
});
