import {
  getAssignedDisabledConfigurations,
  getFormConfiguration,
  getFormPermissions,
} from '../../lib/api/calls-form-configuration';
import { forbidden, notFound } from '../api/api-error';
import { implement } from '../api/implement';
import type { FormConfigurationRow } from '../repositories/form-configuration-repository';
import type { Wiring } from '../services/services';

export function formConfigurationCalls({ repos }: Wiring) {
  const forms = repos.formConfigurations;
  const view = (r: FormConfigurationRow) => ({
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
      const row = await forms.find(p.id);
      if (!row) throw notFound(`There is no form configuration ${p.id}.`);
      return view(row);
    }),

    implement(getAssignedDisabledConfigurations, async (p, ctx) => {
      if (!ctx.ability.can('read', 'FormConfiguration')) throw forbidden();
      const ori = p.formAgencyOri ?? ctx.user.agencyOri;
      const rows = await forms.publishedVersions(p.formTitle, ori);
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
      const formId = await forms.findVersion({
        title: p.title,
        agencyOri: ori,
        majorVersion: p.majorVersion,
        minorVersion: p.minorVersion,
        published: !p.isDraft,
      });
      if (formId === undefined) {
        const kind = p.isDraft ? 'draft' : 'published';
        throw notFound(
          `There is no ${kind} form "${p.title}" version ${p.majorVersion}.${p.minorVersion} for ${ori ?? ctx.user.agencyOri}.`,
        );
      }
      return JSON.stringify(await forms.permissions(formId));
    }),
  ];
}
