import type { NotCarriedOver } from '../../../lib/forms/versions/carry-over';
import type { SaveState } from '../open-report/editor-store';

/** What moving the open draft needs of the editor, the server and this device. */
export interface VersionMoveDeps {
  saveNow: () => Promise<void>;
  editor: () => {
    report: { id: number; version: number } | null;
    unsaved: boolean;
    saveState: SaveState;
    message: string;
  };
  /** Sets the editor's state (read-only while the move travels, as it was when it fails). */
  setEditor: (state: { saveState: SaveState; message: string }) => void;
  move: (request: { id: number; version: number; formConfigurationId: number }) => Promise<{
    notCarriedOver: NotCarriedOver[];
  }>;
  closeReport: () => void;
  /** Removes this device's copy of the report (its row in the device database's drafts). */
  forgetLocalCopy: (id: number) => Promise<void>;
  openReport: (id: number) => Promise<void>;
}

export const UNSAVED_BEFORE_MOVE =
  'The report has changes the server has not saved yet. Save them (Save now), then move the report.';

/**
 * Moves the open draft to a newer version (Report/MoveToVersion): the officer's last changes are
 * saved first, since the server moves the version it holds; a report whose save fails is not
 * moved. Nothing can be typed while the move travels. Afterwards this device's copy, written on the
 * old version, is removed so it is not restored over the moved report, and the report opens again
 * on the new version. Throws with the reason when it cannot move; the report stays as it was.
 */
export async function moveOpenDraft(target: { id: number; label: string }, deps: VersionMoveDeps): Promise<number> {
  await deps.saveNow();
  const before = deps.editor();
  if (!before.report) throw new Error('No report is open.');
  if (before.unsaved || before.saveState === 'failed') throw new Error(UNSAVED_BEFORE_MOVE);
  const { id, version } = before.report;
  deps.setEditor({ saveState: 'readOnly', message: `Moving the report to ${target.label}…` });
  let moved: Awaited<ReturnType<VersionMoveDeps['move']>>;
  try {
    moved = await deps.move({ id, version, formConfigurationId: target.id });
  } catch (e) {
    deps.setEditor({ saveState: before.saveState, message: before.message });
    throw e;
  }
  deps.closeReport();
  await deps.forgetLocalCopy(id);
  await deps.openReport(id);
  return moved.notCarriedOver.length;
}
