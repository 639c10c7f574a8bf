import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleRow } from '../../../lib/api/schemas/role-schemas';
import { seededRoles } from '../../../lib/auth/permissions/seeded-roles';
import { DEMO_AGENCY, seed } from '../../../server/db/seed';
import { addUser, userIdOf } from '../support/db-helpers';
import { DEMO_PASSWORD, engines, startTestServer, type TestServer } from '../support/test-server';

const shippedRules = (name: string) => seededRoles.find((r) => r.name === name)!.rules;

describe.each(engines())('role calls on %s', (engine) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    admin = await server.login('stateadmin');
  });
  afterAll(() => server.close());

  const list = async (filter?: string): Promise<RoleRow[]> => {
    const res = await server.call('Role/List', filter === undefined ? {} : { filter }, admin);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.payload.roles;
  };
  const row = async (name: string) => (await list()).find((r) => r.name === name)!;
  const events = (key: number) =>
    server.db
      .selectFrom('admin_events')
      .selectAll()
      .where('subject', '=', 'Role')
      .where('subject_key', '=', String(key))
      .orderBy('id')
      .execute();
  const create = (name: string, rules: unknown[] = [{ action: 'read', subject: 'Report' }]) =>
    server.call('Role/Save', { name, description: `${name} role`, rules }, admin);

  it('lists every role by name with its rules, users, shipped flag and last change', async () => {
    const roles = await list();
    expect(roles.map((r) => r.name)).toEqual([
      'Agency Administrator',
      'Officer',
      'Records Clerk',
      'State Administrator',
      'Supervisor',
    ]);
    const officer = roles.find((r) => r.name === 'Officer')!;
    expect(officer).toMatchObject({ shipped: true, userCount: 1, updatedByName: null, rules: shippedRules('Officer') });
    expect(Date.parse(officer.updatedAt)).not.toBeNaN();
    expect((await list('ADMIN')).map((r) => r.name)).toEqual(['Agency Administrator', 'State Administrator']);
    // The description is searched too.
    expect((await list('reviews')).map((r) => r.name)).toEqual(['Supervisor']);
  });

  it('creates a role, marks it edited and records who did it in an admin event', async () => {
    const rules = [{ action: ['read', 'print'], subject: 'Report', conditions: { agencyOri: '${user.agencyOri}' } }];
    const res = await create('Records Keeper', rules);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const saved = res.body.payload as RoleRow;
    expect(saved).toMatchObject({ name: 'Records Keeper', rules, userCount: 0, shipped: false });
    expect(saved.updatedByName).toBe('Stanley Stateadmin');
    const stored = await server.db.selectFrom('roles').selectAll().where('id', '=', saved.id).executeTakeFirstOrThrow();
    expect(stored.edited).toBe(true);
    const [event, ...more] = await events(saved.id);
    expect(more).toEqual([]);
    expect(event).toMatchObject({ action: 'create', actor_name: 'stateadmin', agency_ori: null, before: null });
    expect(event!.after).toEqual({ name: 'Records Keeper', description: 'Records Keeper role', rules });
  });

  it('renames a role and changes its rules, with the before and after in the admin event', async () => {
    const before = (await create('Desk Sergeant')).body.payload as RoleRow;
    const rules = [{ action: 'read', subject: 'Report', inverted: true, reason: 'Desk duty' }];
    const res = await server.call(
      'Role/Save',
      { id: before.id, name: 'Desk Officer', description: 'Front desk', rules, expectedUpdatedAt: before.updatedAt },
      admin,
    );
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payload).toMatchObject({ id: before.id, name: 'Desk Officer', description: 'Front desk', rules });
    const edit = (await events(before.id)).at(-1)!;
    expect(edit.action).toBe('edit');
    expect(edit.before).toEqual({ name: 'Desk Sergeant', description: 'Desk Sergeant role', rules: before.rules });
    expect(edit.after).toEqual({ name: 'Desk Officer', description: 'Front desk', rules });
  });

  it('refuses a name another role has in any letter case, an empty one and one over 60 characters', async () => {
    const same = await create('  supervisor ');
    expect(same.statusCode).toBe(400);
    expect(same.body.error.fieldErrors).toEqual([
      { path: 'payload.name', message: 'There is already a role named “Supervisor”. Choose another name.' },
    ]);
    const empty = await create('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.body.error.fieldErrors[0]).toEqual({ path: 'payload.name', message: 'Enter the role’s name.' });
    const long = await create('x'.repeat(61));
    expect(long.statusCode).toBe(400);
    expect(long.body.error.fieldErrors[0].message).toBe('A role’s name is at most 60 characters.');
    expect((await create('y'.repeat(60))).statusCode).toBe(200);
  });

  it('refuses unknown actions and subjects and malformed conditions at the rule and part', async () => {
    const cases: [unknown[], string, string][] = [
      [[{ action: 'aprove', subject: 'Report' }], 'payload.rules.0.action', "Rule 1: unknown action 'aprove'"],
      [
        [
          { action: 'read', subject: 'Report' },
          { action: 'read', subject: 'Reprot' },
        ],
        'payload.rules.1.subject',
        "Rule 2: unknown subject 'Reprot'",
      ],
      [
        [{ action: 'read', subject: 'Report', conditions: { author: '${user.id}' } }],
        'payload.rules.0.conditions',
        "Rule 1: Report has no field 'author' (fields: id, authorUserId, agencyOri, status)",
      ],
      [
        [{ action: 'read', subject: 'User', conditions: { agencyOri: { $regex: '^IN' } } }],
        'payload.rules.0.conditions',
        "Rule 1: agencyOri uses the unsupported operator '$regex' (supported: $eq, $ne, $in, $nin, $lt, $lte, $gt, $gte, $exists)",
      ],
      [
        [{ action: 'read', subject: 'Report', conditions: '{"agencyOri": ' }],
        'payload.rules.0.conditions',
        'Rule 1: conditions must be a JSON object such as {"agencyOri": "${user.agencyOri}"}',
      ],
    ];
    for (const [rules, path, message] of cases) {
      const res = await create('Broken', rules);
      expect(res.statusCode, message).toBe(400);
      expect(res.body.error.code).toBe('validation');
      expect(res.body.error.fieldErrors).toContainEqual({ path, message });
    }
    expect((await list()).some((r) => r.name === 'Broken')).toBe(false);
  });

  it('refuses a save over a newer change, naming who changed the role and when', async () => {
    const first = (await create('Night Shift')).body.payload as RoleRow;
    const save = (name: string, expectedUpdatedAt: string) =>
      server.call('Role/Save', { id: first.id, name, rules: first.rules, expectedUpdatedAt }, admin);
    expect((await save('Night Shift A', first.updatedAt)).statusCode).toBe(200);
    const stale = await save('Night Shift B', first.updatedAt);
    expect(stale.statusCode).toBe(409);
    expect(stale.body.error.code).toBe('conflict');
    expect(stale.body.error.message).toMatch(
      /^The role “Night Shift A” was changed by Stanley Stateadmin at \d\d\/\d\d\/\d{4} \d\d:\d\d \w+ after you opened it\./,
    );
    expect((await row('Night Shift A')).name).toBe('Night Shift A');
    const missing = await server.call('Role/Save', { id: first.id, name: 'X', rules: [] }, admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.body.error.fieldErrors[0].path).toBe('payload.expectedUpdatedAt');
  });

  it('copies a role under a new name with the same rules', async () => {
    const supervisor = await row('Supervisor');
    const res = await server.call('Role/Copy', { id: supervisor.id, name: 'Shift Supervisor' }, admin);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payload).toMatchObject({
      name: 'Shift Supervisor',
      description: supervisor.description,
      rules: supervisor.rules,
      userCount: 0,
      shipped: false,
    });
    const [event] = await events(res.body.payload.id);
    expect(event!.action).toBe('copy');
    expect(event!.after).toMatchObject({ copiedFrom: { id: supervisor.id, name: 'Supervisor' } });
    const again = await server.call('Role/Copy', { id: supervisor.id, name: 'shift supervisor' }, admin);
    expect(again.statusCode).toBe(400);
    expect(again.body.error.fieldErrors[0].path).toBe('payload.name');
    expect((await server.call('Role/Copy', { id: 999999, name: 'Nobody' }, admin)).statusCode).toBe(404);
  });

  it('refuses to delete a role users hold, saying how many, and deletes it once none does', async () => {
    const role = (await create('Traffic Unit')).body.payload as RoleRow;
    await addUser(server.db, { userName: 'traffic1', agencyOri: DEMO_AGENCY.ori, role: 'Traffic Unit' });
    const one = await server.call('Role/Delete', { id: role.id, expectedUpdatedAt: role.updatedAt }, admin);
    expect(one.statusCode).toBe(409);
    expect(one.body.error.message).toBe(
      'The role “Traffic Unit” cannot be deleted: 1 user holds it. Give them another role first.',
    );
    await addUser(server.db, { userName: 'traffic2', agencyOri: DEMO_AGENCY.ori, role: 'Traffic Unit' });
    const two = await server.call('Role/Delete', { id: role.id, expectedUpdatedAt: role.updatedAt }, admin);
    expect(two.body.error.message).toContain('2 users hold it');
    expect((await row('Traffic Unit')).userCount).toBe(2);

    await server.db.deleteFrom('user_roles').where('role_id', '=', role.id).execute();
    const done = await server.call('Role/Delete', { id: role.id, expectedUpdatedAt: role.updatedAt }, admin);
    expect(done.statusCode, JSON.stringify(done.body)).toBe(200);
    expect(done.body.payload).toEqual({ id: role.id, deleted: true });
    expect((await list()).some((r) => r.id === role.id)).toBe(false);
    const deleted = (await events(role.id)).at(-1)!;
    expect(deleted).toMatchObject({ action: 'delete', after: null });
    expect(deleted.before).toMatchObject({ name: 'Traffic Unit' });
  });

  it('refuses a delete over a newer change', async () => {
    const role = (await create('Temporary')).body.payload as RoleRow;
    const res = await server.call(
      'Role/Delete',
      { id: role.id, expectedUpdatedAt: new Date(Date.parse(role.updatedAt) - 60_000).toISOString() },
      admin,
    );
    expect(res.statusCode).toBe(409);
    expect(res.body.error.message).toContain('was changed by Stanley Stateadmin');
  });

  it('never deletes the State Administrator role, nor lets it lose manage all while no other role has it', async () => {
    const state = await row('State Administrator');
    const del = await server.call('Role/Delete', { id: state.id, expectedUpdatedAt: state.updatedAt }, admin);
    expect(del.statusCode).toBe(409);
    expect(del.body.error.message).toBe('The shipped role “State Administrator” cannot be deleted.');

    const weaker = {
      id: state.id,
      name: state.name,
      rules: [{ action: 'read', subject: 'all' }],
      expectedUpdatedAt: state.updatedAt,
    };
    const refused = await server.call('Role/Save', weaker, admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.error.fieldErrors[0]).toEqual({
      path: 'payload.rules',
      message:
        '“State Administrator” is the only role that may manage everything (manage all): keep that rule, or give it to another role first.',
    });
    // With a second role granting everything (the state administrator holds it too), the first may change.
    const deputy = await server.call('Role/Copy', { id: state.id, name: 'Deputy State Administrator' }, admin);
    expect(deputy.statusCode).toBe(200);
    await server.db
      .insertInto('user_roles')
      .values({ user_id: await userIdOf(server.db, 'stateadmin'), role_id: deputy.body.payload.id })
      .execute();
    expect((await server.call('Role/Save', weaker, admin)).statusCode).toBe(200);
  });

  it('reaches the users of a role at their next call, and the seed keeps the edited role', async () => {
    const supervisor = await server.login('supervisor');
    const supervisorId = await userIdOf(server.db, 'supervisor');
    const role = await row('Supervisor');
    const rules = role.rules.filter((r) => !(Array.isArray(r.action) && r.action.includes('review')));
    const res = await server.call(
      'Role/Save',
      { id: role.id, name: role.name, description: role.description, rules, expectedUpdatedAt: role.updatedAt },
      admin,
    );
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const permissions = await server.call('Account/GetUserPermissions', { userId: supervisorId }, supervisor);
    expect(permissions.body.payload).toHaveLength(rules.length);
    expect(JSON.stringify(permissions.body.payload)).not.toContain('review');

    await seed(server.db, { demo: true, demoPassword: DEMO_PASSWORD });
    expect((await row('Supervisor')).rules).toEqual(rules);
  });

  it('does not renew the session when the app asks for the user’s permissions', async () => {
    const token = await server.login('agencyadmin');
    const userId = await userIdOf(server.db, 'agencyadmin');
    const expiry = async () =>
      (
        await server.db
          .selectFrom('sessions')
          .select('expires_at')
          .where('user_id', '=', userId)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).expires_at;
    const first = new Date(await expiry()).getTime();
    server.advance(60_000);
    expect((await server.call('Account/GetUserPermissions', { userId }, token)).statusCode).toBe(200);
    expect(new Date(await expiry()).getTime()).toBe(first);
    // Nor is the form sync the app runs every minute.
    const sync = { formTitle: 'Vehicle Crash Report', alreadyDownloadedForms: {} };
    expect((await server.call('FormConfiguration/GetAssignedDisabledConfigurations', sync, token)).statusCode).toBe(
      200,
    );
    expect(new Date(await expiry()).getTime()).toBe(first);
    expect((await server.call('Account/KeepAlive', {}, token)).statusCode).toBe(200);
    expect(new Date(await expiry()).getTime()).toBeGreaterThan(first);
  });
});
