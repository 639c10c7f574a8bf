import { ReportStatus, reportStatusName } from './report-status';

/**
 * SPEC §4: "Diagram and attachments are editable only in status 0". Null while the report is a
 * Draft, else why `part` ('Attachments', 'The diagram') cannot be changed.
 */
export function draftOnlyRefusal(part: string, status: number): string | null {
  if (status === ReportStatus.Draft) return null;
  return `${part} can only be changed while the report is a Draft; this report is ${reportStatusName(status)}.`;
}
