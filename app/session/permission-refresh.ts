import { useEffect } from 'react';
import { getUserPermissions } from '../../lib/api/calls/calls-account';
import type { User } from '../../lib/api/schemas/user-schemas';
import type { PermissionRule } from '../../lib/auth/permissions/permission-rule';
import { PERMISSION_REFRESH_MS } from '../../lib/ui/ui-constants';
import type { ApiClient } from '../api/client';
import { useApiClient } from '../api/api-client-context';
import { sessionSelectors, useSessionStoreApi, type SessionState, type SessionStore } from './session-store';

/** JSON with every object's keys in order: two rule lists that differ only in key order are the same. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

export const sameRules = (a: readonly PermissionRule[], b: readonly PermissionRule[]) => canonical(a) === canonical(b);

/**
 * The user with these permissions, or null when they are the ones it has: an unchanged answer
 * keeps the same user object, so nothing is drawn again.
 */
export function withPermissions(user: User, rules: PermissionRule[]): User | null {
  return sameRules(user.permissions, rules) ? null : { ...user, permissions: rules };
}

/**
 * Whether to ask now: only for a signed-in session that has not sat idle into its time-out
 * warning (the session time-out signs it out; the question must not race it).
 */
export function shouldRefresh(s: SessionState, now: number): boolean {
  if (s.stage !== 'signedIn' || !s.user || !s.token) return false;
  return now - s.lastActivityAt < sessionSelectors.timeoutMs(s) - sessionSelectors.warningMs(s);
}

/** Asks the server for the user's permissions and replaces the session's when they differ. */
export async function refreshPermissions(session: SessionStore, api: ApiClient): Promise<void> {
  const before = session.getState();
  if (!shouldRefresh(before, Date.now())) return;
  const rules = await api.call(getUserPermissions, { userId: before.user!.id });
  const now = session.getState();
  // Signed out, or someone else signed in, while the answer was on its way: it is not theirs.
  if (now.token !== before.token || !now.user || now.user.id !== before.user!.id) return;
  const next = withPermissions(now.user, rules);
  if (next) session.setState({ user: next });
}

/**
 * Keeps the signed-in user's permissions current while the app is open: every
 * PERMISSION_REFRESH_MS and when the tab regains focus or comes back into view. The ability the
 * app uses is built from them, so menus and actions change at once.
 */
export function usePermissionRefresh() {
  const session = useSessionStoreApi();
  const api = useApiClient();
  useEffect(() => {
    const quietly = () => {
      refreshPermissions(session, api).catch(() => undefined);
    };
    const timer = window.setInterval(quietly, PERMISSION_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') quietly();
    };
    window.addEventListener('focus', quietly);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', quietly);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [session, api]);
}
