import { getAssignedDisabledConfigurations } from '../../../lib/api/calls/calls-form-configuration';
import type { FormConfiguration } from '../../../lib/api/schemas/form-configuration-schemas';
import { formDefinitionSchema } from '../../../lib/forms/definition/definition-schema';
import { vehicleCrashReport } from '../../../lib/forms/vehicle-crash-report';
import type { ApiClient } from '../../api/client';
import type { OpenLocalDb } from '../../local-db/open-local-db';
import type { CachedForm } from '../../local-db/local-records';
import { keptInLocalStorage, versionOf, type KeptForms } from './form-cache';

/** Where the device keeps its form versions, and how it asks the server what changed. */
export interface FormSyncDeps {
  store: { all(): Promise<CachedForm[]>; put(form: CachedForm): Promise<unknown> };
  fetch: (request: {
    formTitle: string;
    formAgencyOri: string;
    alreadyDownloadedForms: Record<string, string>;
  }) => Promise<FormConfiguration[]>;
  kept: KeptForms;
}

/**
 * Brings this device's copies of the published form versions of its agency up to date: the
 * server answers only what is new, changed or newly disabled since the copies named in
 * `alreadyDownloadedForms`, so an unchanged minute costs one small call. A version whose model
 * does not read as a definition is left out, never kept half. Answers how many copies changed;
 * a call while the same sync is under way shares its answer.
 */
export function createFormSync(deps: FormSyncDeps): (agencyOri: string) => Promise<number> {
  /** The syncs under way, by the agency they ask for. */
  const running = new Map<string, Promise<number>>();
  return (agencyOri) => {
    // The shell's sync at start and the dashboard's check of new reports come together: one request serves both.
    const under = running.get(agencyOri);
    if (under) return under;
    const sync = syncOnce(agencyOri, deps).finally(() => running.delete(agencyOri));
    running.set(agencyOri, sync);
    return sync;
  };
}

/**
 * This device's form versions in `localDb`, synced with the server's through `api` (the shell every
 * minute, the dashboard's check of new reports): the app's root makes the page's one (app/app-data.ts).
 */
export const createAssignedFormSync = (localDb: OpenLocalDb, api: ApiClient) =>
  createFormSync({
    store: { all: async () => (await localDb()).forms.all(), put: async (form) => (await localDb()).forms.put(form) },
    fetch: (request) => api.call(getAssignedDisabledConfigurations, request),
    kept: keptInLocalStorage,
  });

async function syncOnce(agencyOri: string, deps: FormSyncDeps): Promise<number> {
  // A copy kept before copies named their version is asked for again, so the device learns it.
  const held = (await deps.store.all()).filter((f) => f.version);
  const alreadyDownloadedForms = Object.fromEntries(
    held.map((f) => [String(f.id), new Date(f.lastUpdated).toISOString()]),
  );
  const changed = await deps.fetch({
    formTitle: vehicleCrashReport.name,
    formAgencyOri: agencyOri,
    alreadyDownloadedForms,
  });
  let kept = 0;
  for (const form of changed) {
    const definition = formDefinitionSchema.safeParse(form.formModel);
    if (!definition.success) continue;
    const lastUpdated = Date.parse(form.lastUpdated);
    await deps.store.put({
      id: form.id,
      lastUpdated,
      definition: definition.data,
      disabled: form.disabled,
      version: versionOf(form),
    });
    deps.kept.add(form.id, lastUpdated);
    kept += 1;
  }
  return kept;
}
