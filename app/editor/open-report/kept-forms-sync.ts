import { getAssignedDisabledConfigurations } from '../../../lib/api/calls/calls-form-configuration';
import type { FormConfiguration } from '../../../lib/api/schemas/form-configuration-schemas';
import { formDefinitionSchema } from '../../../lib/forms/definition/definition-schema';
import { vehicleCrashReport } from '../../../lib/forms/vehicle-crash-report';
import { callApi } from '../../api/client';
import { localDb } from '../../local-db/local-database';
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

let appDeps: FormSyncDeps | undefined;
const defaults = (): FormSyncDeps =>
  (appDeps ??= {
    store: localDb.forms,
    fetch: (request) => callApi(getAssignedDisabledConfigurations, request),
    kept: keptInLocalStorage,
  });

/** The syncs under way, by the deps they use and the agency they ask for. */
const running = new WeakMap<FormSyncDeps, Map<string, Promise<number>>>();

/**
 * Brings this device's copies of the published form versions of its agency up to date: the
 * server answers only what is new, changed or newly disabled since the copies named in
 * `alreadyDownloadedForms`, so an unchanged minute costs one small call. A version whose model
 * does not read as a definition is left out, never kept half. Returns how many copies changed;
 * a call while the same sync is under way shares its answer.
 */
export function syncAssignedForms(agencyOri: string, deps: FormSyncDeps = defaults()): Promise<number> {
  // The shell's sync at start and the dashboard's check of new reports come together: one request serves both.
  const mine = running.get(deps) ?? new Map<string, Promise<number>>();
  running.set(deps, mine);
  const under = mine.get(agencyOri);
  if (under) return under;
  const sync = syncOnce(agencyOri, deps).finally(() => mine.delete(agencyOri));
  mine.set(agencyOri, sync);
  return sync;
}

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
