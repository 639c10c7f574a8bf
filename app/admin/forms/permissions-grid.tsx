import { useState } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { getFormPermissions, savePublishPermissions } from '../../../lib/api/calls/calls-form-configuration';
import { listRoles } from '../../../lib/api/calls/admin/calls-role';
import type { FormConfiguration } from '../../../lib/api/schemas/form-configuration-schemas';
import { publishPermissionsOfJson } from '../../../lib/api/schemas/form-configuration-schemas';
import { sameValue } from '../../../lib/forms/merge/report-diff';
import {
  permissionGroupLabels,
  permissionGroups,
  setPermission,
  toggleRole,
  type PermissionGroup,
  type PublishPermission,
} from '../../../lib/forms/versions/publish-permissions';
import { useMutation, useRead } from '../../api/use-mutation';
import { useDesignerActions } from './designer-context';
import { useApiClient } from '../../api/api-client-context';

type Cell = 'none' | 'allowed' | 'refused';
const cellOf = (permissions: PublishPermission[], group: PermissionGroup, roleId: number): Cell => {
  const p = permissions.find((x) => x.group === group && x.roleId === roleId);
  return p ? (p.value ? 'allowed' : 'refused') : 'none';
};

/**
 * A version's publish permissions: its permission groups (create, edit, submit reports of it) by
 * role, each cell editable, and the role toggle, which gives a role one value in every group that
 * already has it.
 */
export function PermissionsGrid({ version, editable }: { version: FormConfiguration; editable: boolean }) {
  const api = useApiClient();
  // A panel of the designer, not a screen: read here, once for the version the grid is drawn for
  // (the designer draws a new grid for each version and for its publishing). Saving moves the
  // version's lastUpdated, and reading again then would only blink the grid away.
  const { followStored } = useDesignerActions();
  const roles = useRead(() => api.call(listRoles, { filter: '' }), 'roles', 'The roles could not be loaded.');
  const read = useRead(
    () =>
      api
        .call(getFormPermissions, {
          title: version.title,
          agencyOri: version.agencyOri,
          majorVersion: version.majorVersion,
          minorVersion: version.minorVersion,
          isDraft: !version.isPublished,
        })
        .then(publishPermissionsOfJson),
    'permissions',
    'The permissions could not be loaded.',
  );
  const saving = useMutation(async (permissions: PublishPermission[]) => {
    const saved = await api.call(savePublishPermissions, { id: version.id, permissions });
    await followStored();
    return saved;
  }, 'The permissions could not be saved.');
  /** The cells as changed here, until saved or discarded. */
  const [changed, change] = useState<PublishPermission[] | null>(null);

  const error = read.error || roles.error || saving.error;
  if (error) return <Alert tone="error">{error}</Alert>;
  const stored = saving.data ?? read.data;
  if (!stored || !roles.data) return <Spinner label="Loading the publish permissions…" />;
  const edited = changed ?? stored;
  const dirty = !sameValue(stored, edited);
  const notice = saving.data ? 'The publish permissions are saved.' : '';
  const save = async () => {
    if ((await saving.run(edited)).data) change(null);
  };
  const edit = (next: (list: PublishPermission[]) => PublishPermission[]) => change(next(edited));

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">
        Who may create, edit and submit reports of this version. A role not in a group may not do what the group allows.
        The role toggle gives the role one value in every group that already has it.
      </p>
      <table className="text-sm" aria-label="Publish permissions">
        <thead>
          <tr className="border-b border-line">
            <th className="p-2 text-start">Role</th>
            {permissionGroups.map((g) => (
              <th key={g} className="p-2 text-start">
                {permissionGroupLabels[g]}
              </th>
            ))}
            <th className="p-2 text-start">Role toggle</th>
          </tr>
        </thead>
        <tbody>
          {roles.data.roles.map((role) => {
            const entries = edited.filter((p) => p.roleId === role.id);
            const allowed = entries.length > 0 && entries.every((p) => p.value);
            return (
              <tr key={role.id} className="border-b border-line">
                <th scope="row" className="p-2 text-start font-medium">
                  {role.name}
                </th>
                {permissionGroups.map((g) => (
                  <td key={g} className="p-2">
                    <select
                      aria-label={`${permissionGroupLabels[g]}: ${role.name}`}
                      value={cellOf(edited, g, role.id)}
                      disabled={!editable}
                      onChange={(e) => {
                        const v = e.target.value as Cell;
                        edit((list) => setPermission(list, g, role.id, v === 'none' ? null : v === 'allowed'));
                      }}
                      className="rounded border border-line bg-panel px-2 py-1"
                    >
                      <option value="none">Not in the group</option>
                      <option value="allowed">Allowed</option>
                      <option value="refused">Not allowed</option>
                    </select>
                  </td>
                ))}
                <td className="p-2">
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      role="switch"
                      checked={allowed}
                      disabled={!editable || entries.length === 0}
                      onChange={(e) => edit((list) => toggleRole(list, role.id, e.target.checked))}
                      className="h-4 w-4 accent-brand"
                    />
                    <span>
                      {entries.length === 0
                        ? 'In no group'
                        : `${allowed ? 'Allowed' : 'Not allowed'} in its ${entries.length} ${entries.length === 1 ? 'group' : 'groups'}`}
                    </span>
                  </label>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {editable ? (
        <div className="flex items-center gap-3">
          <Button onClick={() => void save()} busy={saving.busy} disabled={!dirty}>
            Save permissions
          </Button>
          <Button variant="secondary" disabled={!dirty || saving.busy} onClick={() => change(null)}>
            Discard permission changes
          </Button>
          <span role="status" className="text-sm" data-dirty={dirty || undefined}>
            {dirty ? <strong className="text-warn">Unsaved permission changes</strong> : notice}
          </span>
        </div>
      ) : (
        <p className="text-sm text-muted">Only administrators who publish this version change its permissions.</p>
      )}
    </div>
  );
}
