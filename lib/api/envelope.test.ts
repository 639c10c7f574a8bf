import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  errorCodes,
  errorEnvelopeSchema,
  fieldErrorsOf,
  httpStatusOf,
  identitySchema,
  requestSchema,
} from './envelope';

describe('error codes and HTTP statuses', () => {
  it('maps every error code to its HTTP status', () => {
    expect(httpStatusOf).toEqual({
      bad_request: 400,
      validation: 400,
      unauthorized: 401,
      forbidden: 403,
      reauthentication_required: 403,
      not_found: 404,
      conflict: 409,
      payload_too_large: 413,
      locked: 423,
      too_many_requests: 429,
      unavailable: 503,
      internal: 500,
    });
    expect(Object.keys(httpStatusOf).sort()).toEqual([...errorCodes].sort());
  });

  it('accepts the one error format and nothing looser', () => {
    const ok = {
      status: 'error',
      error: { code: 'validation', message: 'm', fieldErrors: [{ path: 'p', message: 'x' }] },
    };
    expect(errorEnvelopeSchema.parse(ok)).toEqual(ok);
    expect(errorEnvelopeSchema.safeParse({ status: 'error', error: { code: 'oops', message: 'm' } }).success).toBe(
      false,
    );
    expect(errorEnvelopeSchema.safeParse({ status: 'ok', error: { code: 'internal', message: 'm' } }).success).toBe(
      false,
    );
  });
});

describe('fieldErrorsOf', () => {
  const schema = z.object({ userId: z.number(), items: z.array(z.object({ id: z.number() })) });

  it('names each field with a dotted path under the prefix', () => {
    const result = schema.safeParse({ userId: 'x', items: [{ id: 1 }, { id: 'two' }] });
    expect(result.success).toBe(false);
    const errors = fieldErrorsOf(result.error!, 'payload');
    expect(errors.map((e) => e.path)).toEqual(['payload.userId', 'payload.items.1.id']);
    expect(errors.every((e) => e.message.length > 0)).toBe(true);
  });

  it('names the root as the prefix, or (body) without one', () => {
    const result = z.string().safeParse(5);
    expect(fieldErrorsOf(result.error!, 'payload')[0]!.path).toBe('payload');
    expect(fieldErrorsOf(result.error!)[0]!.path).toBe('(body)');
  });
});

describe('the request envelope (its identifying part)', () => {
  it('carries token, user id, agency ORI, application id, version id and web service URL', () => {
    const identity = {
      token: 't',
      userId: 3,
      agencyOri: 'IN0490000',
      applicationId: 'crash-web',
      versionId: '1',
      webServiceUrl: 'http://localhost:8080',
    };
    expect(identitySchema.parse(identity)).toEqual(identity);
    expect(identitySchema.parse({})).toEqual({ token: '' });
  });

  it('refuses identity fields of the wrong type', () => {
    expect(identitySchema.safeParse({ token: 1 }).success).toBe(false);
    expect(identitySchema.safeParse({ userId: -1 }).success).toBe(false);
    expect(identitySchema.safeParse({ userId: 1.5 }).success).toBe(false);
  });

  it('refuses a user id past what the database holds and a web service URL that is not an http(s) URL', () => {
    expect(identitySchema.safeParse({ userId: 2 ** 31 - 1 }).success).toBe(true);
    expect(identitySchema.safeParse({ userId: 2 ** 31 }).success).toBe(false);
    expect(identitySchema.safeParse({ webServiceUrl: 'https://crash.example.org/app' }).success).toBe(true);
    for (const webServiceUrl of ['not a url', 'ftp://example.org', 'javascript:alert(1)', '']) {
      const result = identitySchema.safeParse({ webServiceUrl });
      expect(result.success, webServiceUrl).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['webServiceUrl'],
        message: 'webServiceUrl must be an http:// or https:// URL.',
      });
    }
  });

  it('pairs the identity with a payload', () => {
    const schema = requestSchema(z.array(z.number()));
    expect(schema.parse({ identity: { token: 'x' }, payload: [1, 2] }).payload).toEqual([1, 2]);
    expect(schema.safeParse({ identity: { token: 'x' } }).success).toBe(false);
  });
});
