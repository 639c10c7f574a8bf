import type { EditorParts } from './open-report/editor-context';
import { createEditorReport, type PageStores } from './open-report/editor-store';
import type { ReportLoader } from './open-report/report-loading';
import { createPushedRecords } from './lookups/pushed-records-shown';
import { createScannedBarcodes } from './lookups/scanned-barcodes';
import { createReviewComments } from './review/review-store';

export { EditorPartsContext, type EditorParts } from './open-report/editor-context';
export type { PageStores } from './open-report/editor-store';

/**
 * An open report and what goes with it, for a screen that edits one: the app's root makes the
 * editor's (app/editor-root.tsx), taking the report the start page asked for ahead from
 * `reportLoader`; the designer's preview makes its own, which loads and saves nothing. Both read
 * the page's stores (`page`: the code lists, the connection, the child windows, the first screen).
 */
export function createEditorParts(reportLoader: ReportLoader, page: PageStores): EditorParts {
  return {
    report: createEditorReport(reportLoader, page),
    review: createReviewComments(page.firstScreen.after),
    scans: createScannedBarcodes(),
    pushed: createPushedRecords(page.childWindows),
  };
}
