import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addAgency, addUser } from '../support/db-helpers';
import { DEMO_PASSWORD, engines, startTestServer, type TestServer } from '../support/test-server';

const TEMPORARY = 'Temporary-Pass-2026';
const CHOSEN = 'Blue-Heron-Crossing-42';

describe.each(engines())('administrator password reset and password change on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  let n = 0;

  beforeAll(async () => {
    server = await startTestServer(engine);
    admin = await server.login('agencyadmin');
  });
  afterAll(() => server.close());

  const newOfficer = async () => {
    const userName = `resetuser${++n}`;
    return { userName, id: await addUser(server.db, { userName, agencyOri: DEMO_AGENCY.ori, role: 'Officer' }) };
  };
  const reset = (userId: number, temporaryPassword = TEMPORARY, token = admin) =>
    server.call('User/ResetPassword', { userId, temporaryPassword }, token);
  const signIn = (userName: string, password: string) => server.call('Account/Login', { userName, password });
  const change = (token: string, currentPassword: string, newPassword: string) =>
    server.call('Account/ChangePassword', { currentPassword, newPassword }, token);

  it('sets a temporary password and ends the sessions the user had', async () => {
    const { userName, id } = await newOfficer();
    const before = await server.login(userName);
    const res = await reset(id);
    expect(res.statusCode).toBe(200);
    expect(res.body.payload).toEqual({ id, status: 0 });
    const old = await server.call('Account/KeepAlive', {}, before);
    expect(old.statusCode).toBe(401);
    expect((await signIn(userName, DEMO_PASSWORD)).statusCode).toBe(401);
    const open = await server.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', id)
      .where('ended_at', 'is', null)
      .execute();
    expect(open).toEqual([]);
  });

  it('gives a session that must change the password first: 403 on session calls until it does', async () => {
    const { userName, id } = await newOfficer();
    await reset(id);
    const login = await signIn(userName, TEMPORARY);
    expect(login.statusCode).toBe(200);
    const { token, user } = login.body.payload;
    expect(user.additionalInfo.mustChangePassword).toBe(true);
    const blocked = await server.call('Agency/GetAgencyName', DEMO_AGENCY.ori, token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.body.error.message).toMatch(/change your temporary password/);
    expect((await server.call('Report/List', { view: 'dashboard' }, token)).statusCode).toBe(403);

    const changed = await change(token, TEMPORARY, CHOSEN);
    expect(changed.statusCode).toBe(200);
    expect(changed.body.payload.user.additionalInfo.mustChangePassword).toBe(false);
    // The same session may now make session calls.
    expect((await server.call('Agency/GetAgencyName', DEMO_AGENCY.ori, token)).statusCode).toBe(200);

    // And the user signs in normally with the new password, the temporary one no longer works.
    const normal = await signIn(userName, CHOSEN);
    expect(normal.statusCode).toBe(200);
    expect(normal.body.payload.user.additionalInfo.mustChangePassword).toBe(false);
    expect((await server.call('Report/List', { view: 'dashboard' }, normal.body.payload.token)).statusCode).toBe(200);
    expect((await signIn(userName, TEMPORARY)).statusCode).toBe(401);
  });

  it('refuses new passwords that are short or on the common list with 400 and a field error', async () => {
    const { userName, id } = await newOfficer();
    await reset(id);
    const token = (await signIn(userName, TEMPORARY)).body.payload.token as string;
    const refusals: Record<string, string> = {};
    for (const weak of ['Ab1-xyz', 'password1', 'ILOVEYOU']) {
      const res = await change(token, TEMPORARY, weak);
      expect(res.statusCode, weak).toBe(400);
      expect(res.body.error.code).toBe('validation');
      expect(res.body.error.fieldErrors).toEqual([{ path: 'payload.newPassword', message: res.body.error.message }]);
      refusals[weak] = res.body.error.message;
    }
    expect(refusals['Ab1-xyz']).toMatch(/at least 8 characters/);
    expect(refusals['password1']).toMatch(/common or compromised/);
    expect(refusals['ILOVEYOU']).toMatch(/common or compromised/);
    const same = await change(token, TEMPORARY, TEMPORARY);
    expect(same.statusCode).toBe(400);
    // Nothing changed: still a temporary password that must be changed.
    expect((await server.call('Agency/GetAgencyName', DEMO_AGENCY.ori, token)).statusCode).toBe(403);
    const again = await signIn(userName, TEMPORARY);
    expect(again.body.payload.user.additionalInfo.mustChangePassword).toBe(true);
  });

  it('refuses a change with a wrong current password (400 on payload.currentPassword)', async () => {
    const { userName } = await newOfficer();
    const token = await server.login(userName);
    const res = await change(token, 'Not-My-Password-1', CHOSEN);
    expect(res.statusCode).toBe(400);
    expect(res.body.error.fieldErrors).toEqual([
      { path: 'payload.currentPassword', message: 'The current password is incorrect.' },
    ]);
    expect((await signIn(userName, CHOSEN)).statusCode).toBe(401);
  });

  it('lets a signed-in user change the password without a reset', async () => {
    const { userName } = await newOfficer();
    const token = await server.login(userName);
    expect((await change(token, DEMO_PASSWORD, CHOSEN)).statusCode).toBe(200);
    expect((await signIn(userName, CHOSEN)).statusCode).toBe(200);
    expect((await signIn(userName, DEMO_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses a weak temporary password with 400 on payload.temporaryPassword', async () => {
    const { userName, id } = await newOfficer();
    for (const weak of ['short', 'password1']) {
      const res = await reset(id, weak);
      expect(res.statusCode).toBe(400);
      expect(res.body.error.fieldErrors[0].path).toBe('payload.temporaryPassword');
    }
    expect((await signIn(userName, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses the reset to an officer (403) and to an administrator of another agency (403)', async () => {
    const { userName, id } = await newOfficer();
    const officer = await server.login('officer');
    expect((await reset(id, TEMPORARY, officer)).statusCode).toBe(403);
    await addAgency(server.db, 'IN0050000', 'Blackford County Sheriff');
    const far = await addUser(server.db, {
      userName: 'faradmin',
      agencyOri: 'IN0050000',
      role: 'Agency Administrator',
    });
    expect(far).toBeGreaterThan(0);
    const farAdmin = await server.login('faradmin');
    expect((await reset(id, TEMPORARY, farAdmin)).statusCode).toBe(403);
    expect((await reset(987654)).statusCode).toBe(404);
    // None of the refused resets changed the password.
    expect((await signIn(userName, DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
