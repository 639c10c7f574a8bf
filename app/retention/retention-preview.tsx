import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../lib/format/dates';
import { retentionActionLabels } from '../../lib/retention/retention-rules';
import type { RetentionPreview as Preview } from '../../lib/retention/retention-schemas';
import { reportStatusName } from '../../lib/workflow/report-status';

type ActionPreview = Preview['actions'][number];

const reports = (n: number) => `${n} ${n === 1 ? 'report' : 'reports'}`;

/**
 * What a run started now would do, agency by agency and action by action: how many reports are
 * due, how many of those a legal hold keeps as they are, and the first of them, each a link to the
 * report. `agencyNames` names the agencies by ORI (from the schedules read beside it).
 */
export function RetentionPreview({ preview, agencyNames }: { preview: Preview; agencyNames: Map<string, string> }) {
  const agencies = [...new Set(preview.actions.map((a) => a.agencyOri))];
  if (agencies.length === 0)
    return <p className="text-sm text-muted">No agency has a schedule: a run would change no report.</p>;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">As of {formatDateTime(preview.at)}.</p>
      {agencies.map((ori) => (
        <AgencyPreview
          key={ori}
          name={`${agencyNames.get(ori) ?? ori} (${ori})`}
          actions={preview.actions.filter((a) => a.agencyOri === ori)}
        />
      ))}
    </div>
  );
}

function AgencyPreview({ name, actions }: { name: string; actions: ActionPreview[] }) {
  // Not a landmark: the agency's schedule above is the region named for it.
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">{name}</h3>
      <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        {actions.map((a) => (
          <ActionCard key={a.action} preview={a} />
        ))}
      </ul>
    </div>
  );
}

function ActionCard({ preview: a }: { preview: ActionPreview }) {
  const more = a.due - a.first.length;
  return (
    <li
      data-preview-action={`${a.agencyOri}:${a.action}`}
      className="flex flex-col gap-2 rounded border border-line p-3"
    >
      <p className="font-medium">{retentionActionLabels[a.action]}</p>
      <p className="text-sm text-muted">Reports last changed before {formatDate(a.cutoff)}.</p>
      <p className="text-sm" data-preview-due>
        {a.due === 0 ? 'No report is due.' : `${reports(a.due)} due.`}
      </p>
      {a.held > 0 && (
        <p className="text-sm" data-preview-held>
          {a.held} on legal hold, left as they are.
        </p>
      )}
      {a.first.length > 0 && (
        <ul
          className="flex flex-col gap-1 text-sm"
          aria-label={`First reports due: ${retentionActionLabels[a.action]}`}
        >
          {a.first.map((r) => (
            <li key={r.id}>
              <Link className="text-brand underline" to={`/reports/${r.id}`}>
                {r.caseNumber || `Report #${r.id}`}
              </Link>{' '}
              <span data-preview-status>{reportStatusName(r.status)}</span>, last changed {formatDate(r.lastUpdated)}
            </li>
          ))}
        </ul>
      )}
      {more > 0 && <p className="text-sm text-muted">and {reports(more)} more.</p>}
    </li>
  );
}
