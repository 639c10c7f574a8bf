import { createContext, useContext, type Context } from 'react';

/**
 * A React context for one part the app's root makes (app-root.tsx) and hands down, and the hook
 * that reads it. The hook throws `missing` when nothing provides the part above (a test or a
 * window drawn outside the root's tree), rather than handing a screen null.
 */
export function providedContext<T>(missing: string): [Context<T | null>, () => T] {
  const Provided = createContext<T | null>(null);
  function useProvided(): T {
    const value = useContext(Provided);
    if (value === null) throw new Error(missing);
    return value;
  }
  return [Provided, useProvided];
}
