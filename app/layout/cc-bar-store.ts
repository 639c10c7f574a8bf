import { createStore, useStore, type StoreApi } from 'zustand';
import { providedContext } from '../provided-context';

/** What the open report tells the bar: which report, and whether its changes are saved. */
export interface OpenReportStatus {
  id: number;
  /** The agency's case number (the report's Local ID), empty until entered. */
  caseNumber: string;
  saveState: string;
}

export type CcBarStore = StoreApi<{ report: OpenReportStatus | null }>;

/** Filled by the report editor while a report is open; the bar lives in the shell, the editor apart. */
export const createCcBarStore = (): CcBarStore =>
  createStore<{ report: OpenReportStatus | null }>()(() => ({ report: null }));

/** The root's status bar store, for the editor that fills it. */
export const [CcBarStoreContext, useCcBarStoreApi] = providedContext<CcBarStore>(
  'The status bar needs a CcBarStoreContext above it',
);

/** The open report's status as the bar shows it, drawn again when it changes. */
export const useCcBarReport = (): OpenReportStatus | null => useStore(useCcBarStoreApi(), (s) => s.report);
