import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleIdOf } from '../support/db-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';

type Who = 'officer' | 'supervisor' | 'agencyadmin' | 'stateadmin' | 'unauthenticated';
const everyone: Who[] = ['officer', 'supervisor', 'agencyadmin', 'stateadmin', 'unauthenticated'];

/** Each role call, and the status each kind of user gets: only the state administrator changes roles. */
const matrix: {
  path: string;
  payload: (n: number, ids: { unused: number }) => unknown;
  status: Record<Who, number>;
}[] = [
  {
    path: 'Role/List',
    payload: () => ({}),
    status: { officer: 403, supervisor: 403, agencyadmin: 200, stateadmin: 200, unauthenticated: 401 },
  },
  {
    path: 'Role/Save',
    payload: (n) => ({ name: `Matrix role ${n}`, rules: [{ action: 'read', subject: 'Report' }] }),
    status: { officer: 403, supervisor: 403, agencyadmin: 403, stateadmin: 200, unauthenticated: 401 },
  },
  {
    path: 'Role/Copy',
    payload: (n, ids) => ({ id: ids.unused, name: `Matrix copy ${n}` }),
    status: { officer: 403, supervisor: 403, agencyadmin: 403, stateadmin: 200, unauthenticated: 401 },
  },
];

describe.each(engines())('who may make the role calls on %s', (engine) => {
  let server: TestServer;
  const tokens = {} as Record<Who, string>;
  let unused: number;

  beforeAll(async () => {
    server = await startTestServer(engine);
    for (const who of everyone) tokens[who] = who === 'unauthenticated' ? '' : await server.login(who);
    const made = await server.call('Role/Save', { name: 'Unused', rules: [] }, tokens.stateadmin);
    unused = made.body.payload.id;
  });
  afterAll(() => server.close());

  let n = 0;
  for (const { path, payload, status } of matrix) {
    for (const who of everyone) {
      it(`${path} answers ${who} with ${status[who]}`, async () => {
        const res = await server.call(path, payload(++n, { unused }), tokens[who]);
        expect(res.statusCode, JSON.stringify(res.body)).toBe(status[who]);
        if (status[who] === 403) expect(res.body.error.code).toBe('forbidden');
        if (status[who] === 401) expect(res.body.error.code).toBe('unauthorized');
      });
    }
  }

  it('Role/Save of an existing role and Role/Delete refuse everyone but the state administrator', async () => {
    const officerRole = await server.call('Role/List', {}, tokens.stateadmin);
    const officer = officerRole.body.payload.roles.find((r: { name: string }) => r.name === 'Officer');
    const target = await server.call('Role/Save', { name: 'To delete', rules: [] }, tokens.stateadmin);
    const doomed = target.body.payload;
    const expected: Record<Who, [number, number]> = {
      officer: [403, 403],
      supervisor: [403, 403],
      agencyadmin: [403, 403],
      unauthenticated: [401, 401],
      stateadmin: [200, 200],
    };
    // The state administrator last: its delete succeeds.
    for (const who of ['unauthenticated', 'officer', 'supervisor', 'agencyadmin', 'stateadmin'] as const) {
      const save = await server.call(
        'Role/Save',
        { id: officer.id, name: 'Officer', rules: officer.rules, expectedUpdatedAt: officer.updatedAt },
        tokens[who],
      );
      const del = await server.call('Role/Delete', { id: doomed.id, expectedUpdatedAt: doomed.updatedAt }, tokens[who]);
      expect([save.statusCode, del.statusCode], who).toEqual(expected[who]);
    }
    expect(await roleIdOf(server.db, 'Officer')).toBe(officer.id);
    expect((await server.db.selectFrom('roles').select('id').where('id', '=', doomed.id).execute()).length).toBe(0);
  });

  it('lets every signed-in user read role names (Role/GetRoleNames is unchanged)', async () => {
    const id = await roleIdOf(server.db, 'Supervisor');
    for (const who of ['officer', 'supervisor', 'agencyadmin', 'stateadmin'] as const) {
      const res = await server.call('Role/GetRoleNames', [id], tokens[who]);
      expect(res.body.payload, who).toEqual(['Supervisor']);
    }
  });
});
