import { useEffect } from 'react';
import { useFetcher } from 'react-router';

export interface RouteData<T> {
  /** The loader's answer for the address asked; undefined until the first arrives. */
  data: T | undefined;
  /** A read is on its way: the first, or one asked again. */
  loading: boolean;
  /** Reads again, after a write the answer shows. */
  reload: () => void;
}

/**
 * A route loader's answer, for a part of another screen that shows what that route shows: the
 * editor's notes window reads the notes tab's loader of the report's history, its rejection
 * banner the inbox history's, its changes since the last submission the comparison's. The router
 * runs the loader and drops an answer arriving after a newer read. Nothing is read while `href`
 * is null; a new `href`, or a new `key` (what the answer depends on beside its address), reads
 * again. `first` is an answer the route's own screen already has: it shows until a read again.
 */
export function useRouteData<T>(
  href: string | null,
  { key = '', first }: { key?: string; first?: T } = {},
): RouteData<T> {
  const fetcher = useFetcher<T>();
  const { load } = fetcher;
  const given = first !== undefined;
  useEffect(() => {
    if (href && !given) void load(href);
  }, [href, key, given, load]);
  return {
    data: href ? ((fetcher.data as T | undefined) ?? first) : undefined,
    loading: fetcher.state === 'loading',
    reload: () => {
      if (href) void load(href);
    },
  };
}
