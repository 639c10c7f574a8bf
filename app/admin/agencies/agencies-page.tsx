import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import {
  useActionData,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
  useSubmit,
} from 'react-router';
import { listAgencies } from '../../../lib/api/calls/admin/calls-agency';
import type { AgencyRow } from '../../../lib/api/schemas/agency-schemas';
import {
  mayCreateAgency,
  mayDisableAgency,
  mayEditAgency,
  mayListAgencies,
} from '../../../lib/auth/permissions/agency-permissions';
import { formatDateTime } from '../../../lib/format/dates';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { DataTable, type Column } from '../../../components/data-table';
import { Dialog } from '../../../components/dialog';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { FormTextField } from '../../api/form-text-field';
import { useAbility } from '../../session/use-ability';
import { Ribbon } from '../../layout/ribbon';
import {
  agenciesAddress,
  AGENCIES_PAGE_SIZE,
  type AgenciesAnswer,
  type AgenciesInAddress,
  type AgencyToggle,
  type AgencyToggled,
} from './agencies-loader';
import { AgencyDialog } from './agency-dialog';

// The route takes the page, its loader and its action from one chunk (router.tsx).
export { agenciesAction, agenciesLoader } from './agencies-loader';

interface Found {
  filter: string;
}
// The server's own check of the list's request, read only when a search is made: the app builds a request schema only where it checks one.
const foundResolver: Resolver<Found, unknown, { filter: string }> = (values, context, options) =>
  (zodResolver(listAgencies.request) as unknown as Resolver<Found, unknown, { filter: string }>)(
    values,
    context,
    options,
  );

/** The dialog open over the table: creating, editing one agency, or confirming its disabling or enabling. */
type Open = { kind: 'create' } | { kind: 'edit'; agency: AgencyRow } | { kind: 'toggle'; agency: AgencyRow } | null;

/**
 * Agency administration: the state administrator finds, creates, edits, disables and enables
 * agencies; an agency administrator sees their own agency and edits its additional information.
 * Only the actions the user may take are offered. The words found, the status and the page are in
 * the address, so Back returns to the table as it was.
 */
