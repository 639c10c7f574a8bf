import { loadCompromisedCheck } from '../../../lib/auth/sign-in/compromised-passwords';
import type { SessionEndReason } from '../../../lib/auth/sign-in/session-end';
import { checkNewPassword } from '../../../lib/auth/sign-in/password-policy';
import { ApiError } from '../../api/api-error';
import type { Executor } from '../../repositories/executor';
import type { AppDeps } from '../app-deps';
import { hashPassword } from './passwords';

/**
 * The hash of a password the policy accepts, or a validation error on `field` (the payload's
 * field that carried it). `currentPassword`, when the user gave one, may not be used again.
 */
export async function acceptedPasswordHash(
  { config }: Pick<AppDeps, 'config'>,
  {
    password,
    userName,
    currentPassword,
    field,
  }: { password: string; userName: string; currentPassword?: string; field: string },
): Promise<string> {
  const refusal = checkNewPassword(password, {
    minLength: config.passwordMinLength,
    userName,
    currentPassword,
    isCompromised: await loadCompromisedCheck(),
  });
  if (refusal) throw new ApiError('validation', refusal, [{ path: `payload.${field}`, message: refusal }]);
  return hashPassword(password);
}

/**
 * Every change of a user's password: the new hash, and whoever held the old password loses what it
 * opened (its sessions and unused sign-in links), but for `keepSessionId`, the session that made
 * the change when it stays signed in.
 */
export async function replacePassword(
  { repos, clock }: Pick<AppDeps, 'repos' | 'clock'>,
  change: {
    userId: number;
    passwordHash: string;
    mustChange: boolean;
    keepSessionId?: number;
    reason: SessionEndReason;
  },
  tx: Executor,
) {
  const { userId, passwordHash, mustChange, keepSessionId, reason } = change;
  await repos.users.setPassword({ id: userId, passwordHash, mustChange, at: clock() }, tx);
  await repos.sessions.endAllForUser({ userId, exceptSessionId: keepSessionId, at: clock(), reason }, tx);
}
