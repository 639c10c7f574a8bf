import { sql } from 'kysely';
import type { PublishPermission } from '../../../lib/forms/versions/publish-permissions';
import type { Db } from '../../db/database';
import { containsPattern } from '../like-pattern';
import type { Executor } from '../executor';

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

/** A version's columns as services read them (`f` is the table's alias where one is given). */
const columns = [
  'id',
  'title',
  'agency_ori as agencyOri',
  'major_version as majorVersion',
  'minor_version as minorVersion',
  'is_published as isPublished',
  'disabled',
  'last_updated as lastUpdated',
] as const;
const withModel = [...columns, 'form_model as formModel'] as const;
const ofF = <C extends string>(list: readonly C[]) => list.map((c) => `f.${c}` as `f.${C}`);

/** Who last changed a version, by name (`u` is the users table); null when nobody has. */
const updatedByName = sql<string | null>`nullif(concat_ws(' ', u.first_name, u.last_name), '')`.as('updatedByName');

/** Form configurations: their stamps, the stored form model, and the role permissions on them. */
export function formConfigurationRepository(db: Db) {
  return {
    async find(id: number) {
      return db.selectFrom('form_configurations').select(withModel).where('id', '=', id).executeTakeFirst();
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
      return tx.selectFrom('form_configurations').select(withModel).where('id', '=', id).executeTakeFirst();
    },

    /**
     * The stamp of the version new reports of an agency are written on: the newest published,
     * enabled version of the agency's own, else the newest state-wide one.
     */
    async newestPublishedStamp(title: string, agencyOri: string): Promise<FormStamp | undefined> {
      const row = await db
        .selectFrom('form_configurations')
        .select(['id', 'last_updated'])
        .where('title', '=', title)
        .where('is_published', '=', true)
        .where('disabled', '=', false)
        .where((eb) => eb.or([eb('agency_ori', '=', agencyOri), eb('agency_ori', 'is', null)]))
        .orderBy(sql`agency_ori is null`)
        .orderBy('major_version', 'desc')
        .orderBy('minor_version', 'desc')
        .executeTakeFirst();
      return row && { id: row.id, lastUpdated: row.last_updated };
    },

    /** Every published version of a title for an agency (its own or state-wide), oldest first. */
    async publishedVersions(title: string, agencyOri: string) {
      return db
        .selectFrom('form_configurations')
        .select(withModel)
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

    /** A version's publish permissions, by group then role. */
    async permissions(formConfigurationId: number, tx: Executor = db): Promise<PublishPermission[]> {
      const rows = await tx
        .selectFrom('form_permissions')
        .select(['permission_group', 'role_id', 'value'])
        .where('form_configuration_id', '=', formConfigurationId)
        .orderBy('permission_group')
        .orderBy('role_id')
        .execute();
      return rows.map((r) => ({
        group: r.permission_group as PublishPermission['group'],
        roleId: r.role_id,
        value: r.value,
      }));
    },

    /** The designer's list: versions with their agency's name and who last changed them, newest first. */
    async list(f: { title: string; status: string; agencyOris: string[] | null }) {
      let q = db
        .selectFrom('form_configurations as f')
        .leftJoin('agencies as a', 'a.ori', 'f.agency_ori')
        .leftJoin('users as u', 'u.id', 'f.updated_by_user_id')
        .select([...ofF(columns), 'a.name as agencyName', updatedByName]);
      if (f.title) q = q.where(sql<string>`lower(f.title)`, 'like', containsPattern(f.title));
      if (f.status === 'draft') q = q.where('f.is_published', '=', false);
      if (f.status === 'published') q = q.where('f.is_published', '=', true).where('f.disabled', '=', false);
      if (f.status === 'disabled') q = q.where('f.disabled', '=', true);
      if (f.agencyOris) {
        const oris = f.agencyOris;
        // The state's drafts are the state's own work: an agency sees the state-wide versions it can copy.
        q = q.where((eb) =>
          eb.or([
            eb.and([eb('f.agency_ori', 'is', null), eb('f.is_published', '=', true)]),
            ...(oris.length ? [eb('f.agency_ori', 'in', oris)] : []),
          ]),
        );
      }
      return q
        .orderBy('f.title')
        .orderBy(sql`f.agency_ori is not null`)
        .orderBy('f.agency_ori')
        .orderBy('f.major_version', 'desc')
        .orderBy('f.minor_version', 'desc')
        .limit(500)
        .execute();
    },

    /** One version's row with who last changed it, locked for a change when `tx` is a transaction. */
    async lockForChange(id: number, tx: Executor) {
      return tx
        .selectFrom('form_configurations as f')
        .leftJoin('users as u', 'u.id', 'f.updated_by_user_id')
        .select([...ofF(withModel), updatedByName])
        .where('f.id', '=', id)
        .forUpdate('f')
        .executeTakeFirst();
    },

    /** The highest minor version of a major one, or the highest major version, of a title for an agency. */
    async highestVersion(title: string, agencyOri: string | null, major: number | null, tx: Executor) {
      let q = tx
        .selectFrom('form_configurations')
        .select(['major_version as majorVersion', 'minor_version as minorVersion'])
        .where('title', '=', title)
        .where((eb) => (agencyOri === null ? eb('agency_ori', 'is', null) : eb('agency_ori', '=', agencyOri)));
      if (major !== null) q = q.where('major_version', '=', major);
      return q.orderBy('major_version', 'desc').orderBy('minor_version', 'desc').executeTakeFirst();
    },

    async insert(
      v: {
        title: string;
        agencyOri: string | null;
        major: number;
        minor: number;
        model: unknown;
        by: number;
        at: Date;
      },
      tx: Executor,
    ) {
      return tx
        .insertInto('form_configurations')
        .values({
          title: v.title,
          agency_ori: v.agencyOri,
          major_version: v.major,
          minor_version: v.minor,
          is_published: false,
          disabled: false,
          form_model: JSON.stringify(v.model),
          last_updated: v.at,
          updated_by_user_id: v.by,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    async update(
      id: number,
      change: { model?: unknown; isPublished?: boolean; disabled?: boolean; by: number; at: Date },
      tx: Executor,
    ) {
      await tx
        .updateTable('form_configurations')
        .set({
          ...(change.model !== undefined ? { form_model: JSON.stringify(change.model) } : {}),
          ...(change.isPublished !== undefined ? { is_published: change.isPublished } : {}),
          ...(change.disabled !== undefined ? { disabled: change.disabled } : {}),
          last_updated: change.at,
          updated_by_user_id: change.by,
        })
        .where('id', '=', id)
        .execute();
    },

    /** Replaces a version's publish permissions. */
    async replacePermissions(id: number, permissions: readonly PublishPermission[], tx: Executor) {
      await tx.deleteFrom('form_permissions').where('form_configuration_id', '=', id).execute();
      if (!permissions.length) return;
      await tx
        .insertInto('form_permissions')
        .values(
          permissions.map((p) => ({
            form_configuration_id: id,
            permission_group: p.group,
            role_id: p.roleId,
            value: p.value,
          })),
        )
        .execute();
    },
  };
}
export type FormConfigurationRepository = ReturnType<typeof formConfigurationRepository>;
export type FormConfigurationRow = NonNullable<Awaited<ReturnType<FormConfigurationRepository['find']>>>;
