import { useState } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { copyRole, deleteRole } from '../../../lib/api/calls/calls-role';
import type { RoleRow } from '../../../lib/api/schemas/role-schemas';
import { ROLE_NAME_MAX_LENGTH, sameRoleName, STATE_ADMINISTRATOR_ROLE } from '../../../lib/auth/permissions/role-rules';
import { ApiClientError, callApi } from '../../api/client';

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

const messageOf = (e: unknown, fallback: string) => (e instanceof ApiClientError ? e.message : fallback);

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
  const [dialog, setDialog] = useState<'copy' | 'delete' | null>(null);
  const [copyName, setCopyName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const refusal = deleteRefusal(role);

  const open = (which: 'copy' | 'delete') => {
    setCopyName(`Copy of ${role.name}`.slice(0, ROLE_NAME_MAX_LENGTH));
    setError('');
    setDialog(which);
  };

  async function run(work: () => Promise<void>, fallback: string) {
    setBusy(true);
    setError('');
    try {
      await work();
      setDialog(null);
    } catch (e) {
      setError(messageOf(e, fallback));
    } finally {
      setBusy(false);
    }
  }

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
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void run(
              async () => onCopied(await callApi(copyRole, { id: role.id, name: copyName })),
              'The role could not be copied.',
            );
          }}
        >
          <TextField
            label="Name of the new role"
            value={copyName}
            maxLength={ROLE_NAME_MAX_LENGTH + 20}
            onChange={(e) => setCopyName(e.target.value)}
            error={error || undefined}
            autoFocus
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setDialog(null)}>
              Cancel
            </Button>
            <Button type="submit" busy={busy}>
              {busy ? 'Copying…' : 'Copy'}
            </Button>
          </div>
        </form>
      </Dialog>

      <Dialog open={dialog === 'delete'} title={`Delete the role “${role.name}”?`} onClose={() => setDialog(null)}>
        <p>The role and its rules are removed. No user holds it.</p>
        {error && (
          <p className="text-sm text-danger" role="alert">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setDialog(null)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            busy={busy}
            onClick={() =>
              void run(async () => {
                await callApi(deleteRole, { id: role.id, expectedUpdatedAt: role.updatedAt });
                onDeleted(role.id);
              }, 'The role could not be deleted.')
            }
          >
            {busy ? 'Deleting…' : 'Delete'}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
