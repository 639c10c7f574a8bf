import { z } from 'zod/mini';
import { AuthEventType } from '../../auth/sign-in/auth-events';
import { dbBigIdText, dbDay, dbInt } from '../../validation/input-rules/input-bounds';

/** The most events one page of a log holds, and how many the screens ask for. */
export const AUDIT_PAGE_MAX = 100;
export const AUDIT_PAGE_DEFAULT = 50;
/** The longest text filter (user name, subject key, action) a log search takes. */
export const AUDIT_FILTER_MAX_LENGTH = 100;

/** What administration changes, as the change log names it. */
export const adminSubjects = [
  'Agency',
  'User',
  'Role',
  'FormConfiguration',
  'ApplicationSettings',
  'CrashDuplicate',
  'RetentionSchedule',
] as const;
export type AdminSubjectName = (typeof adminSubjects)[number];

const text = (what: string) =>
  z.pipe(
    z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(AUDIT_FILTER_MAX_LENGTH, `${what} is at most ${AUDIT_FILTER_MAX_LENGTH} characters.`),
        ),
    ),
    z.transform((v: string | undefined) => v || undefined),
  );

/**
 * Keyset paging, newest first: `beforeId` is the `nextBeforeId` of the page before (an event id,
 * a bigint written as digits), `limit` how many to answer.
 */
export const logPaging = {
  beforeId: z.optional(dbBigIdText('Expected an event id (digits).')),
  limit: z._default(dbInt(1, AUDIT_PAGE_MAX), AUDIT_PAGE_DEFAULT),
};

/** Days are calendar days of the agency's time zone (TIME_ZONE), both included. */
export const logDays = { dateFrom: z.optional(dbDay()), dateTo: z.optional(dbDay()) };
export const fromBeforeTo = (f: { dateFrom?: string | undefined; dateTo?: string | undefined }) =>
  !f.dateFrom || !f.dateTo || f.dateFrom <= f.dateTo;
export const fromBeforeToIssue = { message: 'The last day must not be before the first day.', path: ['dateTo'] };

export const authEventFilterSchema = z
  .object({
    userName: text('A user name'),
    eventType: z.optional(
      z.union([z.literal(AuthEventType.Login), z.literal(AuthEventType.Logout), z.literal(AuthEventType.Autologout)], {
        error: 'Expected an event type: 1 (sign-in), 2 (sign-out) or 3 (automatic sign-out).',
      }),
    ),
    outcome: z.optional(z.enum(['success', 'failure'], { error: 'Expected success or failure.' })),
    ...logDays,
    ...logPaging,
  })
  .check(z.refine(fromBeforeTo, fromBeforeToIssue));
export type AuthEventFilter = z.output<typeof authEventFilterSchema>;

export const adminEventFilterSchema = z
  .object({
    subject: z.optional(z.enum(adminSubjects, { error: `Expected one of ${adminSubjects.join(', ')}.` })),
    subjectKey: text('A key'),
    action: text('An action'),
    ...logDays,
    ...logPaging,
  })
  .check(z.refine(fromBeforeTo, fromBeforeToIssue));
export type AdminEventFilter = z.output<typeof adminEventFilterSchema>;

/** The people and vehicles search's access log: by part of the searcher's user name and by days. */
export const personLookupFilterSchema = z
  .object({ userName: text('A user name'), ...logDays, ...logPaging })
  .check(z.refine(fromBeforeTo, fromBeforeToIssue));
export type PersonLookupFilter = z.output<typeof personLookupFilterSchema>;

/** One search of people and vehicles: who, when, what they looked for, why, and how many matched. */
export const personLookupSchema = z.object({
  id: z.string(),
  at: z.string(),
  user: z.object({ id: z.number().check(z.int()), name: z.string() }),
  agencyOri: z.nullable(z.string()),
  criteria: z.record(z.string(), z.unknown()),
  reason: z.string(),
  matchCount: z.number().check(z.int()),
  reportIds: z.array(z.number()),
  ip: z.string(),
});
export type PersonLookupRow = z.infer<typeof personLookupSchema>;

export const authEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  eventType: z.number().check(z.int()),
  userId: z.nullable(z.number().check(z.int())),
  userName: z.string(),
  agencyOri: z.nullable(z.string()),
  outcome: z.string(),
  detail: z.string(),
  ip: z.string(),
  applicationId: z.string(),
});
export type AuthEventRow = z.infer<typeof authEventSchema>;

const fields = z.nullable(z.record(z.string(), z.unknown()));

export const adminEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.nullable(z.number().check(z.int())), name: z.string() }),
  agencyOri: z.nullable(z.string()),
  subject: z.string(),
  subjectKey: z.string(),
  action: z.string(),
  before: fields,
  after: fields,
  ip: z.string(),
});
export type AdminEventRow = z.infer<typeof adminEventSchema>;

/** A page of a log: `nextBeforeId` asks for the next (older) page, null when this is the last. */
export const logPage = <T extends z.ZodMiniType>(event: T) =>
  z.object({ events: z.array(event), nextBeforeId: z.nullable(z.string()) });
