import type { EditorParts } from './open-report/editor-context';
import { createEditorReport, type PageStores } from './open-report/editor-store';
import type { ReportLoader } from './open-report/report-loading';
import type { SessionStore } from '../session/session-store';
import { createFieldFormats } from './fields/field-format';
import { createPushedRecords, deviceKeeper } from './lookups/pushed-records-shown';
import { createScannedBarcodes } from './lookups/scanned-barcodes';
import { reviewCommentsOf } from './review/review-store';
import type { ApiClient } from '../api/client';

export { EditorPartsContext, type EditorParts } from './open-report/editor-context';
export type { PageStores } from './open-report/editor-store';

/**
 * An open report and what goes with it, for a screen that edits one: the app's root makes the
 * editor's (app/editor-root.tsx), taking the report the start page asked for ahead from
 * `reportLoader`, calling the server through `api`; the designer's preview makes its own, which
 * loads and saves nothing. Both are given the app's session (who edits, and whether the server
 * knows the session) and read the page's stores (`page`: the code lists, the connection, the child
 * windows, the first screen, and the device's database where they keep their copies).
 */
export function createEditorParts(
  reportLoader: ReportLoader,
  session: SessionStore,
  api: ApiClient,
  page: PageStores,
): EditorParts {
  return {
    report: createEditorReport(reportLoader, session, api, page),
    review: reviewCommentsOf(api, page.firstScreen.after),
    scans: createScannedBarcodes(),
    pushed: createPushedRecords(
      () => session.getState().user?.id ?? null,
      page.childWindows,
      deviceKeeper(page.localDb),
    ),
    formats: createFieldFormats(),
  };
}
