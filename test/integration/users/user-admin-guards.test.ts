import { buildAbility } from '../../../lib/auth/permissions/ability';
import { applicationSettings } from '../../../server/services/settings/settings-in-force';
import { createRepositories } from '../../../server/repositories/repositories';
import { firstSignIn } from '../../../server/services/sign-in/first-sign-in';
import { mailSender } from '../../../server/services/mail/mail-sender';
import { userAdminService } from '../../../server/services/users/user-admin-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleIdOf, setStatus, statusOf, userIdOf } from '../support/db-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';
import { addOtherAgency, editFields, freshUser, newUserFields } from '../support/user-admin-helpers';

describe.each(engines())('user administration guards on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  let state: string;
  let roles: Record<string, number>;

  beforeAll(async () => {
    server = await startTestServer(engine);
    await addOtherAgency(server);
    admin = await server.login('agencyadmin');
    state = await server.login('stateadmin');
    roles = {};
    for (const name of ['Officer', 'Supervisor', 'Agency Administrator', 'State Administrator'])
      roles[name] = await roleIdOf(server.db, name);
  });
  afterAll(() => server.close());

  it('refuses to disable the last enabled state administrator or take that role from them', async () => {
    // Only someone with every right could try, and such a caller is a state administrator too; so the
    // service is called as one whose rights come from elsewhere than a role (the state of a race's loser).
    const repos = createRepositories(server.db);
    const base = { repos, config: server.config, clock: () => new Date() };
    const deps = { ...base, settings: applicationSettings(base) };
    const service = userAdminService({ ...deps, firstSignIn: firstSignIn({ ...deps, send: mailSender(deps) }) });
    const caller = await repos.users.findById(await userIdOf(server.db, 'officer'));
    if (!caller) throw new Error('no officer');
    const ctx = {
      user: caller,
      ability: buildAbility([{ action: 'manage', subject: 'all' }]),
      session: {
        id: 0,
        userId: caller.id,
        applicationId: '',
        stage: 'active' as const,
        expiresAt: new Date(),
        endedAt: null,
        endReason: null,
        authenticatedAt: new Date(),
      },
      token: '',
      ip: '127.0.0.1',
    };
    const stateId = await userIdOf(server.db, 'stateadmin');
    const others = await server.db
      .selectFrom('user_roles')
      .select('user_id')
      .where('role_id', '=', roles['State Administrator'] ?? 0)
      .execute();
    expect(others.map((r) => r.user_id).filter((u) => u !== stateId)).toEqual([]);
    await expect(service.disable(ctx, stateId)).rejects.toMatchObject({
      code: 'conflict',
      message: 'User stateadmin is the last enabled state administrator; enable or appoint another first.',
    });
    const fields = await editFields(server, state, stateId, { roleIds: [roles.Officer] });
    const { id, expectedUpdatedAt, ...input } = fields;
    await expect(service.edit(ctx, id, expectedUpdatedAt, input)).rejects.toMatchObject({ code: 'conflict' });
    expect(await statusOf(server.db, stateId)).toBe(0);
    expect((await server.call('User/Get', { userId: stateId }, state)).body.payload.user.roleIds).toEqual([
      roles['State Administrator'],
    ]);
  });

  it('refuses granting a role the caller may not grant', async () => {
    const res = await server.call(
      'User/Save',
      await newUserFields(server, { roleIds: [roles['State Administrator']] }),
      admin,
    );
    expect(res.statusCode).toBe(403);
    expect(res.body.error.message).toMatch(/may not grant the role State Administrator/);
    const { id } = await freshUser(server);
    const promote = await server.call(
      'User/Save',
      await editFields(server, admin, id, { roleIds: [roles.Officer, roles['State Administrator']] }),
      admin,
    );
    expect(promote.statusCode).toBe(403);
  });

  it('keeps a user who holds a role the caller may not grant out of the caller\u2019s reach', async () => {
    const stateId = await userIdOf(server.db, 'stateadmin');
    for (const [path, payload] of [
      ['User/Disable', { userId: stateId }],
      ['User/ResetPassword', { userId: stateId, signInLink: true }],
      ['User/Copy', { sourceUserId: stateId, firstName: 'X', lastName: 'Y', userName: 'stateclone', badgeId: '' }],
    ] as const) {
      const res = await server.call(path, payload, admin);
      expect(res.statusCode, path).toBe(403);
      expect(res.body.error.message, path).toMatch(/holds the role State Administrator/);
    }
    expect(await statusOf(server.db, stateId)).toBe(0);
  });

  it('refuses changing one\u2019s own roles and disabling oneself, but allows editing one\u2019s own names', async () => {
    const selfId = await userIdOf(server.db, 'agencyadmin');
    const own = await server.call(
      'User/Save',
      await editFields(server, admin, selfId, { roleIds: [roles['Agency Administrator'], roles.Supervisor] }),
      admin,
    );
    expect(own.statusCode).toBe(403);
    expect(own.body.error.message).toBe('You may not change your own roles.');
    const names = await server.call(
      'User/Save',
      await editFields(server, admin, selfId, { phone: '317 555 0199' }),
      admin,
    );
    expect(names.statusCode).toBe(200);
    const self = await server.call('User/Disable', { userId: selfId }, admin);
    expect(self.statusCode).toBe(403);
    expect(self.body.error.message).toBe('You may not disable yourself.');
  });

  it('leaves one enabled state administrator when two disable each other at once', async () => {
    const second = await freshUser(server, 'State Administrator');
    const secondToken = await server.login(second.userName);
    const firstToken = await server.login('stateadmin');
    const firstId = await userIdOf(server.db, 'stateadmin');
    const answers = await Promise.all([
      server.call('User/Disable', { userId: second.id }, firstToken),
      server.call('User/Disable', { userId: firstId }, secondToken),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
    const enabled = [await statusOf(server.db, firstId), await statusOf(server.db, second.id)].filter((s) => s === 0);
    expect(enabled).toHaveLength(1);
    // Put both back for the tests after this one.
    await setStatus(server.db, firstId, 0);
    await setStatus(server.db, second.id, 0);
    state = await server.login('stateadmin');
  });
});
