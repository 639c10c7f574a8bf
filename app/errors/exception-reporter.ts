import { logException } from '../../lib/api/calls/admin/calls-log';
import type { exceptionKinds, ExceptionReport } from '../../lib/api/schemas/exception-schemas';
import { EXCEPTION_BOUNDS } from '../../lib/errors/exception-bounds';
import { reportThrottle } from '../../lib/errors/report-throttle';
import { scrubMessage, scrubName, scrubStack } from '../../lib/errors/scrub-error-text';
import { describeCallError, type ApiClient } from '../api/client';
import { RELEASE } from './release';

/** An error as thrown: an Error, or whatever else a promise was rejected with. */
function described(error: unknown): { name: string; message: string; stack: string } {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack ?? '' };
  // A rejection with a value that is not an Error: its type says enough, its content may be data.
  return { name: 'NonError', message: `A ${typeof error} was thrown`, stack: '' };
}

/**
 * The report as sent: where (the route pattern), which build, which call failed, and the error's
 * name, scrubbed message and frames. No props, no state, no address, no field value: a message may
 * quote what was typed, so scrubMessage (lib/errors/scrub-error-text.ts) masks quoted text and
 * every word with a digit or an @. An error of no call names `lastRequestId`, the client's last call.
 */
export function exceptionReportOf(
  kind: (typeof exceptionKinds)[number],
  error: unknown,
  screen: string,
  lastRequestId?: string,
): ExceptionReport {
  const { name, message, stack } = described(error);
  const call = describeCallError(error);
  const requestId = call ? call.requestId : lastRequestId;
  return {
    kind,
    release: RELEASE.slice(0, EXCEPTION_BOUNDS.release),
    screen: screen.slice(0, EXCEPTION_BOUNDS.screen),
    ...(requestId ? { requestId } : {}),
    name: scrubName(name),
    message: scrubMessage(message),
    stack: scrubStack(stack, message),
    count: 1,
  };
}

/** Where the page is and whether it is going: what a report needs of the page (the app's root knows both). */
export interface ReportedPage {
  /** The route pattern of the screen shown (screen.ts). */
  screen(): string;
  /** Nothing is reported while the page reloads on purpose (page-reload.ts). */
  reloadingOnPurpose(): boolean;
}

/** The page's exception reports, made once by the app's root with its API client: one throttle for the page. */
export function createExceptionReporter(page: ReportedPage, api: Pick<ApiClient, 'send' | 'lastRequestId'>) {
  const throttle = reportThrottle();

  /**
   * Sends an error to the exception-logging call (Log/Exception), at most ten a minute and each
   * error once a minute with the count of its repeats. Fire and forget: a report that cannot be
   * sent is not an error of its own. Nothing is reported while the page reloads on purpose.
   */
  function reportException(kind: (typeof exceptionKinds)[number], error: unknown): void {
    if (page.reloadingOnPurpose()) return;
    try {
      const report = exceptionReportOf(kind, error, page.screen(), api.lastRequestId());
      const count = throttle.take(`${report.kind}|${report.name}|${report.message}|${report.stack.split('\n')[0]}`);
      if (count === null) return;
      void api.send(logException.path, { ...report, count }).catch(() => undefined);
    } catch {
      // Reporting must never become the error.
    }
  }

  return {
    reportException,

    /** The errors no screen caught: window.onerror and unhandled rejections. Returns the removal. */
    reportUncaughtErrors(): () => void {
      const onError = (event: ErrorEvent) => reportException('error', event.error ?? new Error(event.message));
      const onRejection = (event: PromiseRejectionEvent) => reportException('unhandledrejection', event.reason);
      window.addEventListener('error', onError);
      window.addEventListener('unhandledrejection', onRejection);
      return () => {
        window.removeEventListener('error', onError);
        window.removeEventListener('unhandledrejection', onRejection);
      };
    },
  };
}
