import type { EditorParts } from './open-report/editor-context';
import { createEditorReport } from './open-report/editor-store';
import type { ReportLoader } from './open-report/report-loading';
import { createPushedRecords } from './lookups/pushed-records-shown';
import { createScannedBarcodes } from './lookups/scanned-barcodes';
import { reviewCommentsOf } from './review/review-store';
import type { ApiClient } from '../api/client';

export { EditorPartsContext, type EditorParts } from './open-report/editor-context';

/**
 * An open report and what goes with it, for a screen that edits one: the app's root makes the
 * editor's (app/editor-root.tsx), taking the report the start page asked for ahead from
 * `reportLoader`, calling the server through `api`; the designer's preview makes its own, which loads and saves nothing.
 */
export function createEditorParts(reportLoader: ReportLoader, api: ApiClient): EditorParts {
  return {
    report: createEditorReport(reportLoader, api),
    review: reviewCommentsOf(api),
    scans: createScannedBarcodes(),
    pushed: createPushedRecords(),
  };
}
