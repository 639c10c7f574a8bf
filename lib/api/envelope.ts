import { z } from 'zod/mini';
import { dbId } from '../validation/input-rules/input-bounds';

/**
 * The identifying part of every request. Only `token` matters to the server; the
 * other fields are what the client believes about itself and are checked against the session.
 */
export const identitySchema = z.object({
  token: z._default(z.string().check(z.maxLength(200)), ''),
  userId: z.optional(z.nullable(dbId())),
  agencyOri: z.optional(z.nullable(z.string().check(z.maxLength(20)))),
  applicationId: z.optional(z.string().check(z.maxLength(100))),
  versionId: z.optional(z.string().check(z.maxLength(50))),
  /** Where the client reached the server; login links point there when no PUBLIC_URL is set. */
  webServiceUrl: z.optional(
    z.url({ protocol: /^https?$/, error: 'webServiceUrl must be an http:// or https:// URL.' }).check(z.maxLength(500)),
  ),
});
export type Identity = z.input<typeof identitySchema>;

export function requestSchema<P extends z.core.$ZodType>(payload: P) {
  return z.object({ identity: identitySchema, payload });
}

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorCodes = [
  'bad_request',
  'validation',
  'unauthorized',
  'forbidden',
  'reauthentication_required',
  'not_found',
  'conflict',
  'payload_too_large',
  'locked',
  'too_many_requests',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const apiErrorSchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  fieldErrors: z.optional(z.array(fieldErrorSchema)),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const errorEnvelopeSchema = z.object({ status: z.literal('error'), error: apiErrorSchema });

export function okEnvelopeSchema<P extends z.core.$ZodType>(payload: P) {
  return z.object({ status: z.literal('ok'), payload });
}

export type OkEnvelope<P> = { status: 'ok'; payload: P };
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
export type ResponseEnvelope<P> = OkEnvelope<P> | ErrorEnvelope;

/** HTTP status that goes with each error code, so client and server agree. */
export const httpStatusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  // The session stays valid (401 would end it in the app): the caller proves who they are again and retries.
  reauthentication_required: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  locked: 423,
  too_many_requests: 429,
  unavailable: 503,
  internal: 500,
};

/** Turns zod issues into the field errors of the error format ("payload.userId" style paths). */
export function fieldErrorsOf(error: z.core.$ZodError, prefix = ''): FieldError[] {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(body)',
    message: issue.message,
  }));
}
