import { z } from 'zod/mini';
import { PEOPLE_FIND_LIMIT, partyMatchSchema, peopleFindRequestSchema } from '../../people/people-criteria';
import { logPage, personLookupFilterSchema, personLookupSchema } from '../schemas/audit-schemas';
import { defineCall } from '../define-call';

/** Not a read alone: every search, one that finds nothing too, writes its row of the access log. */
export const findPeople = defineCall({
  path: 'People/Find',
  access: 'session',
  summary: `Finds people by last name (its beginning, with first name and date of birth when given) or licence number, or vehicles by plate (and plate state) or VIN, across the reports the caller may search people in and read personal data of, each with the crashes it was in (at most ${PEOPLE_FIND_LIMIT}, newest first). The reason (5 to 200 characters) is required; each search is kept in the access log with who made it, when, what was looked for and how many matched.`,
  request: () => peopleFindRequestSchema,
  response: () =>
    z.object({
      matches: z.array(partyMatchSchema),
      /** More crashes matched than one answer holds: narrow the search. */
      truncated: z.boolean(),
    }),
});

/** The access log of those searches, for administrators: an agency administrator's agency's users, the state's every one. */
export const listPersonLookups = defineCall({
  path: 'Audit/PersonLookups',
  access: 'session',
  summary:
    'Administration: the searches of people and vehicles (who looked up whom, when, why, how many matched), newest first; filtered by user name and days, in pages.',
  request: () => personLookupFilterSchema,
  response: () => logPage(personLookupSchema),
});
