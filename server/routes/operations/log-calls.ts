import { logException } from '../../../lib/api/calls/admin/calls-log';
import { scrubMessage, scrubName, scrubStack } from '../../../lib/errors/scrub-error-text';
import type { ExceptionOutcome } from '../../api/exception-limits';
import { implement } from '../../api/implement';
import type { ScopedLog } from '../../request-log';
import type { Wiring } from '../../services/services';

/**
 * Log/Exception: the report is logged at warn (with this request's reqId, and the id of the call
 * the browser says failed), scrubbed again as the app scrubs it, so a client that sent report data
 * anyway does not get it into the log. Nothing is stored. With a live session the user's id is
 * logged too; the call does not renew the session.
 */
export function logCalls({ services }: Wiring, log: ScopedLog, counted: (outcome: ExceptionOutcome) => void) {
  return [
    implement(logException, async (report, { identity }) => {
      const live = await services.operations.liveSessionUserId(identity.token);
      log.warn(
        {
          exception: {
            kind: report.kind,
            release: report.release,
            screen: report.screen,
            failedRequestId: report.requestId,
            name: scrubName(report.name),
            message: scrubMessage(report.message),
            stack: scrubStack(report.stack),
            count: report.count,
            ...(live ? { userId: live } : {}),
          },
        },
        'exception in a browser',
      );
      counted('logged');
      return { logged: true };
    }),
  ];
}
