import { z } from 'zod/mini';
import { formatDateTime } from '../../format/dates';
import type { AppAbility } from './ability';
import type { PermissionRule } from './permission-rule';
import { seededRoles } from './seeded-roles';

/** A role's name is 1 to this many characters, unique whatever its letter case. */
export const ROLE_NAME_MAX_LENGTH = 60;
export const ROLE_DESCRIPTION_MAX_LENGTH = 500;

// Pure: a screen that only asks mayListRoles (the navigation, in the first screens) leaves the
// schemas and the shipped roles out of its bundle.
export const roleNameSchema = /* @__PURE__ */ z
  .string({ error: 'Enter the role’s name.' })
  .check(
    z.trim(),
    z.minLength(1, 'Enter the role’s name.'),
    z.maxLength(ROLE_NAME_MAX_LENGTH, `A role’s name is at most ${ROLE_NAME_MAX_LENGTH} characters.`),
  );

export const roleDescriptionSchema = /* @__PURE__ */ z
  .string()
  .check(
    z.trim(),
    z.maxLength(
      ROLE_DESCRIPTION_MAX_LENGTH,
      `A role’s description is at most ${ROLE_DESCRIPTION_MAX_LENGTH} characters.`,
    ),
  );

/** The names of the roles every installation ships with. */
export const shippedRoleNames: readonly string[] = /* @__PURE__ */ seededRoles.map((r) => r.name);

/** The shipped role that administers everything: it is never deleted. */
export const STATE_ADMINISTRATOR_ROLE = 'State Administrator';

/** Two role names are the same name when they differ only in letter case or surrounding spaces. */
export const sameRoleName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const names = (v: string | string[]) => (Array.isArray(v) ? v : [v]);

/**
 * Does a role grant manage/all, without conditions? Someone must always hold such a role, or no
 * one could administer the state any more: the last role granting it keeps it.
 */
export function grantsEverything(rules: readonly PermissionRule[]): boolean {
  return rules.some(
    (r) =>
      !r.inverted &&
      Object.keys(r.conditions ?? {}).length === 0 &&
      names(r.action).includes('manage') &&
      names(r.subject).includes('all'),
  );
}

/**
 * Null when the role is as the client read it, else the conflict message: who changed it, when,
 * and what to do. A stale save or delete is refused, never applied over the other change.
 */
export function staleRoleRefusal(
  current: { name: string; updatedAt: string; updatedByName: string | null },
  expectedUpdatedAt: string,
  timeZone?: string,
): string | null {
  if (Date.parse(current.updatedAt) === Date.parse(expectedUpdatedAt)) return null;
  const by = current.updatedByName ? ` by ${current.updatedByName}` : '';
  return `The role “${current.name}” was changed${by} at ${formatDateTime(current.updatedAt, timeZone)} after you opened it. Reload it to see the changes, then make yours again.`;
}

/**
 * May this user open the roles screen (Role/List)? It is for who creates users or edits roles:
 * whoever assigns roles needs to see what each grants. Every signed-in user may read role names
 * (Role/GetRoleNames); the rules of every role are administration.
 */
export const mayListRoles = (ability: AppAbility) =>
  ability.can('read', 'Role') && (ability.can('edit', 'Role') || ability.can('create', 'User'));
