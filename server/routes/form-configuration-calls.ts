import {
  getAssignedDisabledConfigurations,
  getFormConfiguration,
  getFormPermissions,
} from '../../lib/api/calls-form-configuration';
import { forbidden, notFound } from '../api/api-error';
import { implement } from '../api/implement';
import type { AppDeps } from '../services/services';

export function formConfigurationCalls({ db }: AppDeps) {
  const view = (r: {
    id: number;
    title: string;
    agency_ori: string | null;
    major_version: number;
    minor_version: number;
    is_published: boolean;
    disabled: boolean;
    last_updated: Date;
    form_model: unknown;
  }) => ({
    id: r.id,
    title: r.title,
    agencyOri: r.agency_ori,
    majorVersion: r.major_version,
    minorVersion: r.minor_version,
    isPublished: r.is_published,
    disabled: r.disabled,
    lastUpdated: new Date(r.last_updated).toISOString(),
    formModel: r.form_model,
  });

  return [
    implement(getFormConfiguration, async (p, ctx) => {
      if (!ctx.ability.can('read', 'FormConfiguration')) throw forbidden();
      const row = await db.selectFrom('form_configurations').selectAll().where('id', '=', p.id).executeTakeFirst();
      if (!row) throw notFound(`There is no form configuration ${p.id}.`);
      return view(row);
    }),

    implement(getAssignedDisabledConfigurations, async (p, ctx) => {
      if (!ctx.ability.can('read', 'FormConfiguration')) throw forbidden();
      const ori = p.formAgencyOri ?? ctx.user.agencyOri;
      const rows = await db
        .selectFrom('form_configurations')
        .selectAll()
        .where('title', '=', p.formTitle)
        .where('is_published', '=', true)
        .where((eb) => eb.or([eb('agency_ori', '=', ori), eb('agency_ori', 'is', null)]))
        .orderBy('major_version')
        .orderBy('minor_version')
        .execute();
      return rows
        .filter((r) => {
          // A copy the client already holds at this last-updated time is not sent again; a held
          // time that cannot be read counts as not held, so the client gets a good copy.
          const held = Date.parse(p.alreadyDownloadedForms[String(r.id)] ?? '');
          return Number.isNaN(held) || held < new Date(r.last_updated).getTime();
        })
        .map(view);
    }),

    implement(getFormPermissions, async (p, ctx) => {
      if (!ctx.ability.can('read', 'FormConfiguration')) throw forbidden();
      const ori = p.agencyOri ?? null;
      const form = await db
        .selectFrom('form_configurations')
        .select('id')
        .where('title', '=', p.title)
        .where((eb) => (ori === null ? eb('agency_ori', 'is', null) : eb('agency_ori', '=', ori)))
        .where('major_version', '=', p.majorVersion)
        .where('minor_version', '=', p.minorVersion)
        .where('is_published', '=', !p.isDraft)
        .executeTakeFirst();
      if (!form) {
        const kind = p.isDraft ? 'draft' : 'published';
        throw notFound(
          `There is no ${kind} form "${p.title}" version ${p.majorVersion}.${p.minorVersion} for ${ori ?? ctx.user.agencyOri}.`,
        );
      }
      const permissions = await db
        .selectFrom('form_permissions')
        .select(['role_id as roleId', 'value'])
        .where('form_configuration_id', '=', form.id)
        .orderBy('role_id')
        .execute();
      return JSON.stringify(permissions);
    }),
  ];
}
