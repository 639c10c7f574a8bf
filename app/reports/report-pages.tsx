import { useState } from 'react';
import { SelectField } from '../../components/select-field';
import { ReportTablePage, type ReportTableSpec } from './report-table-page';

const working: ReportTableSpec = {
  title: 'Working reports',
  view: 'working',
  screen: 'working',
  columns: ['caseNumber', 'dateOfCrash', 'timeOfCrash', 'location', 'status', 'inbox', 'lockedBy', 'lastUpdated'],
  empty: 'You have no reports in hand.',
  deviceReports: true,
};

const submitted: ReportTableSpec = {
  title: 'Submitted reports',
  view: 'submitted',
  screen: 'submitted',
  columns: ['caseNumber', 'dateOfCrash', 'location', 'injuries', 'status', 'inbox', 'lastUpdated'],
  empty: 'You have not sent any reports yet.',
};

const pendingReview: ReportTableSpec = {
  title: 'Pending review',
  view: 'pendingReview',
  screen: 'pendingReview',
  columns: ['caseNumber', 'dateOfCrash', 'location', 'author', 'status', 'inbox', 'lockedBy', 'lastUpdated'],
  empty: 'No reports wait for review in this inbox.',
  defaultSort: { key: 'lastUpdated', direction: 'asc' },
};

const adminPending: ReportTableSpec = {
  title: 'Administration: pending reports',
  view: 'adminPending',
  screen: 'adminPending',
  columns: ['caseNumber', 'dateOfCrash', 'author', 'department', 'status', 'inbox', 'lockedBy', 'lastUpdated'],
  empty: 'No reports are waiting anywhere in the workflow.',
};

export const WorkingReportsPage = () => <ReportTablePage spec={working} />;
export const SubmittedReportsPage = () => <ReportTablePage spec={submitted} />;
export const AdminPendingPage = () => <ReportTablePage spec={adminPending} />;

/** Pending review with its inboxes: the agency's review inbox and the reviewer's own. */
export function PendingReviewPage() {
  const [inboxId, setInboxId] = useState<number | undefined>(undefined);
  return (
    <ReportTablePage
      spec={pendingReview}
      inboxId={inboxId}
      toolbar={(inboxes) => (
        <div className="max-w-sm">
          <SelectField
            label="Inbox"
            value={inboxId === undefined ? '' : String(inboxId)}
            onChange={(v) => setInboxId(v ? Number(v) : undefined)}
            anyLabel="All my inboxes"
            options={inboxes.map((i) => ({ value: String(i.id), label: `${i.name} (${i.count})` }))}
          />
        </div>
      )}
    />
  );
}
