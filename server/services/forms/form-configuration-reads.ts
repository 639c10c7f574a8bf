import type {
  getAssignedDisabledConfigurations,
  getFormConfiguration,
  getFormPermissions,
} from '../../../lib/api/calls/calls-form-configuration';
import { mayDesignForm } from '../../../lib/auth/permissions/form-permissions';
import { forbidden, notFound } from '../../api/api-error';
import type { Payload } from '../../api/implement';
import type { SessionContext } from '../../api/session-context';
import type { AppDeps } from '../app-deps';
import { formConfigurationView } from './form-designer-service';

/** The form versions as report writers' devices fetch them, and a version's publish permissions. */
export function formConfigurationReads({ repos }: Pick<AppDeps, 'repos'>) {
  const forms = repos.formConfigurations;
  const mayRead = (ctx: SessionContext) => {
    if (!ctx.ability.can('read', 'FormConfiguration')) throw forbidden();
  };

  return {
    async get(ctx: SessionContext, p: Payload<typeof getFormConfiguration>) {
      mayRead(ctx);
      const row = await forms.find(p.id);
      // A draft is its designers' until it is published: nobody else writes reports on it.
      if (!row || (!row.isPublished && !mayDesignForm(ctx.ability, { agencyOri: row.agencyOri }))) {
        throw notFound(`There is no form configuration ${p.id}.`);
      }
      return formConfigurationView(row);
    },

    async assignedDisabled(ctx: SessionContext, p: Payload<typeof getAssignedDisabledConfigurations>) {
      mayRead(ctx);
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
    },

    async permissions(ctx: SessionContext, p: Payload<typeof getFormPermissions>) {
      mayRead(ctx);
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
    },
  };
}
