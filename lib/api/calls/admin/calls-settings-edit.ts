import { z } from 'zod/mini';
import { applicationSettingsSchema } from '../../../settings/application-settings';
import { defineCall } from '../../define-call';

// Apart from calls-settings.ts, whose public call every first screen makes: the settings as an
// administrator edits them (the crash costs among them) stay off the first screens.

/** The settings an administrator changes without a restart, as the settings screen shows them. */
export const getEditableSettings = defineCall({
  path: 'Settings/GetEditableSettings',
  access: 'session',
  summary:
    'The settings the state administrator may change: the application name, the default report lock duration, the session time-out, the single sign-on logout address and the crash cost per KABCO level.',
  request: () => z._default(z.object({}), {}),
  response: () => applicationSettingsSchema,
});

/** The settings an administrator changes without a restart; each server process sees them within seconds. */
export const saveApplicationSettings = defineCall({
  path: 'Settings/SaveApplicationSettings',
  access: 'session',
  reauthenticate: true,
  summary:
    'Changes the application name, the default report lock duration, the session time-out, the single sign-on logout address and the crash cost per KABCO level (state administrator).',
  request: () => applicationSettingsSchema,
  response: () => applicationSettingsSchema,
});
