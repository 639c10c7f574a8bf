import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addUser, userIdOf } from '../support/db-helpers';
import { expectRefused } from '../support/refusals';
import { DEMO_PASSWORD, engines, startTestServer, type TestServer } from '../support/test-server';

const LIMITS = {
  SIGN_IN_LIMIT_WINDOW_SECONDS: '60',
  SIGN_IN_LIMIT_PER_ADDRESS: '6',
  SIGN_IN_LIMIT_PER_ACCOUNT: '3',
  SIGN_IN_FAILURES_PER_ADDRESS: '4',
};

describe.each(engines())('sign-in rate limits on %s', (engine) => {
  let server: TestServer;
  let n = 0;
  /** Each test signs in from addresses of its own, so the per-address counts do not mix. */
  let subnet = 0;

  beforeAll(async () => {
    server = await startTestServer(engine, LIMITS);
  });
  afterAll(() => server.close());

  const from = (remoteAddress: string) => ({
    call: (path: string, payload: unknown, token = '') =>
      server.raw({ url: `/API/${path}`, body: JSON.stringify({ identity: { token }, payload }), remoteAddress }),
  });
  const addresses = () => {
    subnet += 1;
    let host = 0;
    return () => `10.${subnet}.0.${++host}`;
  };
  const newOfficer = async () => {
    const userName = `limited${++n}`;
    await addUser(server.db, { userName, agencyOri: DEMO_AGENCY.ori, role: 'Officer' });
    return userName;
  };
  const signIn = (address: string, userName: string, password = DEMO_PASSWORD) =>
    from(address).call('Account/Login', { userName, password });

  it('refuses the attempts from one address past its limit, whatever the accounts, until the window ends', async () => {
    const next = addresses();
    const address = next();
    for (let i = 0; i < 6; i++) expect((await signIn(address, await newOfficer())).statusCode).toBe(200);
    const refused = await signIn(address, await newOfficer());
    expectRefused(refused, 60);
    // Token sign-in and password change count against the same address.
    expectRefused(
      await from(address).call('Account/TokenAuthenticate', {
        applicationId: '',
        providerId: '',
        token: 'x',
        type: '',
      }),
      60,
    );
    expect((await signIn(next(), await newOfficer())).statusCode).toBe(200);

    server.advance(61_000);
    expect((await signIn(address, await newOfficer())).statusCode).toBe(200);
  });

  it('refuses the attempts on one account past its limit, from any address, right password or not', async () => {
    const next = addresses();
    const userName = await newOfficer();
    expect((await signIn(next(), userName)).statusCode).toBe(200);
    expect((await signIn(next(), userName, 'Wrong-Password-1')).statusCode).toBe(401);
    expect((await signIn(next(), userName.toUpperCase())).statusCode).toBe(200);
    expectRefused(await signIn(next(), userName), 60);
    // Another account from the same address is not held back.
    const address = next();
    expectRefused(await signIn(address, ` ${userName} `), 60);
    expect((await signIn(address, await newOfficer())).statusCode).toBe(200);
    server.advance(61_000);
    expect((await signIn(next(), userName)).statusCode).toBe(200);
  });

  it('slows one password tried over many accounts from one address, and counts no successes', async () => {
    const next = addresses();
    const sprayer = next();
    expect((await signIn(sprayer, await newOfficer())).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await signIn(sprayer, await newOfficer(), 'Summer-2026-Spray')).statusCode).toBe(401);
    }
    // The right password of another account is refused too: the address has used its failures.
    expectRefused(await signIn(sprayer, await newOfficer()), 15 * 60);
    expect((await signIn(next(), await newOfficer())).statusCode).toBe(200);
    // The failure window is the lock-out's (15 minutes), longer than the attempts' window.
    server.advance(61_000);
    expectRefused(await signIn(sprayer, await newOfficer()), 14 * 60);
    server.advance(14 * 60_000);
    expect((await signIn(sprayer, await newOfficer())).statusCode).toBe(200);
  });

  it('counts unknown user names and bad login links as failures of the address', async () => {
    const next = addresses();
    const guesser = next();
    expect((await signIn(guesser, 'nobody-here', 'Whatever-2026')).statusCode).toBe(401);
    expect((await signIn(guesser, 'nobody-either', 'Whatever-2026')).statusCode).toBe(401);
    const link = (token: string) =>
      from(guesser).call('Account/TokenAuthenticate', { applicationId: 'crash-web', providerId: '', token, type: '' });
    expect((await link('guessed-token-1')).statusCode).toBe(401);
    expect((await link('guessed-token-2')).statusCode).toBe(401);
    expectRefused(await link('guessed-token-3'), 15 * 60);
    server.advance(15 * 60_000);
  });

  it('limits token sign-in per account: the account is the one the link was made for', async () => {
    const next = addresses();
    const userName = await newOfficer();
    const session = (await signIn(next(), userName)).body.payload.token as string;
    const links: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await from(next()).call('Account/CreateLoginLink', { applicationId: 'crash-web' }, session);
      expect(res.statusCode).toBe(200);
      links.push(res.body.payload.token);
    }
    const use = (token: string) =>
      from(next()).call('Account/TokenAuthenticate', { applicationId: 'crash-web', providerId: '', token, type: '' });
    expect((await use(links[0]!)).statusCode).toBe(200);
    expect((await use(links[1]!)).statusCode).toBe(200);
    expectRefused(await use(links[2]!), 60);
    server.advance(61_000);
    expect((await use(links[2]!)).statusCode).toBe(200);
  });

  it('limits password changes per account, so a held session cannot guess the current password freely', async () => {
    const next = addresses();
    const userName = await newOfficer();
    const token = (await signIn(next(), userName)).body.payload.token as string;
    const change = (currentPassword: string) =>
      from(next()).call('Account/ChangePassword', { currentPassword, newPassword: 'Blue-Heron-Crossing-42' }, token);
    expect((await change('Guess-Number-1')).statusCode).toBe(400);
    expect((await change('Guess-Number-2')).statusCode).toBe(400);
    expectRefused(await change(DEMO_PASSWORD), 60);
    server.advance(61_000);
    expect((await change(DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('limits administrator password resets per account reset', async () => {
    const next = addresses();
    const admin = (await signIn(next(), 'agencyadmin')).body.payload.token as string;
    const userName = await newOfficer();
    const userId = await userIdOf(server.db, userName);
    const reset = () =>
      from(next()).call('User/ResetPassword', { userId, temporaryPassword: 'Temporary-Pass-2026' }, admin);
    for (let i = 0; i < 3; i++) expect((await reset()).statusCode).toBe(200);
    expectRefused(await reset(), 60);
    const other = await userIdOf(server.db, await newOfficer());
    const res = await from(next()).call(
      'User/ResetPassword',
      { userId: other, temporaryPassword: 'Temporary-Pass-2026' },
      admin,
    );
    expect(res.statusCode).toBe(200);
    server.advance(61_000);
  });
});
