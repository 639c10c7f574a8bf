import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { listFormConfigurations } from '../../../lib/api/calls/calls-form-configuration';
import { formVersionStatuses, type FormVersionRow } from '../../../lib/api/schemas/form-configuration-schemas';
import { formatDateTime } from '../../../lib/format/dates';
import { ApiClientError } from '../../api/client';
import { useCall } from '../../api/use-call';
import { Ribbon } from '../../layout/ribbon';
import { closeVersion, openVersion, useDesigner } from './designer-store';
import { FormDesigner } from './form-designer';
import { versionLabel, versionOwner, versionStatus } from './version-status';
import { takeFormVersion } from '../form-version-prefetch';

const statusLabels: Record<(typeof formVersionStatuses)[number], string> = {
  all: 'Every status',
  draft: 'Drafts',
  published: 'Published',
  disabled: 'Disabled',
};

/**
 * Form versions: the titles and versions the administrator designs, with their status, and the
 * chosen one in the designer beside them. Switching away from unsaved changes asks first.
 */
export function FormsPage() {
  const [title, setTitle] = useState('');
  const [status, setStatus] = useState<(typeof formVersionStatuses)[number]>('all');
  const [opening, setOpening] = useState<number | null>(null);
  const [openError, setOpenError] = useState('');
  /** A version waiting for the discard question. */
  const [pending, setPending] = useState<number | null>(null);
  const { data, error, loading, reload } = useCall(
    listFormConfigurations,
    { title, status },
    `${title}|${status}`,
    'The form versions could not be loaded.',
  );
  const rows = data?.rows;
  const openId = useDesigner((s) => s.stored?.id ?? null);
  const dirty = useDesigner((s) => s.dirty);

  useEffect(() => closeVersion, []);

  const wanted = Number(useParams().id) || null;
  const navigate = useNavigate();
  /** Asks for a version: the address names it, and the designer opens it (unsaved changes ask first). */
  const open = (id: number, force = false) => {
    if (dirty && !force && id !== openId) {
      setPending(id);
      return;
    }
    setPending(null);
    if (id === wanted && id !== openId) void load(id);
    else void navigate(`/admin/forms/${id}`);
  };
  const load = async (id: number) => {
    setOpening(id);
    setOpenError('');
    try {
      openVersion(await takeFormVersion(id));
    } catch (e) {
      setOpenError(e instanceof ApiClientError ? e.message : 'The version could not be opened.');
    } finally {
      setOpening(null);
    }
  };
  useEffect(() => {
    if (wanted !== null && wanted !== useDesigner.getState().stored?.id) void load(wanted);
  }, [wanted]);

  return (
    <>
      <Ribbon title="Form versions" />
      <div className="flex flex-col gap-4 p-4 xl:flex-row xl:items-start">
        <section aria-label="Versions" className="flex w-full shrink-0 flex-col gap-3 xl:w-80">
          <TextField
            label="Filter by title"
            type="search"
            value={title}
            maxLength={200}
            onChange={(e) => setTitle(e.target.value)}
          />
          <SelectField
            label="Status"
            value={status}
            onChange={(v) => setStatus(v as typeof status)}
            options={formVersionStatuses.map((s) => ({ value: s, label: statusLabels[s] }))}
          />
          {error && <Alert tone="error">{error}</Alert>}
          {openError && <Alert tone="error">{openError}</Alert>}
          {!rows && !error && <Spinner label="Loading the form versions…" />}
          {rows && rows.length === 0 && <p className="text-sm text-muted">No version matches.</p>}
          {rows && rows.length > 0 && (
            <ul className="flex flex-col gap-1" aria-label="Version list" aria-busy={loading || undefined}>
              {rows.map((row) => (
                <VersionItem
                  key={row.id}
                  row={row}
                  current={row.id === openId}
                  opening={opening === row.id}
                  onOpen={() => open(row.id)}
                />
              ))}
            </ul>
          )}
        </section>
        <div className="min-w-0 flex-1">
          {openId === null ? (
            <p className="text-muted">Choose a version to design, publish or compare it.</p>
          ) : (
            <FormDesigner
              versions={rows ?? []}
              onChanged={reload}
              onOpenVersion={(id) => {
                reload();
                open(id, true);
              }}
            />
          )}
        </div>
      </div>
      <Dialog open={pending !== null} title="Discard your changes?" onClose={() => setPending(null)}>
        <p>The version you are designing has changes that are not saved.</p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setPending(null)}>
            Keep editing
          </Button>
          <Button variant="danger" onClick={() => pending !== null && open(pending, true)}>
            Discard changes
          </Button>
        </div>
      </Dialog>
    </>
  );
}

function VersionItem({
  row,
  current,
  opening,
  onOpen,
}: {
  row: FormVersionRow;
  current: boolean;
  opening: boolean;
  onOpen: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        aria-current={current ? 'true' : undefined}
        aria-busy={opening || undefined}
        onClick={onOpen}
        className={`flex w-full flex-col rounded border px-3 py-2 text-start text-sm ${
          current ? 'border-brand bg-brand text-brand-ink' : 'border-line hover:bg-surface'
        }`}
      >
        <span className="font-medium">{versionLabel(row)}</span>
        <span className={current ? 'opacity-90' : 'text-muted'}>
          {versionStatus(row)} · {versionOwner(row)}
          {row.lastUpdatedBy ? ` · changed ${formatDateTime(row.lastUpdated)} by ${row.lastUpdatedBy}` : ''}
        </span>
      </button>
    </li>
  );
}
