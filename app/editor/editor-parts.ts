import type { OpenLocalDb } from '../local-db/open-local-db';
import type { EditorParts } from './open-report/editor-context';
import { createEditorReport } from './open-report/editor-store';
import type { ReportLoader } from './open-report/report-loading';
import { createFieldFormats } from './fields/field-format';
import { createPushedRecords, deviceKeeper } from './lookups/pushed-records-shown';
import { createScannedBarcodes } from './lookups/scanned-barcodes';
import { createReviewComments } from './review/review-store';

export { EditorPartsContext, type EditorParts } from './open-report/editor-context';

/**
 * An open report and what goes with it, for a screen that edits one: the app's root makes the
 * editor's (app/editor-root.tsx), taking the report the start page asked for ahead from
 * `reportLoader`; the designer's preview makes its own, which loads and saves nothing. Both keep
 * their copies in the device's database the app's root made (`localDb`).
 */
export function createEditorParts(reportLoader: ReportLoader, localDb: OpenLocalDb): EditorParts {
  return {
    report: createEditorReport(reportLoader, localDb),
    review: createReviewComments(),
    scans: createScannedBarcodes(),
    pushed: createPushedRecords(deviceKeeper(localDb)),
    formats: createFieldFormats(),
  };
}
