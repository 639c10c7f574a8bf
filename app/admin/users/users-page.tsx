import { useEffect, useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import {
  useActionData,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
  useSubmit,
} from 'react-router';
import { z } from 'zod/mini';
import { userListFilterSchema, type UserRow } from '../../../lib/api/schemas/user-admin-schemas';
import { subjectOf } from '../../../lib/auth/permissions/ability';
import { permittedUserActions, userActionLabels, type UserAction } from '../../../lib/auth/user-actions';
import { userStatusNames, type UserStatusCode } from '../../../lib/auth/user-status';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { FormTextField } from '../../api/form-text-field';
import { useAbility } from '../../session/use-ability';
import { useSession } from '../../session/session-store';
import { Ribbon } from '../../layout/ribbon';
import { ResetPasswordDialog } from './reset-password-dialog';
import { noUserFilters, usersAddress, usersRequest, type UserFilters } from './users-address';
import {
  userDialogOf,
  USERS_PAGE_SIZE,
  type UserInDialog,
  type UserRowChange,
  type UserRowChanged,
  type UsersAnswer,
} from './users-loader';
import { UserDialog } from './user-dialog';

// The route takes the page, its loader and its action from one chunk (router.tsx).
export { usersAction, usersLoader } from './users-loader';

/** Marks a dialog's address as opened from the list, so closing it is Back rather than one more entry. */
interface OpenedHere {
  openedHere?: boolean;
}

/** A row's action button, named so the dialog it opens gives the focus back to it. */
const userActionId = (userId: number, action: UserAction) => `user-${userId}-${action}`;

// The filters keep their own text, which the address holds: the server's check only says whether, and where, one is wrong.
const filtersResolver = zodResolver(
  z.pipe(
    z.transform((filters: UserFilters) => usersRequest({ filters, page: 1 }, USERS_PAGE_SIZE)),
    userListFilterSchema,
  ),
  undefined,
  { raw: true },
) as unknown as Resolver<UserFilters>;

/**
 * User administration (see docs/rules/administration.md, "Users"): the users the caller manages,
 * filtered and paged, with each row's actions exactly those its status allows (lib/auth/user-actions.ts)
 * and the caller may take; the server makes the same checks. The filters, the page and the user a
 * dialog is open on are in the address, so Back returns to the list as it was.
 */
export function UsersPage() {
  const { list, users: data, error, dialog: opened } = useLoaderData<UsersAnswer>();
  const me = useSession((s) => s.user);
  const ability = useAbility();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const { revalidate } = useRevalidator();
  const submit = useSubmit();
  const rowChanged = useActionData<UserRowChanged>();
  const { control, handleSubmit, reset } = useForm<UserFilters>({
    resolver: filtersResolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: list.filters,
  });
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);

  // Back or Forward to another list shows its filters as they were searched.
  const filtersKey = JSON.stringify(list.filters);
  useEffect(() => {
    reset(list.filters);
    // `filtersKey` stands for `list.filters`, a new object on every answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filtersKey]);

  const roleNames = useMemo(() => new Map((data?.roles ?? []).map((r) => [r.id, r.name])), [data]);
  const grantable = useMemo(() => new Set((data?.roles ?? []).filter((r) => r.grantable).map((r) => r.id)), [data]);
  const agencies = data?.agencies ?? [];
  const stateWide = agencies.length > 1;
  const myAgency = me?.agency.ori ?? '';
  const mayCreate = ability.can('create', subjectOf('User', { agencyOri: myAgency })) || ability.can('manage', 'all');

  // A row's change on its way: the router is calling the action, then reading the list again.
  const changing =
    navigation.state !== 'idle' && navigation.formMethod === 'POST'
      ? (navigation.json as unknown as UserRowChange | undefined)
      : undefined;
  const rowNotice = rowChanged && {
    tone: rowChanged.error === undefined ? ('info' as const) : ('error' as const),
    text: rowChanged.error ?? rowChanged.done ?? '',
  };
  const shownNotice = notice ?? rowNotice;
  // The user a dialog is being opened on, while the loader reads them.
  const opening =
    navigation.state === 'loading' && navigation.location.pathname === location.pathname
      ? userDialogOf(new URLSearchParams(navigation.location.search))
      : null;

  const show = (filters: UserFilters, page: number) => void navigate({ search: usersAddress({ filters, page }) });
  const search = handleSubmit((filters) => show(filters, 1));
  const text = (name: 'name' | 'userName' | 'badgeId', label: string) => (
    <FormTextField control={control} name={name} label={label} />
  );
  const select = (
    name: 'roleId' | 'status' | 'agencyOri',
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          label={label}
          anyLabel="Any"
          value={field.value}
          onChange={field.onChange}
          options={options}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  const openDialog = ({ kind, userId }: UserInDialog) => {
    const params = new URLSearchParams(usersAddress(list));
    params.set(kind, String(userId));
    void navigate({ search: `?${params.toString()}` }, { state: { openedHere: true } satisfies OpenedHere });
  };
  const closeDialog = () => {
    if ((location.state as OpenedHere | null)?.openedHere) void navigate(-1);
    else void navigate({ search: usersAddress(list) }, { replace: true });
  };

  function act(row: UserRow, action: UserAction) {
    if (action === 'edit' || action === 'copy') return openDialog({ kind: action, userId: row.id });
    if (action === 'resetPassword') return setResetting(row);
    setNotice(null);
    // A submission to the page's own address, not a fetcher's: useFetcher would carry the
    // router's fetcher form into the first screens' bundle, which has no room for it.
    void submit({ intent: action, userId: row.id, userName: row.userName } satisfies UserRowChange, {
      method: 'post',
      encType: 'application/json',
    });
  }

  /** A dialog's save: its notice, and the list read again to show it. */
  const changed = (text: string) => {
    setNotice({ tone: 'info', text });
    void revalidate();
  };

  return (
    <>
      <Ribbon
        title="Users"
        actions={mayCreate && data ? <Button onClick={() => setCreating(true)}>New user</Button> : undefined}
      />
      <section className="flex flex-col gap-3 p-4" aria-label="Users">
        <form
          onSubmit={(e) => void search(e)}
          aria-label="Filter users"
          className="grid grid-cols-2 items-end gap-3 md:grid-cols-4 lg:grid-cols-7"
        >
          {text('name', 'Name')}
          {text('userName', 'User name')}
          {text('badgeId', 'Officer id')}
          {select(
            'roleId',
            'Role',
            (data?.roles ?? []).map((r) => ({ value: String(r.id), label: r.name })),
          )}
          {select(
            'status',
            'Status',
            Object.entries(userStatusNames).map(([value, label]) => ({ value, label })),
          )}
          {stateWide &&
            select(
              'agencyOri',
              'Agency',
              agencies.map((a) => ({ value: a.ori, label: a.name })),
            )}
          <div className="flex gap-2">
            <Button type="submit">Search</Button>
            <Button
              variant="secondary"
              onClick={() => {
                reset(noUserFilters);
                show(noUserFilters, 1);
              }}
            >
              Clear
            </Button>
          </div>
        </form>
        {shownNotice && <Alert tone={shownNotice.tone}>{shownNotice.text}</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
        {opened?.error && <Alert tone="error">{opened.error}</Alert>}
        {!data && !error && <Spinner label="Loading the users…" />}
        {data && (
          <DataTable
            caption="Users"
            rows={data.rows}
            rowKey={(r) => r.id}
            sort={{ key: 'name', direction: 'asc' }}
            onSort={() => undefined}
            empty="No user matches."
            page={list.page}
            pageSize={USERS_PAGE_SIZE}
            total={data.total}
            onPage={(page) => show(list.filters, page)}
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
                        busy={
                          (changing?.userId === r.id && changing.intent === action) ||
                          (opening?.userId === r.id && opening.kind === action)
                        }
                        id={userActionId(r.id, action)}
                        aria-label={`${userActionLabels[action]} ${r.userName}`}
                        onClick={() => act(r, action)}
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
      {data && (creating || opened?.user) && (
        <UserDialog
          key={creating ? 'create' : `${opened?.kind}-${opened?.userId}`}
          mode={creating || !opened ? { kind: 'create' } : { kind: opened.kind, userId: opened.userId }}
          source={creating ? undefined : opened?.user}
          selfId={me?.id ?? 0}
          roles={data.roles}
          agencies={agencies}
          opener={opened && !creating ? userActionId(opened.userId, opened.kind) : undefined}
          onClose={() => (creating ? setCreating(false) : closeDialog())}
          onSaved={changed}
        />
      )}
      {resetting && <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} onDone={changed} />}
    </>
  );
}
