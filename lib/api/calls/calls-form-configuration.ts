import { z } from 'zod/mini';
import { dbId, dbInt, dbMoment } from '../../validation/input-rules/input-bounds';
import { defineCall } from '../define-call';
import {
  formConfigurationSchema,
  formVersionRowSchema,
  formVersionStatuses,
  publishPermissionSchema,
} from '../schemas/form-configuration-schemas';

export const getAssignedDisabledConfigurations = defineCall({
  path: 'FormConfiguration/GetAssignedDisabledConfigurations',
  access: 'session',
  // The web app asks every minute on its own: that is no activity, and must not keep a session alive.
  renewsSession: false,
  summary:
    'Published form configurations of a title for an agency (disabled ones included, so clients drop them), skipping those the client already holds at the same last-updated time.',
  request: () =>
    z.object({
      formTitle: z.string().check(z.trim(), z.minLength(1, 'The form title is required.'), z.maxLength(200)),
      formAgencyOri: z.optional(z.nullable(z.string().check(z.maxLength(20)))),
      alreadyDownloadedForms: z._default(
        z.record(z.string().check(z.regex(/^\d+$/, 'Keys are form configuration ids.')), z.string()),
        {},
      ),
    }),
  response: () => z.array(formConfigurationSchema),
});

export const getFormPermissions = defineCall({
  path: 'FormConfiguration/GetFormPermissions',
  access: 'session',
  summary:
    'Publish permissions of one form version, as a JSON string of {group, roleId, value} entries (group: create, edit or submit reports of the version).',
  request: () =>
    z.object({
      title: z.string().check(z.trim(), z.minLength(1, 'The form title is required.'), z.maxLength(200)),
      agencyOri: z.optional(z.nullable(z.string().check(z.maxLength(20)))),
      majorVersion: dbInt(),
      minorVersion: dbInt(),
      isDraft: z.boolean(),
    }),
  response: () => z.string(),
});

export { getFormConfiguration } from './calls-form-version';

/** The lastUpdated a change started from: a version changed since is refused with a conflict. */
const expectedLastUpdated = () => dbMoment('Name the lastUpdated of the version you started from.');

export const listFormConfigurations = defineCall({
  path: 'FormConfiguration/List',
  access: 'session',
  summary:
    'Designer: the form versions the caller may design (every one for the state administrator, their agency’s own and the published state-wide ones to copy for an agency administrator), newest first, with their status.',
  request: () =>
    z.object({
      title: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
      status: z._default(z.enum(formVersionStatuses), 'all'),
    }),
  response: () => z.object({ rows: z.array(formVersionRowSchema) }),
});

export const saveFormConfiguration = defineCall({
  path: 'FormConfiguration/Save',
  access: 'session',
  reauthenticate: true,
  summary:
    'Designer: saves a draft’s form model (id, with the lastUpdated it started from: a conflict when someone saved since), or starts a new draft as the next minor or major version of an existing one (copyOf), for the same agency or, from a state-wide version, for the caller’s agency. A model failing its schema or its checks is refused with each problem at payload.formModel.<path>; nothing is saved.',
  request: () =>
    z
      .object({
        id: z.optional(dbId()),
        expectedLastUpdated: z.optional(expectedLastUpdated()),
        formModel: z.optional(z.unknown()),
        copyOf: z.optional(dbId()),
        version: z.optional(z.enum(['minor', 'major'])),
        agencyOri: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(20)))),
      })
      .check(
        z.superRefine((p, ctx) => {
          const missing = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
          if (p.copyOf !== undefined) {
            if (p.id !== undefined)
              missing('id', 'Either save a draft (id) or start a new version (copyOf), not both.');
            if (p.version === undefined)
              missing('version', 'Say whether the new version is the next minor or major one.');
            return;
          }
          if (p.id === undefined) missing('id', 'Name the draft to save (id), or the version to copy (copyOf).');
          if (p.expectedLastUpdated === undefined)
            missing('expectedLastUpdated', 'Name the lastUpdated of the version you started from.');
          if (p.formModel === undefined) missing('formModel', 'The form model is required.');
        }),
      ),
  response: () => formConfigurationSchema,
});

export const publishFormConfiguration = defineCall({
  path: 'FormConfiguration/Publish',
  access: 'session',
  reauthenticate: true,
  summary:
    'Designer: publishes a draft. New reports of its agency (or of the state, for a state-wide version) are written on the newest published version; reports keep the version they were written with. A model with problems is not published. A draft with fields its exchange mapping neither maps nor lists as not exported (its unexportedFields) is refused, naming them at payload.acceptUnexported, unless acceptUnexported is true: their values then never reach the state.',
  request: () =>
    z.object({
      id: dbId(),
      expectedLastUpdated: expectedLastUpdated(),
      /** Publish even though the fields of its unexportedFields will not be sent to the state. */
      acceptUnexported: z.optional(z.boolean()),
    }),
  response: () => formConfigurationSchema,
});

export const disableFormConfiguration = defineCall({
  path: 'FormConfiguration/Disable',
  access: 'session',
  reauthenticate: true,
  summary:
    'Designer: disables a version: no new report is written on it (the newest enabled one is offered instead); its reports still open, print and move.',
  request: () => z.object({ id: dbId() }),
  response: () => formConfigurationSchema,
});

export const enableFormConfiguration = defineCall({
  path: 'FormConfiguration/Enable',
  access: 'session',
  reauthenticate: true,
  summary: 'Designer: enables a disabled version again.',
  request: () => z.object({ id: dbId() }),
  response: () => formConfigurationSchema,
});

export const savePublishPermissions = defineCall({
  path: 'FormConfiguration/SavePublishPermissions',
  access: 'session',
  reauthenticate: true,
  summary:
    'Designer: replaces a version’s publish permissions (each permission group’s roles and their values), which say who may create, edit and submit reports of it.',
  request: () =>
    z.object({
      id: dbId(),
      permissions: z.array(publishPermissionSchema).check(z.maxLength(3 * 500)),
    }),
  response: () => z.array(publishPermissionSchema),
});
