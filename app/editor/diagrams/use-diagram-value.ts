import { useEffect, useMemo, useRef, useState } from 'react';
import { currentDiagramSchema, readCrashDiagram } from '../../../lib/forms/diagrams/crash-diagram';
import { isDiagramEmpty, type DiagramContent } from '../../../lib/forms/diagrams/diagram-elements';
import { record, redo, startHistory, undo, type DiagramHistory } from '../../../lib/forms/diagrams/diagram-history';
import { getAt } from '../../../lib/forms/definition/paths';
import { useMutation } from '../../api/use-mutation';
import { useEditor, useOpenReport } from '../open-report/editor-context';
import { renderDiagramImage } from './diagram-image';

const sameContent = (a: DiagramContent, b: DiagramContent) => JSON.stringify(a) === JSON.stringify(b);

const NOT_DRAWN = 'The diagram picture could not be drawn here, so the change was not saved.';

/**
 * The diagram being edited, its Undo and Redo, and its saving: each change shows at once and is
 * saved with its picture as soon as the picture is drawn (a change made meanwhile replaces it).
 * A change the schema refuses is taken back and said why.
 */
export function useDiagramValue(path: string) {
  const { setValue } = useOpenReport();
  const saved = useEditor((s) => getAt(s.data, path));
  const read = useMemo(() => readCrashDiagram(saved), [saved]);
  const [history, setHistory] = useState<DiagramHistory>(() => startHistory(read.content));
  // Which change is saved: a later one replaces an earlier one whose picture is still being drawn.
  const latest = useRef(0);
  // What this hook saved last: when it comes back through the store, the history may already be
  // past it (a key pressed while it was saved), and it must not start over from it.
  const written = useRef<DiagramContent | null>(null);

  // A value saved from elsewhere (a reload, the server's copy merged in) starts the history over.
  useEffect(() => {
    setHistory((h) =>
      sameContent(h.present, read.content) || (written.current && sameContent(written.current, read.content))
        ? h
        : startHistory(read.content),
    );
  }, [read]);

  // Drawing the picture is device work: its refusal, or the schema's, is said until a later change is saved.
  const saving = useMutation(
    async (next: DiagramContent) => {
      const ticket = ++latest.current;
      if (isDiagramEmpty(next)) {
        written.current = next;
        setValue(path, null);
        return;
      }
      const image = await renderDiagramImage(next).catch(() => Promise.reject(new Error(NOT_DRAWN)));
      if (ticket !== latest.current) return;
      const value = { image, road: next.road, elements: next.elements };
      const result = currentDiagramSchema.safeParse(value);
      if (!result.success) {
        setHistory((h) => (h.present === next ? { ...undo(h), future: [] } : h));
        throw new Error(`That change was not kept. ${result.error.issues[0]?.message ?? 'The diagram is not valid.'}`);
      }
      written.current = next;
      setValue(path, value);
    },
    (refusal) => ({ form: refusal instanceof Error ? refusal.message : NOT_DRAWN }),
    { keepShown: true },
  );

  function keep(next: DiagramHistory) {
    setHistory(next);
    if (next.present !== history.present) void saving.run(next.present);
  }

  return {
    content: history.present,
    readError: read.error,
    refusal: saving.error,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    change: (next: DiagramContent) => keep(record(history, next)),
    undo: () => keep(undo(history)),
    redo: () => keep(redo(history)),
  };
}
