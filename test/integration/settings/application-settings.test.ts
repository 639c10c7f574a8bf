import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_KABCO_COSTS } from '../../../lib/analysis/crash-severity';
import { SETTINGS_CHECK_MS } from '../../../server/services/settings/settings-in-force';
import { engines, startTestServer, type TestServer } from '../support/test-server';
import { inReview } from '../support/workflow-helpers';

const settings = (over: Record<string, unknown> = {}) => ({
  applicationName: 'Hoosier Crash Reports',
  defaultLockDurationHours: 12,
  sessionTimeoutMinutes: 45,
  ssoLogoutUrl: 'https://sso.example.gov/logout',
  crashCosts: DEFAULT_KABCO_COSTS,
  ...over,
});

const fieldMessages = (body: { error?: { fieldErrors?: { path: string; message: string }[] } }) =>
  Object.fromEntries((body.error?.fieldErrors ?? []).map((e) => [e.path, e.message]));

describe.each(engines())('Settings/SaveApplicationSettings on %s', (engine) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let earlierReport: number;

  beforeAll(async () => {
    server = await startTestServer(engine);
    for (const name of ['officer', 'supervisor', 'agencyadmin', 'stateadmin']) tokens[name] = await server.login(name);
    earlierReport = (await server.call('Report/Create', {}, tokens.officer)).body.payload.id;
  }, 600_000);
  afterAll(() => server.close());

  it('answers the configured values until an administrator changes them', async () => {
    const res = await server.call('Settings/GetApplicationSettings', {});
    expect(res.statusCode).toBe(200);
    expect(res.body.payload).toMatchObject({
      applicationName: server.config.applicationName,
      defaultLockDurationHours: 24,
      sessionTimeoutMinutes: server.config.sessionTimeoutMs / 60_000,
      ssoLogoutUrl: '',
    });
    // The crash costs are for the signed-in state administrator, not every page before sign-in.
    expect(res.body.payload.crashCosts).toBeUndefined();
    const editable = await server.call('Settings/GetEditableSettings', {}, tokens.stateadmin);
    expect(editable.body.payload).toMatchObject({ ssoLogoutUrl: '', crashCosts: DEFAULT_KABCO_COSTS });
    expect((await server.call('Settings/GetEditableSettings', {}, tokens.agencyadmin)).statusCode).toBe(403);
  });

  it.each([
    ['officer', 403],
    ['supervisor', 403],
    ['agencyadmin', 403],
  ])('refuses %s (%i) and changes nothing', async (name, status) => {
    const res = await server.call('Settings/SaveApplicationSettings', settings(), tokens[name]);
    expect(res.statusCode).toBe(status);
    expect((await server.call('Settings/GetApplicationSettings', {})).body.payload.applicationName).toBe(
      server.config.applicationName,
    );
  });

  it('refuses a caller without a session (401)', async () => {
    expect((await server.call('Settings/SaveApplicationSettings', settings())).statusCode).toBe(401);
  });

  it.each([
    [{ applicationName: '  ' }, 'payload.applicationName'],
    [{ applicationName: 'x'.repeat(101) }, 'payload.applicationName'],
    [{ defaultLockDurationHours: 0 }, 'payload.defaultLockDurationHours'],
    [{ defaultLockDurationHours: 1.5 }, 'payload.defaultLockDurationHours'],
    [{ sessionTimeoutMinutes: 4 }, 'payload.sessionTimeoutMinutes'],
    [{ sessionTimeoutMinutes: 481 }, 'payload.sessionTimeoutMinutes'],
    [{ ssoLogoutUrl: 'http://sso.example.gov/logout' }, 'payload.ssoLogoutUrl'],
    [{ ssoLogoutUrl: 'javascript:alert(1)' }, 'payload.ssoLogoutUrl'],
  ])('refuses %j at its field (400)', async (over, path) => {
    const res = await server.call('Settings/SaveApplicationSettings', settings(over), tokens.stateadmin);
    expect(res.statusCode).toBe(400);
    expect(fieldMessages(res.body)[path]).toBeTruthy();
  });

  it('lets the state administrator change them: in force at once, with an admin event of what changed', async () => {
    const res = await server.call('Settings/SaveApplicationSettings', settings(), tokens.stateadmin);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payload).toEqual(settings());
    const { crashCosts, ...shown } = settings();
    const read = await server.call('Settings/GetApplicationSettings', {});
    expect(read.body.payload).toMatchObject(shown);
    const editable = await server.call('Settings/GetEditableSettings', {}, tokens.stateadmin);
    expect(editable.body.payload).toEqual({ ...shown, crashCosts });

    const events = await server.db
      .selectFrom('admin_events')
      .selectAll()
      .where('subject', '=', 'ApplicationSettings')
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'edit', agency_ori: null, subject_key: 'application' });
    expect(events[0]!.before).toEqual({
      applicationName: server.config.applicationName,
      defaultLockDurationHours: 24,
      sessionTimeoutMinutes: server.config.sessionTimeoutMs / 60_000,
      ssoLogoutUrl: '',
    });
    // The crash costs did not change, so the event leaves them out.
    expect(events[0]!.after).toEqual(shown);

    // Saving the same values again records nothing.
    await server.call('Settings/SaveApplicationSettings', settings(), tokens.stateadmin);
    expect(
      await server.db.selectFrom('admin_events').select('id').where('subject', '=', 'ApplicationSettings').execute(),
    ).toHaveLength(1);
  });

  it('gives new reports the new lock duration; a report created before keeps its form’s', async () => {
    const created = await server.call('Report/Create', {}, tokens.officer);
    expect(created.statusCode).toBe(200);
    const fresh = await server.call('Report/Get', { id: created.body.payload.id }, tokens.officer);
    expect(fresh.body.payload.lockDurationHours).toBe(12);
    const earlier = await server.call('Report/Get', { id: earlierReport }, tokens.officer);
    expect(earlier.body.payload.lockDurationHours).toBeNull();
  });

  it('locks such a report for the new duration: the reviewer’s lock ends 12 hours after it was taken', async () => {
    const reviewed = await inReview(server, tokens.officer!, tokens.supervisor!);
    const list = await server.call('Report/List', { view: 'working' }, tokens.supervisor);
    const row = list.body.payload.rows.find((r: { id: number }) => r.id === reviewed.id);
    const taken = new Date(row.lockCreated).getTime();
    expect(row.lockExpiresAt).toBe(new Date(taken + 12 * 3600_000).toISOString());
  });

  it('gives sessions the new time-out: a sign-in is told it and its session lasts that long', async () => {
    const login = await server.call('Account/Login', { userName: 'officer', password: 'Crash-Demo-2026' });
    expect(login.body.payload.user.additionalInfo.sessionTimeoutMs).toBe(45 * 60_000);
    const token = login.body.payload.token;
    server.advance(44 * 60_000);
    expect((await server.call('Account/KeepAlive', {}, token)).statusCode).toBe(200);
    server.advance(46 * 60_000);
    const expired = await server.call('Account/KeepAlive', {}, token);
    expect(expired.statusCode).toBe(401);
    expect(expired.body.error.message).toMatch(/45 minutes/);
  });

  it('sees a change another server process saved, within a few seconds and without a restart', async () => {
    // Another process writes the row itself (this process's own save would refresh its copy at once).
    await server.db
      .updateTable('application_settings')
      .set({ value: JSON.stringify('Renamed elsewhere'), updated_at: new Date(Date.now() + 1000) })
      .where('key', '=', 'applicationName')
      .execute();
    await new Promise((r) => setTimeout(r, SETTINGS_CHECK_MS + 200));
    const read = await server.call('Settings/GetApplicationSettings', {});
    expect(read.body.payload.applicationName).toBe('Renamed elsewhere');
  });
});
