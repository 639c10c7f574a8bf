import { useEffect, useState } from 'react';
import { useLoaderData, useLocation, useNavigate, useNavigation, useParams, useRevalidator } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { formVersionStatuses, type FormVersionRow } from '../../../lib/api/schemas/form-configuration-schemas';
import { formatDateTime } from '../../../lib/format/dates';
import type { CodeLists } from '../../code-lists/code-list-store';
import { Ribbon } from '../../layout/ribbon';
import type { FormVersionLoader } from '../form-version-prefetch';
import { DesignerContext, useDesigner, useDesignerActions } from './designer-context';
import { createDesigner } from './designer-store';
import { FormDesigner } from './form-designer';
import {
  formsAddress,
  formsLoader,
  type FormsAnswer,
  type FormsInAddress,
  type FormVersionStatus,
} from './forms-loader';
import { versionLabel, versionOwner, versionStatus } from './version-status';
import type { ApiClient } from '../../api/client';

/** What the app's root hands the form versions screen: its API client, the page's code lists and its version loader. */
export interface FormsScreenDeps {
  api: ApiClient;
  codeLists: CodeLists;
  formVersions: Pick<FormVersionLoader, 'take'>;
}

/**
 * The form versions screen for its route (router.tsx), made when the route is first reached: one
 * designer, which its page draws (handed down in DesignerContext) and its loader asks which
 * version it holds. The designer calls the server through the root's `api`, and checks a version
 * against the page's `codeLists`.
 */
export function formsScreen({ api, codeLists, formVersions }: FormsScreenDeps) {
  const designer = createDesigner(api, codeLists);
  return {
    loader: formsLoader(() => designer.state.getState().stored?.id ?? null, formVersions.take),
    Component: () => (
      <DesignerContext.Provider value={designer}>
        <FormsPage />
      </DesignerContext.Provider>
    ),
  };
}

const statusLabels: Record<FormVersionStatus, string> = {
  all: 'Every status',
  draft: 'Drafts',
  published: 'Published',
  disabled: 'Disabled',
};

/**
 * Form versions: the titles and versions the administrator designs, with their status, and the
 * chosen one in the designer beside them. The filter and the version open are in the address
 * (router.tsx), read by the route's loader; switching away from unsaved changes asks first.
 */
function FormsPage() {
  const { shown, rows, error, version, versionError } = useLoaderData<FormsAnswer>();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const { revalidate } = useRevalidator();
  const wanted = Number(useParams().id) || null;
  const [typed, setTyped] = useState(shown.title);
  /** A version waiting for the discard question. */
  const [asked, setAsked] = useState<number | null>(null);
  const designer = useDesignerActions();
  const openId = useDesigner((s) => s.stored?.id ?? null);
  const dirty = useDesigner((s) => s.dirty);

  useEffect(() => designer.closeVersion, [designer]);
  // The field keeps what is typed while the versions it finds are read; Back shows the filter as it was.
  useEffect(() => setTyped(shown.title), [shown.title]);
  // The version the address names, as its loader read it, goes into the designer.
  useEffect(() => {
    if (version && version.id === wanted && version.id !== designer.state.getState().stored?.id) {
      designer.openVersion(version);
    }
  }, [designer, version, wanted]);

  // Each key typed in the filter replaces the last entry; the version open stays in the path.
  const filter = (next: FormsInAddress) => void navigate({ search: formsAddress(next) }, { replace: true });
  const reload = () => void revalidate();
  /** Asks for a version: the address names it, and the designer opens it (unsaved changes ask first). */
  const open = (id: number, force = false) => {
    if (dirty && !force && id !== openId) {
      setAsked(id);
      return;
    }
    setAsked(null);
    // The address names it already (the designer was given another since): read it again.
    if (id === wanted && id !== openId) reload();
    else void navigate({ pathname: `/admin/forms/${id}`, search: formsAddress(shown) });
  };
  const reading = navigation.state === 'loading';
  const opening =
    reading && navigation.location.pathname !== location.pathname
      ? Number(/\/admin\/forms\/(\d+)$/.exec(navigation.location.pathname)?.[1])
      : null;

  return (
    <>
      <Ribbon title="Form versions" />
      <div className="flex flex-col gap-4 p-4 xl:flex-row xl:items-start">
        <section aria-label="Versions" className="flex w-full shrink-0 flex-col gap-3 xl:w-80">
          <TextField
            label="Filter by title"
            type="search"
            value={typed}
            maxLength={200}
            onChange={(e) => {
              setTyped(e.target.value);
              filter({ ...shown, title: e.target.value });
            }}
          />
          <SelectField
            label="Status"
            value={shown.status}
            onChange={(v) => filter({ ...shown, status: v as FormVersionStatus })}
            options={formVersionStatuses.map((s) => ({ value: s, label: statusLabels[s] }))}
          />
          {error && <Alert tone="error">{error}</Alert>}
          {versionError && <Alert tone="error">{versionError}</Alert>}
          {!rows && !error && <Spinner label="Loading the form versions…" />}
          {rows && rows.length === 0 && <p className="text-sm text-muted">No version matches.</p>}
          {rows && rows.length > 0 && (
            <ul className="flex flex-col gap-1" aria-label="Version list" aria-busy={reading || undefined}>
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
            <FormDesigner versions={rows ?? []} onChanged={reload} onOpenVersion={(id) => open(id, true)} />
          )}
        </div>
      </div>
      <Dialog open={asked !== null} title="Discard your changes?" onClose={() => setAsked(null)}>
        <p>The version you are designing has changes that are not saved.</p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setAsked(null)}>
            Keep editing
          </Button>
          <Button variant="danger" onClick={() => asked !== null && open(asked, true)}>
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
