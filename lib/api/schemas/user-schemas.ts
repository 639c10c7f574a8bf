import { z } from 'zod/mini';
import { permissionRuleSchema } from '../../auth/permissions/permission-rule';

export const agencyRefSchema = z.object({
  ori: z.string(),
  name: z.string(),
  additionalInfo: z.record(z.string(), z.unknown()),
});

/** The signed-in user as the client holds it. */
export const userSchema = z.object({
  id: z.number().check(z.int()),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  agencyName: z.string(),
  badgeId: z.string(),
  roles: z.array(z.number().check(z.int())),
  disabled: z.boolean(),
  status: z.number().check(z.int()),
  token: z.string(),
  applicationId: z.string(),
  permissions: z.array(permissionRuleSchema),
  additionalInfo: z.object({
    mustChangePassword: z.boolean(),
    /** The session was opened by a one-time sign-in link: the new password is chosen without a current one. */
    choosePassword: z.optional(z.boolean()),
    sessionTimeoutMs: z.number().check(z.int()),
    sessionWarningMs: z.number().check(z.int()),
    /** The configured fewest characters of a new password, for the screens that ask for one. */
    passwordMinLength: z.number().check(z.int()),
    sessionExpiresAt: z.string(),
  }),
  agency: agencyRefSchema,
});
export type User = z.infer<typeof userSchema>;
