import { allowedEverywhere, subjectOf, type AppAbility } from './ability';

/** A form version as its rules see it: state-wide (agencyOri null) or one agency's own. */
export interface FormOwner {
  agencyOri: string | null;
}

const formSubject = (form: FormOwner) => subjectOf('FormConfiguration', { agencyOri: form.agencyOri });

/** Whether the designer is for this user at all: they may design some version. */
export const mayDesignForms = (ability: AppAbility) => ability.can('edit', 'FormConfiguration');

/** Whether a user may change this version's drafts and start new versions of it for its owner. */
export const mayDesignForm = (ability: AppAbility, form: FormOwner) => ability.can('edit', formSubject(form));

/** Whether a user may publish, disable and enable this version and set its publish permissions. */
export const mayPublishForm = (ability: AppAbility, form: FormOwner) => ability.can('publish', formSubject(form));

/**
 * The agencies whose versions a designer lists beside the state-wide ones: null for every agency
 * (a rule on form configurations without conditions), else their own.
 */
export function designScope(ability: AppAbility, ownAgencyOri: string): string[] | null {
  return allowedEverywhere(ability, 'edit', 'FormConfiguration') ? null : [ownAgencyOri];
}

/**
 * The agencies whose drafts an administrator moves to a newer version in bulk (they administer
 * its reports: `reassign`): null for every agency, else their own.
 */
export function bulkMoveScope(ability: AppAbility, ownAgencyOri: string): string[] | null {
  return allowedEverywhere(ability, 'reassign', 'Report') ? null : [ownAgencyOri];
}

/**
 * Whether the bulk move of drafts to a newer version is for this user: they administer some
 * agency's reports (Report/MoveDraftsToVersion asks `reassign`) and may list the form versions to
 * move between (FormConfiguration/List is the designer's list).
 */
export const mayMoveDraftsInBulk = (ability: AppAbility) =>
  ability.can('reassign', 'Report') && mayDesignForms(ability);
