import { useEffect } from 'react';
import { scannedIntoFieldNotice } from '../../../lib/records/barcodes/scanner-burst';
import { fieldName, listenForKeyboardScanner, RECORDS_WINDOW_ATTRIBUTE } from './keyboard-scanner';
import { useChildWindows } from '../../child-windows/child-window-store';
import { openRecordsWindow } from './records-window';
import { getAt, type ReportData } from '../../../lib/forms/definition/paths';
import type { ProvenanceMap } from '../../../lib/forms/report-data/provenance';
import { useEditorParts } from '../open-report/editor-context';

/** The marks lost since `before` on fields whose value is again what it was then, or null when none. */
function marksBack(
  before: { data: ReportData; provenance: ProvenanceMap },
  data: ReportData,
  provenance: ProvenanceMap,
): ProvenanceMap | null {
  const lost = Object.entries(before.provenance).filter(
    ([path]) => provenance[path] === undefined && getAt(data, path) === getAt(before.data, path),
  );
  return lost.length ? { ...provenance, ...Object.fromEntries(lost) } : null;
}

/**
 * While the editor shows a report, a keyboard-wedge scanner's licence is recognised wherever the
 * cursor is: kept out of the field, and opened in the records window's preview with a notice
 * naming the field it was typed into. Nothing is applied until the officer applies it there.
 */
export function KeyboardScannerWatch({ reportId }: { reportId: number }) {
  const parts = useEditorParts();
  const { report: editor, scans } = parts;
  const windows = useChildWindows();
  useEffect(() => {
    let before: { data: ReportData; provenance: ProvenanceMap } | null = null;
    const stop = listenForKeyboardScanner(
      window,
      (text, focused) => {
        const inRecordsWindow = !!focused?.closest?.(`[${RECORDS_WINDOW_ATTRIBUTE}]`);
        scans.take(text, 'keyboard', inRecordsWindow ? null : scannedIntoFieldNotice(fieldName(focused)));
        // The scanner's keystrokes are the officer's gesture, so the browser lets the window open.
        if (!inRecordsWindow) openRecordsWindow(windows, parts, reportId);
      },
      {
        started: () => {
          const { data, provenance } = editor.store.getState();
          before = { data, provenance };
        },
        // The field the scan began in was put back as it was; so is its mark (a lookup's, a
        // record's, a derived count's), which the scanner's first keys had taken as the officer's.
        putBack: () => {
          const { data, provenance } = editor.store.getState();
          const marks = before && marksBack(before, data, provenance);
          if (marks) editor.replaceData(data, marks);
        },
      },
    );
    return () => {
      stop();
      scans.clear();
    };
  }, [parts, editor, scans, reportId, windows]);
  return null;
}
