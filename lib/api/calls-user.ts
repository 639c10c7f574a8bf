import { z } from 'zod';
import { dbId } from '../validation/input-bounds';
import { defineCall } from './define-call';
import { PASSWORD_MAX_LENGTH } from '../auth/password-policy';

const userId = dbId();
const userStatusResult = z.object({ id: z.number().int(), status: z.number().int() });

export const resetPassword = defineCall({
  path: 'User/ResetPassword',
  access: 'session',
  reauthenticate: true,
  summary: 'Sets a temporary password that the user must change at the next sign-in.',
  request: () => z.object({ userId, temporaryPassword: z.string().max(PASSWORD_MAX_LENGTH) }),
  response: () => userStatusResult,
});

export const unlockUser = defineCall({
  path: 'User/Unlock',
  access: 'session',
  reauthenticate: true,
  summary: 'Unlocks a user locked by failed sign-ins (statuses 2 and 3).',
  request: () => z.object({ userId }),
  response: () => userStatusResult,
});

/** The user assigner of Reassign: who may take over a report now (its author for 0/3, its reviewer for 7). */
export const listAssignees = defineCall({
  path: 'User/ListAssignees',
  access: 'session',
  summary:
    'Administration: the users of the report\u2019s agency who may take it over now: officers for a Draft or Rejected report, reviewers for one In Review.',
  request: () => z.object({ reportId: dbId() }),
  response: () =>
    z.object({
      target: z.enum(['author', 'reviewer', 'inbox']).nullable(),
      users: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
});
