import { z } from 'zod';
import { defineCall } from './define-call';

/** Application settings the app needs before sign-in (SPEC §3: "Application settings"). */
export const getApplicationSettings = defineCall({
  path: 'Settings/GetApplicationSettings',
  access: 'public',
  summary: 'Application name and defaults shown before sign-in.',
  request: z.object({}).default({}),
  response: z.object({
    applicationName: z.string(),
    applicationId: z.string(),
    defaultState: z.string(),
  }),
});
