import { z } from 'zod/mini';
import { dbId, dbInt, dbSmallInt } from '../../validation/input-rules/input-bounds';

/** The bounds of a user's fields, for the server's checks and the app's inputs alike. */
export const USER_FIELD_MAX = {
  firstName: 50,
  lastName: 50,
  userName: 100,
  badgeId: 20,
  agencyOri: 20,
  phone: 30,
  email: 254,
  additionalInfo: 1000,
  roles: 20,
} as const;

/** Letters, digits and . _ - @: what a user name may hold, so it types and reads the same everywhere. */
export const USER_NAME_PATTERN = /^[A-Za-z0-9._@-]+$/;

const text = (max: number, label: string) =>
  z.string().check(z.trim(), z.maxLength(max, `${label} may have at most ${max} characters.`));
const required = (max: number, label: string) =>
  text(max, label).check(z.minLength(1, `Enter the ${label.toLowerCase()}.`));

/** The fields an administrator enters for a user (create, edit, copy). */
export const userFieldsSchema = z.object({
  firstName: required(USER_FIELD_MAX.firstName, 'First name'),
  lastName: required(USER_FIELD_MAX.lastName, 'Last name'),
  userName: required(USER_FIELD_MAX.userName, 'User name').check(
    z.regex(USER_NAME_PATTERN, 'A user name may hold letters, digits and . _ - @ only.'),
  ),
  badgeId: text(USER_FIELD_MAX.badgeId, 'Officer id'),
  agencyOri: required(USER_FIELD_MAX.agencyOri, 'Agency'),
  roleIds: z
    .array(dbId())
    .check(
      z.minLength(1, 'Choose at least one role.'),
      z.maxLength(USER_FIELD_MAX.roles, `A user may have at most ${USER_FIELD_MAX.roles} roles.`),
    ),
  additionalInfo: z._default(text(USER_FIELD_MAX.additionalInfo, 'Additional information'), ''),
  phone: z._default(
    text(USER_FIELD_MAX.phone, 'Phone').check(
      z.regex(/^[0-9+()\-. x]*$/, 'A phone number may hold digits, spaces and + ( ) - . x only.'),
    ),
    '',
  ),
  email: z._default(
    text(USER_FIELD_MAX.email, 'E-mail').check(
      z.refine(
        (v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
        'Enter an e-mail address such as name@agency.gov.',
      ),
    ),
    '',
  ),
});
export type UserFields = z.input<typeof userFieldsSchema>;

export const userListFilterSchema = z.object({
  name: z.optional(text(100, 'Name')),
  userName: z.optional(text(USER_FIELD_MAX.userName, 'User name')),
  badgeId: z.optional(text(USER_FIELD_MAX.badgeId, 'Officer id')),
  roleId: z.optional(dbId()),
  status: z.optional(dbSmallInt(0, 3)),
  /** A state administrator's choice of agency; anyone else sees their own agency only. */
  agencyOri: z.optional(text(USER_FIELD_MAX.agencyOri, 'Agency')),
  page: z._default(dbInt(1, 100_000), 1),
  pageSize: z._default(dbInt(1, 100), 25),
});
export type UserListFilter = z.input<typeof userListFilterSchema>;

export const userRowSchema = z.object({
  id: z.number().check(z.int()),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  badgeId: z.string(),
  agencyOri: z.string(),
  agencyName: z.string(),
  roleIds: z.array(z.number().check(z.int())),
  status: z.number().check(z.int()),
  updatedAt: z.string(),
  /** Whether the user has set up an authenticator app (an administrator may reset it). */
  secondFactor: z.optional(z.boolean()),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const userDetailSchema = z.extend(userRowSchema, {
  phone: z.string(),
  email: z.string(),
  additionalInfo: z.string(),
  mustChangePassword: z.boolean(),
  /** Who last changed the user (empty when nobody has through administration). */
  updatedByName: z.string(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const roleChoiceSchema = z.object({ id: z.number().check(z.int()), name: z.string(), grantable: z.boolean() });
export type RoleChoice = z.infer<typeof roleChoiceSchema>;

/** A one-time sign-in link for a user who has no password they know yet. */
export const signInLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
  /** The address the link was also sent to (the user's e-mail), or null when it was not. */
  mailedTo: z.optional(z.nullable(z.string())),
});
export type SignInLink = z.infer<typeof signInLinkSchema>;

export const userChangeResultSchema = z.object({
  user: userDetailSchema,
  signInLink: z.nullable(signInLinkSchema),
});
