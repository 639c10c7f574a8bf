import { onDemand } from '../../../components/on-demand';
import { childWindowKey, closeChildWindow, openChildWindow } from '../../child-windows/child-window-registry';
import { clearScans } from './scanned-barcodes';

/**
 * The records window's code (the return and barcode parsers, the camera and the serial scanner)
 * is fetched as the window opens: most reports are opened without it. The window itself opens at
 * once, in the click or the scan that asks for it, or the browser would block it.
 */
const RecordsPanel = onDemand(
  () => import('./records-panel').then((m) => m.RecordsPanel),
  'Loading the records window…',
);

/** Opens the records window of a report (or brings it forward); call it from the click that asks. */
export function openRecordsWindow(reportId: number) {
  const key = childWindowKey(reportId, 'records');
  openChildWindow({
    key,
    title: `Driver licence and registration records, report #${reportId}`,
    content: (
      <RecordsPanel
        onClose={() => {
          clearScans();
          closeChildWindow(key);
        }}
      />
    ),
    width: 760,
    height: 860,
  });
}
