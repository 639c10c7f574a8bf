import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestServer, type TestServer } from '../support/test-server';

describe.each(engines())('Settings/GetReferenceVersions on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('answers without a session when the seeded code lists and forms last changed', async () => {
    const res = await server.call('Settings/GetReferenceVersions', {});
    expect(res.statusCode).toBe(200);
    const { codeListsChangedAt, formConfigurationsChangedAt } = res.body.payload;
    expect(Date.parse(codeListsChangedAt)).not.toBeNaN();
    expect(Date.parse(formConfigurationsChangedAt)).not.toBeNaN();
  });

  it('moves the code lists time when an entry or a list name changes, and the forms time when a form does', async () => {
    await sql`update code_lists set last_updated = '2031-01-02T03:04:05Z' where list_id = (select min(list_id) from code_lists)`.execute(
      server.db,
    );
    let payload = (await server.call('Settings/GetReferenceVersions', {})).body.payload;
    expect(payload.codeListsChangedAt).toBe('2031-01-02T03:04:05.000Z');
    expect(payload.formConfigurationsChangedAt).not.toBe('2031-01-02T03:04:05.000Z');

    await sql`update code_list_names set last_updated = '2032-05-06T07:08:09Z' where list_id = (select min(list_id) from code_list_names)`.execute(
      server.db,
    );
    await sql`update form_configurations set last_updated = '2033-01-01T00:00:00Z' where id = (select min(id) from form_configurations)`.execute(
      server.db,
    );
    payload = (await server.call('Settings/GetReferenceVersions', {})).body.payload;
    expect(payload).toEqual({
      codeListsChangedAt: '2032-05-06T07:08:09.000Z',
      formConfigurationsChangedAt: '2033-01-01T00:00:00.000Z',
    });
  });
});
