import { z } from 'zod';
import { dbId } from '../validation/input-bounds';
import { codeListEntrySchema, codeListSchema } from '../codes/code-list';
import {
  AUTOCOMPLETE_MIN_LENGTH,
  CODE_LIST_UPDATE_START,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
} from '../codes/code-list-constants';
import { defineCall } from './define-call';

export const getUpdatedCodeLists = defineCall({
  path: 'CodeList/GetUpdated',
  access: 'session',
  summary:
    'Code lists and entries changed after a time (inactive entries included, so offline clients drop them); pass the answer’s serverTime as the next since.',
  request: () =>
    z.object({
      since: z.iso
        .datetime({ offset: true, error: 'since must be an ISO date-time such as 2017-01-01T00:00:00Z.' })
        .default(CODE_LIST_UPDATE_START),
    }),
  response: () =>
    z.object({
      lists: z.array(codeListSchema),
      entries: z.array(codeListEntrySchema),
      serverTime: z.iso.datetime({ offset: true }),
    }),
});

export const searchCodeList = defineCall({
  path: 'CodeList/Search',
  access: 'session',
  summary:
    'Autocomplete on one list: active entries whose code starts with the text or whose label contains it, code matches first.',
  request: () =>
    z.object({
      listId: dbId(),
      text: z
        .string()
        .trim()
        .min(AUTOCOMPLETE_MIN_LENGTH, `Type at least ${AUTOCOMPLETE_MIN_LENGTH} characters to search.`)
        .max(100),
      parentCode: z.string().trim().min(1).max(40).nullable().optional(),
      limit: z.number().int().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
    }),
  response: () => z.object({ entries: z.array(codeListEntrySchema) }),
});
