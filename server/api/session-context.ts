import type { AppAbility } from '../../lib/auth/permissions/ability';
import type { SessionRecord } from '../repositories/sign-in/session-repository';
import type { UserRecord } from '../repositories/users/user-repository';

/**
 * The signed-in caller of a call, as services receive it. Kept apart from the sign-in check so a
 * service naming it does not import what that check imports.
 */
export interface SessionContext {
  token: string;
  session: SessionRecord;
  user: UserRecord;
  ability: AppAbility;
}
