import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { Designer, DesignerState } from './designer-store';

/** The designer of the form versions screen, which the screen's route makes (forms-page.tsx). */
export const DesignerContext = createContext<Designer | null>(null);

/** The designer the screen's parts work on: its actions, and its state as it is now. */
export function useDesignerActions(): Designer {
  const designer = useContext(DesignerContext);
  if (!designer) throw new Error('The form designer is drawn outside the form versions screen.');
  return designer;
}

/** A part of the designer's state, drawn again when it changes. */
export const useDesigner = <T>(pick: (state: DesignerState) => T): T => useStore(useDesignerActions().state, pick);
