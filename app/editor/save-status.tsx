import { useEditor, type SaveState } from './editor-store';

const labels: Record<SaveState, string> = {
  saved: 'All changes saved',
  dirty: 'Unsaved changes',
  saving: 'Saving…',
  failed: 'Sync failed',
  readOnly: 'Read-only',
};

/** The editing state of SPEC §4, announced politely to screen readers. */
export function SaveStatus() {
  const state = useEditor((s) => s.saveState);
  const message = useEditor((s) => s.message);
  return (
    <span
      role="status"
      aria-live="polite"
      className={`text-sm ${state === 'failed' ? 'text-danger' : 'text-muted'}`}
      data-save-state={state}
    >
      {labels[state]}
      {message && `: ${message}`}
    </span>
  );
}
