import { formDefinitionSchema, type FormDefinition } from '../../../lib/forms/definition/definition-schema';
import { peopleLayout } from '../../../lib/forms/lookups/people-layout';
import { formVersionLabel, type PublishPermission } from '../../../lib/forms/versions/publish-permissions';
import { buildReportSchema } from '../../../lib/validation/report-checks/report-schema';
import { notFound } from '../../api/api-error';
import type { Executor } from '../../repositories/executor';
import type { FormConfigurationRepository, FormStamp } from '../../repositories/forms/form-configuration-repository';

export interface LoadedForm {
  id: number;
  title: string;
  /** "Vehicle Crash Report 1.1", as refusals name it. */
  label: string;
  agencyOri: string | null;
  major: number;
  minor: number;
  isPublished: boolean;
  disabled: boolean;
  /** Who may create, edit and submit reports of this version (its last-updated time moves when they change). */
  permissions: PublishPermission[];
  definition: FormDefinition;
  schema: ReturnType<typeof buildReportSchema>;
  lastUpdated: number;
}

/**
 * Form configurations parsed once per version and kept while their last-updated time stays
 * the same; a report keeps the definition version it was written with. The form model (tens of
 * kilobytes of JSON) is read only when the cache misses: a hit costs one small query, or none
 * when the caller already read the stamp with its own query. The server holds one of these, so
 * every call shares the parsed forms.
 */
export function formDefinitions(forms: FormConfigurationRepository) {
  const cache = new Map<number, LoadedForm>();

  const cachedFor = (stamp: FormStamp) => {
    const cached = cache.get(stamp.id);
    return cached && cached.lastUpdated === new Date(stamp.lastUpdated).getTime() ? cached : undefined;
  };

  async function parseAndKeep(id: number, tx?: Executor): Promise<LoadedForm> {
    const row = await forms.model(id, tx);
    if (!row) throw notFound(`There is no form configuration ${id}.`);
    const lastUpdated = new Date(row.lastUpdated).getTime();
    const definition = formDefinitionSchema.parse(row.formModel);
    const loaded = {
      id: row.id,
      title: row.title,
      label: formVersionLabel({ title: row.title, major: row.majorVersion, minor: row.minorVersion }),
      agencyOri: row.agencyOri,
      major: row.majorVersion,
      minor: row.minorVersion,
      isPublished: row.isPublished,
      disabled: row.disabled,
      permissions: await forms.permissions(id, tx),
      definition,
      schema: buildReportSchema(definition),
      lastUpdated,
    };
    cache.set(id, loaded);
    return loaded;
  }

  /** The form of a stamp the caller read itself (e.g. joined to its report); `tx` reads the model on a miss. */
  async function loadStamped(stamp: FormStamp, tx?: Executor): Promise<LoadedForm> {
    return cachedFor(stamp) ?? parseAndKeep(stamp.id, tx);
  }

  async function load(id: number, tx?: Executor): Promise<LoadedForm> {
    const stamp = await forms.stamp(id, tx);
    if (!stamp) throw notFound(`There is no form configuration ${id}.`);
    return loadStamped(stamp, tx);
  }

  /** The newest published, enabled version of a title for an agency (its own or state-wide). */
  async function newestPublished(title: string, agencyOri: string): Promise<LoadedForm> {
    const stamp = await forms.newestPublishedStamp(title, agencyOri);
    if (!stamp) throw notFound(`No published "${title}" form is available to agency ${agencyOri}.`);
    return loadStamped(stamp);
  }

  /**
   * Every form version grouped by where it keeps people (lib/forms/lookups/people-layout.ts), so the
   * person search reads each report under the keys its own definition gives.
   */
  async function peopleLayouts() {
    const groups = new Map<string, { formIds: number[]; layout: ReturnType<typeof peopleLayout> }>();
    for (const stamp of await forms.allStamps()) {
      const layout = peopleLayout((await loadStamped(stamp)).definition);
      const key = JSON.stringify(layout);
      const group = groups.get(key) ?? { formIds: [], layout };
      group.formIds.push(stamp.id);
      groups.set(key, group);
    }
    return [...groups.values()];
  }

  return { load, loadStamped, newestPublished, peopleLayouts };
}
export type FormDefinitions = ReturnType<typeof formDefinitions>;
