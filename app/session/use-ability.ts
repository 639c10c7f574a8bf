import { useMemo } from 'react';
import { buildAbility, subjectOf, type AppAbility } from '../../lib/auth/permissions/ability';
import { useSession } from './session-store';

const none = buildAbility([]);

/** The signed-in user's CASL ability, built from the permissions the server sent (already filled in). */
export function useAbility(): AppAbility {
  const permissions = useSession((s) => s.user?.permissions);
  return useMemo(() => (permissions ? buildAbility(permissions) : none), [permissions]);
}

/** The report fields CASL conditions look at: authorUserId, agencyOri, status. */
export const reportSubject = (r: { id: number; authorUser: { id: number }; agencyOri: string; status: number }) =>
  subjectOf('Report', { id: r.id, authorUserId: r.authorUser.id, agencyOri: r.agencyOri, status: r.status });
