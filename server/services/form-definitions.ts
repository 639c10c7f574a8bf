import { formDefinitionSchema, type FormDefinition } from '../../lib/forms/definition-schema';
import { buildReportSchema } from '../../lib/validation/report-schema';
import { notFound } from '../api/api-error';
import type { Db } from '../db/database';
import type { Executor } from '../repositories/user-repository';

export interface LoadedForm {
  id: number;
  title: string;
  definition: FormDefinition;
  schema: ReturnType<typeof buildReportSchema>;
  lastUpdated: number;
}

/** What tells a cached form from a changed one: its id and last-updated time. */
export interface FormStamp {
  id: number;
  lastUpdated: Date | string | number;
}

/**
 * Form configurations parsed once per version and kept while their last-updated time stays
 * the same; a report keeps the definition version it was written with. The form model (tens of
 * kilobytes of JSON) is read only when the cache misses: a hit costs one small query, or none
 * when the caller already read the stamp with its own query.
 */
export function formDefinitions(db: Db) {
  const cache = new Map<number, LoadedForm>();

  const cachedFor = (stamp: FormStamp) => {
    const cached = cache.get(stamp.id);
    return cached && cached.lastUpdated === new Date(stamp.lastUpdated).getTime() ? cached : undefined;
  };

  async function parseAndKeep(id: number, tx: Executor): Promise<LoadedForm> {
    const row = await tx
      .selectFrom('form_configurations')
      .select(['id', 'title', 'last_updated', 'form_model'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(`There is no form configuration ${id}.`);
    const lastUpdated = new Date(row.last_updated).getTime();
    const definition = formDefinitionSchema.parse(row.form_model);
    const loaded = { id: row.id, title: row.title, definition, schema: buildReportSchema(definition), lastUpdated };
    cache.set(id, loaded);
    return loaded;
  }

  /** The form of a stamp the caller read itself (e.g. joined to its report); `tx` reads the model on a miss. */
  async function loadStamped(stamp: FormStamp, tx: Executor = db): Promise<LoadedForm> {
    return cachedFor(stamp) ?? parseAndKeep(stamp.id, tx);
  }

  async function load(id: number, tx: Executor = db): Promise<LoadedForm> {
    const row = await tx
      .selectFrom('form_configurations')
      .select(['id', 'last_updated'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(`There is no form configuration ${id}.`);
    return loadStamped({ id: row.id, lastUpdated: row.last_updated }, tx);
  }

  /** The newest published, enabled version of a title for an agency (its own or state-wide). */
  async function newestPublished(title: string, agencyOri: string): Promise<LoadedForm> {
    const row = await db
      .selectFrom('form_configurations')
      .select(['id', 'last_updated'])
      .where('title', '=', title)
      .where('is_published', '=', true)
      .where('disabled', '=', false)
      .where((eb) => eb.or([eb('agency_ori', '=', agencyOri), eb('agency_ori', 'is', null)]))
      .orderBy('major_version', 'desc')
      .orderBy('minor_version', 'desc')
      .executeTakeFirst();
    if (!row) throw notFound(`No published "${title}" form is available to agency ${agencyOri}.`);
    return loadStamped({ id: row.id, lastUpdated: row.last_updated });
  }

  return { load, loadStamped, newestPublished };
}
export type FormDefinitions = ReturnType<typeof formDefinitions>;
