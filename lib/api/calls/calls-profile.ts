import { z } from 'zod/mini';
import { defaultLocationSchema, profileFieldsSchema } from '../../validation/input-rules/profile-rules';
import { userSettingsSchema } from '../../settings/user-settings';
import { defineCall } from '../define-call';
import { profileSchema } from '../schemas/profile-schemas';

export const getProfile = defineCall({
  path: 'Account/GetProfile',
  access: 'session',
  summary: 'The caller\u2019s own profile: names, phone, e-mail, officer id and the default location of new reports.',
  request: () => z._default(z.object({}), {}),
  response: () => profileSchema,
});

export const saveProfile = defineCall({
  path: 'Account/SaveProfile',
  access: 'session',
  reauthenticate: true,
  summary:
    'Saves the caller\u2019s own names, phone (ddd-ddd-dddd), e-mail, officer id (where their role allows) and default location.',
  request: () => z.extend(profileFieldsSchema, { defaultLocation: z.nullable(defaultLocationSchema) }),
  response: () => profileSchema,
});

export const getUserSettings = defineCall({
  path: 'Account/GetUserSettings',
  access: 'session',
  summary: 'The caller\u2019s own settings kept on the server: theme, skin and layout options.',
  request: () => z._default(z.object({}), {}),
  response: () => userSettingsSchema,
});

export const saveUserSettings = defineCall({
  path: 'Account/SaveUserSettings',
  access: 'session',
  summary: 'Keeps the caller\u2019s theme, skin and layout options on the server, so they follow the caller.',
  request: () => userSettingsSchema,
  response: () => userSettingsSchema,
});
