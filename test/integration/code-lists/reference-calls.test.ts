import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addAgency, roleIdOf } from '../support/db-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';

describe.each(engines())('Agency/GetAgencyName and Role/GetRoleNames on %s', (engine) => {
  let server: TestServer;
  let officer: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    officer = await server.login('officer');
    await addAgency(server.db, 'IN0010000', 'Adams County Sheriff');
  });
  afterAll(() => server.close());

  it('answers the name of an agency, the payload being the ORI string itself', async () => {
    const res = await server.call('Agency/GetAgencyName', DEMO_AGENCY.ori, officer);
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 'ok', payload: DEMO_AGENCY.name });
    const other = await server.call('Agency/GetAgencyName', 'IN0010000', officer);
    expect(other.body.payload).toBe('Adams County Sheriff');
  });

  it('matches the ORI regardless of case and surrounding spaces', async () => {
    const res = await server.call('Agency/GetAgencyName', ' in0490000 ', officer);
    expect(res.statusCode).toBe(200);
    expect(res.body.payload).toBe(DEMO_AGENCY.name);
  });

  it('answers 404 for an unknown ORI and 400 for an empty or non-string one', async () => {
    const unknown = await server.call('Agency/GetAgencyName', 'ZZ9999999', officer);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: 'not_found', message: expect.stringContaining('ZZ9999999') });
    const empty = await server.call('Agency/GetAgencyName', '', officer);
    expect(empty.statusCode).toBe(400);
    expect(empty.body.error.fieldErrors[0].path).toBe('payload');
    const object = await server.call('Agency/GetAgencyName', { ori: DEMO_AGENCY.ori }, officer);
    expect(object.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await server.call('Agency/GetAgencyName', DEMO_AGENCY.ori)).statusCode).toBe(401);
    expect((await server.call('Role/GetRoleNames', [1])).statusCode).toBe(401);
  });

  it('answers role names in the order of the ids asked for', async () => {
    const officerRole = await roleIdOf(server.db, 'Officer');
    const stateRole = await roleIdOf(server.db, 'State Administrator');
    const supervisorRole = await roleIdOf(server.db, 'Supervisor');
    const res = await server.call('Role/GetRoleNames', [stateRole, officerRole, supervisorRole], officer);
    expect(res.statusCode).toBe(200);
    expect(res.body.payload).toEqual(['State Administrator', 'Officer', 'Supervisor']);
    const reversed = await server.call('Role/GetRoleNames', [supervisorRole, officerRole], officer);
    expect(reversed.body.payload).toEqual(['Supervisor', 'Officer']);
    const repeated = await server.call('Role/GetRoleNames', [officerRole, officerRole], officer);
    expect(repeated.body.payload).toEqual(['Officer', 'Officer']);
  });

  it('answers an empty list for no ids, 404 for an unknown id and 400 for ids that are not numbers', async () => {
    expect((await server.call('Role/GetRoleNames', [], officer)).body).toEqual({ status: 'ok', payload: [] });
    const unknown = await server.call('Role/GetRoleNames', [999999], officer);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.error.message).toContain('999999');
    const bad = await server.call('Role/GetRoleNames', ['Officer'], officer);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.error.fieldErrors[0].path).toBe('payload.0');
  });
});
