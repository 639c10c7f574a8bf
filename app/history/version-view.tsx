import { getReportVersion } from '../../lib/api/calls/calls-history';
import type { FormDefinition } from '../../lib/forms/definition/definition-schema';
import { formatDateTime } from '../../lib/format/dates';
import { uiStateOf } from '../../lib/forms/report-data/ui-state';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { useCall } from '../api/use-call';
import { PreviewSourceProvider, ReportPreview } from '../editor/report-preview';

/** One kept version, read-only, laid out like the preview of the editor. */
export function VersionView({
  reportId,
  versionId,
  definition,
}: {
  reportId: number;
  versionId: string;
  definition: FormDefinition;
}) {
  const { data, error } = useCall(
    getReportVersion,
    { id: reportId, versionId },
    `${reportId}/${versionId}`,
    'The version could not be loaded.',
  );
  if (error) return <Alert tone="error">{error}</Alert>;
  if (!data) return <Spinner label="Loading the version…" />;
  const source = { data: data.data, provenance: data.provenance, ui: uiStateOf(definition, data.data) };
  return (
    <div className="flex flex-col gap-2">
      {data.redacted.length > 0 && (
        <Alert tone="warning">
          Personal data in {data.redacted.length} fields is withheld: your permissions do not include it.
        </Alert>
      )}
      <PreviewSourceProvider value={source}>
        <ReportPreview
          definition={definition}
          title={`Version ${data.version} (${data.statusName})`}
          note={`Kept for ${data.reason} by ${data.savedBy.name} on ${formatDateTime(data.savedAt)}. Read only.`}
        />
      </PreviewSourceProvider>
    </div>
  );
}
