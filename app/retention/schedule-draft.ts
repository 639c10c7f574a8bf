import { z } from 'zod/mini';
import {
  retentionActionLabels,
  retentionScheduleSchema,
  type RetentionAction,
  type RetentionSchedule,
} from '../../lib/retention/retention-rules';

export type SchedulePeriod = keyof RetentionSchedule;

/** The form's four periods in the order a run takes them, each with the action it sets and its unit. */
export const schedulePeriods: { name: SchedulePeriod; action: RetentionAction; unit: 'years' | 'days' }[] = [
  { name: 'archiveAcceptedAfterYears', action: 'archiveAccepted', unit: 'years' },
  { name: 'archiveDraftsAfterDays', action: 'archiveDraft', unit: 'days' },
  { name: 'purgeAttachmentsAfterYears', action: 'purgeAttachments', unit: 'years' },
  { name: 'purgePersonalDataAfterYears', action: 'purgePersonalData', unit: 'years' },
];

/** A schedule as its form holds it: each period as typed, '' for keeping for ever. */
export interface ScheduleDraft {
  schedule: Record<SchedulePeriod, string>;
}

/** The form's field names, as the server's refusals name them once the call's `payload.` is gone. */
export const scheduleFields = schedulePeriods.map((p) => `schedule.${p.name}`);

export const draftOfSchedule = (schedule: RetentionSchedule): ScheduleDraft => ({
  schedule: Object.fromEntries(
    schedulePeriods.map(({ name }) => [name, schedule[name] === null ? '' : String(schedule[name])]),
  ) as ScheduleDraft['schedule'],
});

/** An empty field keeps for ever; anything else is a number for the schedule's own check to judge. */
const periodOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/**
 * The draft as the schedule Retention/SaveSchedule takes, checked by the lib's own schema: its
 * messages land on the fields they name (a refusal of the server's names the same paths).
 */
export const scheduleDraftSchema = z.pipe(
  z.transform((d: ScheduleDraft) => ({
    schedule: Object.fromEntries(schedulePeriods.map(({ name }) => [name, periodOf(d.schedule[name])])),
  })),
  z.object({ schedule: retentionScheduleSchema }),
);

/** One period in words, for whoever reads a schedule they may not change. */
export function periodInWords(schedule: RetentionSchedule, name: SchedulePeriod): string {
  const period = schedulePeriods.find((p) => p.name === name)!;
  const value = schedule[name];
  const label = retentionActionLabels[period.action];
  if (value === null) return `${label}: never (kept for ever)`;
  const unit = value === 1 ? period.unit.slice(0, -1) : period.unit;
  return `${label}: after ${value} ${unit}`;
}
