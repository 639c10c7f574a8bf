import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { DEMO_PASSWORD, engines, startTestServer, type TestServer } from '../support/test-server';
import { freshUser, newUserFields, openSessionsOf, openSignInLink } from '../support/user-admin-helpers';

const CHOSEN = 'Copper-Kettle-Morning-71';

describe.each(engines())('first sign-in through a one-time link on %s', (engine) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    admin = await server.login('agencyadmin');
  });
  afterAll(() => server.close());

  const create = async () => {
    const fields = await newUserFields(server);
    const res = await server.call('User/Save', fields, admin);
    return {
      userName: fields.userName as string,
      id: res.body.payload.user.id as number,
      url: res.body.payload.signInLink.url as string,
    };
  };
  const choose = (token: string, payload: object) => server.call('Account/ChangePassword', payload, token);

  it('signs a new user in through the link and lets them choose a password without a current one', async () => {
    const { userName, url } = await create();
    const opened = await openSignInLink(server, url);
    expect(opened.status).toBe(200);
    const token = opened.token ?? '';
    expect(opened.body.payload.user.additionalInfo).toMatchObject({ mustChangePassword: true, choosePassword: true });
    const blocked = await server.call('Report/List', { view: 'dashboard' }, token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.body.error.message).toBe('Choose your password before continuing.');
    // A reload keeps the stage.
    const current = await server.call('Account/GetCurrentUser', {}, token);
    expect(current.body.payload.additionalInfo.choosePassword).toBe(true);

    const weak = await choose(token, { newPassword: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.body.error.fieldErrors[0].path).toBe('payload.newPassword');
    const chosen = await choose(token, { newPassword: CHOSEN });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.body.payload.user.additionalInfo).toMatchObject({ mustChangePassword: false, choosePassword: false });
    expect((await server.call('Report/List', { view: 'dashboard' }, token)).statusCode).toBe(200);
    expect((await server.call('Account/Login', { userName, password: CHOSEN })).statusCode).toBe(200);
    // The link was good once.
    expect((await openSignInLink(server, url)).status).toBe(401);
  });

  it('also sends the link to the user\u2019s e-mail address (kept in the outbox without a mail server)', async () => {
    const fields = await newUserFields(server, { email: 'nadia@agency.example' });
    const res = await server.call('User/Save', fields, admin);
    const { url, mailedTo } = res.body.payload.signInLink;
    expect(mailedTo).toBe('nadia@agency.example');
    const kept = await server.db
      .selectFrom('outbox_messages')
      .select(['to_address', 'subject', 'body', 'attachment_name'])
      .where('to_address', '=', 'nadia@agency.example')
      .execute();
    expect(kept).toHaveLength(1);
    expect(kept[0]?.body).toContain(url);
    expect(kept[0]?.attachment_name).toBeNull();
    const without = await server.call('User/Save', await newUserFields(server), admin);
    expect(without.body.payload.signInLink.mailedTo).toBeNull();
  });

  it('asks every other session for the current password', async () => {
    const { userName } = await freshUser(server);
    const token = await server.login(userName);
    const res = await choose(token, { newPassword: CHOSEN });
    expect(res.statusCode).toBe(400);
    expect(res.body.error.fieldErrors[0]).toMatchObject({
      path: 'payload.currentPassword',
      message: 'Enter your current password.',
    });
    expect((await server.call('Account/Login', { userName, password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('resets a password to a link: the old password and sessions end, the link lets the user choose anew', async () => {
    const { id, userName } = await freshUser(server);
    const before = await server.login(userName);
    const reset = await server.call('User/ResetPassword', { userId: id }, admin);
    expect(reset.statusCode).toBe(200);
    expect(reset.body.payload).toMatchObject({ id, status: 0, signInLink: { url: expect.stringContaining('token=') } });
    expect((await server.call('Account/KeepAlive', {}, before)).statusCode).toBe(401);
    expect((await server.call('Account/Login', { userName, password: DEMO_PASSWORD })).statusCode).toBe(401);
    const opened = await openSignInLink(server, reset.body.payload.signInLink.url);
    expect((await choose(opened.token ?? '', { newPassword: CHOSEN })).statusCode).toBe(200);
    const events = await server.db
      .selectFrom('admin_events')
      .select(['action', 'after'])
      .where('subject_key', '=', String(id))
      .execute();
    expect(events).toEqual([{ action: 'resetPassword', after: expect.objectContaining({ userName }) }]);
  });

  it('keeps the temporary-password reset, which asks for the temporary password as the current one', async () => {
    const { id, userName } = await freshUser(server);
    const res = await server.call(
      'User/ResetPassword',
      { userId: id, temporaryPassword: 'Temporary-Pass-2026' },
      admin,
    );
    expect(res.body.payload).toEqual({ id, status: 0 });
    const login = await server.call('Account/Login', { userName, password: 'Temporary-Pass-2026' });
    expect(login.body.payload.user.additionalInfo).toMatchObject({ mustChangePassword: true, choosePassword: false });
    expect((await choose(login.body.payload.token, { newPassword: CHOSEN })).statusCode).toBe(400);
  });

  it('lets no link in once the user is disabled, and none after it expires', async () => {
    const first = await create();
    expect((await server.call('User/Disable', { userId: first.id }, admin)).statusCode).toBe(200);
    expect((await openSignInLink(server, first.url)).status).toBe(401);

    const second = await create();
    server.advance(72 * 3_600_000 + 1000);
    const late = await openSignInLink(server, second.url);
    expect(late.status).toBe(401);
    expect(late.body.error.message).toMatch(/expired/);
    expect(await openSessionsOf(server, second.id)).toEqual([]);
  });
});

describe('first sign-in link lifetime', () => {
  it('follows FIRST_SIGN_IN_LINK_HOURS', async () => {
    const server = await startTestServer('pglite', { FIRST_SIGN_IN_LINK_HOURS: '2' });
    try {
      const admin = await server.login('agencyadmin');
      const res = await server.call('User/Save', await newUserFields(server, { agencyOri: DEMO_AGENCY.ori }), admin);
      const hours = (new Date(res.body.payload.signInLink.expiresAt).getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(1.9);
      expect(hours).toBeLessThanOrEqual(2.01);
    } finally {
      await server.close();
    }
  });
});
