import { useLoaderData } from 'react-router';
import { formatDateTime } from '../../lib/format/dates';
import { Alert } from '../../components/alert';
import { SimpleTable } from '../../components/simple-table';
import { Spinner } from '../../components/spinner';
import type { AuditAnswer } from './history-loaders';

const actionNames: Record<string, string> = {
  view: 'Viewed',
  viewPersonalData: 'Viewed personal data',
  edit: 'Edited',
  print: 'Printed',
  export: 'Exported',
  move: 'Moved',
  lockTakeover: 'Took over an expired lock',
  note: 'Added a note',
  historyView: 'Viewed the history',
  moveToVersion: 'Moved to a newer form version',
  exchangeDownload: "Downloaded as the state's exchange",
};

const detailText = (detail: Record<string, unknown>) =>
  Object.entries(detail)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join('; ');

/** Event viewer and audit info: who viewed, edited, printed, exported or moved the report. */
export function AuditTab() {
  const { data, error } = useLoaderData<AuditAnswer>();
  if (error) return <Alert tone="error">{error}</Alert>;
  if (!data) return <Spinner label="Loading the audit log…" />;
  if (data.events.length === 0) return <p className="text-muted">Nothing has been recorded yet.</p>;
  return (
    <SimpleTable
      caption="Audit events"
      rows={data.events}
      rowKey={(e) => e.id}
      columns={[
        { header: 'When', render: (e) => formatDateTime(e.at) },
        { header: 'Who', render: (e) => e.user.name },
        { header: 'What', render: (e) => actionNames[e.action] ?? e.action },
        { header: 'Address', render: (e) => e.ip },
        { header: 'Detail', render: (e) => detailText(e.detail) },
      ]}
    />
  );
}
