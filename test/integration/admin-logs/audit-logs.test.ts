import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthEventType } from '../../../lib/auth/sign-in/auth-events';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { adminEventRepository } from '../../../server/repositories/admin-logs/admin-event-repository';
import { authEventRepository } from '../../../server/repositories/admin-logs/auth-event-repository';
import { addAgency, addUser } from '../support/db-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const OTHER_ORI = 'IN0030000';

describe.each(engines())('Audit/AuthEvents and Audit/AdminEvents on %s', (engine) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};

  const authEvents = (payload: Record<string, unknown>, who = 'agencyadmin') =>
    server.call('Audit/AuthEvents', payload, tokens[who]);
  const adminEvents = (payload: Record<string, unknown>, who = 'agencyadmin') =>
    server.call('Audit/AdminEvents', payload, tokens[who]);

  beforeAll(async () => {
    server = await startTestServer(engine);
    await addAgency(server.db, OTHER_ORI, 'Bartholomew County Sheriff');
    await addUser(server.db, { userName: 'auditfar', agencyOri: OTHER_ORI, role: 'Officer' });
    await addUser(server.db, { userName: 'faradmin', agencyOri: OTHER_ORI, role: 'Agency Administrator' });
    await addUser(server.db, { userName: 'auditnear', agencyOri: DEMO_AGENCY.ori, role: 'Officer' });
    for (const who of ['officer', 'supervisor', 'agencyadmin', 'stateadmin']) tokens[who] = await server.login(who);
    tokens.faradmin = await server.login('faradmin');
    // A failed sign-in of a user of each agency, and one of a user name nobody has.
    for (const userName of ['auditnear', 'auditfar', 'auditnobody']) {
      const res = await server.call('Account/Login', { userName, password: 'not the password' });
      expect(res.statusCode).toBe(401);
    }
    await server.login('auditnear');

    const events = adminEventRepository(server.db);
    const actor = { id: 1, userName: 'stateadmin' };
    const at = new Date('2026-03-01T15:00:00Z');
    for (const [agencyOri, key, action, before, after] of [
      [DEMO_AGENCY.ori, 'u-near', 'edit', { lastName: 'Lee', phone: '555' }, { lastName: 'Smith', phone: '555' }],
      [DEMO_AGENCY.ori, 'u-near', 'disable', { status: 0 }, { status: 1 }],
      [OTHER_ORI, 'u-far', 'edit', { lastName: 'Far' }, { lastName: 'Farther' }],
      [null, 'role-1', 'edit', { description: 'a' }, { description: 'b' }],
    ] as const) {
      await events.record({
        actor,
        agencyOri,
        subject: agencyOri ? 'User' : 'Role',
        subjectKey: key,
        action,
        before,
        after,
        ip: '10.0.0.1',
        at,
      });
    }
  });
  afterAll(() => server.close());

  it('answers exact status codes by role for both logs', async () => {
    for (const path of ['Audit/AuthEvents', 'Audit/AdminEvents']) {
      const status = async (who?: string) => (await server.call(path, {}, who ? tokens[who] : '')).statusCode;
      expect({ path, officer: await status('officer') }).toEqual({ path, officer: 403 });
      expect({ path, supervisor: await status('supervisor') }).toEqual({ path, supervisor: 403 });
      expect({ path, agencyadmin: await status('agencyadmin') }).toEqual({ path, agencyadmin: 200 });
      expect({ path, stateadmin: await status('stateadmin') }).toEqual({ path, stateadmin: 200 });
      expect({ path, nobody: await status() }).toEqual({ path, nobody: 401 });
    }
  });

  it('shows an agency administrator the failed sign-ins of their agency only', async () => {
    const res = await authEvents({ outcome: 'failure' });
    expect(res.statusCode).toBe(200);
    const names = res.body.payload.events.map((e: { userName: string }) => e.userName);
    expect(names).toContain('auditnear');
    expect(names).not.toContain('auditfar');
    expect(names).not.toContain('auditnobody');
    const near = res.body.payload.events.find((e: { userName: string }) => e.userName === 'auditnear');
    expect(near).toMatchObject({
      eventType: AuthEventType.Login,
      outcome: 'failure',
      detail: 'wrong password',
      agencyOri: DEMO_AGENCY.ori,
    });
    expect(Date.parse(near.at)).toBeGreaterThan(Date.now() - 600_000);
  });

  it('shows the administrator of another agency none of this agency’s events', async () => {
    const auth = await authEvents({ limit: 100 }, 'faradmin');
    expect(auth.statusCode).toBe(200);
    const agencies = new Set(auth.body.payload.events.map((e: { agencyOri: string }) => e.agencyOri));
    expect([...agencies]).toEqual([OTHER_ORI]);
    expect(auth.body.payload.events.map((e: { userName: string }) => e.userName)).toContain('auditfar');

    const admin = await adminEvents({}, 'faradmin');
    expect(admin.body.payload.events.map((e: { subjectKey: string }) => e.subjectKey)).toEqual(['u-far']);
  });

  it('shows the state administrator every agency’s events and those of no agency', async () => {
    const res = await authEvents({ outcome: 'failure', limit: 100 }, 'stateadmin');
    const names = res.body.payload.events.map((e: { userName: string }) => e.userName);
    expect(names).toEqual(expect.arrayContaining(['auditnear', 'auditfar', 'auditnobody']));
    const admin = await adminEvents({}, 'stateadmin');
    expect(admin.body.payload.events.map((e: { subjectKey: string }) => e.subjectKey)).toEqual([
      'role-1',
      'u-far',
      'u-near',
      'u-near',
    ]);
  });

  it('filters sign-in events by part of the user name in any case, type and outcome', async () => {
    const byName = await authEvents({ userName: 'UDITNE' });
    const rows = byName.body.payload.events as { userName: string; outcome: string; eventType: number }[];
    expect(rows.map((e) => [e.userName, e.outcome])).toEqual([
      ['auditnear', 'success'],
      ['auditnear', 'failure'],
    ]);
    const successes = await authEvents({ userName: 'auditnear', outcome: 'success', eventType: AuthEventType.Login });
    expect(successes.body.payload.events).toHaveLength(1);
    const logouts = await authEvents({ userName: 'auditnear', eventType: AuthEventType.Logout });
    expect(logouts.body.payload.events).toEqual([]);
    // A wildcard typed into the filter is a character, not a pattern.
    expect((await authEvents({ userName: 'audit%near' })).body.payload.events).toEqual([]);
  });

  it('filters by the days of the agency’s time zone, both included', async () => {
    const repo = authEventRepository(server.db);
    const base = { type: 1, userId: null, agencyOri: DEMO_AGENCY.ori, outcome: 'failure' as const, detail: 'x' };
    // 2020-03-12 03:00 UTC is 11 pm of March 11 in Indianapolis (daylight time since March 8).
    for (const [userName, at] of [
      ['daysbefore', '2020-03-11T03:59:00Z'],
      ['daysinside', '2020-03-12T03:00:00Z'],
      ['daysafter', '2020-03-12T04:00:00Z'],
    ] as const) {
      await repo.add({ ...base, userName, at: new Date(at), ip: '', applicationId: '' });
    }
    const res = await authEvents({ userName: 'days', dateFrom: '2020-03-11', dateTo: '2020-03-11' });
    expect(res.body.payload.events.map((e: { userName: string }) => e.userName)).toEqual(['daysinside']);
    const fromOnly = await authEvents({ userName: 'days', dateFrom: '2020-03-12' });
    expect(fromOnly.body.payload.events.map((e: { userName: string }) => e.userName)).toEqual(['daysafter']);

    const backwards = await authEvents({ dateFrom: '2020-03-12', dateTo: '2020-03-11' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body.error.fieldErrors).toContainEqual({
      path: 'payload.dateTo',
      message: 'The last day must not be before the first day.',
    });
  });

  it('pages newest first with a bounded page size and no event twice', async () => {
    const seen: string[] = [];
    let beforeId: string | undefined;
    for (let pages = 0; pages < 50; pages++) {
      const res = await authEvents({ limit: 2, ...(beforeId ? { beforeId } : {}) }, 'stateadmin');
      const ids = res.body.payload.events.map((e: { id: string }) => e.id) as string[];
      expect(ids.length).toBeLessThanOrEqual(2);
      seen.push(...ids);
      beforeId = res.body.payload.nextBeforeId ?? undefined;
      if (!beforeId) break;
    }
    expect(beforeId).toBeUndefined();
    const all = await authEvents({ limit: 100 }, 'stateadmin');
    expect(seen).toEqual(all.body.payload.events.map((e: { id: string }) => e.id));
    expect(seen.map(Number)).toEqual([...seen.map(Number)].sort((a, b) => b - a));
    expect((await authEvents({ limit: 101 }, 'stateadmin')).statusCode).toBe(400);
    expect((await authEvents({ limit: 0 }, 'stateadmin')).statusCode).toBe(400);
  });

  it('answers administration changes with their before and after values, filtered', async () => {
    const res = await adminEvents({ subject: 'User', subjectKey: 'u-near', action: 'edit' });
    expect(res.statusCode).toBe(200);
    expect(res.body.payload).toEqual({
      nextBeforeId: null,
      events: [
        {
          id: expect.any(String),
          at: '2026-03-01T15:00:00.000Z',
          actor: { id: 1, name: 'stateadmin' },
          agencyOri: DEMO_AGENCY.ori,
          subject: 'User',
          subjectKey: 'u-near',
          action: 'edit',
          before: { lastName: 'Lee', phone: '555' },
          after: { lastName: 'Smith', phone: '555' },
          ip: '10.0.0.1',
        },
      ],
    });
    const days = async (dateFrom: string, dateTo: string) =>
      (await adminEvents({ dateFrom, dateTo })).body.payload.events.length;
    expect(await days('2026-03-01', '2026-03-01')).toBe(2);
    expect(await days('2026-03-02', '2026-03-31')).toBe(0);
    const roles = await adminEvents({ subject: 'Role' });
    expect(roles.body.payload.events).toEqual([]);
    const paged = await adminEvents({ limit: 1 });
    expect(paged.body.payload.events.map((e: { action: string }) => e.action)).toEqual(['disable']);
    const next = await adminEvents({ limit: 1, beforeId: paged.body.payload.nextBeforeId });
    expect(next.body.payload.events.map((e: { action: string }) => e.action)).toEqual(['edit']);
    expect(next.body.payload.nextBeforeId).toBeNull();
    expect((await adminEvents({ subject: 'Report' })).statusCode).toBe(400);
  });
});
