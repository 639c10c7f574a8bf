import { useMemo, useState, type FormEvent } from 'react';
import { resetSecondFactor } from '../../../lib/api/calls/calls-second-factor';
import { disableUser, enableUser, listUsers, unlockUser } from '../../../lib/api/calls/calls-user';
import type { UserListFilter, UserRow } from '../../../lib/api/schemas/user-admin-schemas';
import { subjectOf } from '../../../lib/auth/permissions/ability';
import { permittedUserActions, userActionLabels, type UserAction } from '../../../lib/auth/user-actions';
import { userStatusNames, type UserStatusCode } from '../../../lib/auth/user-status';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { ApiClientError, callApi } from '../../api/client';
import { useCall } from '../../api/use-call';
import { useAbility } from '../../session/use-ability';
import { useSessionStore } from '../../session/session-store';
import { Ribbon } from '../../layout/ribbon';
import { ResetPasswordDialog } from './reset-password-dialog';
import { UserDialog, type UserDialogMode } from './user-dialog';

const PAGE_SIZE = 25;
type Filters = { name: string; userName: string; badgeId: string; roleId: string; status: string; agencyOri: string };
const noFilters: Filters = { name: '', userName: '', badgeId: '', roleId: '', status: '', agencyOri: '' };

const toRequest = (f: Filters, page: number): UserListFilter => ({
  ...(f.name ? { name: f.name } : {}),
  ...(f.userName ? { userName: f.userName } : {}),
  ...(f.badgeId ? { badgeId: f.badgeId } : {}),
  ...(f.roleId ? { roleId: Number(f.roleId) } : {}),
  ...(f.status ? { status: Number(f.status) } : {}),
  ...(f.agencyOri ? { agencyOri: f.agencyOri } : {}),
  page,
  pageSize: PAGE_SIZE,
});

/**
 * User administration (see docs/rules/administration.md, "Users"): the users the caller manages,
 * filtered and paged, with each row's actions exactly those its status allows (lib/auth/user-actions.ts)
 * and the caller may take; the server makes the same checks.
 */
