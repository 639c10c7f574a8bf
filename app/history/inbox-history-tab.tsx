import { useLoaderData } from 'react-router';
import { formatDateTime } from '../../lib/format/dates';
import { transitions } from '../../lib/workflow/transitions/transitions';
import { Alert } from '../../components/alert';
import { SimpleTable } from '../../components/simple-table';
import { Spinner } from '../../components/spinner';
import type { InboxHistoryAnswer } from '../workflow/inbox-history-loader';

/** The words for a move; the server records transition names and two supplement steps of its own. */
const extraNames: Record<string, string> = {
  edit: 'Edited (back to Draft)',
  createSupplement: 'Supplement started',
  supplemented: 'Supplemented by an accepted supplement',
};
const actionName = (action: string) =>
  extraNames[action] ??
  (Object.hasOwn(transitions, action) ? transitions[action as keyof typeof transitions].label : action);

/** Inbox history: every move of the report, from, to, who, when, with its note. */
export function InboxHistoryTab() {
  const { data, error } = useLoaderData<InboxHistoryAnswer>();
  if (error) return <Alert tone="error">{error}</Alert>;
  if (!data) return <Spinner label="Loading the inbox history…" />;
  if (data.moves.length === 0) return <p className="text-muted">The report has not moved yet.</p>;
  return (
    <SimpleTable
      caption="Inbox history"
      rows={data.moves}
      rowKey={(m) => m.id}
      columns={[
        { header: 'When', render: (m) => formatDateTime(m.at) },
        { header: 'Action', render: (m) => actionName(m.action) },
        { header: 'From', render: (m) => [m.fromStatusName, m.fromInbox?.name].filter(Boolean).join(', ') },
        {
          header: 'To',
          render: (m) =>
            [m.toStatusName ?? 'Deleted', m.toInbox?.name, m.assignee ? `to ${m.assignee.name}` : '']
              .filter(Boolean)
              .join(', '),
        },
        { header: 'By', render: (m) => m.user.name },
        { header: 'Note', render: (m) => m.note ?? '', wrap: true },
      ]}
    />
  );
}