export function AgenciesPage() {
  const { shown, agencies: data, error } = useLoaderData<AgenciesAnswer>();
  const toggled = useActionData<AgencyToggled>();
  const ability = useAbility();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const { revalidate } = useRevalidator();
  const { control, handleSubmit, reset } = useForm<Found>({
    resolver: foundResolver,
    defaultValues: { filter: shown.filter },
  });
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState('');

  // Back or Forward to another table shows the words it was found with.
  useEffect(() => reset({ filter: shown.filter }), [shown.filter, reset]);

  // The table's address is on its way (a Find, a status, a page); finding the same words again
  // reads the table again, showing what changed since.
  const show = (next: AgenciesInAddress) => void navigate({ search: agenciesAddress(next) });
  const finding =
    navigation.state === 'loading' &&
    navigation.formMethod === undefined &&
    navigation.location.pathname === location.pathname;
  const find = handleSubmit(({ filter }) => {
    setNotice('');
    show({ ...shown, filter, page: 1 });
  });
  const done = (message: string) => {
    setOpen(null);
    setNotice(message);
    void revalidate();
  };
  const shownNotice = notice
    ? { tone: 'info' as const, text: notice }
    : toggled?.done !== undefined && open?.kind !== 'toggle'
      ? { tone: 'info' as const, text: toggled.done }
      : null;

  const columns: Column<AgencyRow, 'name'>[] = [
    { header: 'ORI', render: (a) => <span className="font-mono">{a.ori}</span> },
    { header: 'Name', render: (a) => a.name },
    { header: 'Status', render: (a) => (a.disabled ? 'Disabled' : 'Enabled') },
    { header: 'Users', render: (a) => a.userCount },
    {
      header: 'Last changed',
      render: (a) => `${formatDateTime(a.updatedAt)}${a.updatedByName ? ` by ${a.updatedByName}` : ''}`,
    },
    {
      header: 'Actions',
      render: (a) => (
        <span className="flex gap-2">
          {mayEditAgency(ability, a) && (
            <Button
              variant="secondary"
              aria-label={`Edit ${a.name}`}
              onClick={() => setOpen({ kind: 'edit', agency: a })}
            >
              Edit
            </Button>
          )}
          {mayDisableAgency(ability, a) && (
            <Button
              variant={a.disabled ? 'secondary' : 'danger'}
              aria-label={`${a.disabled ? 'Enable' : 'Disable'} ${a.name}`}
              onClick={() => setOpen({ kind: 'toggle', agency: a })}
            >
              {a.disabled ? 'Enable' : 'Disable'}
            </Button>
          )}
        </span>
      ),
    },
  ];

  if (!mayListAgencies(ability))
    return (
      <>
        <Ribbon title="Agencies" />
        <div className="p-4">
          <Alert tone="error">Only administrators may see the agencies.</Alert>
        </div>
      </>
    );

  return (
    <>
      <Ribbon
        title="Agencies"
        actions={mayCreateAgency(ability) && <Button onClick={() => setOpen({ kind: 'create' })}>Create agency</Button>}
      />
      <div className="flex flex-col gap-4 p-4">
        <form
          role="search"
          aria-label="Find agencies"
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => void find(e)}
        >
          <FormTextField control={control} name="filter" label="ORI or name contains" maxLength={100} />
          <SelectField
            label="Status"
            value={shown.status}
            onChange={(v) => show({ ...shown, status: v as AgenciesInAddress['status'], page: 1 })}
            options={[
              { value: 'all', label: 'All' },
              { value: 'enabled', label: 'Enabled' },
              { value: 'disabled', label: 'Disabled' },
            ]}
          />
          <Button type="submit" busy={finding}>
            Find
          </Button>
        </form>
        {shownNotice && <Alert tone={shownNotice.tone}>{shownNotice.text}</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
        {!data && !error && <Spinner label="Loading the agencies…" />}
        {data && (
          <DataTable
            caption="Agencies"
            columns={columns}
            rows={data.rows}
            rowKey={(a) => a.ori}
            sort={{ key: 'name', direction: 'asc' }}
            onSort={() => undefined}
            empty={shown.filter || shown.status !== 'all' ? 'No agency matches.' : 'There are no agencies.'}
            page={shown.page}
            pageSize={AGENCIES_PAGE_SIZE}
            total={data.total}
            onPage={(page) => show({ ...shown, page })}
          />
        )}
      </div>
      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <AgencyDialog
          agency={open.kind === 'edit' ? open.agency : null}
          onClose={() => setOpen(null)}
          onSaved={(_row, message) => done(message)}
        />
      )}
      {open?.kind === 'toggle' && (
        <ConfirmToggle
          agency={open.agency}
          onClose={() => setOpen(null)}
          onSent={(answer) => {
            setNotice('');
            // A refusal stays in the dialog that asked, where the administrator can try again.
            if (!answer?.error) setOpen(null);
          }}
        />
      )}
    </>
  );
}

/**
 * Disable or Enable, after the administrator confirms what it does to the agency's users. The
 * change is the route's action, sent to the page's own address (docs/architecture.md); the
 * dialog stays, its button busy, until the table is read again, and the page then shows what came of it.
 */
function ConfirmToggle({
  agency,
  onClose,
  onSent,
}: {
  agency: AgencyRow;
  onClose: () => void;
  onSent: (answer: AgencyToggled | undefined) => void;
}) {
  const submit = useSubmit();
  const answer = useActionData<AgencyToggled>();
  const [asked, setAsked] = useState(false);
  // The action's answer once this dialog sent it: a refusal is shown here, a success closes it.
  useEffect(() => {
    if (asked && answer) onSent(answer);
    // `onSent` is the parent's new function each render; the answer is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked, answer]);
  const navigation = useNavigation();
  const disabling = !agency.disabled;
  const verb = disabling ? 'Disable' : 'Enable';
  const busy =
    navigation.state !== 'idle' && (navigation.json as unknown as AgencyToggle | undefined)?.ori === agency.ori;

  async function confirm() {
    setAsked(false);
    await submit({ ori: agency.ori, disable: disabling } satisfies AgencyToggle, {
      method: 'post',
      encType: 'application/json',
    });
    setAsked(true);
  }

  return (
    <Dialog open title={`${verb} ${agency.name}?`} onClose={onClose}>
      <p>
        {disabling
          ? `Its ${agency.userCount} user(s) will no longer be able to sign in, and anyone signed in now is signed out at their next action.`
          : `Its ${agency.userCount} user(s) will be able to sign in again (unless their own account is disabled).`}
      </p>
      {asked && answer?.error && <Alert tone="error">{answer.error}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant={disabling ? 'danger' : 'primary'} busy={busy} onClick={() => void confirm()}>
          {busy ? `${verb.slice(0, -1)}ing…` : verb}
        </Button>
      </div>
    </Dialog>
  );
}
