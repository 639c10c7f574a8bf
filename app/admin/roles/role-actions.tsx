import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { copyRole, deleteRole } from '../../../lib/api/calls/admin/calls-role';
import type { RoleRow } from '../../../lib/api/schemas/role-schemas';
import {
  ROLE_NAME_MAX_LENGTH,
  roleNameSchema,
  sameRoleName,
  STATE_ADMINISTRATOR_ROLE,
} from '../../../lib/auth/permissions/role-rules';
import { showServerErrors } from '../../api/server-field-errors';
import { useApiClient } from '../../api/api-client-context';

/** Why this role cannot be deleted, or null when it can (the server decides again). */
export function deleteRefusal(role: RoleRow): string | null {
  if (role.shipped && sameRoleName(role.name, STATE_ADMINISTRATOR_ROLE)) {
    return 'The State Administrator role cannot be deleted.';
  }
  if (role.userCount > 0) {
    const users = role.userCount === 1 ? '1 user holds it' : `${role.userCount} users hold it`;
    return `This role cannot be deleted: ${users}. Give them another role first.`;
  }
  return null;
}

/** The copy's name, checked by the rule the server checks it by (the call's own request). */
const copySchema = z.object({ name: roleNameSchema });

/** Copy and Delete of one role, each behind its dialog. */
export function RoleActions({
  role,
  canCopy,
  canDelete,
  onCopied,
  onDeleted,
}: {
  role: RoleRow;
  canCopy: boolean;
  canDelete: boolean;
  onCopied: (row: RoleRow) => void;
  onDeleted: (id: number) => void;
}) {
  const api = useApiClient();
  const [dialog, setDialog] = useState<'copy' | 'delete' | null>(null);
  // Each dialog is a form whose submit state is its busy button and its message; the page reads
  // the roles again once told of the change (onCopied, onDeleted).
  const copying = useForm({ resolver: zodResolver(copySchema), defaultValues: { name: '' } });
  const deleting = useForm();
  const refusal = deleteRefusal(role);

  const open = (which: 'copy' | 'delete') => {
    copying.reset({ name: `Copy of ${role.name}`.slice(0, ROLE_NAME_MAX_LENGTH) });
    deleting.reset();
    setDialog(which);
  };

  const copy = copying.handleSubmit(async ({ name }) => {
    try {
      const row = await api.call(copyRole, { id: role.id, name });
      setDialog(null);
      onCopied(row);
    } catch (e) {
      showServerErrors(e, copying.setError, { fallback: 'The role could not be copied.', fields: ['name'] });
    }
  });
  const remove = deleting.handleSubmit(async () => {
    try {
      await api.call(deleteRole, { id: role.id, expectedUpdatedAt: role.updatedAt });
      setDialog(null);
      onDeleted(role.id);
    } catch (e) {
      showServerErrors(e, deleting.setError, { fallback: 'The role could not be deleted.', fields: [] });
    }
  });
  const copyError = copying.formState.errors.name?.message ?? copying.formState.errors.root?.message;
  const deleteError = deleting.formState.errors.root?.message;
  const copyBusy = copying.formState.isSubmitting;
  const deleteBusy = deleting.formState.isSubmitting;

  if (!canCopy && !canDelete) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {canCopy && (
        <Button variant="secondary" onClick={() => open('copy')}>
          Copy role
        </Button>
      )}
      {canDelete && !refusal && (
        <Button variant="danger" onClick={() => open('delete')}>
          Delete role
        </Button>
      )}
      {canDelete && refusal && <p className="text-sm text-muted">{refusal}</p>}

      <Dialog open={dialog === 'copy'} title={`Copy the role “${role.name}”`} onClose={() => setDialog(null)}>
        <form className="flex flex-col gap-3" noValidate onSubmit={(e) => void copy(e)}>
          <Controller
            control={copying.control}
            name="name"
            render={({ field: { value, onChange, onBlur } }) => (
              <TextField
                label="Name of the new role"
                value={value}
                maxLength={ROLE_NAME_MAX_LENGTH + 20}
                onChange={(e) => {
                  onChange(e.target.value);
                  copying.clearErrors();
                }}
                onBlur={onBlur}
                error={copyError}
                autoFocus
              />
            )}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setDialog(null)}>
              Cancel
            </Button>
            <Button type="submit" busy={copyBusy}>
              {copyBusy ? 'Copying…' : 'Copy'}
            </Button>
          </div>
        </form>
      </Dialog>

      <Dialog open={dialog === 'delete'} title={`Delete the role “${role.name}”?`} onClose={() => setDialog(null)}>
        <p>The role and its rules are removed. No user holds it.</p>
        {deleteError && (
          <p className="text-sm text-danger" role="alert">
            {deleteError}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setDialog(null)}>
            Cancel
          </Button>
          <Button variant="danger" busy={deleteBusy} onClick={() => void remove()}>
            {deleteBusy ? 'Deleting…' : 'Delete'}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
