import { z } from 'zod/mini';
import { dbId, dbMoment } from '../../validation/input-rules/input-bounds';
import { codeListEntrySchema, codeListSchema } from '../../codes/code-list';
import {
  AUTOCOMPLETE_MIN_LENGTH,
  CODE_LIST_UPDATE_START,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
} from '../../codes/code-list-constants';
import { defineCall } from '../define-call';

export const getUpdatedCodeLists = defineCall({
  path: 'CodeList/GetUpdated',
  access: 'session',
  summary:
    'Code lists and entries changed after a time (inactive entries included, so offline clients drop them); pass the answer’s serverTime as the next since.',
  request: () =>
    z.object({
      since: z._default(
        dbMoment('since must be an ISO date-time such as 2017-01-01T00:00:00Z.'),
        CODE_LIST_UPDATE_START,
      ),
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
        .check(
          z.trim(),
          z.minLength(AUTOCOMPLETE_MIN_LENGTH, `Type at least ${AUTOCOMPLETE_MIN_LENGTH} characters to search.`),
          z.maxLength(100),
        ),
      parentCode: z.optional(z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(40)))),
      limit: z._default(z.number().check(z.int(), z.gte(1), z.lte(SEARCH_MAX_LIMIT)), SEARCH_DEFAULT_LIMIT),
    }),
  response: () => z.object({ entries: z.array(codeListEntrySchema) }),
});
