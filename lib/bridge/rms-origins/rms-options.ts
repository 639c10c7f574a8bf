import { z } from 'zod/mini';
import { RMS_ORIGINS_CAP, parseRmsOrigin } from './rms-origin';
import { originMatchPattern } from './rms-content-script';
import { readRmsOrigins, writeRmsOrigins } from './rms-origins-store';
import type { StorageAreaLike } from '../session/extension-session-store';
import { storageKeys } from '../extension-storage-keys';

/** The part of browser.permissions the options page uses. */
export interface PermissionRequests {
  request(permissions: { origins: string[] }): Promise<boolean>;
  remove(permissions: { origins: string[] }): Promise<boolean>;
}

export type OptionsResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * Enables an RMS origin typed in options. The browser is asked first, before any other wait:
 * Firefox grants a permission request only straight from the click that made it.
 */
export async function enableRmsOrigin(
  input: string,
  deps: { area: StorageAreaLike; permissions: PermissionRequests; appOrigin: string },
): Promise<OptionsResult> {
  const checked = parseRmsOrigin(input, deps.appOrigin);
  if (!checked.ok) return checked;
  const pattern = originMatchPattern(checked.origin);
  if (!pattern) return { ok: false, message: 'Use an http or https address.' };
  let granted: boolean;
  try {
    granted = await deps.permissions.request({ origins: [pattern] });
  } catch {
    return { ok: false, message: 'The browser did not ask for access. Press Enable again.' };
  }
  if (!granted) {
    return {
      ok: false,
      message: `Access to ${checked.origin} was not allowed, so it stays off. Press Enable and allow it.`,
    };
  }
  const origins = await readRmsOrigins(deps.area);
  if (origins.includes(checked.origin)) return { ok: true, message: `${checked.origin} is already enabled.` };
  if (origins.length >= RMS_ORIGINS_CAP) {
    return { ok: false, message: `${RMS_ORIGINS_CAP} RMS sites are enabled, the most kept. Remove one first.` };
  }
  await writeRmsOrigins(deps.area, [...origins, checked.origin]);
  return { ok: true, message: `${checked.origin} is enabled. Reload its pages to see Send to report.` };
}

/**
 * Disables an RMS origin and gives back its host permission, unless another enabled origin on
 * the same host (another port) still needs the same pattern.
 */
export async function disableRmsOrigin(
  origin: string,
  deps: { area: StorageAreaLike; permissions: PermissionRequests },
): Promise<OptionsResult> {
  const kept = (await readRmsOrigins(deps.area)).filter((o) => o !== origin);
  await writeRmsOrigins(deps.area, kept);
  const pattern = originMatchPattern(origin);
  if (pattern && !kept.some((o) => originMatchPattern(o) === pattern)) {
    await deps.permissions.remove({ origins: [pattern] }).catch(() => false);
  }
  return { ok: true, message: `${origin} is disabled.` };
}

export type ProfilesCheck = { ok: true; profiles: unknown[] } | { ok: false; errors: string[] };

/** Checks the site profiles JSON the agency edits; each error names the place and what is wrong. */
export function checkSiteProfilesJson(text: string): ProfilesCheck {
  let value: unknown;
  try {
    value = text.trim() ? JSON.parse(text) : [];
  } catch (error) {
    return { ok: false, errors: [`The text is not JSON: ${error instanceof Error ? error.message : 'unreadable'}.`] };
  }
  const parsed = storageKeys.rmsSiteProfiles.schema.safeParse(value);
  if (parsed.success) return { ok: true, profiles: parsed.data };
  if (!Array.isArray(value)) return { ok: false, errors: ['Write a list of profiles: [ { "name": "…", … } ].'] };
  return {
    ok: false,
    errors: parsed.error.issues.map((issue) => {
      const [index, ...rest] = issue.path;
      const where = typeof index === 'number' ? `Profile ${index + 1}` : 'The list';
      return `${where}${rest.length ? ` (${rest.join('.')})` : ''}: ${issue.message}`;
    }),
  };
}

/** Stores checked site profiles; an empty list removes the key (built-in profile only). */
export async function saveSiteProfiles(area: StorageAreaLike, text: string): Promise<ProfilesCheck> {
  const checked = checkSiteProfilesJson(text);
  if (!checked.ok) return checked;
  const { key } = storageKeys.rmsSiteProfiles;
  if (checked.profiles.length) await area.set({ [key]: checked.profiles });
  else await area.remove(key);
  return checked;
}

/** The stored site profiles as the options page shows them for editing. */
export async function readSiteProfilesJson(area: StorageAreaLike): Promise<string> {
  const { key } = storageKeys.rmsSiteProfiles;
  const stored = z.array(z.unknown()).safeParse((await area.get(key))[key]);
  return JSON.stringify(stored.success ? stored.data : [], null, 2);
}
