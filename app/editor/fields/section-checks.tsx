import { createContext, useContext, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { FieldDefinition } from '../../../lib/forms/definition/field-schema';
import { isEmptyValue } from '../../../lib/forms/definition/paths';
import { afterNextPaint } from '../open-report/after-paint';
import { useEditorParts } from '../open-report/editor-context';

/** Whether a section item's first frame has been painted, which fields holding a value wait for. */
interface PaintedFlag {
  painted: () => boolean;
  subscribe: (listener: () => void) => () => void;
}

const alwaysPainted: PaintedFlag = { painted: () => true, subscribe: () => () => undefined };
const SectionChecksContext = createContext<PaintedFlag>(alwaysPainted);

/**
 * Values already in a section item are checked once the item is on screen (after its first
 * paint), not before it: opening a report with 30 units then does not wait for every field's
 * check. A value the officer types is checked at once.
 */
export function SectionChecks({ path, children }: { path: string; children: ReactNode }) {
  const flag = useMemo(() => {
    let painted = false;
    const listeners = new Set<() => void>();
    return {
      painted: () => painted,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      markPainted: () => {
        painted = true;
        for (const listener of listeners) listener();
      },
    };
    // The same component may be handed another item (Unit 1 -> Unit 2): that item waits for its paint too.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);
  useEffect(() => {
    let mounted = true;
    afterNextPaint(() => mounted && flag.markPainted());
    return () => {
      mounted = false;
    };
  }, [flag]);
  return <SectionChecksContext.Provider value={flag}>{children}</SectionChecksContext.Provider>;
}

/** The format error of a field's value: at once for a value typed here, after the paint for one loaded. */
export function useFieldFormatError(field: FieldDefinition, value: unknown): string {
  const flag = useContext(SectionChecksContext);
  const { formats } = useEditorParts();
  const loaded = useRef(value);
  // A field that opened empty never waits, so it does not re-render when the item is painted.
  const waits = !isEmptyValue(loaded.current);
  const painted = useSyncExternalStore(flag.subscribe, () => !waits || flag.painted());
  const check = painted || value !== loaded.current;
  return useMemo(() => (check ? formats.error(field, value) : ''), [check, field, value, formats]);
}
