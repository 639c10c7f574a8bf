import { Controller, useForm, type Control } from 'react-hook-form';
import { Outlet, useLoaderData, useNavigate, useNavigation, useOutletContext, useParams } from 'react-router';
import type { FormDefinition } from '../../lib/forms/definition/definition-schema';
import { formatDateTime } from '../../lib/format/dates';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { SelectField } from '../../components/select-field';
import { SimpleTable } from '../../components/simple-table';
import { Spinner } from '../../components/spinner';
import { VersionChanges } from '../editor/version-compare';
import { comparePath, type ComparisonAnswer } from '../editor/version-compare-loader';
import { historyPath, versionPath, type VersionsAnswer } from './history-loaders';

/** The comparison route's screen: under the versions, what changed between the two asked. */
export function HistoryChanges() {
  return <VersionChanges answer={useLoaderData<ComparisonAnswer>()} />;
}

interface Pair {
  /** '' until one is picked: the oldest kept version. */
  from: string;
  to: string;
}

function VersionPicker({
  control,
  name,
  label,
  value,
  options,
}: {
  control: Control<Pair>;
  name: keyof Pair;
  label: string;
  /** What the picker shows when its field holds nothing picked yet. */
  value?: string;
  options: { value: string; label: string }[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField label={label} value={value ?? field.value} onChange={field.onChange} options={options} />
      )}
    />
  );
}

/**
 * Previous report versions: the list, then one read-only or what changed between two, each at an
 * address of its own under the versions (so Back closes it), shown below the list.
 */
export function VersionsTab() {
  const reportId = Number(useParams().id);
  const { data, error } = useLoaderData<VersionsAnswer>();
  const definition = useOutletContext<FormDefinition | null>();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { control, handleSubmit, watch } = useForm<Pair>({ defaultValues: { from: '', to: 'current' } });
  if (error) return <Alert tone="error">{error}</Alert>;
  if (!data) return <Spinner label="Loading the versions…" />;
  const versions = data.versions;
  if (versions.length === 0)
    return <p className="text-muted">No versions are kept yet: one is kept each time the report is sent for review.</p>;
  const choices = [
    ...versions.map((v) => ({
      value: v.versionId,
      label: `Version ${v.version}, ${v.statusName}, ${formatDateTime(v.savedAt)}`,
    })),
    { value: 'current', label: 'The report as it is now' },
  ];
  const oldest = versions.at(-1)?.versionId ?? '';
  const fromValue = watch('from') || oldest;
  const compare = handleSubmit(({ from, to }) => open(comparePath(reportId, from || oldest, to)));
  // Opened below the list, which stays where it is.
  const open = (path: string) => void navigate(path, { preventScrollReset: true });
  const arriving = navigation.state === 'loading' ? navigation.location.pathname : '';
  const below = arriving.startsWith(`${historyPath(reportId)}/compare/`) ? (
    <Spinner label="Comparing…" />
  ) : arriving.startsWith(`${historyPath(reportId)}/version/`) ? (
    <Spinner label="Loading the version…" />
  ) : (
    <Outlet context={definition} />
  );

  return (
    <div className="flex flex-col gap-4">
      <SimpleTable
        caption="Kept versions"
        rows={versions}
        rowKey={(v) => v.versionId}
        columns={[
          { header: 'Version', render: (v) => v.version },
          { header: 'Status', render: (v) => v.statusName },
          { header: 'Kept for', render: (v) => v.reason },
          { header: 'By', render: (v) => v.savedBy.name },
          { header: 'When', render: (v) => formatDateTime(v.savedAt) },
          {
            header: 'Actions',
            render: (v) => (
              <Button
                variant="secondary"
                className="px-2 py-1 text-xs"
                disabled={!definition}
                aria-label={`View version ${v.version}`}
                onClick={() => open(versionPath(reportId, v.versionId))}
              >
                View
              </Button>
            ),
          },
        ]}
      />
      <form aria-label="Compare versions" className="flex flex-wrap items-end gap-2" onSubmit={(e) => void compare(e)}>
        <VersionPicker control={control} name="from" label="Compare" value={fromValue} options={choices} />
        <VersionPicker control={control} name="to" label="with" options={choices} />
        <Button type="submit">Show changes</Button>
      </form>
      {below}
    </div>
  );
}
