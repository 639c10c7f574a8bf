import { formDefinitionSchema, type FormDefinition } from '../../lib/forms/definition-schema';
import { buildReportSchema } from '../../lib/validation/report-schema';
import { notFound } from '../api/api-error';
import type { Db } from '../db/database';

export interface LoadedForm {
  id: number;
  title: string;
  definition: FormDefinition;
  schema: ReturnType<typeof buildReportSchema>;
  lastUpdated: number;
}

/**
 * Form configurations parsed once per version and kept while their last-updated time stays
 * the same; a report keeps the definition version it was written with.
 */
export function formDefinitions(db: Db) {
  const cache = new Map<number, LoadedForm>();

  async function load(id: number): Promise<LoadedForm> {
    const row = await db
      .selectFrom('form_configurations')
      .select(['id', 'title', 'last_updated', 'form_model'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(`There is no form configuration ${id}.`);
    const lastUpdated = new Date(row.last_updated).getTime();
    const cached = cache.get(id);
    if (cached && cached.lastUpdated === lastUpdated) return cached;
    const definition = formDefinitionSchema.parse(row.form_model);
    const loaded = { id: row.id, title: row.title, definition, schema: buildReportSchema(definition), lastUpdated };
    cache.set(id, loaded);
    return loaded;
  }

  /** The newest published, enabled version of a title for an agency (its own or state-wide). */
  async function newestPublished(title: string, agencyOri: string): Promise<LoadedForm> {
    const row = await db
      .selectFrom('form_configurations')
      .select('id')
      .where('title', '=', title)
      .where('is_published', '=', true)
      .where('disabled', '=', false)
      .where((eb) => eb.or([eb('agency_ori', '=', agencyOri), eb('agency_ori', 'is', null)]))
      .orderBy('major_version', 'desc')
      .orderBy('minor_version', 'desc')
      .executeTakeFirst();
    if (!row) throw notFound(`No published "${title}" form is available to agency ${agencyOri}.`);
    return load(row.id);
  }

  return { load, newestPublished };
}
export type FormDefinitions = ReturnType<typeof formDefinitions>;
