/**
 * Publish permissions of a form version: for each permission group, the roles in it and
 * each one's value. A role whose value is true in a group may do that with reports of the
 * version; a role not in the group, or in it with false, may not (see
 * docs/rules/administration.md, "Publish permissions").
 */
export const permissionGroups = ['create', 'edit', 'submit'] as const;
export type PermissionGroup = (typeof permissionGroups)[number];

export const permissionGroupLabels: Readonly<Record<PermissionGroup, string>> = {
  create: 'Create reports',
  edit: 'Edit reports',
  submit: 'Submit reports',
};

/** How a form version is named in messages and screens: "Vehicle Crash Report 1.1". */
export function formVersionLabel(v: { title: string; major: number; minor: number }): string {
  return `${v.title} ${v.major}.${v.minor}`;
}

/** One cell of the grid: a role's value in a group. */
export interface PublishPermission {
  group: PermissionGroup;
  roleId: number;
  value: boolean;
}

/**
 * The role toggle: the value given to a role in every permission group that already has that
 * role; groups without it are left as they are.
 */
export function toggleRole(
  permissions: readonly PublishPermission[],
  roleId: number,
  value: boolean,
): PublishPermission[] {
  return permissions.map((p) => (p.roleId === roleId ? { ...p, value } : p));
}

/** Whether one of `roleIds` may do `group` with reports of the version. */
export function mayUseVersion(
  permissions: readonly PublishPermission[],
  roleIds: readonly number[],
  group: PermissionGroup,
): boolean {
  return permissions.some((p) => p.group === group && p.value && roleIds.includes(p.roleId));
}

/** Why a user may not do `group` with reports of a version, in words; '' when they may. */
export function versionRefusal(
  permissions: readonly PublishPermission[],
  roleIds: readonly number[],
  group: PermissionGroup,
  version: string,
): string {
  if (mayUseVersion(permissions, roleIds, group)) return '';
  const what = { create: 'create reports on', edit: 'edit reports of', submit: 'submit reports of' }[group];
  return `Your roles may not ${what} ${version}: its publish permissions do not allow it.`;
}

/**
 * One cell of the grid set: the role in the group with `value`, or (null) taken out of the group.
 * The order of the other entries is kept.
 */
export function setPermission(
  permissions: readonly PublishPermission[],
  group: PermissionGroup,
  roleId: number,
  value: boolean | null,
): PublishPermission[] {
  const rest = permissions.filter((p) => !(p.group === group && p.roleId === roleId));
  if (value === null) return rest;
  const at = permissions.findIndex((p) => p.group === group && p.roleId === roleId);
  const entry = { group, roleId, value };
  if (at < 0) return [...rest, entry];
  return [...rest.slice(0, at), entry, ...rest.slice(at)];
}
