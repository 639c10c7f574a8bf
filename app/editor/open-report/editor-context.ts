import { useStore } from 'zustand';
import type { FieldFormats } from '../fields/field-format';
import type { PushedRecords } from '../lookups/pushed-records-shown';
import type { ScannedBarcodes } from '../lookups/scanned-barcodes';
import type { ReviewComments, ReviewState } from '../review/review-store';
import type { EditorState, OpenReport } from './open-report';
import { providedContext } from '../../provided-context';

/**
 * What a screen that edits a report is handed (app/editor-root.tsx makes the editor's; the
 * designer's preview makes its own): the open report, its review comments, the barcodes scanned
 * for its records window, the records the extension pushed into it and its fields' format checks. Child windows draw in the
 * main window's tree elsewhere, so what opens one hands its content this context too.
 */
export interface EditorParts {
  report: OpenReport;
  review: ReviewComments;
  scans: ScannedBarcodes;
  pushed: PushedRecords;
  /** The format checks of the report's fields, each field's schema made once. */
  formats: FieldFormats;
}

export const [EditorPartsContext, useEditorParts] = providedContext<EditorParts>(
  'The editor’s parts need an EditorPartsContext above them',
);

/** The open report of this screen: its actions (setValue, saveNow…) and its store. */
export const useOpenReport = (): OpenReport => useEditorParts().report;

/** A part of the open report's state, drawn again when it changes. */
export function useEditor<T>(selector: (state: EditorState) => T): T {
  return useStore(useOpenReport().store, selector);
}

/** The open report's review comments: their actions and store. */
export const useReviewComments = (): ReviewComments => useEditorParts().review;

/** A part of the review comments' state, drawn again when it changes. */
export function useReview<T>(selector: (state: ReviewState) => T): T {
  return useStore(useReviewComments().store, selector);
}
