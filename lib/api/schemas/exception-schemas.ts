import { z } from 'zod/mini';
import { EXCEPTION_BOUNDS } from '../../errors/exception-bounds';
import { isRequestId } from '../request-id';

/** What kind of failure a report is about. */
export const exceptionKinds = ['render', 'error', 'unhandledrejection', 'chunk'] as const;

/**
 * An exception report from the browser (Log/Exception). It names where and in which build the app
 * failed, never what the officer typed: the screen is a route pattern (/reports/:id, no ids, no
 * query), and the message and stack are scrubbed (lib/errors/scrub-error-text.ts) by the app and
 * again by the server.
 */
export const exceptionReportSchema = z.object({
  kind: z.enum(exceptionKinds),
  /** The app's version, set at build. */
  release: z.string().check(z.trim(), z.minLength(1), z.maxLength(EXCEPTION_BOUNDS.release)),
  /** The route pattern of the screen: path segments and :parameters only. */
  screen: z
    .string()
    .check(
      z.maxLength(EXCEPTION_BOUNDS.screen),
      z.regex(/^\/[\w/:*?.-]*$/, 'The screen is a route pattern such as /reports/:id.'),
    ),
  /** The X-Request-Id of the call that failed, or of the app's last call. */
  requestId: z.optional(
    z.string().check(z.refine(isRequestId, 'A request id is up to 100 letters, digits and . _ : -')),
  ),
  name: z.string().check(z.maxLength(EXCEPTION_BOUNDS.name)),
  message: z.string().check(z.maxLength(EXCEPTION_BOUNDS.message)),
  stack: z.string().check(z.maxLength(EXCEPTION_BOUNDS.stack)),
  /** How many times this error happened since it was last reported (duplicates are collapsed). */
  count: z._default(z.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
});
export type ExceptionReport = z.input<typeof exceptionReportSchema>;