export function UsersPage() {
  const me = useSessionStore((s) => s.user);
  const ability = useAbility();
  const [form, setForm] = useState<Filters>(noFilters);
  const [applied, setApplied] = useState<Filters>(noFilters);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<UserDialogMode | null>(null);
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const [acting, setActing] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const request = toRequest(applied, page);
  const { data, error, reload } = useCall(
    listUsers,
    request,
    JSON.stringify(request),
    'The users could not be loaded.',
  );

  const roleNames = useMemo(() => new Map((data?.roles ?? []).map((r) => [r.id, r.name])), [data]);
  const grantable = useMemo(() => new Set((data?.roles ?? []).filter((r) => r.grantable).map((r) => r.id)), [data]);
  const agencies = data?.agencies ?? [];
  const stateWide = agencies.length > 1;
  const myAgency = me?.agency.ori ?? '';
  const mayCreate = ability.can('create', subjectOf('User', { agencyOri: myAgency })) || ability.can('manage', 'all');

  const setFilter = (field: keyof Filters) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  function search(event: FormEvent) {
    event.preventDefault();
    setApplied(form);
    setPage(1);
  }

  async function act(row: UserRow, action: UserAction) {
    if (action === 'edit' || action === 'copy') return setDialog({ kind: action, userId: row.id });
    if (action === 'resetPassword') return setResetting(row);
    if (action === 'resetSecondFactor') return resetFactor(row);
    const call = { disable: disableUser, enable: enableUser, unlock: unlockUser }[action];
    setActing(row.id);
    setNotice(null);
    try {
      await callApi(call, { userId: row.id });
      const done = { disable: 'disabled', enable: 'enabled', unlock: 'unlocked' }[action];
      setNotice({ tone: 'info', text: `User ${row.userName} was ${done}.` });
    } catch (e) {
      setNotice({ tone: 'error', text: e instanceof ApiClientError ? e.message : 'The change could not be made.' });
    } finally {
      setActing(null);
      reload();
    }
  }

  /** A lost authenticator app: the user sets one up again at the next sign-in when one is required. */
  async function resetFactor(row: UserRow) {
    setActing(row.id);
    setNotice(null);
    try {
      await callApi(resetSecondFactor, { userId: row.id });
      setNotice({
        tone: 'info',
        text: `The second factor of ${row.userName} was reset: they set up an authenticator app again when they next sign in.`,
      });
    } catch (e) {
      setNotice({ tone: 'error', text: e instanceof ApiClientError ? e.message : 'The change could not be made.' });
    } finally {
      setActing(null);
      reload();
    }
  }

  const changed = (text: string) => {
    setNotice({ tone: 'info', text });
    reload();
  };

  return (
    <>
      <Ribbon
        title="Users"
        actions={
          mayCreate && data ? <Button onClick={() => setDialog({ kind: 'create' })}>New user</Button> : undefined
        }
      />
      <section className="flex flex-col gap-3 p-4" aria-label="Users">
        <form
          onSubmit={search}
          aria-label="Filter users"
          className="grid grid-cols-2 items-end gap-3 md:grid-cols-4 lg:grid-cols-7"
        >
          <TextField label="Name" value={form.name} onChange={(e) => setFilter('name')(e.target.value)} />
          <TextField label="User name" value={form.userName} onChange={(e) => setFilter('userName')(e.target.value)} />
          <TextField label="Officer id" value={form.badgeId} onChange={(e) => setFilter('badgeId')(e.target.value)} />
          <SelectField
            label="Role"
            anyLabel="Any"
            value={form.roleId}
            onChange={setFilter('roleId')}
            options={(data?.roles ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
          />
          <SelectField
            label="Status"
            anyLabel="Any"
            value={form.status}
            onChange={setFilter('status')}
            options={Object.entries(userStatusNames).map(([value, label]) => ({ value, label }))}
          />
          {stateWide && (
            <SelectField
              label="Agency"
              anyLabel="Any"
              value={form.agencyOri}
              onChange={setFilter('agencyOri')}
              options={agencies.map((a) => ({ value: a.ori, label: a.name }))}
            />
          )}
          <div className="flex gap-2">
            <Button type="submit">Search</Button>
            <Button
              variant="secondary"
              onClick={() => {
                setForm(noFilters);
                setApplied(noFilters);
                setPage(1);
              }}
            >
              Clear
            </Button>
          </div>
        </form>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
        {!data && !error && <Spinner label="Loading the users…" />}
        {data && (
          <DataTable
            caption="Users"
            rows={data.rows}
            rowKey={(r) => r.id}
            sort={{ key: 'name', direction: 'asc' }}
            onSort={() => undefined}
            empty="No user matches."
            page={page}
            pageSize={PAGE_SIZE}
            total={data.total}
            onPage={setPage}
            columns={[
              { header: 'Name', render: (r) => `${r.lastName}, ${r.firstName}` },
              { header: 'User name', render: (r) => r.userName },
              { header: 'Officer id', render: (r) => r.badgeId },
              ...(stateWide ? [{ header: 'Agency', render: (r: UserRow) => r.agencyName }] : []),
              { header: 'Roles', render: (r) => r.roleIds.map((id) => roleNames.get(id) ?? `Role ${id}`).join(', ') },
              { header: 'Status', render: (r) => userStatusNames[r.status as UserStatusCode] ?? `Status ${r.status}` },
              {
                header: 'Actions',
                render: (r) => (
                  <span className="flex flex-wrap gap-1">
                    {permittedUserActions(ability, { id: me?.id ?? 0 }, r, grantable).map((action) => (
                      <Button
                        key={action}
                        variant="secondary"
                        className="px-2 py-1 text-xs"
                        busy={acting === r.id && ['disable', 'enable', 'unlock', 'resetSecondFactor'].includes(action)}
                        aria-label={`${userActionLabels[action]} ${r.userName}`}
                        onClick={() => void act(r, action)}
                      >
                        {userActionLabels[action]}
                      </Button>
                    ))}
                  </span>
                ),
              },
            ]}
          />
        )}
      </section>
      {dialog && data && (
        <UserDialog
          mode={dialog}
          selfId={me?.id ?? 0}
          roles={data.roles}
          agencies={agencies}
          onClose={() => setDialog(null)}
          onSaved={changed}
        />
      )}
      {resetting && <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} onDone={changed} />}
    </>
  );
}
