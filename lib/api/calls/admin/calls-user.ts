import { z } from 'zod/mini';
import { dbId } from '../../../validation/input-rules/input-bounds';
import { defineCall } from '../../define-call';
import { PASSWORD_MAX_LENGTH } from '../../../auth/sign-in/password-policy';
import {
  roleChoiceSchema,
  signInLinkSchema,
  userChangeResultSchema,
  userDetailSchema,
  userFieldsSchema,
  userListFilterSchema,
  userRowSchema,
} from '../../schemas/user-admin-schemas';

const userId = dbId();
const userStatusResult = z.object({ id: z.number().check(z.int()), status: z.number().check(z.int()) });

export const resetPassword = defineCall({
  path: 'User/ResetPassword',
  access: 'session',
  reauthenticate: true,
  summary:
    'Resets a user\u2019s password: to a temporary password the user must change at the next sign-in, or (without one, or with signInLink: true) to a one-time sign-in link after which the user chooses a password.',
  request: () =>
    z.object({
      userId,
      temporaryPassword: z.optional(z.string().check(z.maxLength(PASSWORD_MAX_LENGTH))),
      signInLink: z.optional(z.boolean()),
    }),
  response: () => z.extend(userStatusResult, { signInLink: z.optional(z.nullable(signInLinkSchema)) }),
});

export const listUsers = defineCall({
  path: 'User/List',
  access: 'session',
  summary:
    'Administration: the users the caller manages (their agency; any agency for a state administrator), filtered and paged, with the roles the caller may filter by and grant.',
  request: () => userListFilterSchema,
  response: () =>
    z.object({
      rows: z.array(userRowSchema),
      total: z.number().check(z.int()),
      roles: z.array(roleChoiceSchema),
      /** The agencies the caller may pick: every agency for a state administrator, else their own. */
      agencies: z.array(z.object({ ori: z.string(), name: z.string() })),
    }),
});

export const getUser = defineCall({
  path: 'User/Get',
  access: 'session',
  summary: 'Administration: one user with contact details, for the edit dialog.',
  request: () => z.object({ userId }),
  response: () => z.object({ user: userDetailSchema }),
});

export const saveUser = defineCall({
  path: 'User/Save',
  access: 'session',
  reauthenticate: true,
  summary:
    'Administration: creates a user (without id; answers a one-time sign-in link) or edits one (with id and the updatedAt it was read at).',
  request: () =>
    z.extend(userFieldsSchema, {
      id: z.optional(userId),
      /** On edit: the updatedAt the administrator read; a change since then is a conflict. */
      expectedUpdatedAt: z.optional(z.string().check(z.maxLength(40))),
    }),
  response: () => userChangeResultSchema,
});

export const copyUser = defineCall({
  path: 'User/Copy',
  access: 'session',
  reauthenticate: true,
  summary:
    'Administration: a new user with the agency and roles of another, under the names, user name and officer id given; answers a one-time sign-in link.',
  request: () =>
    z.object({
      sourceUserId: userId,
      ...z.pick(userFieldsSchema, {
        firstName: true,
        lastName: true,
        userName: true,
        badgeId: true,
        phone: true,
        email: true,
      }).shape,
    }),
  response: () => userChangeResultSchema,
});

export const disableUser = defineCall({
  path: 'User/Disable',
  access: 'session',
  reauthenticate: true,
  summary: 'Administration: disables a user (statuses 0 and 2) and ends the user\u2019s sessions at once.',
  request: () => z.object({ userId }),
  response: () => userStatusResult,
});

export const enableUser = defineCall({
  path: 'User/Enable',
  access: 'session',
  reauthenticate: true,
  summary: 'Administration: enables a disabled user (statuses 1 and 3).',
  request: () => z.object({ userId }),
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
      target: z.nullable(z.enum(['author', 'reviewer', 'inbox'])),
      users: z.array(z.object({ id: z.number().check(z.int()), name: z.string() })),
    }),
});
