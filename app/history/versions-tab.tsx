import { useState } from 'react';
import { reportVersions } from '../../lib/api/calls/calls-history';
import type { FormDefinition } from '../../lib/forms/definition/definition-schema';
import { formatDateTime } from '../../lib/format/dates';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { SelectField } from '../../components/select-field';
import { SimpleTable } from '../../components/simple-table';
import { Spinner } from '../../components/spinner';
import { useCall } from '../api/use-call';
import { VersionCompare } from '../editor/version-compare';
import { VersionView } from './version-view';

/** Previous report versions: the list, one read-only, and what changed between two. */
export function VersionsTab({ reportId, definition }: { reportId: number; definition: FormDefinition | null }) {
  const { data, error } = useCall(
    reportVersions,
    { id: reportId },
    String(reportId),
    'The versions could not be loaded.',
  );
  const [viewing, setViewing] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('current');
  const [compared, setCompared] = useState<{ from: string; to: string } | null>(null);
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
  const fromValue = from || versions.at(-1)?.versionId || '';

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
                onClick={() => setViewing(v.versionId)}
              >
                View
              </Button>
            ),
          },
        ]}
      />
      <form
        aria-label="Compare versions"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setCompared({ from: fromValue, to });
        }}
      >
        <SelectField label="Compare" value={fromValue} onChange={setFrom} options={choices} />
        <SelectField label="with" value={to} onChange={setTo} options={choices} />
        <Button type="submit">Show changes</Button>
      </form>
      {compared && <VersionCompare reportId={reportId} from={compared.from} to={compared.to} />}
      {viewing && definition && <VersionView reportId={reportId} versionId={viewing} definition={definition} />}
    </div>
  );
}
