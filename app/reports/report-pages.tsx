import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { SelectField } from '../../components/select-field';
import { reportRowsLoader, type ReportRowsAnswer } from './report-rows-loader';
import { ReportTablePage, type ReportTableSpec } from './report-table-page';

const working: ReportTableSpec = {
  title: 'Working reports',
  view: 'working',
  screen: 'working',
  columns: ['caseNumber', 'dateOfCrash', 'timeOfCrash', 'location', 'status', 'inbox', 'lockedBy', 'lastUpdated'],
  empty: 'You have no reports in hand.',
  deadlines: true,
  deviceReports: true,
};

const submitted: ReportTableSpec = {
  title: 'Submitted reports',
  view: 'submitted',
  screen: 'submitted',
  columns: ['caseNumber', 'dateOfCrash', 'location', 'injuries', 'status', 'state', 'inbox', 'lastUpdated'],
  empty: 'You have not sent any reports yet.',
};

const pendingReview: ReportTableSpec = {
  title: 'Pending review',
  view: 'pendingReview',
  screen: 'pendingReview',
  columns: ['caseNumber', 'dateOfCrash', 'location', 'author', 'status', 'inbox', 'lockedBy', 'lastUpdated'],
  empty: 'No reports wait for review in this inbox.',
  deadlines: true,
  order: { sortBy: 'lastUpdated', sortDirection: 'asc' },
};

const adminPending: ReportTableSpec = {
  title: 'Administration: pending reports',
  view: 'adminPending',
  screen: 'adminPending',
  columns: ['caseNumber', 'dateOfCrash', 'author', 'department', 'status', 'inbox', 'lockedBy', 'lastUpdated'],
  empty: 'No reports are waiting anywhere in the workflow.',
  deadlines: true,
};

export const WorkingReportsPage = () => <ReportTablePage spec={working} />;
export const SubmittedReportsPage = () => <ReportTablePage spec={submitted} />;
export const AdminPendingPage = () => <ReportTablePage spec={adminPending} />;

/** Pending review with its inboxes: the agency's review inbox and the reviewer's own; the one picked is in the address. */
export function PendingReviewPage() {
  const { inboxId } = useLoaderData<ReportRowsAnswer>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Another inbox starts on its first page, in the order chosen.
  const showInbox = (id: string) => {
    const next = new URLSearchParams(params);
    for (const key of ['page', 'after', 'inbox']) next.delete(key);
    if (id) next.set('inbox', id);
    void navigate({ search: `?${next.toString()}` });
  };
  return (
    <ReportTablePage
      spec={pendingReview}
      toolbar={(inboxes) => (
        <div className="max-w-sm">
          <SelectField
            label="Inbox"
            value={inboxId === undefined ? '' : String(inboxId)}
            onChange={showInbox}
            anyLabel="All my inboxes"
            options={inboxes.map((i) => ({
              value: String(i.id),
              label: `${i.name} (${i.count}${i.overdue ? `, ${i.overdue} overdue` : ''})`,
            }))}
          />
        </div>
      )}
    />
  );
}

/** Each table's loader, read with the table's own first order; `online` is the connection's answer. */
export const workingLoader = (online: () => boolean) => reportRowsLoader(working.view, online);
export const submittedLoader = (online: () => boolean) => reportRowsLoader(submitted.view, online);
export const pendingReviewLoader = (online: () => boolean) =>
  reportRowsLoader(pendingReview.view, online, pendingReview.order);
export const adminPendingLoader = (online: () => boolean) => reportRowsLoader(adminPending.view, online);
