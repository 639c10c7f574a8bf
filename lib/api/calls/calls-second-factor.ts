import { z } from 'zod/mini';
import { PASSWORD_MAX_LENGTH } from '../../auth/sign-in/password-policy';
import { dbId } from '../../validation/input-rules/input-bounds';
import { defineCall } from '../define-call';
import { userSchema } from '../schemas/user-schemas';

/** A code as typed (spaces and dashes allowed); its form is checked by the server with the field's message. */
const code = z.string().check(z.trim(), z.minLength(1, 'Enter the code.'), z.maxLength(40));

export const beginSecondFactorEnrolment = defineCall({
  path: 'Account/BeginSecondFactorEnrolment',
  access: 'pending',
  summary:
    'Starts enrolling an authenticator app: a new secret kept on the server, pending until a code confirms it; answers the otpauth:// address and its QR code (SVG).',
  request: () => z._default(z.object({}), {}),
  response: () =>
    z.object({
      otpauthUri: z.string(),
      /** The secret in base32, for typing into an app that cannot scan the QR code. */
      secret: z.string(),
      qrSvg: z.string(),
      issuer: z.string(),
      accountName: z.string(),
    }),
});

export const confirmSecondFactorEnrolment = defineCall({
  path: 'Account/ConfirmSecondFactorEnrolment',
  access: 'pending',
  summary:
    'Confirms the pending authenticator with a current code; answers ten one-time recovery codes, shown this once.',
  request: () => z.object({ code }),
  response: () => z.object({ recoveryCodes: z.array(z.string()), user: userSchema, token: z.string() }),
});

export const verifySecondFactor = defineCall({
  path: 'Account/VerifySecondFactor',
  access: 'pending',
  summary: 'The sign-in second step: a code from the authenticator app (each used once) or a recovery code (used up).',
  request: () => z.object({ method: z._default(z.enum(['code', 'recovery']), 'code'), code }),
  response: () => z.object({ token: z.string(), user: userSchema, recoveryCodesLeft: z.number().check(z.int()) }),
});

export const getSecondFactorStatus = defineCall({
  path: 'Account/GetSecondFactorStatus',
  access: 'session',
  summary: 'Whether the caller has a second factor, must have one, and how many recovery codes are left.',
  request: () => z._default(z.object({}), {}),
  response: () =>
    z.object({
      enabled: z.boolean(),
      enabledAt: z.nullable(z.string()),
      required: z.boolean(),
      recoveryCodesLeft: z.number().check(z.int()),
    }),
});

export const reauthenticate = defineCall({
  path: 'Account/Reauthenticate',
  access: 'session',
  summary:
    'Proves the caller again (the password, and a code when the user has a second factor) before a sensitive administration action.',
  request: () =>
    z.object({
      password: z.string().check(z.minLength(1, 'Enter your password.'), z.maxLength(PASSWORD_MAX_LENGTH)),
      code: z.optional(z.string().check(z.trim(), z.maxLength(40))),
    }),
  response: () => z.object({ authenticatedAt: z.string() }),
});

export const resetSecondFactor = defineCall({
  path: 'User/ResetSecondFactor',
  access: 'session',
  reauthenticate: true,
  summary:
    'Administration: removes a user\u2019s authenticator and recovery codes (a lost phone); the user enrols again at the next sign-in when one is required.',
  request: () => z.object({ userId: dbId() }),
  response: () => z.object({ id: z.number().check(z.int()), secondFactorEnabled: z.boolean() }),
});
