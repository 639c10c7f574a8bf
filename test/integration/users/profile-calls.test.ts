import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRoles } from '../../../lib/auth/permissions/seeded-roles';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addUser, userIdOf } from '../support/db-helpers';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const INDIANAPOLIS = { county: '097', city: '36003', latitude: 39.7684, longitude: -86.1581 };

const profileOf = (over: Record<string, unknown> = {}) => ({
  firstName: 'Olivia',
  lastName: 'Officer',
  phone: '317-555-0100',
  email: 'olivia@impd.example.gov',
  badgeId: '4711',
  defaultLocation: INDIANAPOLIS,
  ...over,
});

const fieldMessages = (body: { error?: { fieldErrors?: { path: string; message: string }[] } }) =>
  Object.fromEntries((body.error?.fieldErrors ?? []).map((e) => [e.path, e.message]));

describe.each(engines())('Profile calls on %s', (engine) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(engine);
    // A role with the officer's rules but not the one that lets them change their own officer id.
    const officerRules = seededRoles.find((r) => r.name === 'Officer')!.rules.filter((r) => r.subject !== 'User');
    await server.db
      .insertInto('roles')
      .values({ name: 'Clerk', description: 'No officer id of their own', rules: JSON.stringify(officerRules) })
      .execute();
    await addUser(server.db, { userName: 'deskclerk', agencyOri: DEMO_AGENCY.ori, role: 'Clerk', badgeId: '9000' });
    for (const name of ['officer', 'supervisor', 'agencyadmin', 'stateadmin', 'deskclerk'])
      tokens[name] = await server.login(name);
  }, 600_000);
  afterAll(() => server.close());

  it('answers the caller’s own profile, with the officer id editable for an officer', async () => {
    const res = await server.call('Account/GetProfile', {}, tokens.officer);
    expect(res.statusCode).toBe(200);
    expect(res.body.payload).toEqual({
      userName: 'officer',
      agencyName: DEMO_AGENCY.name,
      firstName: 'Olivia',
      lastName: 'Officer',
      phone: '',
      email: '',
      badgeId: '4711',
      badgeEditable: true,
      defaultLocation: null,
    });
  });

  it('saves names, phone, e-mail, officer id and default location, with an admin event in the same save', async () => {
    const res = await server.call('Account/SaveProfile', profileOf({ badgeId: '4712' }), tokens.officer);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payload).toMatchObject({ badgeId: '4712', phone: '317-555-0100', defaultLocation: INDIANAPOLIS });
    const again = await server.call('Account/GetProfile', {}, tokens.officer);
    expect(again.body.payload.defaultLocation).toEqual(INDIANAPOLIS);
    const id = await userIdOf(server.db, 'officer');
    const events = await server.db
      .selectFrom('admin_events')
      .selectAll()
      .where('subject', '=', 'User')
      .where('subject_key', '=', String(id))
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'profile', actor_user_id: id, agency_ori: DEMO_AGENCY.ori });
    expect(events[0]!.before).toMatchObject({ badgeId: '4711', phone: '', defaultLocation: null });
    expect(events[0]!.after).toMatchObject({ badgeId: '4712', phone: '317-555-0100', defaultLocation: INDIANAPOLIS });
    expect(JSON.stringify(events[0])).not.toMatch(/password|totp|recovery/i);
    // Back to the demo officer id, for the report below.
    await server.call('Account/SaveProfile', profileOf(), tokens.officer);
  });

  it('starts a new report at the default location, with the officer’s name and id', async () => {
    const res = await server.call('Report/Create', {}, tokens.officer);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const data = res.body.payload.data;
    expect(data.Location).toMatchObject({
      CountyCde: '097',
      CityCde: '36003',
      LatDecimalNmb: '39.7684',
      LongDecimalNmb: '-86.1581',
    });
    expect(data.GeneralInformation.InvestigativeOfficer).toMatchObject({
      OfficerIdTxt: '4711',
      OfficerNameFiTxt: 'OLIVIA',
      OfficerNameLastTxt: 'OFFICER',
    });
    expect(res.body.payload.provenance['Location.CountyCde']).toBe('default');
  });

  it('starts a report with an empty Location for whoever set no default location', async () => {
    const res = await server.call('Report/Create', {}, tokens.supervisor);
    expect(res.statusCode).toBe(200);
    expect(res.body.payload.data.Location?.CountyCde ?? '').toBe('');
    expect(res.body.payload.data.GeneralInformation.InvestigativeOfficer.OfficerIdTxt).toBe('2210');
  });

  it('refuses bad input at each field, and changes nothing', async () => {
    const res = await server.call(
      'Account/SaveProfile',
      profileOf({ firstName: '', phone: '3175550100', email: 'not-an-address', badgeId: 'x'.repeat(11) }),
      tokens.officer,
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(fieldMessages(res.body)).sort()).toEqual([
      'payload.badgeId',
      'payload.email',
      'payload.firstName',
      'payload.phone',
    ]);
    expect(fieldMessages(res.body)['payload.phone']).toMatch(/ddd-ddd-dddd/);
    const profile = await server.call('Account/GetProfile', {}, tokens.officer);
    expect(profile.body.payload.phone).toBe('317-555-0100');
  });

  it.each([
    [
      { county: '999', city: '', latitude: null, longitude: null },
      'payload.defaultLocation.county',
      /not in the county list/,
    ],
    [
      { county: '005', city: '36003', latitude: null, longitude: null },
      'payload.defaultLocation.city',
      /not in county 005/,
    ],
    [
      { county: '097', city: '', latitude: 45.1, longitude: -86.1 },
      'payload.defaultLocation.latitude',
      /outside the state/,
    ],
    [
      { county: '097', city: '', latitude: 39.7, longitude: null },
      'payload.defaultLocation.latitude',
      /both coordinates/,
    ],
  ])('refuses the default location %j at its part', async (location, path, message) => {
    const res = await server.call('Account/SaveProfile', profileOf({ defaultLocation: location }), tokens.officer);
    expect(res.statusCode).toBe(400);
    expect(fieldMessages(res.body)[path]).toMatch(message);
  });

  it('refuses an officer id change to a role without the rule, at the field, and keeps the rest', async () => {
    const profile = await server.call('Account/GetProfile', {}, tokens.deskclerk);
    expect(profile.body.payload.badgeEditable).toBe(false);
    const res = await server.call(
      'Account/SaveProfile',
      profileOf({ firstName: 'Clara', lastName: 'Clerk', badgeId: '9001' }),
      tokens.deskclerk,
    );
    expect(res.statusCode).toBe(400);
    expect(fieldMessages(res.body)['payload.badgeId']).toMatch(/does not let you change your officer id/);
    expect((await server.call('Account/GetProfile', {}, tokens.deskclerk)).body.payload.firstName).toBe('Test');
    const same = await server.call(
      'Account/SaveProfile',
      profileOf({ firstName: 'Clara', lastName: 'Clerk', badgeId: '9000' }),
      tokens.deskclerk,
    );
    expect(same.statusCode).toBe(200);
    expect(same.body.payload).toMatchObject({ firstName: 'Clara', badgeId: '9000' });
  });

  it.each([
    ['officer', 200, true],
    ['supervisor', 200, true],
    ['agencyadmin', 200, true],
    ['stateadmin', 200, true],
  ])('lets %s read and save their own profile', async (name, status, badgeEditable) => {
    const read = await server.call('Account/GetProfile', {}, tokens[name]);
    expect(read.statusCode).toBe(status);
    expect(read.body.payload.badgeEditable).toBe(badgeEditable);
    const { firstName, lastName, badgeId } = read.body.payload;
    const save = await server.call(
      'Account/SaveProfile',
      { firstName, lastName, badgeId, phone: '317-555-0199', email: '', defaultLocation: null },
      tokens[name],
    );
    expect(save.statusCode, JSON.stringify(save.body)).toBe(status);
    const settings = await server.call('Account/SaveUserSettings', { theme: 'night' }, tokens[name]);
    expect(settings.statusCode).toBe(200);
    expect((await server.call('Account/GetUserSettings', {}, tokens[name])).statusCode).toBe(200);
  });

  it.each(['Account/GetProfile', 'Account/SaveProfile', 'Account/GetUserSettings', 'Account/SaveUserSettings'])(
    'refuses %s without a session (401)',
    async (path) => {
      const res = await server.call(path, path.includes('Save') ? profileOf() : {});
      expect(res.statusCode).toBe(401);
    },
  );

  it('keeps the theme, skin and layout options on the server, for the caller only', async () => {
    const settings = {
      theme: 'night',
      defaultSkin: 'high-contrast',
      layout: { fixedHeader: false, menuOnTop: true, colourBlind: true },
    };
    const save = await server.call('Account/SaveUserSettings', settings, tokens.supervisor);
    expect(save.statusCode).toBe(200);
    const otherLogin = await server.login('supervisor');
    expect((await server.call('Account/GetUserSettings', {}, otherLogin)).body.payload).toEqual(settings);
    await server.call('Account/SaveUserSettings', {}, tokens.officer);
    expect((await server.call('Account/GetUserSettings', {}, tokens.officer)).body.payload).toEqual({});
  });

  it.each([
    [{ theme: 'dusk' }, 'payload.theme'],
    [{ defaultSkin: 'Not A Skin!' }, 'payload.defaultSkin'],
    [{ layout: { fixedHeader: 'yes' } }, 'payload.layout.fixedHeader'],
    [{ layout: { somethingElse: true } }, 'payload.layout'],
    [{ favouriteColour: 'blue' }, 'payload'],
  ])('refuses the settings %j (400) at the field', async (settings, path) => {
    const res = await server.call('Account/SaveUserSettings', settings, tokens.officer);
    expect(res.statusCode).toBe(400);
    expect(res.body.error.fieldErrors.map((e: { path: string }) => e.path)).toContain(path);
  });
});
