import { z } from 'zod';

/** Session time-out an administrator may set, in minutes. */
export const SESSION_TIMEOUT_MINUTES = { min: 5, max: 480 } as const;
/** Default report lock duration an administrator may set, in hours. */
export const LOCK_DURATION_HOURS = { min: 1, max: 720 } as const;

/** The application settings an administrator edits without a restart, with their bounds. */
export const applicationSettingsSchema = z.object({
  applicationName: z
    .string()
    .trim()
    .min(1, 'Enter the application name.')
    .max(100, 'The application name has at most 100 characters.'),
  defaultLockDurationHours: z
    .number({ error: 'Enter the lock duration in hours.' })
    .int('Enter whole hours.')
    .min(LOCK_DURATION_HOURS.min, `The lock lasts at least ${LOCK_DURATION_HOURS.min} hour.`)
    .max(LOCK_DURATION_HOURS.max, `The lock lasts at most ${LOCK_DURATION_HOURS.max} hours.`),
  sessionTimeoutMinutes: z
    .number({ error: 'Enter the session time-out in minutes.' })
    .int('Enter whole minutes.')
    .min(SESSION_TIMEOUT_MINUTES.min, `The session time-out is at least ${SESSION_TIMEOUT_MINUTES.min} minutes.`)
    .max(SESSION_TIMEOUT_MINUTES.max, `The session time-out is at most ${SESSION_TIMEOUT_MINUTES.max} minutes.`),
  ssoLogoutUrl: z
    .string()
    .trim()
    .max(500, 'The address has at most 500 characters.')
    .refine(
      (v) => v === '' || (/^https:\/\/[^\s]+$/.test(v) && URL.canParse(v)),
      'Enter an https:// address, or leave it empty.',
    ),
});
export type ApplicationSettings = z.output<typeof applicationSettingsSchema>;
export type ApplicationSettingKey = keyof ApplicationSettings;
export const applicationSettingKeys = Object.keys(applicationSettingsSchema.shape) as ApplicationSettingKey[];
