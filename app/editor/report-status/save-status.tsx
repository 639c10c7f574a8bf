import { Button } from '../../../components/button';
import { useEditor, useOpenReport } from '../open-report/editor-context';
import { type SaveState } from '../open-report/editor-store';

export const saveStateLabels: Record<SaveState, string> = {
  saved: 'All changes saved',
  dirty: 'Unsaved changes',
  saving: 'Saving…',
  syncing: 'Syncing changes kept on this device…',
  failed: 'Sync failed',
  savingDisabled: 'Saving disabled',
  readOnly: 'Read-only',
  preview: 'Preview of the form',
};

/** The editing state (dirty, saving, saved, syncing, failed, offline, read-only), announced politely to screen readers. */
export function SaveStatus() {
  const { saveNow } = useOpenReport();
  const state = useEditor((s) => s.saveState);
  const previewing = useEditor((s) => s.previewing);
  const message = useEditor((s) => s.message);
  const deviceError = useEditor((s) => s.deviceError);
  return (
    <>
      {deviceError && (
        <span role="alert" className="me-2 text-sm text-danger" data-device-error>
          {deviceError}
        </span>
      )}
      <span
        role="status"
        aria-live="polite"
        className={`text-sm ${state === 'failed' || state === 'savingDisabled' ? 'text-danger' : 'text-muted'}`}
        data-save-state={state}
        data-previewing={previewing || undefined}
      >
        {previewing && 'Preview · '}
        {saveStateLabels[state]}
        {message && `: ${message}`}
      </span>
      {/* A failed sync is tried again by itself when the server or network failed; the officer need not wait. */}
      {state === 'failed' && (
        <Button variant="secondary" className="ml-2 py-1" onClick={() => void saveNow({ syncing: true })}>
          Retry
        </Button>
      )}
    </>
  );
}
