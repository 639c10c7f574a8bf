import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '../../../lib/api/schemas/user-schemas';
import { AuthEventType } from '../../../lib/auth/sign-in/auth-events';
import { UserStatus } from '../../../lib/auth/user-status';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addUser, authEventsOf, countRows, userIdOf } from '../support/db-helpers';
import { DEMO_PASSWORD, engines, startTestServer, type TestServer } from '../support/test-server';

const BAD_CREDENTIALS = 'The user name or password is incorrect.';

describe.each(engines())('password sign-in on %s', (engine) => {
  let server: TestServer;
  let officerId: number;

  beforeAll(async () => {
    server = await startTestServer(engine);
    officerId = await userIdOf(server.db, 'officer');
  });
  afterAll(() => server.close());

  const login = (userName: string, password: string, identity: Record<string, unknown> = {}) =>
    server.call('Account/Login', { userName, password }, '', identity);

  it('returns a session token and the user with permissions for the right password', async () => {
    const res = await login('officer', DEMO_PASSWORD, { applicationId: 'crash-web' });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.body.payload;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(userSchema.parse(user)).toBeTruthy();
    expect(user).toMatchObject({
      id: officerId,
      userName: 'officer',
      firstName: 'Olivia',
      lastName: 'Officer',
      status: UserStatus.Active,
      disabled: false,
      token,
      applicationId: 'crash-web',
      agency: { ori: DEMO_AGENCY.ori, name: DEMO_AGENCY.name },
    });
    expect(user.permissions.length).toBeGreaterThan(0);
    expect(user.permissions).toContainEqual({ action: 'create', subject: 'Report' });
    expect(user.additionalInfo.mustChangePassword).toBe(false);
    expect(user.additionalInfo.sessionTimeoutMs).toBe(1_800_000);
    expect(user.additionalInfo.sessionWarningMs).toBe(60_000);
    const expiresIn = Date.parse(user.additionalInfo.sessionExpiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(1_800_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(1_800_000);
    // The token opens session calls.
    expect((await server.call('Account/GetCurrentUser', {}, token)).body.payload.id).toBe(officerId);
  });

  it('accepts the user name in any case and with spaces around it', async () => {
    const res = await login('  OFFICER ', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.body.payload.user.id).toBe(officerId);
  });

  it('gives every sign-in its own token', async () => {
    const a = await server.login('officer');
    const b = await server.login('officer');
    expect(a).not.toBe(b);
  });

  it('answers a wrong password and an unknown user with the same 401 and opens no session', async () => {
    const sessions = await countRows(server.db, 'sessions');
    const wrong = await login('supervisor', 'Not-The-Password-1');
    const unknown = await login('nobody-here', DEMO_PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toEqual({ status: 'error', error: { code: 'unauthorized', message: BAD_CREDENTIALS } });
    expect(unknown.body).toEqual(wrong.body);
    expect(await countRows(server.db, 'sessions')).toBe(sessions);
  });

  it('refuses an empty user name or password with 400 and field errors', async () => {
    const res = await login('', '');
    expect(res.statusCode).toBe(400);
    expect(res.body.error.fieldErrors).toEqual([
      { path: 'payload.userName', message: 'Enter your user name.' },
      { path: 'payload.password', message: 'Enter your password.' },
    ]);
  });

  it('refuses a disabled user with 403 and a clear message, even with the right password', async () => {
    const id = await addUser(server.db, {
      userName: 'disabledofficer',
      agencyOri: DEMO_AGENCY.ori,
      role: 'Officer',
      status: UserStatus.Disabled,
    });
    const sessions = await countRows(server.db, 'sessions');
    const res = await login('disabledofficer', DEMO_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.body.error).toEqual({
      code: 'forbidden',
      message: 'Your account is disabled. Contact your agency administrator.',
    });
    expect(await countRows(server.db, 'sessions')).toBe(sessions);
    const events = await authEventsOf(server.db, id);
    expect(events.at(-1)).toMatchObject({ event_type: AuthEventType.Login, outcome: 'failure', detail: 'disabled' });
  });

  it('ends an open session when its user is disabled afterwards', async () => {
    const id = await addUser(server.db, { userName: 'soondisabled', agencyOri: DEMO_AGENCY.ori, role: 'Officer' });
    const token = await server.login('soondisabled');
    await server.db.updateTable('users').set({ status: UserStatus.Disabled }).where('id', '=', id).execute();
    const res = await server.call('Account/KeepAlive', {}, token);
    expect(res.statusCode).toBe(401);
    expect(res.body.error.message).toMatch(/disabled/);
  });

  it('stores Login events (1) with time, user, IP, application and outcome for success and failure', async () => {
    const id = await addUser(server.db, { userName: 'eventofficer', agencyOri: DEMO_AGENCY.ori, role: 'Officer' });
    const started = Date.now();
    await login('eventofficer', 'Wrong-Password-9', { applicationId: 'crash-web' });
    await login('eventofficer', DEMO_PASSWORD, { applicationId: 'crash-web' });
    const events = await authEventsOf(server.db, id);
    expect(events).toHaveLength(2);
    expect(events.map((e) => [e.event_type, e.outcome])).toEqual([
      [AuthEventType.Login, 'failure'],
      [AuthEventType.Login, 'success'],
    ]);
    for (const e of events) {
      expect(e).toMatchObject({ user_name: 'eventofficer', agency_ori: DEMO_AGENCY.ori, application_id: 'crash-web' });
      expect(e.ip).toBe('127.0.0.1');
      const at = new Date(e.occurred_at).getTime();
      expect(at).toBeGreaterThanOrEqual(started - 1000);
      expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    }
    expect(events[0]!.detail).toBe('wrong password');
  });

  it('logs a failed sign-in of an unknown user under the name that was tried', async () => {
    await login('ghost-user', 'Whatever-123');
    const row = await server.db
      .selectFrom('auth_events')
      .selectAll()
      .where('user_name', '=', 'ghost-user')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ event_type: AuthEventType.Login, user_id: null, outcome: 'failure' });
  });

  it('stores only a hash of the session token, never the token itself', async () => {
    const token = await server.login('officer');
    const rows = await server.db.selectFrom('sessions').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    const hash = createHash('sha256').update(token).digest('hex');
    expect(rows.filter((r) => r.token_hash === hash)).toHaveLength(1);
    // A hash is no token: presenting the stored value does not open the session.
    expect((await server.call('Account/KeepAlive', {}, hash)).statusCode).toBe(401);
  });

  it('stores passwords with a memory-hard KDF (scrypt), not in clear', async () => {
    const row = await server.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', officerId)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).not.toContain(DEMO_PASSWORD);
    const [kind, n, r] = row.password_hash.split('$');
    expect(kind).toBe('scrypt');
    // 128 * N * r bytes of memory per hash: at least 16 MiB.
    expect(128 * Number(n) * Number(r)).toBeGreaterThanOrEqual(16 * 1024 * 1024);
  });
});
