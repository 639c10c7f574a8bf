import { logException } from '../../lib/api/calls/calls-log';
import type { exceptionKinds, ExceptionReport } from '../../lib/api/schemas/exception-schemas';
import { EXCEPTION_BOUNDS } from '../../lib/errors/exception-bounds';
import { reportThrottle } from '../../lib/errors/report-throttle';
import { scrubMessage, scrubName, scrubStack } from '../../lib/errors/scrub-error-text';
import { ApiClientError, lastCallRequestId, sendCall } from '../api/client';
import { reloadingOnPurpose } from './page-reload';
import { RELEASE } from './release';
import { currentScreen } from './screen';

const throttle = reportThrottle();

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
 * every word with a digit or an @.
 */
export function exceptionReportOf(kind: (typeof exceptionKinds)[number], error: unknown): ExceptionReport {
  const { name, message, stack } = described(error);
  const requestId = error instanceof ApiClientError ? error.requestId : lastCallRequestId();
  return {
    kind,
    release: RELEASE.slice(0, EXCEPTION_BOUNDS.release),
    screen: currentScreen().slice(0, EXCEPTION_BOUNDS.screen),
    ...(requestId ? { requestId } : {}),
    name: scrubName(name),
    message: scrubMessage(message),
    stack: scrubStack(stack, message),
    count: 1,
  };
}

/**
 * Sends an error to the exception-logging call (Log/Exception), at most ten a minute and each error
 * once a minute with the count of its repeats. Fire and forget: a report that cannot be sent is not
 * an error of its own. Nothing is reported while the page reloads on purpose.
 */
export function reportException(kind: (typeof exceptionKinds)[number], error: unknown): void {
  if (reloadingOnPurpose()) return;
  try {
    const report = exceptionReportOf(kind, error);
    const count = throttle.take(`${report.kind}|${report.name}|${report.message}|${report.stack.split('\n')[0]}`);
    if (count === null) return;
    void sendCall(logException.path, { ...report, count }).catch(() => undefined);
  } catch {
    // Reporting must never become the error.
  }
}

/** The errors no screen caught: window.onerror and unhandled rejections. Returns the removal. */
export function reportUncaughtErrors(): () => void {
  const onError = (event: ErrorEvent) => reportException('error', event.error ?? new Error(event.message));
  const onRejection = (event: PromiseRejectionEvent) => reportException('unhandledrejection', event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
