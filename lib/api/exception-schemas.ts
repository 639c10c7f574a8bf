import { z } from 'zod';
import { EXCEPTION_BOUNDS } from '../errors/exception-bounds';
import { isRequestId } from './request-id';

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
  release: z.string().trim().min(1).max(EXCEPTION_BOUNDS.release),
  /** The route pattern of the screen: path segments and :parameters only. */
  screen: z
    .string()
    .max(EXCEPTION_BOUNDS.screen)
    .regex(/^\/[\w/:*?.-]*$/, 'The screen is a route pattern such as /reports/:id.'),
  /** The X-Request-Id of the call that failed, or of the app's last call. */
  requestId: z.string().refine(isRequestId, 'A request id is up to 100 letters, digits and . _ : -').optional(),
  name: z.string().max(EXCEPTION_BOUNDS.name),
  message: z.string().max(EXCEPTION_BOUNDS.message),
  stack: z.string().max(EXCEPTION_BOUNDS.stack),
  /** How many times this error happened since it was last reported (duplicates are collapsed). */
  count: z.number().int().min(1).max(10_000).default(1),
});
export type ExceptionReport = z.input<typeof exceptionReportSchema>;
