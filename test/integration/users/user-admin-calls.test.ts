import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { hashToken } from '../../../server/services/sign-in/tokens';
import { roleIdOf, setStatus } from '../support/db-helpers';
import { DEMO_PASSWORD, engines, startTestServer, type TestServer } from '../support/test-server';
import {
  addOtherAgency,
  adminEventsOf,
  editFields,
  freshUser,
  newUserFields,
  openSessionsOf,
  OTHER_AGENCY,
} from '../support/user-admin-helpers';

describe.each(engines())('user administration calls on %s', (engine) => {
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

  describe('User/List', () => {
    it('lists the agency\u2019s users with the roles the caller may filter by and grant', async () => {
      const res = await server.call('User/List', {}, admin);
      expect(res.statusCode).toBe(200);
      const { rows, total, roles: choices, agencies } = res.body.payload;
      expect(rows.every((r: { agencyOri: string }) => r.agencyOri === DEMO_AGENCY.ori)).toBe(true);
      expect(total).toBeGreaterThanOrEqual(4);
      const officer = rows.find((r: { userName: string }) => r.userName === 'officer');
      expect(officer).toMatchObject({
        firstName: 'Olivia',
        lastName: 'Officer',
        badgeId: '4711',
        agencyName: DEMO_AGENCY.name,
        roleIds: [roles.Officer],
        status: 0,
      });
      expect(Object.keys(officer).sort()).toEqual(
        [
          'agencyName',
          'agencyOri',
          'badgeId',
          'firstName',
          'id',
          'lastName',
          'roleIds',
          'secondFactor',
          'status',
          'updatedAt',
          'userName',
        ].sort(),
      );
      const grantable = Object.fromEntries(
        choices.map((c: { name: string; grantable: boolean }) => [c.name, c.grantable]),
      );
      expect(grantable).toEqual({
        'Agency Administrator': true,
        Officer: true,
        'Records Clerk': true,
        'State Administrator': false,
        Supervisor: true,
      });
      expect(agencies).toEqual([{ ori: DEMO_AGENCY.ori, name: DEMO_AGENCY.name }]);
    });

    it('filters by name, user name, officer id, role and status, and pages', async () => {
      const list = async (filter: object) => (await server.call('User/List', filter, admin)).body.payload;
      expect((await list({ name: 'olivia off' })).rows.map((r: { userName: string }) => r.userName)).toEqual([
        'officer',
      ]);
      expect((await list({ userName: 'SUPERV' })).rows.map((r: { userName: string }) => r.userName)).toEqual([
        'supervisor',
      ]);
      expect((await list({ badgeId: '1001' })).rows.map((r: { userName: string }) => r.userName)).toEqual([
        'agencyadmin',
      ]);
      const byRole = await list({ roleId: roles['State Administrator'] });
      expect(byRole.rows.map((r: { userName: string }) => r.userName)).toEqual(['stateadmin']);
      const disabled = await freshUser(server);
      await setStatus(server.db, disabled.id, 1);
      expect((await list({ status: 1, userName: disabled.userName })).total).toBe(1);
      expect((await list({ status: 0, userName: disabled.userName })).total).toBe(0);
      // "%" is matched as itself, not as a wildcard.
      expect((await list({ userName: '%' })).total).toBe(0);
      const first = await list({ page: 1, pageSize: 2 });
      const second = await list({ page: 2, pageSize: 2 });
      expect(first.rows).toHaveLength(2);
      expect(second.total).toBe(first.total);
      expect(second.rows[0].id).not.toBe(first.rows[0].id);
    });

    it('lets a state administrator list another agency and pick from every agency', async () => {
      const other = await freshUser(server, 'Officer', OTHER_AGENCY.ori);
      const res = await server.call('User/List', { agencyOri: OTHER_AGENCY.ori }, state);
      expect(res.body.payload.rows.map((r: { id: number }) => r.id)).toContain(other.id);
      expect(res.body.payload.rows.every((r: { agencyOri: string }) => r.agencyOri === OTHER_AGENCY.ori)).toBe(true);
      expect(res.body.payload.agencies.map((a: { ori: string }) => a.ori)).toEqual(
        expect.arrayContaining([DEMO_AGENCY.ori, OTHER_AGENCY.ori]),
      );
      expect(res.body.payload.roles.every((r: { grantable: boolean }) => r.grantable)).toBe(true);
    });
  });

  describe('User/Save and User/Get', () => {
    it('creates a user with no password anyone knows, answers a one-time sign-in link and records the change', async () => {
      const fields = await newUserFields(server, {
        email: 'nora@example.org',
        phone: '+1 317 555 0100',
        additionalInfo: 'Night shift',
      });
      const res = await server.call('User/Save', fields, admin);
      expect(res.statusCode).toBe(200);
      const { user, signInLink } = res.body.payload;
      expect(user).toMatchObject({
        userName: fields.userName,
        agencyOri: DEMO_AGENCY.ori,
        roleIds: [roles.Officer],
        status: 0,
        mustChangePassword: true,
        updatedByName: 'agencyadmin',
      });
      const url = new URL(signInLink.url);
      expect(url.origin).toBe('http://localhost:8080');
      const token = url.searchParams.get('token') ?? '';
      const stored = await server.db.selectFrom('login_links').selectAll().where('user_id', '=', user.id).execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]?.token_hash).toBe(hashToken(token));
      expect(JSON.stringify(stored)).not.toContain(token);
      const hours = (new Date(signInLink.expiresAt).getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(71.9);
      expect(hours).toBeLessThanOrEqual(72.01);
      expect(
        (await server.call('Account/Login', { userName: fields.userName, password: DEMO_PASSWORD })).statusCode,
      ).toBe(401);

      const got = await server.call('User/Get', { userId: user.id }, admin);
      expect(got.body.payload.user).toMatchObject({
        email: 'nora@example.org',
        phone: '+1 317 555 0100',
        additionalInfo: 'Night shift',
      });
      const [event, ...more] = await adminEventsOf(server, user.id);
      expect(more).toEqual([]);
      expect(event).toMatchObject({
        action: 'create',
        agency_ori: DEMO_AGENCY.ori,
        actor_name: 'agencyadmin',
        before: null,
      });
      expect(event?.after).toMatchObject({
        userName: fields.userName,
        roleIds: [roles.Officer],
        email: 'nora@example.org',
      });
      expect(JSON.stringify(event)).not.toMatch(/scrypt|password_?hash/i);
    });

    it('edits a user and records the fields before and after', async () => {
      const { id } = await freshUser(server);
      const fields = await editFields(server, admin, id, { lastName: 'Renamed', roleIds: [roles.Supervisor] });
      const res = await server.call('User/Save', fields, admin);
      expect(res.statusCode).toBe(200);
      expect(res.body.payload).toMatchObject({
        user: { lastName: 'Renamed', roleIds: [roles.Supervisor] },
        signInLink: null,
      });
      const events = await adminEventsOf(server, id);
      expect(events.map((e) => e.action)).toEqual(['edit']);
      expect(events[0]?.before).toMatchObject({ roleIds: [roles.Officer] });
      expect(events[0]?.after).toMatchObject({ lastName: 'Renamed', roleIds: [roles.Supervisor] });
    });

    it('answers a second administrator\u2019s save of the same version with a conflict naming who changed it and when', async () => {
      const { id } = await freshUser(server);
      const first = await editFields(server, admin, id, { firstName: 'First' });
      const second = await editFields(server, state, id, { firstName: 'Second' });
      expect((await server.call('User/Save', first, admin)).statusCode).toBe(200);
      const late = await server.call('User/Save', second, state);
      expect(late.statusCode).toBe(409);
      expect(late.body.error.message).toMatch(/^agencyadmin changed user .+ at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/);
      expect((await server.call('User/Get', { userId: id }, admin)).body.payload.user.firstName).toBe('First');
    });

    it('answers each bad field with a field error', async () => {
      const taken = await newUserFields(server, { userName: 'OFFICER' });
      const cases: [object, string, RegExp][] = [
        [taken, 'payload.userName', /OFFICER is taken/],
        [await newUserFields(server, { roleIds: [999_999] }), 'payload.roleIds', /no role 999999/],
        [await newUserFields(server, { firstName: 'x'.repeat(51) }), 'payload.firstName', /at most 50/],
        [await newUserFields(server, { userName: 'has space' }), 'payload.userName', /letters, digits/],
        [await newUserFields(server, { email: 'not-an-address' }), 'payload.email', /e-mail address/],
        [await newUserFields(server, { additionalInfo: 'y'.repeat(1001) }), 'payload.additionalInfo', /at most 1000/],
        [await newUserFields(server, { roleIds: [] }), 'payload.roleIds', /at least one role/],
      ];
      for (const [fields, path, message] of cases) {
        const res = await server.call('User/Save', fields, admin);
        expect(res.statusCode, path).toBe(400);
        expect(res.body.error.fieldErrors[0], path).toMatchObject({ path, message: expect.stringMatching(message) });
      }
      const unknownAgency = await server.call(
        'User/Save',
        await newUserFields(server, { agencyOri: 'XX9999999' }),
        state,
      );
      expect(unknownAgency.statusCode).toBe(400);
      expect(unknownAgency.body.error.fieldErrors[0]).toMatchObject({
        path: 'payload.agencyOri',
        message: 'There is no agency XX9999999.',
      });
      const { id } = await freshUser(server);
      const rename = await server.call(
        'User/Save',
        await editFields(server, admin, id, { userName: 'Supervisor' }),
        admin,
      );
      expect(rename.body.error.fieldErrors[0]).toMatchObject({ path: 'payload.userName' });
      const noVersion = await editFields(server, admin, id);
      const res = await server.call('User/Save', { ...noVersion, expectedUpdatedAt: undefined }, admin);
      expect(res.body.error.fieldErrors[0]).toMatchObject({ path: 'payload.expectedUpdatedAt' });
    });
  });

  describe('User/Copy', () => {
    it('makes a new user with the agency and roles of another, and a sign-in link', async () => {
      const source = await freshUser(server, 'Supervisor');
      const res = await server.call(
        'User/Copy',
        { sourceUserId: source.id, firstName: 'Copy', lastName: 'Made', userName: `copy${source.id}`, badgeId: '9090' },
        admin,
      );
      expect(res.statusCode).toBe(200);
      const { user, signInLink } = res.body.payload;
      expect(user).toMatchObject({
        agencyOri: DEMO_AGENCY.ori,
        roleIds: [roles.Supervisor],
        firstName: 'Copy',
        badgeId: '9090',
      });
      expect(signInLink.url).toContain('token=');
      expect((await adminEventsOf(server, user.id)).map((e) => e.action)).toEqual(['copy']);
      const dup = await server.call(
        'User/Copy',
        {
          sourceUserId: source.id,
          firstName: 'A',
          lastName: 'B',
          userName: source.userName.toUpperCase(),
          badgeId: '',
        },
        admin,
      );
      expect(dup.body.error.fieldErrors[0]).toMatchObject({ path: 'payload.userName' });
    });
  });

  describe('User/Disable and User/Enable', () => {
    it('disables a user, ends their sessions at once, and enables them again', async () => {
      const { id, userName } = await freshUser(server);
      const session = await server.login(userName);
      const res = await server.call('User/Disable', { userId: id }, admin);
      expect(res.statusCode).toBe(200);
      expect(res.body.payload).toEqual({ id, status: 1 });
      expect(await openSessionsOf(server, id)).toEqual([]);
      expect((await server.call('Account/KeepAlive', {}, session)).statusCode).toBe(401);
      expect((await server.call('Account/Login', { userName, password: DEMO_PASSWORD })).statusCode).toBe(403);
      const again = await server.call('User/Disable', { userId: id }, admin);
      expect(again.statusCode).toBe(409);
      expect(again.body.error.message).toBe(`User ${userName} is already disabled.`);

      expect((await server.call('User/Enable', { userId: id }, admin)).body.payload).toEqual({ id, status: 0 });
      expect((await server.call('User/Enable', { userId: id }, admin)).statusCode).toBe(409);
      expect((await server.call('Account/Login', { userName, password: DEMO_PASSWORD })).statusCode).toBe(200);
      const events = await adminEventsOf(server, id);
      expect(
        events.map((e) => [e.action, (e.before as { status: number }).status, (e.after as { status: number }).status]),
      ).toEqual([
        ['disable', 0, 1],
        ['enable', 1, 0],
      ]);
    });

    it('keeps the lock when disabling and enabling a locked user', async () => {
      const { id } = await freshUser(server);
      await setStatus(server.db, id, 2);
      expect((await server.call('User/Disable', { userId: id }, admin)).body.payload.status).toBe(3);
      expect((await server.call('User/Enable', { userId: id }, admin)).body.payload.status).toBe(2);
      expect((await server.call('User/Unlock', { userId: id }, admin)).body.payload.status).toBe(0);
      expect((await adminEventsOf(server, id)).map((e) => e.action)).toEqual(['disable', 'enable', 'unlock']);
    });
  });
});
