/**
 * The web app's side of records pushed from the RMS by the extension: whether the report open
 * in this tab takes one, and the list of those it took. Pure, so the rules are tested without a
 * browser; app/editor/pushed-records.ts wires them to the editor and the window messages.
 */
import type { FormDefinition } from '../../forms/definition/definition-schema';
import { formRoles, roleItemPath } from '../../forms/definition/form-roles';
import type { CrashRecord } from '../record-types';

/** What the tab knows about its open report when a record arrives. */
export interface OpenReportState {
  /** The report open in the editor, or null while none is (or it is still loading). */
  reportId: number | null;
  readOnly: boolean;
  /** Why it is read-only, as the editor says it. */
  readOnlyReason: string;
}

/** The answer to the extension, as the background expects it. */
export interface PushedRecordAnswer {
  accepted: boolean;
  reportId: number | null;
  reason?: string;
}

/** A record the open report took, with where and when it was captured. */
export interface PushedRecord {
  deliveryId: string;
  reportId: number;
  record: CrashRecord;
  pageUrl: string;
  capturedAt: string;
}

/** The answer's reason is at most this long (the background's limit). */
const REASON_MAX = 300;

export const NO_REPORT_IN_TAB =
  'No report is open in this crash app tab. Open the report; the record waits in the extension until then.';

export const NOT_KEPT_ON_DEVICE =
  'The crash app could not keep the record on this device (its storage refused it); it waits in the extension.';

/**
 * Whether the open report takes a record: only a report open and editable in this tab does.
 * A read-only report refuses with the editor's reason, so the officer knows why and the record
 * stays queued in the extension rather than being lost or applied to another report.
 */
export function decidePushedRecord(state: OpenReportState): PushedRecordAnswer {
  if (state.reportId === null) return { accepted: false, reportId: null, reason: NO_REPORT_IN_TAB };
  if (state.readOnly) {
    const why = state.readOnlyReason.trim().replace(/\.$/, '');
    const reason = `Report #${state.reportId} is read-only${why ? ` (${why})` : ''}; the record was not added to it.`;
    return { accepted: false, reportId: state.reportId, reason: reason.slice(0, REASON_MAX) };
  }
  return { accepted: true, reportId: state.reportId };
}

/**
 * The list with a newly taken record added, or the same list when that delivery is already in
 * it (the background sends again when an answer was lost; the record shows once).
 */
export function addPushedRecord<E extends PushedRecord>(list: readonly E[], entry: E): readonly E[] {
  return list.some((e) => e.deliveryId === entry.deliveryId) ? list : [...list, entry];
}

/** The records taken for one report, in order of arrival. */
export function pushedRecordsOf(list: readonly PushedRecord[], reportId: number): CrashRecord[] {
  return list.filter((e) => e.reportId === reportId).map((e) => e.record);
}

/** "1 record from the RMS arrived", "3 records from the RMS arrived". */
export function arrivalNotice(count: number): string {
  return `${count} ${count === 1 ? 'record' : 'records'} from the RMS arrived`;
}

/** The RMS host a record came from, for the records window ("from rms.example.gov"). */
export function capturedFrom(pageUrl: string): string {
  try {
    return new URL(pageUrl).host;
  } catch {
    return 'the RMS';
  }
}

/** What a lone VIN or USDOT number does for the chosen unit: the lookup and the section it fills. */
export function lookupFor(
  definition: FormDefinition,
  record: CrashRecord,
  unitIndex: number,
):
  | { kind: 'vinDecode'; vin: string; vehiclePath: string; scanned: boolean }
  | { kind: 'usdot'; usdotNumber: string; cmvPath: string }
  | null {
  if (!Number.isInteger(unitIndex) || unitIndex < 0) return null;
  const roles = formRoles(definition);
  const vehiclePath = roleItemPath(roles, 'unit.vehicle', unitIndex);
  const cmvPath = roleItemPath(roles, 'unit.cmv', unitIndex);
  if (record.kind === 'vin' && vehiclePath)
    return { kind: 'vinDecode', vin: record.vin, vehiclePath, scanned: record.source === 'barcode' };
  if (record.kind === 'usdot' && cmvPath) return { kind: 'usdot', usdotNumber: record.usdotNumber, cmvPath };
  return null;
}
