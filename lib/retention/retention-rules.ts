import { z } from 'zod/mini';

/**
 * What a retention run does to a report, in the order it runs them: archive (status 9) the
 * accepted reports and the untouched drafts, then purge what an archived report keeps past its
 * own periods. A purge keeps the report's coded, non-personal data for statistics.
 */
export const retentionActions = ['archiveAccepted', 'archiveDraft', 'purgeAttachments', 'purgePersonalData'] as const;
export type RetentionAction = (typeof retentionActions)[number];

export const retentionActionLabels: Record<RetentionAction, string> = {
  archiveAccepted: 'Archive accepted reports',
  archiveDraft: 'Archive untouched drafts',
  purgeAttachments: 'Purge attachments of archived reports',
  purgePersonalData: 'Purge personal data of archived reports',
};

/** The statuses each action takes a report from: accepted and supplemented; drafts; archived. */
export const retentionFromStatuses: Record<RetentionAction, readonly number[]> = {
  archiveAccepted: [4, 10],
  archiveDraft: [0],
  purgeAttachments: [9],
  purgePersonalData: [9],
};

export const RETENTION_YEARS_MAX = 100;
export const RETENTION_DAYS_MAX = 36_500;

const years = (what: string) =>
  z.nullable(
    z
      .number({ error: `${what}: a whole number of years, or none.` })
      .check(
        z.int(`${what}: a whole number of years.`),
        z.gte(1, `${what}: at least 1 year.`),
        z.lte(RETENTION_YEARS_MAX, `${what}: at most ${RETENTION_YEARS_MAX} years.`),
      ),
  );

/**
 * An agency's retention schedule; each period null when the agency keeps that for ever. Periods
 * count from the report's last change: its acceptance, the draft's last save, its archiving.
 */
export const retentionScheduleSchema = z
  .object({
    archiveAcceptedAfterYears: years('Accepted reports'),
    archiveDraftsAfterDays: z.nullable(
      z
        .number({ error: 'Drafts: a whole number of days, or none.' })
        .check(
          z.int('Drafts: a whole number of days.'),
          z.gte(1, 'Drafts: at least 1 day.'),
          z.lte(RETENTION_DAYS_MAX, `Drafts: at most ${RETENTION_DAYS_MAX} days.`),
        ),
    ),
    purgeAttachmentsAfterYears: years('Attachments'),
    purgePersonalDataAfterYears: years('Personal data'),
  })
  .check(
    z.refine(
      (s) =>
        s.purgeAttachmentsAfterYears === null ||
        s.purgePersonalDataAfterYears === null ||
        s.purgeAttachmentsAfterYears <= s.purgePersonalDataAfterYears,
      {
        message: 'Attachments hold personal data too: purge them no later than the personal data.',
        path: ['purgeAttachmentsAfterYears'],
      },
    ),
  );
export type RetentionSchedule = z.output<typeof retentionScheduleSchema>;

export const noRetention: RetentionSchedule = {
  archiveAcceptedAfterYears: null,
  archiveDraftsAfterDays: null,
  purgeAttachmentsAfterYears: null,
  purgePersonalDataAfterYears: null,
};

const yearsBefore = (now: Date, n: number) => {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - n);
  return d;
};

/** For each action the schedule takes, the moment a report's last change must be before; none when it keeps for ever. */
export function retentionCutoffs(schedule: RetentionSchedule, now: Date): Partial<Record<RetentionAction, Date>> {
  const out: Partial<Record<RetentionAction, Date>> = {};
  if (schedule.archiveAcceptedAfterYears !== null)
    out.archiveAccepted = yearsBefore(now, schedule.archiveAcceptedAfterYears);
  if (schedule.archiveDraftsAfterDays !== null)
    out.archiveDraft = new Date(now.getTime() - schedule.archiveDraftsAfterDays * 86_400_000);
  if (schedule.purgeAttachmentsAfterYears !== null)
    out.purgeAttachments = yearsBefore(now, schedule.purgeAttachmentsAfterYears);
  if (schedule.purgePersonalDataAfterYears !== null)
    out.purgePersonalData = yearsBefore(now, schedule.purgePersonalDataAfterYears);
  return out;
}

export const LEGAL_HOLD_REASON_MAX_LENGTH = 500;

/** Why a report is held: a case, a claim, a subpoena; required, so a hold can be lifted knowingly. */
export const legalHoldReasonSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Say why the report is held (a case, a claim, a court order).'),
    z.maxLength(LEGAL_HOLD_REASON_MAX_LENGTH, `A reason is at most ${LEGAL_HOLD_REASON_MAX_LENGTH} characters.`),
  );
