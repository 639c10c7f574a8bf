import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { EditorState, OpenReport } from './open-report';

/**
 * The open report a screen edits: the editor's one (app/editor-root.tsx), or the designer's
 * preview (form-preview-editor.tsx). Child windows draw in the main window's tree elsewhere, so
 * what opens one hands its content this context too.
 */
export const OpenReportContext = createContext<OpenReport | null>(null);

/** The open report of this screen: its actions (setValue, saveNow…) and its store. */
export function useOpenReport(): OpenReport {
  const report = useContext(OpenReportContext);
  if (!report) throw new Error('useOpenReport needs an OpenReportContext above it');
  return report;
}

/** A part of the open report's state, drawn again when it changes. */
export function useEditor<T>(selector: (state: EditorState) => T): T {
  return useStore(useOpenReport().store, selector);
}
