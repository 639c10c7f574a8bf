import { getFormConfiguration } from '../../../lib/api/calls/calls-form-configuration';
import type { FormConfiguration } from '../../../lib/api/schemas/form-configuration-schemas';
import type { ReportDocument } from '../../../lib/api/schemas/report-document-schemas';
import { formDefinitionSchema, type FormDefinition } from '../../../lib/forms/definition/definition-schema';
import type { ApiClient } from '../../api/client';
import { readStored, storageKeys, writeStored } from '../../storage-keys';
import type { CachedForm } from '../../local-db/local-records';
import { earlyFormRequest, type EarlyForm } from '../open-report/early-report';

/** Where the parsed definitions are kept: this device's IndexedDB in the app, a map in tests. */
export interface FormStore {
  get(id: number): Promise<CachedForm | undefined>;
  put(form: CachedForm): Promise<unknown>;
}

/** What a kept copy says of its version (CachedForm.version). */
export const versionOf = (form: FormConfiguration): NonNullable<CachedForm['version']> => ({
  title: form.title,
  agencyOri: form.agencyOri,
  majorVersion: form.majorVersion,
  minorVersion: form.minorVersion,
  isPublished: form.isPublished,
});

/**
 * The form, from the request index.html's early script sent as the report arrived (`early`,
 * taken with the report's request: report-loading.ts) when it is for this form.
 */
export const fetchForm = async (api: ApiClient, id: number, early?: EarlyForm) => {
  const sent = await earlyFormRequest(early, id);
  return sent ? api.answerOf(getFormConfiguration, sent.sent) : api.call(getFormConfiguration, { id });
};

/**
 * What the store holds, known without opening IndexedDB: on a device that holds nothing (a first
 * open) the form is requested at once instead of after the database is created.
 */
export interface KeptForms {
  has(id: number, lastUpdated: number): boolean;
  add(id: number, lastUpdated: number): void;
}

const KEPT_FORMS_CAP = 20;
export const keptInLocalStorage: KeptForms = {
  has: (id, lastUpdated) => (readStored<string[]>(storageKeys.keptForms) ?? []).includes(`${id}@${lastUpdated}`),
  add: (id, lastUpdated) => {
    const others = (readStored<string[]>(storageKeys.keptForms) ?? []).filter((k) => !k.startsWith(`${id}@`));
    writeStored(storageKeys.keptForms, [...others, `${id}@${lastUpdated}`].slice(-KEPT_FORMS_CAP));
  },
};

/**
 * The definition of the form a report was written with. A copy parsed on an earlier open is used
 * while the server says the configuration has not changed since (Report/Get names its last
 * change), which spares opening a report the form's download and its schema check, the two
 * largest steps after the report itself. Otherwise it is fetched (`fetch`: fetchForm with the
 * app's client), checked and kept.
 */
export async function definitionFor(
  document: Pick<ReportDocument, 'formConfigurationId' | 'formConfigurationLastUpdated'>,
  store: FormStore,
  fetch: (id: number) => ReturnType<typeof fetchForm>,
  kept: KeptForms = keptInLocalStorage,
): Promise<FormDefinition> {
  const id = document.formConfigurationId;
  const stamp = document.formConfigurationLastUpdated ? Date.parse(document.formConfigurationLastUpdated) : NaN;
  if (!Number.isNaN(stamp) && kept.has(id, stamp)) {
    const cached = await store.get(id).catch(() => undefined);
    if (cached && cached.lastUpdated === stamp) return cached.definition;
  }
  const form = await fetch(id);
  const definition = formDefinitionSchema.parse(form.formModel);
  // A copy that cannot be kept (private browsing, a full disk) only costs the next open a download.
  const lastUpdated = Date.parse(form.lastUpdated);
  store
    .put({ id, lastUpdated, definition, disabled: form.disabled, version: versionOf(form) })
    .then(() => kept.add(id, lastUpdated))
    .catch(() => undefined);
  return definition;
}
