import { z } from 'zod';

/** A CASL rule as stored per role and sent to the client, so both sides judge with the same rules. */
export const permissionRuleSchema = z.object({
  action: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  subject: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  conditions: z.record(z.string(), z.unknown()).optional(),
  fields: z.union([z.string(), z.array(z.string())]).optional(),
  inverted: z.boolean().optional(),
  reason: z.string().optional(),
});
export type PermissionRule = z.infer<typeof permissionRuleSchema>;
