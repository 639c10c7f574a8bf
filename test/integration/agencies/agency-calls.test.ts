import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addAgency, addUser, userIdOf } from '../support/db-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';

/** Agency administration as the state administrator does it, and what a disabled agency means for its users. */
describe.each(engines())('Agency calls on %s', (engine) => {
  let server: TestServer;
  let state: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    state = await server.login('stateadmin');
  });
  afterAll(() => server.close());

  const save = (payload: Record<string, unknown>, token = state) => server.call('Agency/Save', payload, token);
  const rowOf = async (ori: string) => {
    const res = await server.call('Agency/List', { filter: ori }, state);
    return (res.body.payload.rows as { ori: string; updatedAt: string }[]).find((r) => r.ori === ori)!;
  };
  const eventsOf = (ori: string) =>
    server.db
      .selectFrom('admin_events')
      .selectAll()
      .where('subject', '=', 'Agency')
      .where('subject_key', '=', ori)
      .orderBy('id')
      .execute();

  it('creates an agency and records who did it, with its fields after and none before', async () => {
    const res = await save({
      isNew: true,
      ori: 'IN1230000',
      name: ' Marion County Sheriff ',
      additionalInfo: { phone: '317-555-0100' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.payload).toMatchObject({
      ori: 'IN1230000',
      name: 'Marion County Sheriff',
      additionalInfo: { phone: '317-555-0100' },
      disabled: false,
      updatedByName: 'Stanley Stateadmin',
      userCount: 0,
    });
    const [event, ...more] = await eventsOf('IN1230000');
    expect(more).toHaveLength(0);
    expect(event).toMatchObject({
      action: 'create',
      actor_user_id: await userIdOf(server.db, 'stateadmin'),
      actor_name: 'stateadmin',
      agency_ori: 'IN1230000',
      before: null,
      after: {
        ori: 'IN1230000',
        name: 'Marion County Sheriff',
        additionalInfo: { phone: '317-555-0100' },
        disabled: false,
      },
    });
  });

  it('refuses a second agency with the same ORI at the ORI field', async () => {
    const res = await save({ isNew: true, ori: DEMO_AGENCY.ori, name: 'Copy' });
    expect(res.statusCode).toBe(400);
    expect(res.body.error.fieldErrors).toEqual([
      { path: 'payload.ori', message: `An agency with ORI ${DEMO_AGENCY.ori} already exists.` },
    ]);
    expect(await rowOf(DEMO_AGENCY.ori)).toMatchObject({ name: DEMO_AGENCY.name });
  });

  it.each([
    ['IN123', 'The ORI must be 9 characters.'],
    ['OH1230000', 'The ORI must start with IN.'],
    ['in1230001', 'The ORI may contain only upper-case letters (A to Z) and digits.'],
    ['', 'The ORI is required.'],
  ])('refuses the new ORI %j with “%s” at the field', async (ori, message) => {
    const res = await save({ isNew: true, ori, name: 'Somewhere' });
    expect(res.statusCode).toBe(400);
    expect(res.body.error.fieldErrors).toContainEqual({ path: 'payload.ori', message });
  });

  it('refuses a missing or oversized name and oversized or deep additional information at their fields', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'payload.name', 'The agency name is required.'],
      [{ name: 'x'.repeat(101) }, 'payload.name', 'The agency name must be at most 100 characters.'],
      [
        { name: 'Big', additionalInfo: { note: 'x'.repeat(4000) } },
        'payload.additionalInfo',
        'The additional information must be at most 4,000 characters as JSON.',
      ],
      [
        { name: 'Deep', additionalInfo: { a: { b: { c: {} } } } },
        'payload.additionalInfo',
        'The additional information may nest objects and lists at most 3 levels deep.',
      ],
    ];
    for (const [fields, path, message] of cases) {
      const res = await save({ isNew: true, ori: 'IN7770000', ...fields });
      expect(res.statusCode, path).toBe(400);
      expect(res.body.error.fieldErrors).toContainEqual({ path, message });
    }
    expect((await server.call('Agency/List', { filter: 'IN7770000' }, state)).body.payload.total).toBe(0);
  });

  it('edits the name and additional information and records both versions', async () => {
    await save({ isNew: true, ori: 'IN2340000', name: 'Old name', additionalInfo: { a: 1 } });
    const before = await rowOf('IN2340000');
    const res = await save({
      isNew: false,
      ori: 'IN2340000',
      name: 'New name',
      additionalInfo: { a: 2, b: 'x' },
      expectedUpdatedAt: before.updatedAt,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.payload).toMatchObject({ ori: 'IN2340000', name: 'New name', additionalInfo: { a: 2, b: 'x' } });
    const events = await eventsOf('IN2340000');
    expect(events.map((e) => e.action)).toEqual(['create', 'edit']);
    expect(events[1]).toMatchObject({
      before: { ori: 'IN2340000', name: 'Old name', additionalInfo: { a: 1 }, disabled: false },
      after: { ori: 'IN2340000', name: 'New name', additionalInfo: { a: 2, b: 'x' }, disabled: false },
    });
  });

  it('refuses an edit without the version it started from, and an edit of an agency that does not exist', async () => {
    const without = await save({ isNew: false, ori: DEMO_AGENCY.ori, name: 'X' });
    expect(without.statusCode).toBe(400);
    expect(without.body.error.fieldErrors[0].path).toBe('payload.expectedUpdatedAt');
    const unknown = await save({
      isNew: false,
      ori: 'IN9990000',
      name: 'Nobody',
      expectedUpdatedAt: new Date().toISOString(),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('tells the second of two administrators saving the same version who changed it and when', async () => {
    await addUser(server.db, { userName: 'secondstate', agencyOri: DEMO_AGENCY.ori, role: 'State Administrator' });
    const second = await server.login('secondstate');
    await save({ isNew: true, ori: 'IN3450000', name: 'Contested' });
    const opened = await rowOf('IN3450000');
    const first = await save({ isNew: false, ori: 'IN3450000', name: 'First', expectedUpdatedAt: opened.updatedAt });
    expect(first.statusCode).toBe(200);
    const late = await save(
      { isNew: false, ori: 'IN3450000', name: 'Second', expectedUpdatedAt: opened.updatedAt },
      second,
    );
    expect(late.statusCode).toBe(409);
    expect(late.body.error.code).toBe('conflict');
    expect(late.body.error.message).toMatch(/^Stanley Stateadmin changed this agency at \d\d\/\d\d\/\d{4} \d\d:\d\d /);
    expect((await rowOf('IN3450000')) as unknown).toMatchObject({ name: 'First' });
    expect((await eventsOf('IN3450000')).map((e) => e.action)).toEqual(['create', 'edit']);
  });

  it('keeps the ORI: an edit names the agency by it and changes only its fields', async () => {
    await save({ isNew: true, ori: 'IN4560000', name: 'Keeps its ORI' });
    const opened = await rowOf('IN4560000');
    const res = await save({
      isNew: false,
      ori: 'IN4560000',
      name: 'Renamed',
      expectedUpdatedAt: opened.updatedAt,
      // A changed ORI is not a field of an edit: it is ignored, never written.
      newOri: 'IN4560001',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.payload.ori).toBe('IN4560000');
    expect((await server.call('Agency/List', { filter: 'IN456' }, state)).body.payload.total).toBe(1);
  });

  it('lists by text in the ORI or name, by status, a page at a time', async () => {
    await addAgency(server.db, 'IN5670001', 'Paging Town Police');
    await addAgency(server.db, 'IN5670002', 'Paging City Police');
    await addAgency(server.db, 'IN5670003', 'Paging Village Marshal');
    const first = await server.call('Agency/List', { filter: 'paging', page: 1, pageSize: 2 }, state);
    expect(first.statusCode).toBe(200);
    expect(first.body.payload.total).toBe(3);
    expect(first.body.payload.rows.map((r: { name: string }) => r.name)).toEqual([
      'Paging City Police',
      'Paging Town Police',
    ]);
    const second = await server.call('Agency/List', { filter: 'paging', page: 2, pageSize: 2 }, state);
    expect(second.body.payload.rows.map((r: { ori: string }) => r.ori)).toEqual(['IN5670003']);
    const byOri = await server.call('Agency/List', { filter: 'in567000' }, state);
    expect(byOri.body.payload.total).toBe(3);
    const tooBig = await server.call('Agency/List', { pageSize: 101 }, state);
    expect(tooBig.statusCode).toBe(400);
    expect((await server.call('Agency/List', { status: 'disabled', filter: 'paging' }, state)).body.payload.total).toBe(
      0,
    );
    const demo = await rowOf(DEMO_AGENCY.ori);
    expect(demo).toMatchObject({ userCount: expect.any(Number) });
    expect((demo as unknown as { userCount: number }).userCount).toBeGreaterThanOrEqual(4);
  });

  it('disables an agency: its users cannot sign in and their open sessions end; enabling lets them in again', async () => {
    await save({ isNew: true, ori: 'IN6780000', name: 'Closing Town Police' });
    await addUser(server.db, { userName: 'closingofficer', agencyOri: 'IN6780000', role: 'Officer' });
    const open = await server.login('closingofficer');
    expect((await server.call('Account/KeepAlive', {}, open)).statusCode).toBe(200);
    // A one-time login link minted before the agency is disabled.
    const link = new URL((await server.call('Account/CreateLoginLink', {}, open)).body.payload.url);

    const disabled = await server.call('Agency/Disable', { ori: 'IN6780000' }, state);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.body.payload).toMatchObject({ ori: 'IN6780000', disabled: true, userCount: 1 });

    const refused = await server.call('Account/KeepAlive', {}, open);
    expect(refused.statusCode).toBe(401);
    expect(refused.body.error.message).toBe(
      'Your agency (Closing Town Police) is disabled. Sign in is not possible; contact the state administrator.',
    );
    const login = await server.call('Account/Login', { userName: 'closingofficer', password: 'Crash-Demo-2026' });
    expect(login.statusCode).toBe(403);
    expect(login.body.error.message).toMatch(/^Your agency \(Closing Town Police\) is disabled\./);
    const byLink = await server.call('Account/TokenAuthenticate', {
      applicationId: link.searchParams.get('aid'),
      providerId: link.searchParams.get('pid'),
      token: link.searchParams.get('token'),
      type: link.searchParams.get('type'),
    });
    expect(byLink.statusCode).toBe(401);
    expect(byLink.body.error.message).toMatch(/^Your agency \(Closing Town Police\) is disabled\./);
    const refusals = await server.db
      .selectFrom('auth_events')
      .select('detail')
      .where('user_id', '=', await userIdOf(server.db, 'closingofficer'))
      .where('outcome', '=', 'failure')
      .orderBy('id')
      .execute();
    expect(refusals.map((e) => e.detail)).toEqual(['agency disabled', 'token login: agency disabled']);
    expect(
      (await server.call('Agency/List', { status: 'disabled', filter: 'closing' }, state)).body.payload.total,
    ).toBe(1);

    const enabled = await server.call('Agency/Enable', { ori: 'IN6780000' }, state);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.body.payload.disabled).toBe(false);
    // The session that ended stays ended; signing in again works.
    expect((await server.call('Account/KeepAlive', {}, open)).statusCode).toBe(401);
    const again = await server.login('closingofficer');
    expect((await server.call('Account/KeepAlive', {}, again)).statusCode).toBe(200);

    const events = await eventsOf('IN6780000');
    expect(events.map((e) => e.action)).toEqual(['create', 'disable', 'enable']);
    expect(events[1]).toMatchObject({ before: { disabled: false }, after: { disabled: true } });
    expect(events[2]).toMatchObject({ before: { disabled: true }, after: { disabled: false } });
  });

  it('changes and records nothing when asked for the state an agency is in already', async () => {
    await save({ isNew: true, ori: 'IN6790000', name: 'Steady' });
    const res = await server.call('Agency/Enable', { ori: 'IN6790000' }, state);
    expect(res.statusCode).toBe(200);
    expect((await eventsOf('IN6790000')).map((e) => e.action)).toEqual(['create']);
  });

  it('refuses to disable the caller’s own agency, and an agency that does not exist', async () => {
    const own = await server.call('Agency/Disable', { ori: DEMO_AGENCY.ori }, state);
    expect(own.statusCode).toBe(400);
    expect(own.body.error.fieldErrors[0]).toMatchObject({ path: 'payload.ori' });
    expect((await server.call('Agency/Disable', { ori: 'IN0000009' }, state)).statusCode).toBe(404);
  });
});
