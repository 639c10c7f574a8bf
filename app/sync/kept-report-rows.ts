import type { ReportSummary } from '../../lib/api/schemas/report-schemas';
import type { FormDefinition } from '../../lib/forms/definition/definition-schema';
import { reportSummary } from '../../lib/forms/derived/report-summary';
import type { LocalDraft } from '../local-db/local-records';
import { NOT_YET_NUMBERED } from './device-reports';

/** A report this device keeps, as the report tables show one: from its values on the device. */
export interface KeptReportRow {
  summary: ReportSummary;
  /** When the device last wrote it. */
  changedAt: number;
  /** It holds changes the server has not taken. */
  dirty: boolean;
}

/**
 * The kept copy's row, with the columns the tables show online (case number, crash date and time,
 * location, status, lock), read from its values by the summary the server keeps for it
 * (lib/forms/derived/report-summary.ts), so offline it is told from another as online. Without its
 * form version on the device its values cannot be read by role: it shows its status alone.
 */
export function keptReportRow(draft: LocalDraft, definition: FormDefinition | undefined): KeptReportRow {
  const report = draft.report;
  const values = definition ? reportSummary(definition, draft.data) : null;
  const lock = report?.formInstanceLockInfo ?? null;
  const summary: ReportSummary = {
    id: draft.id,
    version: report?.version ?? draft.baseVersion,
    status: report?.status ?? 0,
    formType: report?.formType ?? definition?.type ?? '',
    caseNumber: values?.caseNumber ?? (draft.id < 0 ? NOT_YET_NUMBERED : null),
    dateOfCrash: values?.dateOfCrash ?? null,
    timeOfCrash: values?.timeOfCrash ?? null,
    streetName: values?.streetName ?? null,
    intersectStreetName: values?.intersectStreetName ?? null,
    countyCode: values?.countyCode ?? null,
    municipalityCode: values?.municipalityCode ?? null,
    crashTypeCode: values?.crashTypeCode ?? null,
    injuryCount: values?.injuryCount ?? null,
    fatalityCount: values?.fatalityCount ?? null,
    agencyOri: report?.agencyOri ?? values?.agencyOri ?? '',
    departmentName: null,
    inboxId: null,
    inboxName: null,
    authorUser: report?.authorUser ?? { id: 0, name: '' },
    lockingUser: lock?.lockingUser ?? null,
    lockCreated: lock?.created ?? null,
    lockExpiresAt: null,
    isSupplement: report?.isSupplement ?? false,
    lastUpdated: report?.lastUpdated ?? new Date(draft.savedAt).toISOString(),
  };
  return { summary, changedAt: draft.savedAt, dirty: draft.dirty };
}
