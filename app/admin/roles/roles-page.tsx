import { useEffect, useState } from 'react';
import { useLoaderData, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import type { RoleRow } from '../../../lib/api/schemas/role-schemas';
import { formatDateTime } from '../../../lib/format/dates';
import { useAbility } from '../../session/use-ability';
import { Ribbon } from '../../layout/ribbon';
import { RoleEditor } from './role-editor';
import { useRoleNameCache } from './role-names';
import { rolesAddress, type RoleSelection as Selection, type RolesAnswer, type RolesInAddress } from './roles-loader';

// The route takes the page and its loader from one chunk (router.tsx).
export { rolesLoader } from './roles-loader';

const usersText = (n: number) => (n === 1 ? '1 user' : `${n} users`);

/**
 * Roles and permissions: the roles with a filter, the chosen one in the editor beside them. The
 * state administrator creates, renames, copies, deletes and edits roles; agency administrators
 * read them (the editor is then read-only). The filter and the role chosen are in the address, so
 * Back returns to the role shown before.
 */
export function RolesPage() {
  const ability = useAbility();
  const roleNames = useRoleNameCache();
  const canCreate = ability.can('create', 'Role');
  const canEdit = ability.can('edit', 'Role');
  const canDelete = ability.can('delete', 'Role');
  const { shown, roles, error } = useLoaderData<RolesAnswer>();
  const { filter, selected } = shown;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { revalidate } = useRevalidator();
  const loading = navigation.state === 'loading' || undefined;
  const [typed, setTyped] = useState(filter);
  const [notice, setNotice] = useState('');
  const [dirty, setDirty] = useState(false);
  /** A choice waiting for the discard question: unsaved changes are never dropped unasked. */
  const [heldChoice, holdChoice] = useState<Selection>(null);
  // Each role chosen is a history entry; each key typed in the filter replaces the last.
  const show = (next: RolesInAddress, replace = false) => void navigate({ search: rolesAddress(next) }, { replace });

  // The field keeps what is typed while the roles it finds are read; Back shows the filter as it was.
  useEffect(() => setTyped(filter), [filter]);

  useEffect(() => {
    if (roles) roleNames.remember(roles);
  }, [roles, roleNames]);

  const current = typeof selected === 'number' ? roles?.find((r) => r.id === selected) : undefined;
  const choose = (next: Selection, force = false) => {
    if (dirty && !force && next !== selected) {
      holdChoice(next);
      return;
    }
    holdChoice(null);
    setDirty(false);
    show({ filter, selected: next });
    setNotice('');
  };
  const afterChange = (row: RoleRow, text: string) => {
    roleNames.remember([row]);
    setDirty(false);
    setNotice(text);
    if (row.id === selected) void revalidate();
    else show({ filter, selected: row.id });
  };

  return (
    <>
      <Ribbon
        title="Roles and permissions"
        actions={canCreate && <Button onClick={() => choose('new')}>New role</Button>}
      />
      <div className="flex flex-col gap-4 p-4 lg:flex-row lg:items-start">
        <section aria-label="Roles" className="flex w-full shrink-0 flex-col gap-3 lg:w-72">
          <TextField
            label="Filter roles"
            type="search"
            value={typed}
            maxLength={100}
            onChange={(e) => {
              setTyped(e.target.value);
              show({ filter: e.target.value, selected }, true);
            }}
            hint="By name or description."
          />
          {error && <Alert tone="error">{error}</Alert>}
          {!roles && !error && <Spinner label="Loading the roles…" />}
          {roles && roles.length === 0 && <p className="text-sm text-muted">No role matches the filter.</p>}
          {roles && roles.length > 0 && (
            <ul className="flex flex-col gap-1" aria-label="Role list" aria-busy={loading}>
              {roles.map((r) => {
                const isCurrent = r.id === selected;
                return (
                  <li key={r.id}>
                    <button
                      type="button"
                      aria-current={isCurrent ? 'true' : undefined}
                      onClick={() => choose(r.id)}
                      className={`flex w-full flex-col rounded border px-3 py-2 text-start text-sm ${
                        isCurrent ? 'border-brand bg-brand text-brand-ink' : 'border-line hover:bg-surface'
                      }`}
                    >
                      <span className="font-medium">{r.name}</span>
                      <span className={isCurrent ? 'opacity-90' : 'text-muted'}>
                        {usersText(r.userCount)}
                        {r.shipped ? ' · shipped' : ''}
                        {r.updatedByName ? ` · changed ${formatDateTime(r.updatedAt)} by ${r.updatedByName}` : ''}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <div className="min-w-0 flex-1">
          {notice && (
            <div className="mb-3">
              <Alert>{notice}</Alert>
            </div>
          )}
          {selected === null && <p className="text-muted">Choose a role to see its rules.</p>}
          {typeof selected === 'number' && !current && roles && (
            <p className="text-muted">The role is not in the list (clear the filter to see it).</p>
          )}
          {(selected === 'new' || current) && (
            <RoleEditor
              // A new version of the role (saved here or elsewhere) starts the editor afresh.
              key={current ? `${current.id}@${current.updatedAt}` : 'new'}
              role={current}
              canEdit={canEdit}
              canCreate={canCreate}
              canDelete={canDelete}
              onSaved={(row) => afterChange(row, `The role “${row.name}” is saved.`)}
              onCopied={(row) => afterChange(row, `The role “${row.name}” is created as a copy.`)}
              onDirtyChange={setDirty}
              onDeleted={(id) => {
                roleNames.forget(id);
                setDirty(false);
                setNotice('The role is deleted.');
                show({ filter, selected: null });
              }}
              onReload={() => {
                setDirty(false);
                void revalidate();
              }}
            />
          )}
        </div>
      </div>
      <Dialog open={heldChoice !== null} title="Discard your changes?" onClose={() => holdChoice(null)}>
        <p>The role you are editing has changes that are not saved.</p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => holdChoice(null)}>
            Keep editing
          </Button>
          <Button variant="danger" onClick={() => choose(heldChoice, true)}>
            Discard changes
          </Button>
        </div>
      </Dialog>
    </>
  );
}
