import type { ReportDocument } from '../../../lib/api/schemas/report-document-schemas';
import type { FormDefinition } from '../../../lib/forms/definition/definition-schema';
import type { MergeConflict } from '../../../lib/forms/merge/merge-conflict';
import type { ReportData } from '../../../lib/forms/definition/paths';
import type { ProvenanceMap } from '../../../lib/forms/report-data/provenance';
import { uiStateOf, type UiState } from '../../../lib/forms/report-data/ui-state';
import { codeMembershipIssues, type CodeFinder } from '../../../lib/validation/report-checks/code-membership';
import { checkCompleteness } from '../../../lib/validation/report-checks/completeness';
import { valueIssues } from '../../../lib/validation/report-checks/value-issues';
import type { ValidationIssue } from '../../../lib/validation/report-checks/issue';
import type { SetAsideCopy } from '../../local-db/local-records';

/**
 * The editing states of an open report. `syncing` is a save of changes kept on this device
 * (restored after a crash, or made while offline); `savingDisabled` is offline: changes go to
 * the device only until the connection returns. Preview is a view over any of these (`previewing`).
 */
export type SaveState =
  | 'saved'
  | 'dirty'
  | 'saving'
  | 'syncing'
  | 'failed'
  | 'savingDisabled'
  | 'readOnly'
  /** The designer's preview of a form version: values can be tried, nothing is kept or saved. */
  | 'preview';

export interface EditorState {
  report: Omit<ReportDocument, 'data' | 'provenance'> | null;
  definition: FormDefinition | null;
  /** The report's values: the one place a typed value lives while the report is open. */
  data: ReportData;
  /** Where filled values came from, by path, until the officer edits them. */
  provenance: ProvenanceMap;
  ui: UiState;
  issues: ValidationIssue[];
  saveState: SaveState;
  /** Changes the server has not confirmed yet (they are on this device). */
  unsaved: boolean;
  /** The read-only preview of the whole report is shown instead of the form. */
  previewing: boolean;
  /** Why the report is read-only, or why the last save failed. */
  message: string;
  /** Field errors the server gave for the last save, by path. */
  serverErrors: Record<string, string>;
  loadError: string;
  /** Changes kept on this device that the server never took, offered beside the newer version. */
  setAside: SetAsideCopy | null;
  /** The report was deleted while it was open: the form shows the officer's last values, read-only. */
  reportGone: boolean;
  /**
   * Where this device's changes and the server's newer version changed the same field (or an item
   * one side removed), after they were merged: both values, until the officer chooses.
   */
  conflicts: MergeConflict[];
  /** Why the last change could not be kept on this device ('' when it was): a full disk, a broken store. */
  deviceError: string;
}

export const RESTORED = 'Unsaved changes from your last session were restored.';
export const RESTORED_AND_SAVED = 'Unsaved changes from your last session were restored and saved.';
export const OFFLINE_MESSAGE =
  'You are offline. Changes are kept on this device and saved when the connection returns.';
export const NOT_SAVED = 'The report could not be saved.';
export const NOT_OPENED = 'The report could not be opened.';
export const PREVIEW_MESSAGE = 'Nothing typed in the preview is kept or saved.';
export const MERGED = 'Your changes on this device were merged with the version saved meanwhile.';
export const MERGED_AND_SAVED = 'Your changes on this device were merged with the version saved meanwhile and saved.';
export const NOT_KEPT_ON_DEVICE =
  'Your latest changes could not be kept on this device: keep this tab open until they are saved, and free space on the device.';
export const RETRIED_AUTOMATICALLY = 'Your changes are kept on this device and sent again automatically.';
export const NOT_KEPT_HERE = 'This report is not kept on this device: it opens when the connection returns.';
export const FORM_NOT_KEPT_HERE =
  'The form version of this report is not kept on this device: it opens when the connection returns.';
export const KEPT_ASIDE = 'Your changes since its last save are kept on this device.';

export const empty: EditorState = {
  report: null,
  definition: null,
  data: {},
  provenance: {},
  ui: { hidden: new Set(), disabled: new Set() },
  issues: [],
  saveState: 'saved',
  unsaved: false,
  previewing: false,
  message: '',
  serverErrors: {},
  loadError: '',
  setAside: null,
  reportGone: false,
  conflicts: [],
  deviceError: '',
};

/** May the officer change the open report now? (Preview and read-only say no.) */
export const canEdit = (s: EditorState) => s.saveState !== 'readOnly' && !s.previewing;

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));
const sameIssues = (a: ValidationIssue[], b: ValidationIssue[]) =>
  a.length === b.length &&
  a.every((x, i) => x.path === b[i]?.path && x.severity === b[i]?.severity && x.message === b[i]?.message);

/** Every value the server would refuse on save: its schema's, then codes not of their list (once the lists are here). */
function refusedValues(definition: FormDefinition, data: ReportData, codes: CodeFinder | null): ValidationIssue[] {
  const issues = valueIssues(definition, data);
  if (!codes) return issues;
  const told = new Set(issues.map((i) => i.path));
  for (const { path, message } of codeMembershipIssues(definition, data, codes)) {
    if (told.has(path)) continue;
    told.add(path);
    issues.push({ path, severity: 'error', message });
  }
  return issues;
}

/**
 * The UI state and issues of the data: first every value the server would refuse on save, then
 * the completeness check. A keystroke mostly changes neither, so the previous objects are kept
 * when they say the same: whatever selects them is not re-rendered for nothing.
 */
export function derive(
  definition: FormDefinition,
  data: ReportData,
  previous: Pick<EditorState, 'ui' | 'issues'>,
  codes: CodeFinder | null = null,
) {
  const ui = uiStateOf(definition, data);
  const issues = [...refusedValues(definition, data, codes), ...checkCompleteness(definition, data, ui)];
  return {
    ui: sameSet(ui.hidden, previous.ui.hidden) && sameSet(ui.disabled, previous.ui.disabled) ? previous.ui : ui,
    issues: sameIssues(issues, previous.issues) ? previous.issues : issues,
  };
}

/**
 * What a report opens with: which fields are hidden or disabled, needed for its first frame. Its
 * issues (about 50 ms on a 30-unit report) are worked out after that frame (deriveSoon); a save
 * runs the check first, so nothing is judged on the empty list meanwhile.
 */
export function openingState(definition: FormDefinition, data: ReportData) {
  return { ui: uiStateOf(definition, data), issues: [] as ValidationIssue[] };
}
