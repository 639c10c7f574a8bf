import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callList } from '../../../lib/api/calls';
import { engines, startTestServer, type TestServer } from '../support/test-server';

/** The six calls whose paths are fixed (clients and the extension call them by these), at exactly these paths. */
const specCalls = [
  '/API/Agency/GetAgencyName',
  '/API/Role/GetRoleNames',
  '/API/FormConfiguration/GetAssignedDisabledConfigurations',
  '/API/FormConfiguration/GetFormPermissions',
  '/API/Account/GetUserPermissions',
  '/API/Logout',
];

/** The routes that carry bytes, not the envelope, as the document names them. */
const binaryRoutes = [
  { method: 'post', path: '/API/Attachment/Upload', content: 'application/json' },
  { method: 'get', path: '/API/Attachment/Download/{id}', content: '*/*' },
  { method: 'get', path: '/API/Report/Print/{id}', content: 'application/pdf' },
];

describe.each(engines())('OpenAPI document and health on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('serves an OpenAPI 3 document at GET /API/docs listing every call as POST', async () => {
    const res = await server.raw({ method: 'GET', url: '/API/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toContain('API');
    const paths = Object.keys(doc.paths);
    expect(paths).toContain('/API/health');
    for (const call of callList) {
      const entry = doc.paths[`/API/${call.path}`];
      expect(entry, call.path).toBeDefined();
      expect(entry.post.summary).toBe(call.summary);
      expect(entry.post.requestBody.content['application/json'].schema.properties).toHaveProperty('identity');
      expect(Object.keys(entry.post.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404']));
    }
    expect(paths).toHaveLength(callList.length + 1 + binaryRoutes.length);
    expect(paths).toEqual(expect.arrayContaining(specCalls));
  });

  it('lists the binary routes (upload, download, print) with their bearer token, body and answers', async () => {
    const { body: doc } = await server.raw({ method: 'GET', url: '/API/docs' });
    expect(doc.components.securitySchemes.bearerToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const { method, path, content } of binaryRoutes) {
      const entry = doc.paths[path]?.[method];
      expect(entry, path).toBeDefined();
      expect(entry.security, path).toEqual([{ bearerToken: [] }]);
      expect(Object.keys(entry.responses[200].content), path).toEqual([content]);
      expect(Object.keys(entry.responses), path).toEqual(expect.arrayContaining(['200', '401', '403', '404']));
    }
    const upload = doc.paths['/API/Attachment/Upload'].post;
    const form = upload.requestBody.content['multipart/form-data'].schema;
    expect(form.required).toEqual(['reportId', 'type', 'files']);
    expect(form.properties.files.items).toEqual({ type: 'string', format: 'binary' });
    expect(form.properties.clientKey).toMatchObject({ type: 'string', format: 'uuid' });
    expect(upload.responses[200].content['application/json'].schema.properties.payload.properties).toHaveProperty(
      'files',
    );
    expect(doc.paths['/API/Report/Print/{id}'].get.responses[200].content['application/pdf'].schema.format).toBe(
      'binary',
    );
    expect(doc.paths['/API/Attachment/Download/{id}'].get.parameters[0]).toMatchObject({ name: 'id', in: 'path' });
  });

  it('documents only binary routes the server has: each asks for the bearer token, none answers 404', async () => {
    for (const { method, path } of binaryRoutes) {
      const res = await server.inject({
        method: method === 'get' ? 'GET' : 'POST',
        url: path.replace('{id}', '1'),
        ...(method === 'post' && { payload: '', headers: { 'content-type': 'multipart/form-data; boundary=x' } }),
      });
      expect(res.statusCode, path).toBe(401);
      expect(res.json().error.message, path).toContain('Bearer');
    }
  });

  it('registers a handler for every documented call (none answers 404)', async () => {
    for (const call of callList) {
      const res = await server.call(call.path, {});
      expect(res.statusCode, call.path).not.toBe(404);
    }
  });

  it('documents the payload of the fixed-path calls as the server validates it', async () => {
    const { body: doc } = await server.raw({ method: 'GET', url: '/API/docs' });
    const payloadOf = (path: string) =>
      doc.paths[path].post.requestBody.content['application/json'].schema.properties.payload;
    expect(payloadOf('/API/Agency/GetAgencyName').type).toBe('string');
    expect(payloadOf('/API/Role/GetRoleNames').type).toBe('array');
    expect(
      Object.keys(payloadOf('/API/FormConfiguration/GetAssignedDisabledConfigurations').properties).sort(),
    ).toEqual(['alreadyDownloadedForms', 'formAgencyOri', 'formTitle']);
    expect(Object.keys(payloadOf('/API/FormConfiguration/GetFormPermissions').properties).sort()).toEqual([
      'agencyOri',
      'isDraft',
      'majorVersion',
      'minorVersion',
      'title',
    ]);
    expect(payloadOf('/API/Account/GetUserPermissions').properties).toHaveProperty('userId');
  });

  it('reports the database as reachable at GET /API/health', async () => {
    const res = await server.raw({ method: 'GET', url: '/API/health' });
    expect(res.statusCode).toBe(200);
    expect(res.body.payload.database).toBe('reachable');
  });
});
