import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ErrorEnvelope } from '../../lib/api/envelope';
import { ApiError } from './api-error';

export function sendError(reply: FastifyReply, error: ApiError) {
  const body: ErrorEnvelope = {
    status: 'error',
    error: {
      code: error.code,
      message: error.message,
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    },
  };
  return reply.code(error.httpStatus).type('application/json').send(body);
}

/** Framework errors a client can cause, with the message the client should read. */
function clientErrorOf(error: FastifyError, bodyLimit: number): ApiError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('payload_too_large', `The request body is larger than ${bodyLimit} bytes.`);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('bad_request', 'Send the request as JSON (Content-Type: application/json).');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('bad_request', 'The request body is empty; send {"identity": {...}, "payload": ...}.');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError('bad_request', 'The Content-Length header does not match the body.');
  }
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return new ApiError('bad_request', 'The request body is not valid JSON.');
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new ApiError(error.statusCode === 413 ? 'payload_too_large' : 'bad_request', error.message);
  }
  return null;
}

/** Connection failures of pg (network codes, SQLSTATE class 08, shutdown 57P0x) and a closed PGlite. */
function isDatabaseUnavailable(error: FastifyError): boolean {
  const code = String((error as { code?: unknown }).code ?? '');
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', '57P01', '57P02', '57P03'].includes(code) ||
    code.startsWith('08') ||
    /PGlite is closed|Connection terminated|timeout exceeded when trying to connect/i.test(error.message)
  );
}

/** One error format for everything; 5xx details go to the log, never to the client. */
export function installErrorHandling(app: FastifyInstance, bodyLimit: number) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error);
    const clientError = clientErrorOf(error, bodyLimit);
    if (clientError) {
      request.log.info({ err: error.message, code: error.code }, 'client error');
      return sendError(reply, clientError);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return sendError(reply, new ApiError('unavailable', 'The database is not reachable. Try again in a moment.'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, new ApiError('internal', 'An unexpected error occurred. It has been logged.'));
  });
}
