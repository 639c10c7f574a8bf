import { buildAbility, type AppAbility } from '../../lib/auth/permissions/ability';
import type { UserRecord } from '../repositories/users/user-repository';
import { rulesOf } from '../services/users/user-view';

/** Abilities kept, at most: one per distinct user and role set that called lately. */
const MAX_KEPT = 2000;

const kept = new Map<string, AppAbility>();

/**
 * The CASL ability of a user's session, as buildAbility(rulesOf(user)) gives it. Checking the
 * stored rules and building the ability cost a few tenths of a millisecond of the server's one
 * thread on every call; the result depends only on the user's id, agency and role rules (read
 * fresh with the session on every call), so it is kept under exactly those. A changed role or
 * agency reads as a new key at once, and the ability is never changed after it is built.
 */
export function sessionAbility(user: Pick<UserRecord, 'id' | 'agencyOri' | 'rules'>): AppAbility {
  const key = `${user.id}\u0000${user.agencyOri}\u0000${JSON.stringify(user.rules)}`;
  const found = kept.get(key);
  if (found) {
    // Most recently used last, so the oldest is the one dropped when full.
    kept.delete(key);
    kept.set(key, found);
    return found;
  }
  const ability = buildAbility(rulesOf(user));
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, ability);
  return ability;
}
