import { z } from 'zod/mini';
import { permissionGroups } from '../../forms/versions/publish-permissions';
import { dbId } from '../../validation/input-rules/input-bounds';

/** A form configuration (a versioned, publishable form); formModel is the form definition, shaped by lib/forms. */
export const formConfigurationSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  agencyOri: z.nullable(z.string()),
  majorVersion: z.number().check(z.int()),
  minorVersion: z.number().check(z.int()),
  isPublished: z.boolean(),
  disabled: z.boolean(),
  lastUpdated: z.string(),
  formModel: z.unknown(),
  /**
   * A draft's fields that its exchange mapping neither maps nor lists as not exported
   * (lib/exchange/mapping-coverage.ts): publishing it leaves their values behind unless it is
   * confirmed. Absent for a published version, and for a draft whose model is no form definition.
   */
  unexportedFields: z.optional(z.array(z.object({ path: z.string(), label: z.string(), section: z.string() }))),
});
export type FormConfiguration = z.infer<typeof formConfigurationSchema>;

/** One version in the designer's list: what it is, whose it is, who changed it last. */
export const formVersionRowSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  agencyOri: z.nullable(z.string()),
  /** The agency's name, or null for a state-wide version. */
  agencyName: z.nullable(z.string()),
  majorVersion: z.number().check(z.int()),
  minorVersion: z.number().check(z.int()),
  isPublished: z.boolean(),
  disabled: z.boolean(),
  lastUpdated: z.string(),
  /** Who last saved, published, disabled or enabled it; null for the shipped version. */
  lastUpdatedBy: z.nullable(z.string()),
});
export type FormVersionRow = z.infer<typeof formVersionRowSchema>;

/** The states a version is listed by. */
export const formVersionStatuses = ['all', 'draft', 'published', 'disabled'] as const;

export const publishPermissionSchema = z.object({
  group: z.enum(permissionGroups),
  roleId: dbId(),
  value: z.boolean(),
});

/**
 * The publish permissions of FormConfiguration/GetFormPermissions, which answers them as a JSON
 * string (as GetFormPermissions answers it): read and checked, so a client decides on entries of the right shape only.
 */
export const publishPermissionsOfJson = (json: string) => z.array(publishPermissionSchema).parse(JSON.parse(json));
