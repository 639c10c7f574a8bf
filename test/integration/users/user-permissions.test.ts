import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAbility, subjectOf } from '../../../lib/auth/permissions/ability';
import type { PermissionRule } from '../../../lib/auth/permissions/permission-rule';
import { seededRoles } from '../../../lib/auth/permissions/seeded-roles';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addAgency, addUser, userIdOf } from '../support/db-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const OTHER_ORI = 'IN0030000';

describe.each(engines())('Account/GetUserPermissions on %s', (engine) => {
  let server: TestServer;
  let officer: string;
  let officerId: number;
  let otherAgencyUserId: number;

  beforeAll(async () => {
    server = await startTestServer(engine);
    officer = await server.login('officer');
    officerId = await userIdOf(server.db, 'officer');
    await addAgency(server.db, OTHER_ORI, 'Bartholomew County Sheriff');
    otherAgencyUserId = await addUser(server.db, { userName: 'farofficer', agencyOri: OTHER_ORI, role: 'Officer' });
  });
  afterAll(() => server.close());

  it('answers the caller’s own rules with ${user.id} and ${user.agencyOri} filled in', async () => {
    const res = await server.call('Account/GetUserPermissions', { userId: officerId }, officer, { userId: officerId });
    expect(res.statusCode).toBe(200);
    const rules = res.body.payload as PermissionRule[];
    const shipped = seededRoles.find((r) => r.name === 'Officer')!.rules;
    expect(rules).toHaveLength(shipped.length);
    expect(JSON.stringify(rules)).not.toContain('${');
    expect(rules).toContainEqual({
      action: ['read', 'edit', 'delete', 'sendTo', 'print', 'release', 'readPersonalData'],
      subject: 'Report',
      conditions: { authorUserId: officerId },
    });
    expect(rules).toContainEqual({
      action: ['read', 'print', 'supplement', 'readPersonalData'],
      subject: 'Report',
      conditions: { agencyOri: DEMO_AGENCY.ori },
    });
    // The same rules work in a client-side ability.
    const ability = buildAbility(rules);
    expect(ability.can('edit', subjectOf('Report', { authorUserId: officerId, agencyOri: DEMO_AGENCY.ori }))).toBe(
      true,
    );
    expect(ability.can('edit', subjectOf('Report', { authorUserId: officerId + 1, agencyOri: DEMO_AGENCY.ori }))).toBe(
      false,
    );
  });

  it('matches the permissions the sign-in gave the user', async () => {
    const login = await server.call('Account/Login', { userName: 'supervisor', password: 'Crash-Demo-2026' });
    const supervisorId = login.body.payload.user.id;
    const res = await server.call('Account/GetUserPermissions', { userId: supervisorId }, login.body.payload.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.payload).toEqual(login.body.payload.user.permissions);
    expect(res.body.payload).toContainEqual({
      action: ['review', 'archive', 'export', 'analyze', 'findPeople'],
      subject: 'Report',
      conditions: { agencyOri: DEMO_AGENCY.ori },
    });
  });

  it('refuses an officer the permissions of another agency’s user with 403', async () => {
    const res = await server.call('Account/GetUserPermissions', { userId: otherAgencyUserId }, officer);
    expect(res.statusCode).toBe(403);
    expect(res.body.error.code).toBe('forbidden');
  });

  it('lets an agency administrator read its own agency’s users but not another agency’s', async () => {
    const admin = await server.login('agencyadmin');
    const same = await server.call('Account/GetUserPermissions', { userId: officerId }, admin);
    expect(same.statusCode).toBe(200);
    expect(same.body.payload).toContainEqual({
      action: ['read', 'edit', 'delete', 'sendTo', 'print', 'release', 'readPersonalData'],
      subject: 'Report',
      conditions: { authorUserId: officerId },
    });
    const other = await server.call('Account/GetUserPermissions', { userId: otherAgencyUserId }, admin);
    expect(other.statusCode).toBe(403);
  });

  it('lets a state administrator read any user’s permissions, interpolated for that user', async () => {
    const state = await server.login('stateadmin');
    const res = await server.call('Account/GetUserPermissions', { userId: otherAgencyUserId }, state);
    expect(res.statusCode).toBe(200);
    expect(res.body.payload).toContainEqual({
      action: ['read', 'print', 'supplement', 'readPersonalData'],
      subject: 'Report',
      conditions: { agencyOri: OTHER_ORI },
    });
    expect(res.body.payload).toContainEqual({
      action: ['read', 'edit', 'delete', 'sendTo', 'print', 'release', 'readPersonalData'],
      subject: 'Report',
      conditions: { authorUserId: otherAgencyUserId },
    });
  });

  it('answers 404 for a user that does not exist and 400 without a user id', async () => {
    const state = await server.login('stateadmin');
    expect((await server.call('Account/GetUserPermissions', { userId: 987654 }, state)).statusCode).toBe(404);
    const missing = await server.call('Account/GetUserPermissions', {}, state);
    expect(missing.statusCode).toBe(400);
    expect(missing.body.error.fieldErrors[0].path).toBe('payload.userId');
  });

  it('answers 401 without a session', async () => {
    const res = await server.call('Account/GetUserPermissions', { userId: officerId });
    expect(res.statusCode).toBe(401);
  });
});
