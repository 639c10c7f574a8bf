import { z } from 'zod/mini';
import { dbId } from '../../validation/input-rules/input-bounds';
import { defineCall } from '../define-call';
import { userSchema } from '../schemas/user-schemas';
import { permissionRuleSchema } from '../../auth/permissions/permission-rule';
import { PASSWORD_MAX_LENGTH } from '../../auth/sign-in/password-policy';
import { dppaPurposes, loginStatuses } from '../dppa';
import { SECOND_FACTOR_STAGES } from '../../auth/sign-in/second-factor';

/** The second-factor step a session owes before anything else (none: it may go on). */
const secondFactorStep = z.optional(z.enum(SECOND_FACTOR_STAGES));

const userName = z.string().check(z.trim(), z.minLength(1, 'Enter your user name.'), z.maxLength(100));
const password = z.string().check(z.minLength(1, 'Enter your password.'), z.maxLength(PASSWORD_MAX_LENGTH));

export const login = defineCall({
  path: 'Account/Login',
  access: 'public',
  summary:
    'Password sign-in; returns a session token and the user, and the second-factor step the session must take first, if any.',
  request: () => z.object({ userName, password }),
  response: () => z.object({ token: z.string(), user: userSchema, nextStep: secondFactorStep }),
});

export const tokenAuthenticate = defineCall({
  path: 'Account/TokenAuthenticate',
  access: 'public',
  summary: 'Exchanges a one-time link token for a session awaiting the DPPA authorise step.',
  request: () =>
    z.object({
      applicationId: z.string().check(z.maxLength(100)),
      providerId: z.string().check(z.maxLength(100)),
      token: z.string().check(z.minLength(1, 'The login link has no token.'), z.maxLength(200)),
      type: z.string().check(z.maxLength(50)),
    }),
  response: () =>
    z.object({
      loginStatus: z.enum(loginStatuses),
      id: z.number().check(z.int()),
      token: z.string(),
      applicationId: z.string(),
      loginAdditionalInfo: z.object({ userName: z.string(), dppaPurposes: z.array(z.string()) }),
    }),
});

export const authorize = defineCall({
  path: 'Account/Authorize',
  access: 'pending',
  summary: 'The DPPA acknowledgement that completes a token login.',
  request: () =>
    z.object({
      acknowledged: z.literal(true, { error: 'You must acknowledge the DPPA terms to continue.' }),
      purpose: z.enum(dppaPurposes, { error: 'Choose the permissible use for this session.' }),
    }),
  response: () => z.object({ token: z.string(), user: userSchema, nextStep: secondFactorStep }),
});

export const createLoginLink = defineCall({
  path: 'Account/CreateLoginLink',
  access: 'session',
  summary: 'Mints a one-time, short-lived token-login link for the signed-in user.',
  request: () => z.object({ applicationId: z.optional(z.string().check(z.maxLength(100))) }),
  response: () => z.object({ url: z.string(), token: z.string(), expiresAt: z.string() }),
});

export const getUserPermissions = defineCall({
  path: 'Account/GetUserPermissions',
  access: 'session',
  // The web app asks every minute for the signed-in user's own rules: that is not activity.
  renewsSession: false,
  summary: 'The CASL permission rules of a user (the caller, or one the caller administers).',
  request: () => z.object({ userId: dbId() }),
  response: () => z.array(permissionRuleSchema),
});

export const changePassword = defineCall({
  path: 'Account/ChangePassword',
  access: 'pending',
  summary:
    'Changes the caller\u2019s password (required after an administrator reset). Without currentPassword only in a session a one-time sign-in link opened for a user who must choose a password.',
  request: () =>
    z.object({
      currentPassword: z.optional(password),
      newPassword: z.string().check(z.maxLength(PASSWORD_MAX_LENGTH)),
    }),
  response: () => z.object({ user: userSchema }),
});

export const keepAlive = defineCall({
  path: 'Account/KeepAlive',
  access: 'session',
  summary: 'Renews the session ("stay signed in").',
  request: () => z._default(z.object({}), {}),
  response: () => z.object({ sessionExpiresAt: z.string() }),
});

export const getCurrentUser = defineCall({
  path: 'Account/GetCurrentUser',
  access: 'pending',
  summary: 'The user of the session (used when the app reloads).',
  request: () => z._default(z.object({}), {}),
  response: () => userSchema,
});

export const logout = defineCall({
  path: 'Logout',
  access: 'pending',
  summary: 'Ends the session and logs a Logout (2) or Autologout (3) event.',
  request: () =>
    z.object({
      userId: z.optional(z.nullable(dbId())),
      ipAddress: z.optional(z.string().check(z.maxLength(64))),
      autoLogout: z.optional(z.boolean()),
    }),
  response: () => z.object({ loggedOut: z.boolean() }),
});
