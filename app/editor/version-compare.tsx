import { compareReportVersions } from '../../lib/api/calls/calls-history';
import { formatDateTime } from '../../lib/format/dates';
import { Alert } from '../../components/alert';
import { SimpleTable } from '../../components/simple-table';
import { Spinner } from '../../components/spinner';
import { useCall } from '../api/use-call';

const kindNames = { added: 'Added', removed: 'Removed', changed: 'Changed' } as const;

/** What changed between two versions (a versionId, 'current' or 'previousSubmission'), field by field. */
export function VersionCompare({ reportId, from, to }: { reportId: number; from: string; to: string }) {
  const { data, error } = useCall(
    compareReportVersions,
    { id: reportId, from, to },
    `${reportId}/${from}/${to}`,
    'The versions could not be compared.',
  );
  if (error) return <Alert tone="error">{error}</Alert>;
  if (!data) return <Spinner label="Comparing…" />;
  const side = (s: typeof data.from) => `version ${s.version} of ${formatDateTime(s.savedAt)}`;
  return (
    <section aria-label="Changes" className="flex flex-col gap-2">
      <h2 className="font-semibold">
        Changes from {side(data.from)} to {side(data.to)}
      </h2>
      {data.changes.length === 0 ? (
        <p className="text-muted">Nothing changed.</p>
      ) : (
        <SimpleTable
          caption="Changed fields"
          rows={data.changes}
          rowKey={(c) => c.path}
          rowProps={(c) => ({ 'data-path': c.path })}
          columns={[
            { header: 'Field', render: (c) => c.label },
            { header: 'Change', render: (c) => kindNames[c.kind] },
            { header: 'Before', render: (c) => (c.withheld ? '(withheld)' : c.beforeText), wrap: true },
            { header: 'After', render: (c) => (c.withheld ? '(withheld)' : c.afterText), wrap: true },
          ]}
        />
      )}
    </section>
  );
}
