import {
  applicationSettingKeys,
  applicationSettingsSchema,
  type ApplicationSettings,
} from '../../../lib/settings/application-settings';
import { DEFAULT_KABCO_COSTS } from '../../../lib/analysis/crash-severity';
import { DEFAULT_LOCK_DURATION_HOURS } from '../../../lib/workflow/review/locks';
import type { Config } from '../../config';
import type { Repositories } from '../../repositories/repositories';

/** The settings in force, with the session time-out in the unit the server counts in. */
export interface SettingsInForce extends ApplicationSettings {
  sessionTimeoutMs: number;
  /** The lock duration new reports take: the administrator's, or null (their form's lockDuration). */
  newReportLockHours: number | null;
}

/**
 * How long a process trusts the settings it read before asking whether they changed: a change
 * another process saved applies here within this long, and a call costs nothing in between.
 */
export const SETTINGS_CHECK_MS = 2_000;

/**
 * The application settings every server process sees change without a restart. Each process
 * keeps the values it read; at most every SETTINGS_CHECK_MS it asks for the settings' stamp (one
 * small query) and reads them again only when the stamp moved. A save in this process applies at
 * once. Settings nobody changed are the configured ones; if the database cannot answer, the
 * values last read (or the configured ones) stay in force.
 */
export function applicationSettings({ repos, config }: { repos: Repositories; config: Config }) {
  const defaults: SettingsInForce = {
    applicationName: config.applicationName,
    defaultLockDurationHours: DEFAULT_LOCK_DURATION_HOURS,
    sessionTimeoutMinutes: config.sessionTimeoutMs / 60_000,
    ssoLogoutUrl: '',
    crashCosts: { ...DEFAULT_KABCO_COSTS },
    sessionTimeoutMs: config.sessionTimeoutMs,
    newReportLockHours: null,
  };
  let held: { stamp: string; values: SettingsInForce; checkedAt: number } | null = null;
  let reading: Promise<SettingsInForce> | null = null;

  /** Stored values over the defaults; a stored value the rules no longer accept is ignored. */
  function merge(stored: Record<string, unknown>): SettingsInForce {
    const values: Record<string, unknown> = { ...defaults };
    for (const key of applicationSettingKeys) {
      if (!(key in stored)) continue;
      const parsed = applicationSettingsSchema.shape[key].safeParse(stored[key]);
      if (parsed.success) values[key] = parsed.data;
      if (parsed.success && key === 'sessionTimeoutMinutes') values.sessionTimeoutMs = Number(parsed.data) * 60_000;
      if (parsed.success && key === 'defaultLockDurationHours') values.newReportLockHours = parsed.data;
    }
    return values as unknown as SettingsInForce;
  }

  async function read(): Promise<SettingsInForce> {
    try {
      const stamp = await repos.applicationSettings.stamp();
      const values = held?.stamp === stamp ? held.values : merge(await repos.applicationSettings.all());
      held = { stamp, values, checkedAt: performance.now() };
      return values;
    } catch {
      return held?.values ?? defaults;
    }
  }

  return {
    defaults,
    /** The settings in force: held in memory, checked against the database every few seconds. */
    current(): Promise<SettingsInForce> {
      if (held && performance.now() - held.checkedAt < SETTINGS_CHECK_MS) return Promise.resolve(held.values);
      reading ??= read().finally(() => {
        reading = null;
      });
      return reading;
    },
    /** A save in this process: the next call reads the new values. */
    changed() {
      held = null;
    },
  };
}
export type ApplicationSettingsService = ReturnType<typeof applicationSettings>;
