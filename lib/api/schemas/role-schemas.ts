import { z } from 'zod/mini';
import { permissionRuleSchema } from '../../auth/permissions/permission-rule';

/** One role as the roles screen lists it. */
export const roleRowSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  description: z.string(),
  rules: z.array(permissionRuleSchema),
  /** How many users hold the role: a role held by anyone cannot be deleted. */
  userCount: z.number().check(z.int()),
  /** One of the four roles every installation ships with (by its name). */
  shipped: z.boolean(),
  updatedAt: z.iso.datetime({ offset: true }),
  /** Who changed it last; null for a role no administrator has changed. */
  updatedByName: z.nullable(z.string()),
});
export type RoleRow = z.infer<typeof roleRowSchema>;
