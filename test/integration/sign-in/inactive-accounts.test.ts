import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStatus } from '../../../lib/auth/user-status';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addUser, authEventsOf, setStatus, statusOf } from '../support/db-helpers';
import { DEMO_PASSWORD, engines, seededTestDatabase, startTestServer, type TestServer } from '../support/test-server';

const DAY = 24 * 60 * 60 * 1000;
const INACTIVE_MESSAGE =
  'Your account was disabled because it was not used for 90 days. Contact your agency administrator.';

describe.each(engines())('accounts unused for 90 days are disabled at a sign-in attempt, on %s', (engine) => {
  let server: TestServer;
  let offset = 0;
  let n = 0;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  const advance = (ms: number) => {
    offset += ms;
    server.advance(ms);
  };
  /** An officer created at the server's present time (the server's clock runs ahead of the database's). */
  const newOfficer = async () => {
    const userName = `idleacct${++n}`;
    const id = await addUser(server.db, { userName, agencyOri: DEMO_AGENCY.ori, role: 'Officer' });
    await server.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() + offset) } as never)
      .where('id', '=', id)
      .execute();
    return { id, userName };
  };
  const signIn = (userName: string, password = DEMO_PASSWORD) => server.call('Account/Login', { userName, password });

  it('keeps an account used within 90 days, each sign-in starting the count again', async () => {
    const { id, userName } = await newOfficer();
    advance(89 * DAY);
    expect((await signIn(userName)).statusCode).toBe(200);
    const { last_sign_in_at } = await server.db
      .selectFrom('users')
      .select('last_sign_in_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(new Date(last_sign_in_at!).getTime()).toBeGreaterThan(Date.now() + offset - 60_000);
    advance(89 * DAY);
    expect((await signIn(userName)).statusCode).toBe(200);
    expect(await statusOf(server.db, id)).toBe(UserStatus.Active);
  });

  it('disables an account whose last sign-in is more than 90 days old, with an event and a clear message', async () => {
    const { id, userName } = await newOfficer();
    expect((await signIn(userName)).statusCode).toBe(200);
    advance(90 * DAY + 60_000);
    const res = await signIn(userName);
    expect(res.statusCode).toBe(403);
    expect(res.body.error.message).toBe(INACTIVE_MESSAGE);
    expect(await statusOf(server.db, id)).toBe(UserStatus.Disabled);
    const events = await authEventsOf(server.db, id);
    expect(events.filter((e) => e.detail === 'account disabled: not used for 90 days')).toHaveLength(1);
    // Still disabled, still said why, and no second event.
    expect((await signIn(userName)).body.error.message).toBe(INACTIVE_MESSAGE);
    expect((await authEventsOf(server.db, id)).filter((e) => e.detail.startsWith('account disabled'))).toHaveLength(1);
  });

  it('counts from the creation of an account that never signed in; a wrong password does not reveal it', async () => {
    const { id, userName } = await newOfficer();
    advance(91 * DAY);
    const wrong = await signIn(userName, 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body.error.message).toBe('The user name or password is incorrect.');
    expect(await statusOf(server.db, id)).toBe(UserStatus.Disabled);
  });

  it('counts again from when an administrator enables the account, whatever call does it', async () => {
    const { id, userName } = await newOfficer();
    advance(91 * DAY);
    expect((await signIn(userName)).statusCode).toBe(403);
    // Enabled again as an administration call does it: the status and updated_at (the server's time).
    await server.db
      .updateTable('users')
      .set({ status: UserStatus.Active, updated_at: new Date(Date.now() + offset) })
      .where('id', '=', id)
      .execute();
    advance(DAY);
    expect((await signIn(userName)).statusCode).toBe(200);
    expect(await statusOf(server.db, id)).toBe(UserStatus.Active);
  });

  it('makes a locked account Disabled and locked (3)', async () => {
    const { id, userName } = await newOfficer();
    await setStatus(server.db, id, UserStatus.Locked);
    advance(91 * DAY);
    expect((await signIn(userName)).statusCode).toBe(423);
    expect(await statusOf(server.db, id)).toBe(UserStatus.DisabledAndLocked);
  });
});

describe.each(engines())('the inactive-account sweep when the server starts, on %s', (engine) => {
  it('disables the accounts unused past INACTIVE_ACCOUNT_DAYS and leaves the others', async () => {
    const database = await seededTestDatabase(engine);
    try {
      const now = Date.now();
      const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
      const unused = await addUser(database.db, {
        userName: 'sweepunused',
        agencyOri: DEMO_AGENCY.ori,
        role: 'Officer',
      });
      const idle = await addUser(database.db, { userName: 'sweepidle', agencyOri: DEMO_AGENCY.ori, role: 'Officer' });
      const locked = await addUser(database.db, {
        userName: 'sweeplocked',
        agencyOri: DEMO_AGENCY.ori,
        role: 'Officer',
        status: UserStatus.Locked,
      });
      const recent = await addUser(database.db, {
        userName: 'sweeprecent',
        agencyOri: DEMO_AGENCY.ori,
        role: 'Officer',
      });
      const set = (id: number, values: Record<string, Date>) =>
        database.db
          .updateTable('users')
          .set(values as never)
          .where('id', '=', id)
          .execute();
      await set(unused, { created_at: at(40) });
      await set(idle, { created_at: at(200), last_sign_in_at: at(31) });
      await set(locked, { created_at: at(45) });
      await set(recent, { created_at: at(200), last_sign_in_at: at(29) });
      const reenabled = await addUser(database.db, {
        userName: 'sweepreenabled',
        agencyOri: DEMO_AGENCY.ori,
        role: 'Officer',
        status: UserStatus.Disabled,
      });
      await set(reenabled, { created_at: at(200), last_sign_in_at: at(100) });
      await database.db
        .updateTable('users')
        .set({ status: UserStatus.Active, updated_at: at(2) })
        .where('id', '=', reenabled)
        .execute();

      const app = await buildApp({
        db: database.db,
        engine: database.engine,
        config: loadConfig({ LOG_LEVEL: 'silent', APP_DIR: '/nonexistent', INACTIVE_ACCOUNT_DAYS: '30' }),
        logger: false,
      });
      await app.ready();
      expect(await statusOf(database.db, unused)).toBe(UserStatus.Disabled);
      expect(await statusOf(database.db, idle)).toBe(UserStatus.Disabled);
      expect(await statusOf(database.db, locked)).toBe(UserStatus.DisabledAndLocked);
      expect(await statusOf(database.db, recent)).toBe(UserStatus.Active);
      expect(await statusOf(database.db, reenabled)).toBe(UserStatus.Active);
      const events = await authEventsOf(database.db, idle);
      expect(events.map((e) => e.detail)).toEqual(['account disabled: not used for 30 days (daily check)']);
      await app.close();
    } finally {
      await database.close();
    }
  });
});
