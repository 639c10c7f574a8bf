import { useEffect } from 'react';
import { scannedIntoFieldNotice } from '../../../lib/records/scanner-burst';
import { fieldName, listenForKeyboardScanner, RECORDS_WINDOW_ATTRIBUTE } from './keyboard-scanner';
import { openRecordsWindow } from './records-panel';
import { clearScans, takeScan } from './scanned-barcodes';

/**
 * While the editor shows a report, a keyboard-wedge scanner's licence is recognised wherever the
 * cursor is: kept out of the field, and opened in the records window's preview with a notice
 * naming the field it was typed into. Nothing is applied until the officer applies it there.
 */
export function KeyboardScannerWatch({ reportId }: { reportId: number }) {
  useEffect(() => {
    const stop = listenForKeyboardScanner(window, (text, focused) => {
      const inRecordsWindow = !!focused?.closest?.(`[${RECORDS_WINDOW_ATTRIBUTE}]`);
      takeScan(text, 'keyboard', inRecordsWindow ? null : scannedIntoFieldNotice(fieldName(focused)));
      // The scanner's keystrokes are the officer's gesture, so the browser lets the window open.
      if (!inRecordsWindow) openRecordsWindow(reportId);
    });
    return () => {
      stop();
      clearScans();
    };
  }, [reportId]);
  return null;
}
