import { z } from 'zod/mini';
import { getReferenceVersions } from '../api/calls/admin/calls-settings';
import type { StorageAreaLike } from './session/extension-session-store';
import { storageKeys } from './extension-storage-keys';

export type ReferenceVersions = z.infer<typeof getReferenceVersions.response>;

/** What moved since the last check; both false on the first check (there is nothing to compare). */
export interface ReferenceChange {
  codeLists: boolean;
  formConfigurations: boolean;
}

/**
 * Asks the web app's server when code lists and form configurations last changed: the public
 * Settings/GetReferenceVersions, without the session token, so a check never renews an idle
 * session. Throws when the server cannot be reached or answers something else.
 */
export async function fetchReferenceVersions(
  appOrigin: string,
  fetchFn: typeof fetch = fetch,
): Promise<ReferenceVersions> {
  const response = await fetchFn(new URL(`/API/${getReferenceVersions.path}`, appOrigin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: {}, payload: {} }),
  });
  if (!response.ok) throw new Error(`The crash app answered ${response.status}.`);
  const body = z.object({ payload: getReferenceVersions.response }).safeParse(await response.json());
  if (!body.success) throw new Error('The crash app answered something unexpected.');
  return body.data.payload;
}

/**
 * The periodic sync's freshness step: compares the server's reference versions with the ones
 * kept from the last check (kept across service-worker restarts), stores the new ones with the
 * time of the check, and says what moved.
 */
export async function checkReferenceFreshness(
  area: StorageAreaLike,
  fetchVersions: () => Promise<ReferenceVersions>,
  now: () => Date = () => new Date(),
): Promise<ReferenceChange> {
  const { key, schema } = storageKeys.referenceVersions;
  const current = await fetchVersions();
  const stored = schema.safeParse((await area.get(key))[key]);
  await area.set({ [key]: { ...current, checkedAt: now().toISOString() } });
  if (!stored.success) return { codeLists: false, formConfigurations: false };
  return {
    codeLists: stored.data.codeListsChangedAt !== current.codeListsChangedAt,
    formConfigurations: stored.data.formConfigurationsChangedAt !== current.formConfigurationsChangedAt,
  };
}

/** The tabs of the web app (any page: code lists serve the search screen as well as the editor). */
export interface AppTabsPorts {
  queryTabs(): Promise<{ id?: number }[]>;
  tell(tabId: number, change: ReferenceChange): Promise<unknown>;
}

/**
 * One minute's freshness sync: checks the versions and, when something moved, tells every open
 * web-app tab. A tab that cannot be told (still loading, no app-bridge) catches up when it next
 * loads the lists itself, so a failure there is not retried.
 */
export async function syncReferenceFreshness(
  area: StorageAreaLike,
  fetchVersions: () => Promise<ReferenceVersions>,
  tabs: AppTabsPorts,
): Promise<ReferenceChange> {
  const change = await checkReferenceFreshness(area, fetchVersions);
  if (!change.codeLists && !change.formConfigurations) return change;
  for (const tab of await tabs.queryTabs()) {
    if (tab.id !== undefined) await tabs.tell(tab.id, change).catch(() => undefined);
  }
  return change;
}
