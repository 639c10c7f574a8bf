import { useLoaderData, useOutletContext } from 'react-router';
import type { FormDefinition } from '../../lib/forms/definition/definition-schema';
import { formatDateTime } from '../../lib/format/dates';
import { uiStateOf } from '../../lib/forms/report-data/ui-state';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { PreviewSourceProvider, ReportPreview } from '../editor/report-preview';
import type { VersionAnswer } from './history-loaders';

/** One kept version, read-only, laid out like the preview of the editor with the report's form. */
export function VersionView() {
  const { data, error } = useLoaderData<VersionAnswer>();
  const definition = useOutletContext<FormDefinition | null>();
  // Without its form a version cannot be laid out: the versions tab offers no View then.
  if (!definition) return null;
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
