import {
  disableFormConfiguration,
  enableFormConfiguration,
  getAssignedDisabledConfigurations,
  getFormConfiguration,
  getFormPermissions,
  listFormConfigurations,
  publishFormConfiguration,
  saveFormConfiguration,
  savePublishPermissions,
} from '../../lib/api/calls-form-configuration';
import { mayDesignForm } from '../../lib/auth/form-permissions';
import { forbidden, notFound } from '../api/api-error';
import { implement } from '../api/implement';
import { formConfigurationView } from '../services/form-designer-service';
import type { Wiring } from '../services/services';

export function formConfigurationCalls({ repos, services }: Wiring) {
  const forms = repos.formConfigurations;
  const designer = services.formDesigner;

  return [
    implement(getFormConfiguration, async (p, ctx) => {
      if (!ctx.ability.can('read', 'FormConfiguration')) throw forbidden();
      const row = await forms.find(p.id);
      // A draft is its designers' until it is published: nobody else writes reports on it.
      if (!row || (!row.isPublished && !mayDesignForm(ctx.ability, { agencyOri: row.agencyOri }))) {
        throw notFound(`There is no form configuration ${p.id}.`);
      }
      return formConfigurationView(row);
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
          return Number.isNaN(held) || held < new Date(r.lastUpdated).getTime();
        })
        .map(formConfigurationView);
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

    implement(listFormConfigurations, async (p, ctx) => ({ rows: await designer.list(ctx, p) })),

    implement(saveFormConfiguration, async (p, ctx) =>
      // The request's check makes sure each shape has its fields.
      p.copyOf !== undefined
        ? designer.newVersion(ctx, { copyOf: p.copyOf, version: p.version!, agencyOri: p.agencyOri })
        : designer.saveDraft(ctx, { id: p.id!, expectedLastUpdated: p.expectedLastUpdated!, formModel: p.formModel }),
    ),

    implement(publishFormConfiguration, async (p, ctx) => designer.publish(ctx, p)),
    implement(disableFormConfiguration, async ({ id }, ctx) => designer.setDisabled(ctx, id, true)),
    implement(enableFormConfiguration, async ({ id }, ctx) => designer.setDisabled(ctx, id, false)),
    implement(savePublishPermissions, async (p, ctx) => designer.savePermissions(ctx, p)),
  ];
}
