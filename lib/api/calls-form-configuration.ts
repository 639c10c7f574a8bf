import { z } from 'zod';
import { dbId, dbInt } from '../validation/input-bounds';
import { defineCall } from './define-call';
import { formConfigurationSchema } from './form-configuration-schemas';

export const getAssignedDisabledConfigurations = defineCall({
  path: 'FormConfiguration/GetAssignedDisabledConfigurations',
  access: 'session',
  summary:
    'Published form configurations of a title for an agency (disabled ones included, so clients drop them), skipping those the client already holds at the same last-updated time.',
  request: () =>
    z.object({
      formTitle: z.string().trim().min(1, 'The form title is required.').max(200),
      formAgencyOri: z.string().max(20).nullable().optional(),
      alreadyDownloadedForms: z
        .record(z.string().regex(/^\d+$/, 'Keys are form configuration ids.'), z.string())
        .default({}),
    }),
  response: () => z.array(formConfigurationSchema),
});

export const getFormPermissions = defineCall({
  path: 'FormConfiguration/GetFormPermissions',
  access: 'session',
  summary: 'Publish permissions of one form version, as a JSON string of {roleId, value} entries.',
  request: () =>
    z.object({
      title: z.string().trim().min(1, 'The form title is required.').max(200),
      agencyOri: z.string().max(20).nullable().optional(),
      majorVersion: dbInt(),
      minorVersion: dbInt(),
      isDraft: z.boolean(),
    }),
  response: () => z.string(),
});

export const getFormConfiguration = defineCall({
  path: 'FormConfiguration/Get',
  access: 'session',
  summary: 'One form configuration with its form model (the definition a report was written with).',
  request: () => z.object({ id: dbId() }),
  response: () => formConfigurationSchema,
});
