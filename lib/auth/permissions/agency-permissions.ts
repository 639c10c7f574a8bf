import { subjectOf, type AppAbility } from './ability';

/**
 * Who administers agencies, judged the same way by the server and the app:
 * - listing agencies is for whoever may edit one (reading an agency's name, `read Agency`, is for
 *   every signed-in role and does not open the administration screen);
 * - which agencies the list holds follows the `edit Agency` rules: every agency for a rule without
 *   conditions (the state administrator's manage/all), else the ORIs the rules name;
 * - each field of an agency is edited only under a rule that allows that field.
 */

export const agencySubject = (agency: { ori: string }) => subjectOf('Agency', { ori: agency.ori });

/** The agency fields an edit may change, by the name CASL field rules use. */
export type AgencyField = 'name' | 'additionalInfo' | 'reportDueDays' | 'reviewDueDays';

export const mayListAgencies = (ability: AppAbility) => ability.can('edit', 'Agency');

export const mayCreateAgency = (ability: AppAbility) => ability.can('create', 'Agency');

export const mayEditAgencyField = (ability: AppAbility, agency: { ori: string }, field: AgencyField) =>
  ability.can('edit', agencySubject(agency), field);

export const mayEditAgency = (ability: AppAbility, agency: { ori: string }) =>
  ability.can('edit', agencySubject(agency));

/** Disabling and enabling go together: whoever may do one may do the other. */
export const mayDisableAgency = (ability: AppAbility, agency: { ori: string }) =>
  ability.can('disable', agencySubject(agency)) && ability.can('enable', agencySubject(agency));

/**
 * The agencies the caller's list holds: null for every agency, else the ORIs the caller's
 * `edit Agency` rules name (an empty list when none does).
 */
export function agencyListScope(ability: AppAbility): string[] | null {
  const rules = ability.rulesFor('edit', 'Agency').filter((rule) => !rule.inverted);
  if (rules.some((rule) => !rule.conditions)) return null;
  const oris = rules.flatMap((rule) => {
    const ori = (rule.conditions as Record<string, unknown> | undefined)?.ori;
    return typeof ori === 'string' ? [ori] : [];
  });
  return [...new Set(oris)];
}

/**
 * Whether the user reads reports of agencies other than their own (the state administrator): the
 * report tables then name each report's agency.
 */
export const readsReportsOfOtherAgencies = (ability: AppAbility, ownAgencyOri: string) =>
  ability.can('read', subjectOf('Report', { agencyOri: `not ${ownAgencyOri}`, authorUserId: 0 }));
