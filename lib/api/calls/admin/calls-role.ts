import { z } from 'zod/mini';
import { roleDescriptionSchema, roleNameSchema } from '../../../auth/permissions/role-rules';
import { roleRulesSchema } from '../../../auth/permissions/rule-validation';
import { dbId, dbInt, dbMoment } from '../../../validation/input-rules/input-bounds';
import { defineCall } from '../../define-call';
import { roleRowSchema } from '../../schemas/role-schemas';

/** The time of the role as the client read it: a save or delete over a newer change is refused. */
const expectedUpdatedAt = dbMoment('Expected the time the role was read.');

export const listRoles = defineCall({
  path: 'Role/List',
  access: 'session',
  summary: 'Administration: every role with its rules and how many users hold it, optionally filtered by name.',
  request: () =>
    z._default(
      z.object({
        filter: z.optional(z.string().check(z.trim(), z.maxLength(100, 'The filter is at most 100 characters.'))),
      }),
      {},
    ),
  response: () => z.object({ roles: z.array(roleRowSchema) }),
});

export const saveRole = defineCall({
  path: 'Role/Save',
  access: 'session',
  reauthenticate: true,
  summary:
    'Administration: creates a role (no id) or changes one: its name, description and rules. A change names the time it read the role (expectedUpdatedAt).',
  request: () =>
    z.object({
      id: z.optional(dbId()),
      name: roleNameSchema,
      description: z._default(roleDescriptionSchema, ''),
      rules: roleRulesSchema,
      expectedUpdatedAt: z.optional(expectedUpdatedAt),
    }),
  response: () => roleRowSchema,
});

export const copyRole = defineCall({
  path: 'Role/Copy',
  access: 'session',
  reauthenticate: true,
  summary: 'Administration: a new role with a new name and the same description and rules as another.',
  request: () => z.object({ id: dbId(), name: roleNameSchema }),
  response: () => roleRowSchema,
});

export const deleteRole = defineCall({
  path: 'Role/Delete',
  access: 'session',
  reauthenticate: true,
  summary: 'Administration: deletes a role no user holds.',
  request: () => z.object({ id: dbId(), expectedUpdatedAt }),
  response: () => z.object({ id: dbInt(), deleted: z.literal(true) }),
});
