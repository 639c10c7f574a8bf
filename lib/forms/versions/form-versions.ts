import { formVersionLabel } from './publish-permissions';

/** A form version as moves and new reports see it: which form, whose, which number, its state. */
export interface FormVersionFacts {
  title: string;
  /** The agency whose own version it is; null for a state-wide one. */
  agencyOri: string | null;
  major: number;
  minor: number;
  isPublished: boolean;
  disabled: boolean;
}

/** Whether `a` is a later version number than `b`. */
export const isNewerVersion = (
  a: Pick<FormVersionFacts, 'major' | 'minor'>,
  b: Pick<FormVersionFacts, 'major' | 'minor'>,
) => a.major > b.major || (a.major === b.major && a.minor > b.minor);

const newestFirst = <T extends FormVersionFacts>(a: T, b: T) => b.major - a.major || b.minor - a.minor;

/**
 * Why drafts of `from` belonging to `agencyOri` cannot move to `to`, in words; '' when they can
 * (see docs/rules/administration.md, "Drafts follow a new version"): the same form, published,
 * enabled, newer, and state-wide or that agency's own. `reportName` says whose version `from` is.
 */
export function moveTargetRefusal(
  from: FormVersionFacts,
  to: FormVersionFacts,
  agencyOri: string,
  reportName = 'the draft',
): string {
  const [toLabel, fromLabel] = [formVersionLabel(to), formVersionLabel(from)];
  if (to.title !== from.title) return `${toLabel} is another form than ${fromLabel}.`;
  if (!to.isPublished || to.disabled) return `${toLabel} is not a published, enabled version.`;
  if (to.agencyOri !== null && to.agencyOri !== agencyOri) return `${toLabel} is another agency's version.`;
  if (!isNewerVersion(to, from)) return `${toLabel} is not newer than ${fromLabel}, the version ${reportName} is on.`;
  return '';
}

/**
 * The versions an administrator may move every draft of `from` to in one run. `scope` is the
 * agencies whose drafts they move (lib/auth/permissions/form-permissions.ts bulkMoveScope; null for every
 * agency): with every agency's drafts in the run, an agency's own target would refuse the other
 * agencies' drafts and stop it, so only state-wide targets, or the own version's own agency, fit.
 */
export function draftMoveTargets<T extends FormVersionFacts>(
  versions: readonly T[],
  from: FormVersionFacts,
  scope: readonly string[] | null,
): T[] {
  const agencies = scope ?? [from.agencyOri];
  return versions
    .filter((to) =>
      agencies.every((ori) => !moveTargetRefusal(from, to, ori ?? '') && (ori !== null || to.agencyOri === null)),
    )
    .sort(newestFirst);
}

/**
 * The version a new report of `title` is written on for an agency (docs/rules/administration.md,
 * "Which version a new report is written on"): its own newest published, enabled version, else
 * the newest published, enabled state-wide one; null when the device holds neither.
 */
export function newReportVersion<T extends FormVersionFacts>(
  versions: readonly T[],
  title: string,
  agencyOri: string,
): T | null {
  const usable = versions.filter((v) => v.title === title && v.isPublished && !v.disabled).sort(newestFirst);
  return usable.find((v) => v.agencyOri === agencyOri) ?? usable.find((v) => v.agencyOri === null) ?? null;
}
