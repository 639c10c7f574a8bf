import { useEffect } from 'react';
import { create } from 'zustand';
import { getRoleNames } from '../../lib/api/calls-reference';
import { callApi } from '../api/client';

/**
 * Role names by id, asked for once per page load (Role/GetRoleNames, which every signed-in user
 * may call) and kept for every screen that shows a user's roles. The roles screen writes the
 * names it lists, so a rename shows everywhere at once.
 */
export const useRoleNameStore = create<{ names: Record<number, string> }>()(() => ({ names: {} }));

const asked = new Set<number>();

/** Remembers the names of roles read some other way (the roles screen's list). */
export function rememberRoleNames(roles: readonly { id: number; name: string }[]) {
  useRoleNameStore.setState((s) => ({
    names: { ...s.names, ...Object.fromEntries(roles.map((r) => [r.id, r.name])) },
  }));
}

/** Forgets a deleted role. */
export function forgetRoleName(id: number) {
  useRoleNameStore.setState((s) => {
    const names = { ...s.names };
    delete names[id];
    return { names };
  });
}

async function ask(ids: number[]) {
  for (const id of ids) asked.add(id);
  try {
    const names = await callApi(getRoleNames, ids);
    rememberRoleNames(ids.map((id, i) => ({ id, name: names[i] ?? '' })));
  } catch {
    // A role deleted meanwhile (or no connection): ask again the next time it is shown.
    for (const id of ids) asked.delete(id);
  }
}

/** The names of these roles, in their order; a name not known yet reads "Role <id>" until it is. */
export function useRoleNames(ids: readonly number[]): string[] {
  const names = useRoleNameStore((s) => s.names);
  const key = ids.join(',');
  useEffect(() => {
    const missing = ids.filter((id) => !(id in useRoleNameStore.getState().names) && !asked.has(id));
    if (missing.length) void ask(missing);
    // `key` stands for the ids: callers pass a new array on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return ids.map((id) => names[id] ?? `Role ${id}`);
}
