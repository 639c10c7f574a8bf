/**
 * X-Request-Id: the name of one call, from the browser (app/api/client.ts draws one per call) or a
 * proxy in front of the server, so a log line, an answer and an exception report can be matched.
 * The server takes it only when it looks like an id: anything else (too long, spaces, control
 * characters that could forge a log line) is replaced by one the server draws.
 */
export const REQUEST_ID_HEADER = 'x-request-id';
export const REQUEST_ID_MAX_LENGTH = 100;
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]+$/;

export function isRequestId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= REQUEST_ID_MAX_LENGTH &&
    REQUEST_ID_PATTERN.test(value)
  );
}
