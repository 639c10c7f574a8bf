import { useEffect } from 'react';
import { useStore } from 'zustand';
import { arrivalNotice } from '../../../lib/records/in-report/pushed-records';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { childWindowKey } from '../../child-windows/child-window-registry';
import { useChildWindowList, useChildWindows } from '../../child-windows/child-window-store';
import { useStartupParams } from '../../startup-params';
import { useEditorParts } from '../open-report/editor-context';
import { openRecordsWindow } from './records-window';

/**
 * While the editor shows a report, takes the records the extension pushes, and offers again those
 * this device kept from before a reload. With the records window open they appear there live;
 * otherwise this says how many arrived, with a button that opens the window (a click, so the
 * browser allows the pop-up).
 */
export function PushedRecordsNotice({ reportId }: { reportId: number }) {
  const parts = useEditorParts();
  const { report: editor, pushed } = parts;
  const unseen = useStore(pushed.store, (s) => s.unseen);
  const windows = useChildWindows();
  const windowOpen = useChildWindowList((s) => s.windows.some((w) => w.key === childWindowKey(reportId, 'records')));

  const { channelSecret } = useStartupParams();
  useEffect(() => pushed.listen(editor.store, channelSecret), [pushed, editor, channelSecret]);
  // What this device kept for the report (taken before a reload) is offered again.
  useEffect(() => void pushed.restore(reportId), [pushed, reportId]);
  // Arrivals are counted for the report shown; leaving it leaves them in its records window.
  useEffect(() => pushed.markSeen, [pushed, reportId]);
  useEffect(() => {
    if (windowOpen && unseen > 0) pushed.markSeen();
  }, [pushed, windowOpen, unseen]);

  if (unseen === 0 || windowOpen) return null;
  return (
    <div className="p-2">
      <Alert>
        <span className="flex flex-wrap items-center gap-3">
          {arrivalNotice(unseen)}
          <Button
            variant="secondary"
            onClick={() => {
              pushed.markSeen();
              openRecordsWindow(windows, parts, reportId);
            }}
          >
            Show records
          </Button>
        </span>
      </Alert>
    </div>
  );
}
