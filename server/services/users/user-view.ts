import type { User } from '../../../lib/api/schemas/user-schemas';
import { interpolateRules } from '../../../lib/auth/permissions/ability';
import { permissionRuleSchema, type PermissionRule } from '../../../lib/auth/permissions/permission-rule';
import { isDisabled } from '../../../lib/auth/user-status';
import type { UserRecord } from '../../repositories/users/user-repository';
import type { Config } from '../../config';

/** The user's role rules with `${user.*}` filled in; malformed stored rules are dropped, not trusted. */
export function rulesOf(user: Pick<UserRecord, 'id' | 'agencyOri' | 'rules'>): PermissionRule[] {
  const valid = user.rules.flatMap((r) => {
    const parsed = permissionRuleSchema.safeParse(r);
    return parsed.success ? [parsed.data] : [];
  });
  return interpolateRules(valid, { id: user.id, agencyOri: user.agencyOri });
}

export function userView(
  user: UserRecord,
  session: { token: string; applicationId: string; expiresAt: Date; stage?: string },
  config: Pick<Config, 'sessionTimeoutMs' | 'sessionWarningMs' | 'passwordMinLength'>,
): User {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    userName: user.userName,
    agencyName: user.agencyName,
    badgeId: user.badgeId,
    roles: user.roleIds,
    disabled: isDisabled(user.status),
    status: user.status,
    token: session.token,
    applicationId: session.applicationId,
    permissions: rulesOf(user),
    additionalInfo: {
      mustChangePassword: user.mustChangePassword,
      // Opened by an administrator's one-time link: the user chooses a password without a current one.
      choosePassword: session.stage === 'choose_password',
      sessionTimeoutMs: config.sessionTimeoutMs,
      sessionWarningMs: config.sessionWarningMs,
      passwordMinLength: config.passwordMinLength,
      sessionExpiresAt: session.expiresAt.toISOString(),
    },
    agency: { ori: user.agencyOri, name: user.agencyName, additionalInfo: user.agencyAdditionalInfo },
  };
}
