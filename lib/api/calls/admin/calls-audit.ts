import {
  adminEventFilterSchema,
  adminEventSchema,
  authEventFilterSchema,
  authEventSchema,
  logPage,
} from '../../schemas/audit-schemas';
import { defineCall } from '../../define-call';

/** The sign-in log for administrators: an agency administrator's agency, the state administrator's every agency. */
export const listAuthEvents = defineCall({
  path: 'Audit/AuthEvents',
  access: 'session',
  summary:
    'Administration: sign-ins (1), sign-outs (2) and automatic sign-outs (3), failed sign-ins and lock-outs included, newest first; filtered by user name, event type, outcome and days, in pages.',
  request: () => authEventFilterSchema,
  response: () => logPage(authEventSchema),
});

/** The log of administration changes (agencies, users, roles, settings) with their before and after values. */
export const listAdminEvents = defineCall({
  path: 'Audit/AdminEvents',
  access: 'session',
  summary:
    'Administration: changes to agencies, users, roles and application settings, with the values before and after, newest first; filtered by subject, key, action and days, in pages.',
  request: () => adminEventFilterSchema,
  response: () => logPage(adminEventSchema),
});
