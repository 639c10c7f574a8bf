import { z } from 'zod/mini';
import { crashCostsSchema } from '../analysis/crash-costs';

/** Session time-out an administrator may set, in minutes. */
export const SESSION_TIMEOUT_MINUTES = { min: 5, max: 480 } as const;
/** Default report lock duration an administrator may set, in hours. */
export const LOCK_DURATION_HOURS = { min: 1, max: 720 } as const;

/** The application settings an administrator edits without a restart, with their bounds. */
export const applicationSettingsSchema = z.object({
  applicationName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the application name.'),
      z.maxLength(100, 'The application name has at most 100 characters.'),
    ),
  defaultLockDurationHours: z
    .number({ error: 'Enter the lock duration in hours.' })
    .check(
      z.int('Enter whole hours.'),
      z.gte(LOCK_DURATION_HOURS.min, `The lock lasts at least ${LOCK_DURATION_HOURS.min} hour.`),
      z.lte(LOCK_DURATION_HOURS.max, `The lock lasts at most ${LOCK_DURATION_HOURS.max} hours.`),
    ),
  sessionTimeoutMinutes: z
    .number({ error: 'Enter the session time-out in minutes.' })
    .check(
      z.int('Enter whole minutes.'),
      z.gte(SESSION_TIMEOUT_MINUTES.min, `The session time-out is at least ${SESSION_TIMEOUT_MINUTES.min} minutes.`),
      z.lte(SESSION_TIMEOUT_MINUTES.max, `The session time-out is at most ${SESSION_TIMEOUT_MINUTES.max} minutes.`),
    ),
  ssoLogoutUrl: z.string().check(
    z.trim(),
    z.maxLength(500, 'The address has at most 500 characters.'),
    z.refine(
      (v) => v === '' || (/^https:\/\/[^\s]+$/.test(v) && URL.canParse(v)),
      'Enter an https:// address, or leave it empty.',
    ),
  ),
  /** The cost per crash at each KABCO level the high-crash locations are weighted by (docs/rules/crash-data.md, "Costs"). */
  crashCosts: crashCostsSchema,
});
export type ApplicationSettings = z.output<typeof applicationSettingsSchema>;
export type ApplicationSettingKey = keyof ApplicationSettings;
export const applicationSettingKeys = Object.keys(applicationSettingsSchema.shape) as ApplicationSettingKey[];

/** Whether two values of a setting are the same: a setting of several figures (the crash costs) by each figure. */
export function sameSettingValue(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => sameSettingValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
