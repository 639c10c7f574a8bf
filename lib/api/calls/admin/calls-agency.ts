import { z } from 'zod/mini';
import { dbInt, dbMoment } from '../../../validation/input-rules/input-bounds';
import { oriProblem } from '../../../validation/input-rules/ori';
import { additionalInfoProblem, agencyNameProblem } from '../../../validation/input-rules/agency-fields';
import { deadlineDaysProblem } from '../../../workflow/deadlines/report-deadlines';
import { agencyRowSchema, agencyStatusFilters, AGENCY_PAGE_SIZE_MAX } from '../../schemas/agency-schemas';
import { defineCall } from '../../define-call';

/** An existing agency's ORI: its format was checked when it was created, so here only its bounds. */
const existingOri = () =>
  z
    .string()
    .check(z.trim(), z.minLength(1, 'The ORI is required.'), z.maxLength(20, 'The ORI is at most 20 characters.'));

/** A deadline in days, empty (null) for the shipped default; left out, an edit keeps the agency's. */
const deadlineDays = (what: string) =>
  z.optional(
    z.nullable(
      z.number().check(
        z.superRefine((value, ctx) => {
          const problem = deadlineDaysProblem(value, what);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
      ),
    ),
  );

const additionalInfo = () =>
  z.record(z.string().check(z.maxLength(100)), z.unknown()).check(
    z.superRefine((value, ctx) => {
      const problem = additionalInfoProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  );

export const listAgencies = defineCall({
  path: 'Agency/List',
  access: 'session',
  summary:
    'Administration: the agencies the caller may administer (every one for the state administrator, their own for an agency administrator), filtered by ORI or name and status, one page at a time.',
  request: () =>
    z.object({
      filter: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
      status: z._default(z.enum(agencyStatusFilters), 'all'),
      page: z._default(dbInt(1, 100_000), 1),
      pageSize: z._default(dbInt(1, AGENCY_PAGE_SIZE_MAX), 25),
    }),
  response: () => z.object({ rows: z.array(agencyRowSchema), total: z.number().check(z.int()) }),
});

export const saveAgency = defineCall({
  path: 'Agency/Save',
  access: 'session',
  reauthenticate: true,
  summary:
    'Administration: creates an agency (isNew) or changes one, its deadlines among its fields (reportDueDays, reviewDueDays; null for the defaults, left out to keep them). The ORI never changes after creation; an edit names the updatedAt it started from (expectedUpdatedAt) and is refused with a conflict when someone changed the agency since.',
  request: () =>
    z
      .object({
        isNew: z.boolean(),
        ori: existingOri(),
        name: z.pipe(
          z.string().check(
            z.superRefine((name, ctx) => {
              const problem = agencyNameProblem(name);
              if (problem) ctx.addIssue({ code: 'custom', message: problem });
            }),
          ),
          z.transform((name: string) => name.trim()),
        ),
        additionalInfo: z._default(additionalInfo(), {}),
        reportDueDays: deadlineDays('Reports due'),
        reviewDueDays: deadlineDays('Reviews due'),
        expectedUpdatedAt: z.optional(dbMoment()),
      })
      .check(
        z.superRefine((agency, ctx) => {
          const problem = agency.isNew ? oriProblem(agency.ori) : null;
          if (problem) ctx.addIssue({ code: 'custom', path: ['ori'], message: problem });
          if (!agency.isNew && !agency.expectedUpdatedAt)
            ctx.addIssue({
              code: 'custom',
              path: ['expectedUpdatedAt'],
              message: 'An edit names the updatedAt of the agency it started from.',
            });
        }),
      ),
  response: () => agencyRowSchema,
});

export const disableAgency = defineCall({
  path: 'Agency/Disable',
  access: 'session',
  reauthenticate: true,
  summary:
    'Administration: disables an agency. Its users can no longer sign in and their open sessions end at their next call.',
  request: () => z.object({ ori: existingOri() }),
  response: () => agencyRowSchema,
});

export const enableAgency = defineCall({
  path: 'Agency/Enable',
  access: 'session',
  reauthenticate: true,
  summary: 'Administration: enables a disabled agency again, so its users can sign in.',
  request: () => z.object({ ori: existingOri() }),
  response: () => agencyRowSchema,
});
