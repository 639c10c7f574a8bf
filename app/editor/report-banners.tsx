import { Link } from 'react-router';
import type { ReportDocument } from '../../lib/api/schemas/report-document-schemas';
import { formatDateTime } from '../../lib/format/dates';
import { ReportStatus } from '../../lib/workflow/report-status';
import { standingRejection } from '../../lib/workflow/review/standing-rejection';
import { Alert } from '../../components/alert';
import { useFirstScreenDrawn } from '../api/first-screen';
import { useRouteData } from '../api/use-route-data';
import { inboxHistoryPath, type InboxHistoryAnswer } from '../workflow/inbox-history-loader';

type OpenReport = Pick<ReportDocument, 'id' | 'status' | 'isSupplement' | 'originalReport'>;

/** What the author of the open report must know before working on it: what it supplements, why it came back. */
export function ReportBanners({ report }: { report: OpenReport }) {
  return (
    <>
      {report.isSupplement && <SupplementOf report={report} />}
      {(report.status === ReportStatus.Rejected || report.status === ReportStatus.Draft) && (
        <RejectionNote report={report} />
      )}
    </>
  );
}

function SupplementOf({ report }: { report: OpenReport }) {
  const original = report.originalReport;
  return (
    <div className="p-2">
      <Alert>
        {original ? (
          <>
            Supplement of report{' '}
            <Link className="text-brand underline" to={`/reports/${original.id}`}>
              {original.caseNumber || `#${original.id}`}
            </Link>
            .
          </>
        ) : (
          'Supplement of another report.'
        )}
      </Alert>
    </div>
  );
}

/**
 * The reviewer's note, who rejected and when, while the author answers it: on the Rejected report
 * and on the Draft its first edit makes of it, until it is sent again.
 */
function RejectionNote({ report }: { report: OpenReport }) {
  // The moves are the history's inbox history tab, read once the report's first screen is drawn.
  // The status is part of the key: a rejection arriving while the report is open is read anew.
  const drawn = useFirstScreenDrawn();
  const { data: answer } = useRouteData<InboxHistoryAnswer>(drawn ? inboxHistoryPath(report.id) : null, {
    key: String(report.status),
  });
  const rejection = answer?.data ? standingRejection(answer.data.moves) : null;
  if (!rejection) return null;
  return (
    <div className="p-2">
      <Alert tone="warning" title={`Rejected by ${rejection.user.name} on ${formatDateTime(rejection.at)}`}>
        <p className="whitespace-pre-wrap">{rejection.note}</p>
      </Alert>
    </div>
  );
}
