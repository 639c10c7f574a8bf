import { ApiError } from '../api/api-error';

/**
 * An external lookup service could not be used. The code stays 'unavailable' so clients treat
 * every case alike (type the values by hand); the HTTP status tells operators which side failed:
 * 503 when the service cannot be reached or is down, 502 when it answered something unusable.
 */
export class ProviderError extends ApiError {
  constructor(
    message: string,
    readonly status: 502 | 503,
  ) {
    super('unavailable', message);
  }

  override get httpStatus(): number {
    return this.status;
  }
}
