import type { Db } from '../db/database';
import type { Executor } from './executor';

/** What tells a cached form from a changed one: its id and last-updated time. */
export interface FormStamp {
  id: number;
  lastUpdated: Date | string | number;
}

/** The published form a client names by title, agency and version (null agency: state-wide). */
export interface FormVersionKey {
  title: string;
  agencyOri: string | null;
  majorVersion: number;
  minorVersion: number;
  published: boolean;
}

/** Form configurations: their stamps, the stored form model, and the role permissions on them. */
export function formConfigurationRepository(db: Db) {
  return {
    async find(id: number) {
      return db.selectFrom('form_configurations').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The stamp alone, so a cached form is checked without reading its model (tens of kilobytes). */
    async stamp(id: number, tx: Executor = db): Promise<FormStamp | undefined> {
      const row = await tx
        .selectFrom('form_configurations')
        .select(['id', 'last_updated'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { id: row.id, lastUpdated: row.last_updated };
    },

    async model(id: number, tx: Executor = db) {
      return tx
        .selectFrom('form_configurations')
        .select(['id', 'title', 'last_updated', 'form_model'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The stamp of the newest published, enabled version of a title for an agency (its own or state-wide). */
    async newestPublishedStamp(title: string, agencyOri: string): Promise<FormStamp | undefined> {
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
      return row && { id: row.id, lastUpdated: row.last_updated };
    },

    /** Every published version of a title for an agency (its own or state-wide), oldest first. */
    async publishedVersions(title: string, agencyOri: string) {
      return db
        .selectFrom('form_configurations')
        .selectAll()
        .where('title', '=', title)
        .where('is_published', '=', true)
        .where((eb) => eb.or([eb('agency_ori', '=', agencyOri), eb('agency_ori', 'is', null)]))
        .orderBy('major_version')
        .orderBy('minor_version')
        .execute();
    },

    async findVersion(key: FormVersionKey): Promise<number | undefined> {
      const row = await db
        .selectFrom('form_configurations')
        .select('id')
        .where('title', '=', key.title)
        .where((eb) => (key.agencyOri === null ? eb('agency_ori', 'is', null) : eb('agency_ori', '=', key.agencyOri)))
        .where('major_version', '=', key.majorVersion)
        .where('minor_version', '=', key.minorVersion)
        .where('is_published', '=', key.published)
        .executeTakeFirst();
      return row?.id;
    },

    /** Every form configuration's stamp (a handful of rows: one per version). */
    async allStamps(): Promise<FormStamp[]> {
      const rows = await db.selectFrom('form_configurations').select(['id', 'last_updated']).orderBy('id').execute();
      return rows.map((r) => ({ id: r.id, lastUpdated: r.last_updated }));
    },

    async permissions(formConfigurationId: number) {
      return db
        .selectFrom('form_permissions')
        .select(['role_id as roleId', 'value'])
        .where('form_configuration_id', '=', formConfigurationId)
        .orderBy('role_id')
        .execute();
    },
  };
}
export type FormConfigurationRepository = ReturnType<typeof formConfigurationRepository>;
export type FormConfigurationRow = NonNullable<Awaited<ReturnType<FormConfigurationRepository['find']>>>;
