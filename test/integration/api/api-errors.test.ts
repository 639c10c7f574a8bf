import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { callList } from '../../../lib/api/calls';
import { errorEnvelopeSchema } from '../../../lib/api/envelope';
import { leaksInternals, userIdOf } from '../support/db-helpers';
import { engines, startTestServer, type CallResult, type TestServer } from '../support/test-server';

/** Checks the one error format: {status:'error', error:{code, message, fieldErrors?}}, nothing more. */
function expectError(res: CallResult, httpStatus: number, code: string) {
  expect(res.statusCode).toBe(httpStatus);
  expect(z.strictObject(errorEnvelopeSchema.shape).parse(res.body).error.code).toBe(code);
  expect(res.body.error.message.length).toBeGreaterThan(10);
  expect(leaksInternals(res.body)).toBe(false);
}

describe.each(engines())('API envelope and error format on %s', (engine) => {
  let server: TestServer;
  let officer: string;

  beforeAll(async () => {
    server = await startTestServer(engine, { BODY_LIMIT_BYTES: '2048' });
    officer = await server.login('officer');
  });
  afterAll(() => server.close());

  it('answers a successful call in the ok envelope', async () => {
    const res = await server.call('Agency/GetAgencyName', 'IN0490000', officer);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['payload', 'status']);
    expect(res.body.status).toBe('ok');
  });

  it('refuses a malformed JSON body with 400 bad_request', async () => {
    const res = await server.raw({
      url: '/API/Agency/GetAgencyName',
      body: '{"identity": {"token": "x"}, "payload": ',
    });
    expectError(res, 400, 'bad_request');
    expect(res.body.error.message).toMatch(/not valid JSON/);
  });

  it('refuses a body that tries prototype poisoning with 400', async () => {
    const res = await server.raw({
      url: '/API/Account/Login',
      body: '{"identity": {}, "payload": {"userName": "officer", "password": "x"}, "__proto__": {"admin": true}}',
    });
    expectError(res, 400, 'bad_request');
  });

  it('refuses an empty body, a text body and a body of another media type with 400', async () => {
    const empty = await server.raw({ url: '/API/Logout', body: '' });
    expectError(empty, 400, 'bad_request');
    expect(empty.body.error.message).toMatch(/empty/);
    const text = await server.raw({
      url: '/API/Logout',
      body: 'identity=1',
      headers: { 'content-type': 'text/plain' },
    });
    expectError(text, 400, 'validation');
    expect(text.body.error.message).toMatch(/must be an envelope/);
    const xml = await server.raw({ url: '/API/Logout', body: '<a/>', headers: { 'content-type': 'application/xml' } });
    expectError(xml, 400, 'bad_request');
    expect(xml.body.error.message).toMatch(/as JSON/);
  });

  it('refuses a body without identity or payload with 400 and a field error for each', async () => {
    const neither = await server.raw({ url: '/API/Account/GetUserPermissions', body: '{}' });
    expectError(neither, 400, 'validation');
    const paths = neither.body.error.fieldErrors.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['identity', 'payload']));

    const noPayload = await server.raw({
      url: '/API/Account/GetUserPermissions',
      body: JSON.stringify({ identity: { token: officer } }),
    });
    expectError(noPayload, 400, 'validation');
    expect(noPayload.body.error.fieldErrors).toEqual([
      { path: 'payload', message: 'The request envelope needs a payload.' },
    ]);

    const noIdentity = await server.raw({
      url: '/API/Account/GetUserPermissions',
      body: JSON.stringify({ payload: { userId: 1 } }),
    });
    expectError(noIdentity, 400, 'validation');
    expect(noIdentity.body.error.fieldErrors.map((f: { path: string }) => f.path)).toEqual(['identity']);

    const notAnObject = await server.raw({ url: '/API/Account/GetUserPermissions', body: '[1,2]' });
    expectError(notAnObject, 400, 'validation');
    expect(notAnObject.body.error.fieldErrors).toHaveLength(1);
  });

  it('refuses an identity of the wrong shape with field errors under identity', async () => {
    const res = await server.raw({
      url: '/API/Account/GetUserPermissions',
      body: JSON.stringify({ identity: { token: 42, userId: 'me' }, payload: { userId: 1 } }),
    });
    expectError(res, 400, 'validation');
    expect(res.body.error.fieldErrors.map((f: { path: string }) => f.path).sort()).toEqual([
      'identity.token',
      'identity.userId',
    ]);
  });

  it('refuses a payload of the wrong type with 400 validation and a payload.<field> path', async () => {
    const res = await server.call('Account/GetUserPermissions', { userId: 'seven' }, officer);
    expectError(res, 400, 'validation');
    expect(res.body.error.fieldErrors).toHaveLength(1);
    expect(res.body.error.fieldErrors[0].path).toBe('payload.userId');
    expect(res.body.error.message).toContain('payload.userId');

    const nested = await server.call(
      'FormConfiguration/GetAssignedDisabledConfigurations',
      { formTitle: 'X', alreadyDownloadedForms: { abc: 5 } },
      officer,
    );
    expectError(nested, 400, 'validation');
    const paths = nested.body.error.fieldErrors.map((f: { path: string }) => f.path);
    expect(paths.every((p: string) => p.startsWith('payload.alreadyDownloadedForms'))).toBe(true);
  });

  it('refuses a body over BODY_LIMIT_BYTES with 413 payload_too_large', async () => {
    const res = await server.raw({
      url: '/API/Account/Login',
      body: JSON.stringify({ identity: {}, payload: { userName: 'officer', password: 'x'.repeat(4000) } }),
    });
    expectError(res, 413, 'payload_too_large');
    expect(res.body.error.message).toContain('2048');
  });

  it('answers an unknown call with 404 not_found in the error format', async () => {
    const post = await server.call('Account/NoSuchCall', {}, officer);
    expectError(post, 404, 'not_found');
    expect(post.body.error.message).toContain('/API/Account/NoSuchCall');
    expectError(await server.raw({ method: 'GET', url: '/API/Nothing/Here' }), 404, 'not_found');
    // A call exists only as POST.
    expectError(await server.raw({ method: 'GET', url: '/API/Agency/GetAgencyName' }), 404, 'not_found');
  });

  it('answers a missing or unknown token with 401', async () => {
    const missing = await server.call('Agency/GetAgencyName', 'IN0490000');
    expectError(missing, 401, 'unauthorized');
    expect(missing.body.error.message).toMatch(/Sign in/);
    expectError(await server.call('Agency/GetAgencyName', 'IN0490000', 'not-a-real-token'), 401, 'unauthorized');
    const noIdentityToken = await server.raw({
      url: '/API/Agency/GetAgencyName',
      body: JSON.stringify({ identity: {}, payload: 'IN0490000' }),
    });
    expectError(noIdentityToken, 401, 'unauthorized');
  });

  it('answers a token of another user than identity.userId with 401', async () => {
    const supervisorId = await userIdOf(server.db, 'supervisor');
    const res = await server.call('Agency/GetAgencyName', 'IN0490000', officer, { userId: supervisorId });
    expectError(res, 401, 'unauthorized');
    const officerId = await userIdOf(server.db, 'officer');
    const own = await server.call('Agency/GetAgencyName', 'IN0490000', officer, { userId: officerId });
    expect(own.statusCode).toBe(200);
  });

  it('answers a forbidden action with 403 (officer unlocking or resetting a user)', async () => {
    const supervisorId = await userIdOf(server.db, 'supervisor');
    const unlock = await server.call('User/Unlock', { userId: supervisorId }, officer);
    expectError(unlock, 403, 'forbidden');
    const reset = await server.call(
      'User/ResetPassword',
      { userId: supervisorId, temporaryPassword: 'Temporary-Pass-77' },
      officer,
    );
    expectError(reset, 403, 'forbidden');
  });

  it('never answers 500 or leaks a stack trace for bad payloads to any call', async () => {
    const badPayloads: unknown[] = [null, 12345, 'text', [], { unexpected: { deeply: [1, 2, 3] } }, true];
    for (const call of callList) {
      // Logout accepts an object payload and ends the session it is given: it gets a session of its own.
      const token = call.path === 'Logout' ? await server.login('officer') : officer;
      for (const payload of badPayloads) {
        const res = await server.call(call.path, payload, token);
        expect(res.statusCode, `${call.path} with ${JSON.stringify(payload)}`).toBeLessThan(500);
        expect(leaksInternals(res.body), call.path).toBe(false);
        if (res.statusCode >= 400) errorEnvelopeSchema.parse(res.body);
      }
    }
  });
});
