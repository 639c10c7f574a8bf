import { useState, type FormEvent } from 'react';
import type { AgencyRow } from '../../../lib/api/schemas/agency-schemas';
import { disableAgency, enableAgency, listAgencies } from '../../../lib/api/calls/calls-agency';
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
import { TextField } from '../../../components/text-field';
import { callApi } from '../../api/client';
import { useCall } from '../../api/use-call';
import { useAbility } from '../../session/use-ability';
import { Ribbon } from '../../layout/ribbon';
import { messageOf } from '../../api/client';
import { AgencyDialog } from './agency-dialog';

const PAGE_SIZE = 25;
type Status = 'all' | 'enabled' | 'disabled';

/** The dialog open over the table: creating, editing one agency, or confirming its disabling or enabling. */
type Open = { kind: 'create' } | { kind: 'edit'; agency: AgencyRow } | { kind: 'toggle'; agency: AgencyRow } | null;

/**
 * Agency administration: the state administrator finds, creates, edits, disables and enables
 * agencies; an agency administrator sees their own agency and edits its additional information.
 * Only the actions the user may take are offered.
 */
export function AgenciesPage() {
  const ability = useAbility();
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState('');
  const [status, setStatus] = useState<Status>('all');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState('');
  const payload = { filter, status, page, pageSize: PAGE_SIZE };
  const { data, error, loading, reload } = useCall(
    listAgencies,
    mayListAgencies(ability) ? payload : null,
    JSON.stringify(payload),
    'The agencies could not be loaded.',
  );

  const find = (event: FormEvent) => {
    event.preventDefault();
    setFilter(typed.trim());
    setPage(1);
    // Find again with the same words shows what changed since.
    reload();
  };
  const done = (message: string) => {
    setOpen(null);
    setNotice(message);
    reload();
  };

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
        <form role="search" aria-label="Find agencies" className="flex flex-wrap items-end gap-3" onSubmit={find}>
          <TextField
            label="ORI or name contains"
            value={typed}
            maxLength={100}
            onChange={(e) => setTyped(e.target.value)}
          />
          <SelectField
            label="Status"
            value={status}
            onChange={(v) => {
              setStatus(v as Status);
              setPage(1);
            }}
            options={[
              { value: 'all', label: 'All' },
              { value: 'enabled', label: 'Enabled' },
              { value: 'disabled', label: 'Disabled' },
            ]}
          />
          <Button type="submit" busy={loading}>
            Find
          </Button>
        </form>
        {notice && <Alert>{notice}</Alert>}
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
            empty={filter || status !== 'all' ? 'No agency matches.' : 'There are no agencies.'}
            page={page}
            pageSize={PAGE_SIZE}
            total={data.total}
            onPage={setPage}
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
      {open?.kind === 'toggle' && <ConfirmToggle agency={open.agency} onClose={() => setOpen(null)} onDone={done} />}
    </>
  );
}

/** Disable or Enable, after the administrator confirms what it does to the agency's users. */
function ConfirmToggle({
  agency,
  onClose,
  onDone,
}: {
  agency: AgencyRow;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const disabling = !agency.disabled;
  const verb = disabling ? 'Disable' : 'Enable';

  async function confirm() {
    setBusy(true);
    setError('');
    try {
      await callApi(disabling ? disableAgency : enableAgency, { ori: agency.ori });
      onDone(`Agency ${agency.ori} was ${disabling ? 'disabled' : 'enabled'}.`);
    } catch (e) {
      setError(messageOf(e, `The agency could not be ${disabling ? 'disabled' : 'enabled'}.`));
      setBusy(false);
    }
  }

  return (
    <Dialog open title={`${verb} ${agency.name}?`} onClose={onClose}>
      {error && <Alert tone="error">{error}</Alert>}
      <p>
        {disabling
          ? `Its ${agency.userCount} user(s) will no longer be able to sign in, and anyone signed in now is signed out at their next action.`
          : `Its ${agency.userCount} user(s) will be able to sign in again (unless their own account is disabled).`}
      </p>
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
