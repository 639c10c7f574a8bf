import { formatDateTime } from '../../lib/format/dates';
import { Alert } from '../../components/alert';
import { SimpleTable } from '../../components/simple-table';
import { Spinner } from '../../components/spinner';
import { useRouteData } from '../api/use-route-data';
import { comparePath, type ComparisonAnswer } from './version-compare-loader';

const kindNames = { added: 'Added', removed: 'Removed', changed: 'Changed' } as const;

/** What changed between two versions, field by field, as the comparison's loader answered. */
export function VersionChanges({ answer }: { answer: ComparisonAnswer | undefined }) {
  if (answer?.error) return <Alert tone="error">{answer.error}</Alert>;
  const data = answer?.data;
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

/** The editor's changes between two versions: the comparison route's loader, read from the editor. */
export function VersionCompare({ reportId, from, to }: { reportId: number; from: string; to: string }) {
  const { data } = useRouteData<ComparisonAnswer>(comparePath(reportId, from, to));
  return <VersionChanges answer={data} />;
}
