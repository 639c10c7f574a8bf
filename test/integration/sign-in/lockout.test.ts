import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthEventType } from '../../../lib/auth/sign-in/auth-events';
import { LOCKOUT_WINDOW_MS, UserStatus } from '../../../lib/auth/user-status';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addAgency, addUser, authEventsOf, statusOf } from '../support/db-helpers';
import { DEMO_PASSWORD, engines, startTestServer, type TestServer } from '../support/test-server';

const LOCKED_MESSAGE =
  'Your account is locked after too many failed sign-in attempts. Ask an administrator to unlock it.';

describe.each(engines())('lock-out after failed sign-ins on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  const login = (userName: string, password = DEMO_PASSWORD) =>
    server.call('Account/Login', { userName, password }, '', { applicationId: 'crash-web' });
  const fail = async (userName: string, times: number) => {
    const codes: number[] = [];
    for (let i = 0; i < times; i++) codes.push((await login(userName, `Wrong-Password-${i}`)).statusCode);
    return codes;
  };
  const newOfficer = (userName: string, agencyOri = DEMO_AGENCY.ori, status = 0) =>
    addUser(server.db, { userName, agencyOri, role: 'Officer', status });

  it('locks the account (status 2) at the fifth wrong password within 15 minutes', async () => {
    const id = await newOfficer('lockme');
    expect(await fail('lockme', 4)).toEqual([401, 401, 401, 401]);
    expect(await statusOf(server.db, id)).toBe(UserStatus.Active);
    const fifth = await login('lockme', 'Wrong-Password-5');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.body.error).toEqual({ code: 'locked', message: LOCKED_MESSAGE });
    expect(await statusOf(server.db, id)).toBe(UserStatus.Locked);
  });

  it('keeps a locked account shut even with the right password, and opens no session', async () => {
    const id = await newOfficer('staylocked');
    await fail('staylocked', 5);
    const sessionsBefore = await server.db.selectFrom('sessions').select('id').where('user_id', '=', id).execute();
    const right = await login('staylocked');
    expect(right.statusCode).toBe(423);
    expect(right.body.error.code).toBe('locked');
    expect(right.body.error.message).toBe(LOCKED_MESSAGE);
    const sessionsAfter = await server.db.selectFrom('sessions').select('id').where('user_id', '=', id).execute();
    expect(sessionsAfter).toEqual(sessionsBefore);
    const events = await authEventsOf(server.db, id);
    expect(events.every((e) => e.event_type === AuthEventType.Login && e.outcome === 'failure')).toBe(true);
    expect(events.map((e) => e.detail)).toEqual([...Array(5).fill('wrong password'), 'account locked', 'locked']);
  });

  it('ends the sessions a user already had once the account is locked', async () => {
    await newOfficer('lockedwhilein');
    const token = await server.login('lockedwhilein');
    await fail('lockedwhilein', 5);
    const res = await server.call('Account/KeepAlive', {}, token);
    expect(res.statusCode).toBe(401);
    expect(res.body.error.message).toMatch(/locked/);
  });

  it('does not count failures older than 15 minutes', async () => {
    const id = await newOfficer('slowtypist');
    expect(await fail('slowtypist', 4)).toEqual([401, 401, 401, 401]);
    server.advance(LOCKOUT_WINDOW_MS + 1000);
    expect(await fail('slowtypist', 4)).toEqual([401, 401, 401, 401]);
    expect(await statusOf(server.db, id)).toBe(UserStatus.Active);
    expect((await login('slowtypist')).statusCode).toBe(200);
  });

  it('still locks when five failures fall inside the window even if older ones do not', async () => {
    const id = await newOfficer('windowed');
    await fail('windowed', 2);
    server.advance(LOCKOUT_WINDOW_MS + 1000);
    await fail('windowed', 3);
    server.advance(5 * 60 * 1000);
    expect(await fail('windowed', 2)).toEqual([401, 423]);
    expect(await statusOf(server.db, id)).toBe(UserStatus.Locked);
  });

  it('starts counting again after a successful sign-in', async () => {
    const id = await newOfficer('recovers');
    await fail('recovers', 4);
    expect((await login('recovers')).statusCode).toBe(200);
    expect(await fail('recovers', 4)).toEqual([401, 401, 401, 401]);
    expect(await statusOf(server.db, id)).toBe(UserStatus.Active);
  });

  it('lets an agency administrator unlock the account, which restores sign-in', async () => {
    const id = await newOfficer('unlockme');
    await fail('unlockme', 5);
    const admin = await server.login('agencyadmin');
    const res = await server.call('User/Unlock', { userId: id }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.body.payload).toEqual({ id, status: UserStatus.Active });
    expect(await statusOf(server.db, id)).toBe(UserStatus.Active);
    const signIn = await login('unlockme');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.body.payload.user.status).toBe(UserStatus.Active);
    // The failures before the unlock no longer count: one more wrong password does not lock again.
    expect(await fail('unlockme', 1)).toEqual([401]);
    expect(await statusOf(server.db, id)).toBe(UserStatus.Active);
  });

  it('answers 409 when unlocking a user who is not locked, and 404 for an unknown user', async () => {
    const id = await newOfficer('notlocked');
    const admin = await server.login('agencyadmin');
    const res = await server.call('User/Unlock', { userId: id }, admin);
    expect(res.statusCode).toBe(409);
    expect(res.body.error).toEqual({ code: 'conflict', message: 'User notlocked is not locked.' });
    expect((await server.call('User/Unlock', { userId: 424242 }, admin)).statusCode).toBe(404);
  });

  it('refuses an agency administrator a user of another agency (403) and an officer any user', async () => {
    await addAgency(server.db, 'IN0040000', 'Benton County Sheriff');
    const id = await newOfficer('faraway', 'IN0040000');
    await fail('faraway', 5);
    const admin = await server.login('agencyadmin');
    expect((await server.call('User/Unlock', { userId: id }, admin)).statusCode).toBe(403);
    const officer = await server.login('officer');
    expect((await server.call('User/Unlock', { userId: id }, officer)).statusCode).toBe(403);
    expect(await statusOf(server.db, id)).toBe(UserStatus.Locked);
    const state = await server.login('stateadmin');
    expect((await server.call('User/Unlock', { userId: id }, state)).statusCode).toBe(200);
    expect(await statusOf(server.db, id)).toBe(UserStatus.Active);
  });

  it('locks a disabled user as status 3, and unlocking leaves it disabled (status 1)', async () => {
    const id = await newOfficer('disabledlock', DEMO_AGENCY.ori, UserStatus.Disabled);
    await fail('disabledlock', 5);
    expect(await statusOf(server.db, id)).toBe(UserStatus.DisabledAndLocked);
    const admin = await server.login('agencyadmin');
    const res = await server.call('User/Unlock', { userId: id }, admin);
    expect(res.body.payload).toEqual({ id, status: UserStatus.Disabled });
    expect((await login('disabledlock')).statusCode).toBe(403);
  });
});
