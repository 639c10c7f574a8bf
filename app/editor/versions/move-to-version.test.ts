import { describe, expect, it } from 'vitest';
import type { SaveState } from '../open-report/editor-store';
import { moveOpenDraft, UNSAVED_BEFORE_MOVE, type VersionMoveDeps } from './move-to-version';

const target = { id: 12, label: 'Vehicle Crash Report 1.1' };

/** An editor holding report 5 at version 3; `saveOutcome` says what saving leaves behind. */
function editorWith(saveOutcome: { unsaved: boolean; saveState: SaveState }, moveFails?: Error) {
  const steps: string[] = [];
  let state = { report: { id: 5, version: 3 }, unsaved: true, saveState: 'dirty' as SaveState, message: '' };
  const deps: VersionMoveDeps = {
    saveNow: async () => {
      steps.push('save');
      state = { ...state, ...saveOutcome };
    },
    editor: () => state,
    setEditor: (next) => {
      steps.push(`editor:${next.saveState}`);
      state = { ...state, ...next };
    },
    move: async (request) => {
      steps.push(`move:${request.id}@${request.version}->${request.formConfigurationId}`);
      if (moveFails) throw moveFails;
      return {
        notCarriedOver: [{ path: 'Location.RdwyRampTxt', label: 'Location · Ramp', value: 'B', reason: 'removed' }],
      };
    },
    closeReport: () => void steps.push('close'),
    forgetLocalCopy: async (id) => void steps.push(`forget:${id}`),
    openReport: async (id) => void steps.push(`open:${id}`),
  };
  return { deps, steps, state: () => state };
}

describe('moving the open draft to a newer version', () => {
  it('saves first, moves the saved version, removes the device’s old copy, then opens the report again', async () => {
    const { deps, steps } = editorWith({ unsaved: false, saveState: 'saved' });
    expect(await moveOpenDraft(target, deps)).toBe(1);
    expect(steps).toEqual(['save', 'editor:readOnly', 'move:5@3->12', 'close', 'forget:5', 'open:5']);
  });

  it('does not move a report whose save failed, nor one with changes still unsaved', async () => {
    const failed = editorWith({ unsaved: true, saveState: 'failed' });
    await expect(moveOpenDraft(target, failed.deps)).rejects.toThrow(UNSAVED_BEFORE_MOVE);
    expect(failed.steps).toEqual(['save']);
    const offline = editorWith({ unsaved: true, saveState: 'savingDisabled' });
    await expect(moveOpenDraft(target, offline.deps)).rejects.toThrow(UNSAVED_BEFORE_MOVE);
    expect(offline.steps).toEqual(['save']);
  });

  it('leaves the report as it was, with the server’s reason, when the move is refused', async () => {
    const refusal = new Error('Report 5 changed since you opened it. Open it again, then move it.');
    const { deps, steps, state } = editorWith({ unsaved: false, saveState: 'saved' }, refusal);
    await expect(moveOpenDraft(target, deps)).rejects.toThrow(refusal.message);
    expect(steps).toEqual(['save', 'editor:readOnly', 'move:5@3->12', 'editor:saved']);
    expect(state()).toMatchObject({ saveState: 'saved', message: '' });
  });
});
