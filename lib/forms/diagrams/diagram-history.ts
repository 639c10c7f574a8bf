import type { DiagramContent } from './diagram-elements';

/** Undo reaches this many changes back; older ones are forgotten. */
export const MAX_UNDO = 100;

/** The diagram's changes in this editing session: what Undo goes back to and Redo forward to. */
export interface DiagramHistory {
  past: DiagramContent[];
  present: DiagramContent;
  future: DiagramContent[];
}

export const startHistory = (present: DiagramContent): DiagramHistory => ({ past: [], present, future: [] });

/** A new change: it becomes the present, and what was undone before it can no longer be redone. */
export function record(history: DiagramHistory, next: DiagramContent): DiagramHistory {
  if (next === history.present) return history;
  return { past: [...history.past, history.present].slice(-MAX_UNDO), present: next, future: [] };
}

export function undo(history: DiagramHistory): DiagramHistory {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo(history: DiagramHistory): DiagramHistory {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}
