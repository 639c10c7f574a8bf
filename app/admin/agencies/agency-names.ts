import { useEffect, useSyncExternalStore } from 'react';
import { getAgencyName } from '../../../lib/api/calls/calls-reference';
import type { ApiClient } from '../../api/client';
import { providedContext } from '../../provided-context';

/** Asks the server for the name of the agency with this ORI. */
export type AgencyNameAsker = (ori: string) => Promise<string>;

/**
 * Agency names by ORI, for screens that know only an agency's ORI. A name is asked for once:
 * concurrent asks for one ORI share one request, and a name once answered is never asked again
 * (administration hands in a changed name with `remember`). A failed ask is not kept, so the
 * next ask tries again.
 */
export function createAgencyNameCache(ask: AgencyNameAsker) {
  const names = new Map<string, string>();
  const inFlight = new Map<string, Promise<string>>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  return {
    /** The name if it is known already, without asking. */
    peek: (ori: string): string | undefined => names.get(ori),

    get(ori: string): Promise<string> {
      const known = names.get(ori);
      if (known !== undefined) return Promise.resolve(known);
      const pending = inFlight.get(ori);
      if (pending) return pending;
      const asked = ask(ori)
        .then((name) => {
          names.set(ori, name);
          changed();
          return name;
        })
        .finally(() => inFlight.delete(ori));
      inFlight.set(ori, asked);
      return asked;
    },

    /** A name learnt another way (an agency just saved), so nobody asks for it again. */
    remember(ori: string, name: string) {
      if (names.get(ori) === name) return;
      names.set(ori, name);
      changed();
    },

    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
export type AgencyNameCache = ReturnType<typeof createAgencyNameCache>;

/** Agency/GetAgencyName through `api`: the app's root makes the page's one cache over it (app-root.tsx). */
export const askAgencyName =
  (api: ApiClient): AgencyNameAsker =>
  (ori) =>
    api.call(getAgencyName, ori);

/** The page's one cache of agency names, which the app's root makes and provides; the agency dialog tells it of an agency saved. */
export const [AgencyNamesContext, useAgencyNameCache] = providedContext<AgencyNameCache>(
  'The agency names need an AgencyNamesContext above them',
);

/**
 * The name of the agency with this ORI, once known (undefined until then, and for an ORI no
 * agency has); asks the server at most once per ORI for the whole app (the page's cache,
 * AgencyNamesContext). Pass undefined or '' to ask for nothing.
 */
export function useAgencyName(ori: string | undefined): string | undefined {
  const cache = useAgencyNameCache();
  const name = useSyncExternalStore(cache.subscribe, () => (ori ? cache.peek(ori) : undefined));
  useEffect(() => {
    if (!ori || cache.peek(ori) !== undefined) return;
    // An unknown ORI or a failed ask shows no name; the screen still shows the ORI.
    cache.get(ori).catch(() => undefined);
  }, [ori, cache]);
  return name;
}
