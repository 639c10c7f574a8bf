import { useEffect, useSyncExternalStore } from 'react';
import { getRoleNames } from '../../../lib/api/calls/calls-reference';
import type { ApiClient } from '../../api/client';
import { useFirstScreenDrawn } from '../../api/first-screen';
import { readStored, storageKeys, writeStored } from '../../storage-keys';
import { providedContext } from '../../provided-context';

/** Asks the server for the names of these roles, in the same order (Role/GetRoleNames). */
export type RoleNameAsker = (ids: number[]) => Promise<string[]>;

/** Where the names last answered are kept between pages (browser storage), so offline shows them too. */
export interface KeptRoleNames {
  read(): Map<number, string>;
  write(names: Map<number, string>): void;
}

/** The names in the browser's storage: role names of the agency, no one's personal data. */
export const roleNamesInStorage: KeptRoleNames = {
  read: () => {
    const stored = readStored<unknown>(storageKeys.roleNames);
    const pairs = Array.isArray(stored) ? stored : [];
    return new Map(
      pairs.filter(
        (p): p is [number, string] =>
          Array.isArray(p) && p.length === 2 && Number.isInteger(p[0]) && typeof p[1] === 'string',
      ),
    );
  },
  write: (names) => writeStored(storageKeys.roleNames, [...names]),
};

/**
 * Role names by id, for every screen that shows a user's roles, as the agency names are cached
 * by ORI (agency-names.ts). The ids not known yet are asked for together, once: an id being asked
 * for is not asked again, and a name once answered never is (the roles screen hands in renamed
 * and deleted roles). A failed ask is not kept, so the next look tries again.
 */
export function createRoleNameCache(ask: RoleNameAsker, kept?: KeptRoleNames) {
  let names = new Map<number, string>();
  // Shown while a name is not answered on this page (offline, or before the answer), never
  // instead of asking: a role renamed since is answered anew.
  let lastKnown = kept?.read() ?? new Map<number, string>();
  const inFlight = new Set<number>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  return {
    /** The names map as it is now; a new map after each change, so React sees the change. */
    snapshot: () => names,

    /** The name last answered on an earlier page, if any. */
    lastKnown: (id: number): string | undefined => lastKnown.get(id),

    /** Asks for the ids neither known nor being asked for; answers when they are known. */
    async load(ids: readonly number[]): Promise<void> {
      const missing = [...new Set(ids)].filter((id) => !names.has(id) && !inFlight.has(id));
      if (missing.length === 0) return;
      for (const id of missing) inFlight.add(id);
      try {
        const answered = await ask(missing);
        names = new Map([...names, ...missing.map((id, i) => [id, answered[i] ?? ''] as const)]);
        if (kept) {
          lastKnown = new Map([...lastKnown, ...names]);
          kept.write(lastKnown);
        }
        changed();
      } finally {
        for (const id of missing) inFlight.delete(id);
      }
    },

    /** Names learnt another way (the roles screen's list, a role just saved). */
    remember(roles: readonly { id: number; name: string }[]) {
      if (roles.every((r) => names.get(r.id) === r.name)) return;
      names = new Map([...names, ...roles.map((r) => [r.id, r.name] as const)]);
      changed();
    },

    /** A deleted role. */
    forget(id: number) {
      if (!names.has(id)) return;
      names = new Map(names);
      names.delete(id);
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
export type RoleNameCache = ReturnType<typeof createRoleNameCache>;

/**
 * Role/GetRoleNames through `api`: the app's root makes the page's one cache over it, kept in the
 * browser's storage (app-root.tsx).
 */
export const askRoleNames =
  (api: ApiClient): RoleNameAsker =>
  (ids) =>
    api.call(getRoleNames, ids);

/** The page's one cache of role names, which the app's root makes and provides; the roles screen tells it of a role saved or deleted. */
export const [RoleNamesContext, useRoleNameCache] = providedContext<RoleNameCache>(
  'The role names need a RoleNamesContext above them',
);

/**
 * The names of these roles, in their order; a name not known yet reads "Role <id>" until it is.
 * They are asked for once the page's first screen is drawn (app/api/first-screen.ts).
 */
export function useRoleNames(ids: readonly number[]): string[] {
  const cache = useRoleNameCache();
  const names = useSyncExternalStore(cache.subscribe, cache.snapshot);
  const drawn = useFirstScreenDrawn();
  const key = ids.join(',');
  useEffect(() => {
    // An unknown id (a role deleted meanwhile) or a failed ask shows "Role <id>".
    if (drawn) cache.load(ids).catch(() => undefined);
    // `key` stands for the ids: callers pass a new array on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, cache, drawn]);
  return ids.map((id) => names.get(id) ?? cache.lastKnown(id) ?? `Role ${id}`);
}
