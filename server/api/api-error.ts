import { httpStatusOf, type ErrorCode, type FieldError } from '../../lib/api/envelope';

/** An error meant for the client: its message is shown as is, so it must say what was wrong. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldError[],
  ) {
    super(message);
  }

  get httpStatus(): number {
    return httpStatusOf[this.code];
  }
}

export const unauthorized = (message: string) => new ApiError('unauthorized', message);
export const forbidden = (message = 'You do not have permission to do this.') => new ApiError('forbidden', message);
export const notFound = (message: string) => new ApiError('not_found', message);
export const badRequest = (message: string, fieldErrors?: FieldError[]) =>
  new ApiError('validation', message, fieldErrors);
