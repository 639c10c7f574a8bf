import { z } from 'zod/mini';
import { defineCall } from '../../define-call';
import { exceptionReportSchema } from '../../schemas/exception-schemas';

/**
 * The exception-logging call: an error in a user's browser, logged by the server at warn. Public,
 * so the sign-in page's errors arrive too; bounded per address and per process
 * (server/api/exception-limits.ts). `logged` is false when the server dropped it in a flood.
 */
export const logException = defineCall({
  path: 'Log/Exception',
  access: 'public',
  summary: "Logs an error from the user's browser (no report data).",
  request: () => exceptionReportSchema,
  response: () => z.object({ logged: z.boolean() }),
});
