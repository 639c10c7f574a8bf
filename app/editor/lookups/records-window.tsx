import { onDemand } from '../../../components/on-demand';
import { childWindowKey, closeChildWindow, openChildWindow } from '../../child-windows/child-window-registry';
import type { ChildWindows } from '../../child-windows/child-window-store';
import { EditorPartsContext, type EditorParts } from '../open-report/editor-context';

/**
 * The records window's code (the return and barcode parsers, the camera and the serial scanner)
 * is fetched as the window opens: most reports are opened without it. The window itself opens at
 * once, in the click or the scan that asks for it, or the browser would block it.
 */
const RecordsPanel = onDemand(
  () => import('./records-panel').then((m) => m.RecordsPanel),
  'Loading the records window…',
);

/**
 * Opens the records window of the open report (or brings it forward); call it from the click that
 * asks. The window draws in the main window's tree, beside the editor's: it is handed the report's parts.
 */
export function openRecordsWindow(windows: ChildWindows, parts: EditorParts, reportId: number) {
  const key = childWindowKey(reportId, 'records');
  openChildWindow(windows, {
    key,
    title: `Driver licence and registration records, report #${reportId}`,
    content: (
      <EditorPartsContext.Provider value={parts}>
        <RecordsPanel
          onClose={() => {
            parts.scans.clear();
            closeChildWindow(windows, key);
          }}
        />
      </EditorPartsContext.Provider>
    ),
    width: 760,
    height: 860,
  });
}
