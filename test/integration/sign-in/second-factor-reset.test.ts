import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addAgency, addUser } from '../support/db-helpers';
import { authenticatorOf, enrolThroughApi, secondFactorColumns } from './second-factor-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const OTHER_ORI = 'IN0880000';

describe.each(engines())('User/ResetSecondFactor, who may and what it does, on %s', (engine) => {
  let server: TestServer;
  let app: ReturnType<typeof authenticatorOf>;
  let n = 0;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(engine);
    app = authenticatorOf(server);
    await addAgency(server.db, OTHER_ORI, 'Other Agency');
    await addUser(server.db, { userName: 'otheradmin', agencyOri: OTHER_ORI, role: 'Agency Administrator' });
    for (const name of ['officer', 'supervisor', 'agencyadmin', 'stateadmin', 'otheradmin']) {
      tokens[name] = await server.login(name);
    }
  });
  afterAll(() => server.close());

  /** An officer of the demo agency who has enrolled an authenticator. */
  const enrolledOfficer = async () => {
    const userName = `resetsf${++n}`;
    const id = await addUser(server.db, { userName, agencyOri: DEMO_AGENCY.ori, role: 'Officer' });
    await enrolThroughApi(server, app, await server.login(userName));
    return { id, userName };
  };
  const reset = (userId: number, token: string) => server.call('User/ResetSecondFactor', { userId }, token);

  it.each([
    ['nobody signed in', '', 401],
    ['an officer', 'officer', 403],
    ['a supervisor', 'supervisor', 403],
    ['an agency administrator of another agency', 'otheradmin', 403],
    ['the agency administrator of the user’s agency', 'agencyadmin', 200],
    ['a state administrator', 'stateadmin', 200],
  ])('%s: %i', async (_who, caller, status) => {
    const { id } = await enrolledOfficer();
    const res = await reset(id, caller ? tokens[caller]! : '');
    expect(res.statusCode, JSON.stringify(res.body)).toBe(status);
    const stored = await secondFactorColumns(server.db, id);
    if (status === 200) {
      expect(res.body.payload).toEqual({ id, secondFactorEnabled: false });
      expect(stored).toMatchObject({ totp_secret: null, totp_enabled_at: null, recovery_codes: [] });
    } else {
      expect(stored.totp_enabled_at).not.toBeNull();
      expect(stored.recovery_codes).toHaveLength(10);
    }
  });

  it('tells the users list which users have a second factor to reset', async () => {
    const { id, userName } = await enrolledOfficer();
    const list = await server.call('User/List', { userName }, tokens.agencyadmin!);
    expect(list.statusCode, JSON.stringify(list.body)).toBe(200);
    expect(list.body.payload.rows.find((r: { id: number }) => r.id === id)).toMatchObject({ secondFactor: true });
    await reset(id, tokens.agencyadmin!);
    const after = await server.call('User/List', { userName }, tokens.agencyadmin!);
    expect(after.body.payload.rows.find((r: { id: number }) => r.id === id)).toMatchObject({ secondFactor: false });
  });

  it('answers 404 for a user that does not exist', async () => {
    expect((await reset(999_999, tokens.stateadmin!)).statusCode).toBe(404);
  });

  it('records an admin event without the secret, and the user signs in with the password alone again', async () => {
    const { id, userName } = await enrolledOfficer();
    expect((await reset(id, tokens.agencyadmin!)).statusCode).toBe(200);
    const events = await server.db
      .selectFrom('admin_events')
      .selectAll()
      .where('subject', '=', 'User')
      .where('subject_key', '=', String(id))
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'resetSecondFactor',
      actor_name: 'agencyadmin',
      agency_ori: DEMO_AGENCY.ori,
      after: { secondFactorEnabled: false, secondFactorEnabledAt: null, recoveryCodesLeft: 0 },
    });
    expect(events[0]!.before).toMatchObject({ secondFactorEnabled: true, recoveryCodesLeft: 10 });
    expect(JSON.stringify(events[0])).not.toMatch(/totp|secret"/i);
    const login = await server.call('Account/Login', { userName, password: 'Crash-Demo-2026' });
    expect(login.body.payload.nextStep).toBeUndefined();
  });
});
