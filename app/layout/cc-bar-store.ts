import { create } from 'zustand';

/** What the open report tells the bar: which report, and whether its changes are saved. */
export interface OpenReportStatus {
  id: number;
  /** The agency's case number (the report's Local ID), empty until entered. */
  caseNumber: string;
  saveState: string;
}

/** Filled by the report editor while a report is open; the bar lives in the shell, the editor apart. */
export const useCcBarStore = create<{ report: OpenReportStatus | null }>()(() => ({ report: null }));
