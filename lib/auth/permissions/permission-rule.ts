import { z } from 'zod/mini';

/** A CASL rule as stored per role and sent to the client, so both sides judge with the same rules. */
export const permissionRuleSchema = z.object({
  action: z.union([z.string().check(z.minLength(1)), z.array(z.string().check(z.minLength(1))).check(z.minLength(1))]),
  subject: z.union([z.string().check(z.minLength(1)), z.array(z.string().check(z.minLength(1))).check(z.minLength(1))]),
  conditions: z.optional(z.record(z.string(), z.unknown())),
  fields: z.optional(z.union([z.string(), z.array(z.string())])),
  inverted: z.optional(z.boolean()),
  reason: z.optional(z.string()),
});
export type PermissionRule = z.infer<typeof permissionRuleSchema>;
