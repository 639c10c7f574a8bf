import {
  rmsScriptRegistration,
  originMatchPattern,
  RMS_SCRIPT_ID,
  type RmsScriptRegistration,
} from './rms-content-script';
import type { StorageAreaLike } from '../session/extension-session-store';
import { storageKeys } from '../extension-storage-keys';

/** The part of browser.permissions the origin checks need. */
export interface PermissionsLike {
  contains(permissions: { origins: string[] }): Promise<boolean>;
}

/** The part of browser.scripting that registers the RMS content script. */
export interface ScriptingLike {
  getRegisteredContentScripts(filter: { ids: string[] }): Promise<{ id: string }[]>;
  registerContentScripts(scripts: RmsScriptRegistration[]): Promise<void>;
  updateContentScripts(scripts: RmsScriptRegistration[]): Promise<void>;
  unregisterContentScripts(filter: { ids: string[] }): Promise<void>;
}

/** The RMS origins stored in options, in the order they were added; a damaged value reads as none. */
export async function readRmsOrigins(area: StorageAreaLike): Promise<string[]> {
  const { key, schema } = storageKeys.rmsOrigins;
  const parsed = schema.safeParse((await area.get(key))[key]);
  return parsed.success ? parsed.data : [];
}

export async function writeRmsOrigins(area: StorageAreaLike, origins: readonly string[]): Promise<void> {
  const { key, schema } = storageKeys.rmsOrigins;
  await area.set({ [key]: schema.parse([...new Set(origins)]) });
}

/**
 * The stored origins whose host permission the browser still grants: the officer can withdraw
 * one in the browser's own settings, and then the extension must neither run there nor accept
 * records from there.
 */
export async function grantedRmsOrigins(area: StorageAreaLike, permissions: PermissionsLike): Promise<string[]> {
  const granted: string[] = [];
  for (const origin of await readRmsOrigins(area)) {
    const pattern = originMatchPattern(origin);
    if (pattern && (await permissions.contains({ origins: [pattern] }))) granted.push(origin);
  }
  return granted;
}

/** Registers, updates or removes the RMS content script so it runs on exactly these origins. */
export async function syncRmsScript(scripting: ScriptingLike, origins: readonly string[]): Promise<void> {
  const registration = rmsScriptRegistration(origins);
  const registered = (await scripting.getRegisteredContentScripts({ ids: [RMS_SCRIPT_ID] })).length > 0;
  if (!registration) {
    if (registered) await scripting.unregisterContentScripts({ ids: [RMS_SCRIPT_ID] });
  } else if (registered) {
    await scripting.updateContentScripts([registration]);
  } else {
    await scripting.registerContentScripts([registration]);
  }
}
