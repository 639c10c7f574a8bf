import { subjectOf } from '../../lib/auth/permissions/ability';
import { Button } from '../../components/button';
import { onDemand } from '../../components/on-demand';
import { childWindowKey, closeChildWindow, openChildWindow } from '../child-windows/child-window-registry';
import { useChildWindows, type ChildWindows } from '../child-windows/child-window-store';
import { useAbility } from '../session/use-ability';

/**
 * The notes' code (with the form library of its note form) is fetched as the window opens: the
 * editor's chunk does not carry it. The window itself opens at once, in the click that asks.
 */
const ReportNotes = onDemand(() => import('./report-notes').then((m) => m.ReportNotes), 'Loading the notes…');

/** Opens the notes window of a report (or brings it forward); call it from the click that asks. */
export function openNotesWindow(windows: ChildWindows, reportId: number) {
  const key = childWindowKey(reportId, 'notes');
  openChildWindow(windows, {
    key,
    title: `Notes, report #${reportId}`,
    content: <NotesWindow reportId={reportId} onClose={() => closeChildWindow(windows, key)} />,
    width: 640,
    height: 760,
  });
}

/** The report's notes as a child window, or a panel when pop-ups are blocked. */
function NotesWindow({ reportId, onClose }: { reportId: number; onClose: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      {/* It arrives after the window took the focus: the cursor goes to the new note then. */}
      <ReportNotes reportId={reportId} autoFocus />
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}

interface NotedReport {
  id: number;
  authorUser: { id: number };
  agencyOri: string;
  status: number;
}

/**
 * The editor ribbon's Notes button, for those who may read the report's notes (its author and
 * reviewers; the server decides again). Notes are not report data, so a read-only report has it too.
 */
export function NotesButton({ report }: { report: NotedReport }) {
  const ability = useAbility();
  const windows = useChildWindows();
  const notes = subjectOf('Note', {
    reportId: report.id,
    authorUserId: report.authorUser.id,
    agencyOri: report.agencyOri,
    status: report.status,
  });
  if (!ability.can('read', notes)) return null;
  // Notes live on the server: a report started offline has none until it reaches it.
  const notYet = report.id < 0;
  return (
    <Button
      variant="secondary"
      disabled={notYet}
      title={notYet ? 'Notes are added once this report has reached the server.' : undefined}
      onClick={() => openNotesWindow(windows, report.id)}
    >
      Notes
    </Button>
  );
}
