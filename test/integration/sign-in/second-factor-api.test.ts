import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dppaPurposes } from '../../../lib/api/dppa';
import { UserStatus } from '../../../lib/auth/user-status';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { addAgency, addUser, authEventsOf, userIdOf } from '../support/db-helpers';
import { authenticatorOf, enrolThroughApi, secondFactorColumns } from './second-factor-helpers';
import { DEMO_PASSWORD, engines, startTestServer, type TestServer } from '../support/test-server';

const LOCKED = 'Your account is locked after too many failed sign-in attempts. Ask an administrator to unlock it.';

describe.each(engines())('the second factor (TOTP) at sign-in on %s', (engine) => {
  let server: TestServer;
  let app: ReturnType<typeof authenticatorOf>;
  let n = 0;

  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_SECOND_FACTOR: 'required' });
    app = authenticatorOf(server);
  });
  afterAll(() => server.close());

  const signIn = async (userName: string) => {
    const res = await server.call('Account/Login', { userName, password: 'Crash-Demo-2026' });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.payload as { token: string; nextStep?: string };
  };
  const verify = (token: string, code: string, method: 'code' | 'recovery' = 'code') =>
    server.call('Account/VerifySecondFactor', { method, code }, token);
  const works = async (token: string) => (await server.call('Agency/GetAgencyName', DEMO_AGENCY.ori, token)).statusCode;
  const newUser = async (role: string, agencyOri = DEMO_AGENCY.ori) => {
    const userName = `sf${role.replace(/\W/g, '').toLowerCase()}${++n}`;
    return { userName, id: await addUser(server.db, { userName, agencyOri, role }) };
  };
  /** A login link made by a signed-in session, opened and past its DPPA step: the new session and that step's answer. */
  const throughLoginLink = async (signedIn: string) => {
    const url = new URL((await server.call('Account/CreateLoginLink', {}, signedIn)).body.payload.url);
    const exchanged = await server.call('Account/TokenAuthenticate', {
      applicationId: url.searchParams.get('aid'),
      providerId: url.searchParams.get('pid'),
      token: url.searchParams.get('token'),
      type: url.searchParams.get('type'),
    });
    const token: string = exchanged.body.payload.token;
    const authorised = await server.call('Account/Authorize', { acknowledged: true, purpose: dppaPurposes[0] }, token);
    return { token, authorised };
  };
  const enrolled = async (role = 'State Administrator') => {
    const user = await newUser(role);
    const { token } = await signIn(user.userName);
    return { ...user, ...(await enrolThroughApi(server, app, token)) };
  };

  it('sends an administrator without a second factor to enrolment before anything else', async () => {
    const { id, userName } = await newUser('State Administrator');
    const login = await signIn(userName);
    expect(login.nextStep).toBe('enrol_second_factor');
    const blocked = await server.call('Agency/GetAgencyName', DEMO_AGENCY.ori, login.token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.body.error.message).toBe('Set up your second factor (an authenticator app) before continuing.');
    expect((await server.call('Account/GetCurrentUser', {}, login.token)).statusCode).toBe(403);
    expect((await server.call('Account/VerifySecondFactor', { code: '123456' }, login.token)).statusCode).toBe(403);

    const begun = await server.call('Account/BeginSecondFactorEnrolment', {}, login.token);
    expect(begun.statusCode).toBe(200);
    const { otpauthUri, secret, qrSvg } = begun.body.payload;
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.+\?/);
    expect(new URL(otpauthUri).searchParams.get('secret')).toBe(secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const pending = await secondFactorColumns(server.db, id);
    expect(pending.totp_secret).toBe(secret);
    expect(pending.totp_enabled_at).toBeNull();

    const wrong = await server.call('Account/ConfirmSecondFactorEnrolment', { code: '000000' }, login.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.error.fieldErrors[0].path).toBe('payload.code');
    expect(await works(login.token)).toBe(403);

    const confirmed = await server.call(
      'Account/ConfirmSecondFactorEnrolment',
      { code: app.codeNow(secret) },
      login.token,
    );
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.body.payload.recoveryCodes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(10);
    const stored = await secondFactorColumns(server.db, id);
    expect(stored.totp_enabled_at).not.toBeNull();
    expect(stored.recovery_codes).toHaveLength(10);
    // Only hashes are kept: no recovery code is in the row.
    for (const code of codes) expect(JSON.stringify(stored.recovery_codes)).not.toContain(code.replace('-', ''));
    expect(stored.last_sign_in_at).not.toBeNull();
    expect(await works(login.token)).toBe(200);
    const details = (await authEventsOf(server.db, id)).map((e) => e.detail);
    expect(details).toContain('second factor enrolled');
    // A second enrolment over a confirmed one is refused: an administrator resets it first.
    expect((await server.call('Account/BeginSecondFactorEnrolment', {}, login.token)).statusCode).toBe(409);
  });

  it('asks for a code after the password, accepts a current one once, and refuses it the second time', async () => {
    const { id, userName, secret } = await enrolled();
    const enrolledAt = (await secondFactorColumns(server.db, id)).last_sign_in_at;
    const first = await signIn(userName);
    expect(first.nextStep).toBe('second_factor');
    expect(await works(first.token)).toBe(403);
    const code = app.nextCode(secret);
    // The sign-in completes at the second step, not at the password.
    expect((await secondFactorColumns(server.db, id)).last_sign_in_at).toEqual(enrolledAt);
    const ok = await verify(first.token, code);
    expect(ok.statusCode).toBe(200);
    const signedInAt = (await secondFactorColumns(server.db, id)).last_sign_in_at;
    expect(new Date(signedInAt!).getTime()).toBeGreaterThan(new Date(enrolledAt!).getTime());
    expect(ok.body.payload.recoveryCodesLeft).toBe(10);
    expect(await works(first.token)).toBe(200);

    const second = await signIn(userName);
    const reused = await verify(second.token, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.body.error.fieldErrors).toEqual([
      {
        path: 'payload.code',
        message: 'The code is incorrect or has already been used. Enter the current code from your authenticator app.',
      },
    ]);
    expect(await works(second.token)).toBe(403);
    const events = await authEventsOf(server.db, id);
    expect(events.filter((e) => e.detail === 'second factor: code')).toHaveLength(1);
    expect(events.filter((e) => e.detail === 'wrong second factor code')).toHaveLength(1);
  });

  it('accepts the code of the step before or after the server’s, not two steps away', async () => {
    const { userName, secret } = await enrolled();
    app.advance(60_000);
    const { token } = await signIn(userName);
    const twoStepsAgo = app.codeNow(secret);
    app.advance(60_000);
    expect((await verify(token, twoStepsAgo)).statusCode).toBe(400);
    const oneStepAgo = app.codeNow(secret);
    app.advance(30_000);
    expect((await verify(token, oneStepAgo)).statusCode).toBe(200);
  });

  it('counts wrong codes as failed sign-ins: the fifth locks the account', async () => {
    const { id, userName } = await enrolled();
    const { token } = await signIn(userName);
    for (let i = 0; i < 4; i++) expect((await verify(token, '000000')).statusCode).toBe(400);
    const fifth = await verify(token, '000000');
    expect(fifth.statusCode).toBe(401);
    expect(fifth.body.error.message).toMatch(/locked after too many failed sign-in attempts/);
    expect((await secondFactorColumns(server.db, id)).status).toBe(2);
    expect((await server.call('Account/Login', { userName, password: 'Crash-Demo-2026' })).statusCode).toBe(423);
  });

  it('keeps counting wrong codes when the password is given again: three, a new sign-in, two more lock the account', async () => {
    const { id, userName, secret } = await enrolled();
    const first = await signIn(userName);
    for (let i = 0; i < 3; i++) expect((await verify(first.token, '000000')).statusCode).toBe(400);
    // The right password opens a new second step, but clears none of the wrong codes.
    const again = await signIn(userName);
    expect(again.nextStep).toBe('second_factor');
    expect((await verify(again.token, '000000')).statusCode).toBe(400);
    const fifth = await verify(again.token, '000000');
    expect(fifth.statusCode).toBe(401);
    expect(fifth.body.error.message).toBe(LOCKED);
    expect((await secondFactorColumns(server.db, id)).status).toBe(UserStatus.Locked);
    // From then on the right code is refused (the session of a locked account ends), and so is the password.
    const right = await verify(again.token, app.nextCode(secret));
    expect(right.statusCode).toBe(401);
    expect(right.body.error.message).toBe(LOCKED);
    const password = await server.call('Account/Login', { userName, password: DEMO_PASSWORD });
    expect(password.statusCode).toBe(423);
    expect(password.body.error).toEqual({ code: 'locked', message: LOCKED });
    const details = (await authEventsOf(server.db, id)).map((e) => e.detail);
    expect(details.filter((d) => d === 'wrong second factor code')).toHaveLength(5);
    expect(details).toContain('account locked');
  });

  it('keeps counting wrong codes across a token login’s DPPA step too', async () => {
    const { id, userName } = await newUser('State Administrator');
    const enrolment = await signIn(userName);
    await enrolThroughApi(server, app, enrolment.token);
    const byPassword = await signIn(userName);
    for (let i = 0; i < 3; i++) expect((await verify(byPassword.token, '000000')).statusCode).toBe(400);
    const { token, authorised } = await throughLoginLink(enrolment.token);
    expect(authorised.body.payload.nextStep).toBe('second_factor');
    expect((await verify(token, '000000')).statusCode).toBe(400);
    expect((await verify(token, '000000')).body.error.message).toBe(LOCKED);
    expect((await secondFactorColumns(server.db, id)).status).toBe(UserStatus.Locked);
  });

  it('starts counting again once a sign-in is complete: password and code', async () => {
    const { id, userName, secret } = await enrolled();
    const first = await signIn(userName);
    for (let i = 0; i < 4; i++) expect((await verify(first.token, '000000')).statusCode).toBe(400);
    expect((await verify(first.token, app.nextCode(secret))).statusCode).toBe(200);
    const next = await signIn(userName);
    for (let i = 0; i < 4; i++) expect((await verify(next.token, '000000')).statusCode).toBe(400);
    expect((await secondFactorColumns(server.db, id)).status).toBe(UserStatus.Active);
  });

  it('takes a recovery code once', async () => {
    const { userName, recoveryCodes } = await enrolled();
    const { token } = await signIn(userName);
    const code = recoveryCodes[3]!;
    const used = await verify(token, code.toUpperCase(), 'recovery');
    expect(used.statusCode).toBe(200);
    expect(used.body.payload.recoveryCodesLeft).toBe(9);
    const again = await signIn(userName);
    const refused = await verify(again.token, code, 'recovery');
    expect(refused.statusCode).toBe(400);
    expect(refused.body.error.fieldErrors[0].message).toBe('The recovery code is incorrect or has already been used.');
    expect((await verify(again.token, recoveryCodes[4]!, 'recovery')).statusCode).toBe(200);
  });

  it('leaves the second factor optional for an officer, who may enrol from the app', async () => {
    const { userName } = await newUser('Officer');
    const login = await signIn(userName);
    expect(login.nextStep).toBeUndefined();
    expect(await works(login.token)).toBe(200);
    const status = await server.call('Account/GetSecondFactorStatus', {}, login.token);
    expect(status.body.payload).toEqual({ enabled: false, enabledAt: null, required: false, recoveryCodesLeft: 0 });
    const { secret } = await enrolThroughApi(server, app, login.token);
    expect((await server.call('Account/GetSecondFactorStatus', {}, login.token)).body.payload).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    const next = await signIn(userName);
    expect(next.nextStep).toBe('second_factor');
    expect((await verify(next.token, app.nextCode(secret))).statusCode).toBe(200);
  });

  it('requires it of every user of an agency whose requireSecondFactor is true', async () => {
    await addAgency(server.db, 'IN0990000', 'Strict Agency');
    await server.db
      .updateTable('agencies')
      .set({ additional_info: JSON.stringify({ requireSecondFactor: true }) })
      .where('ori', '=', 'IN0990000')
      .execute();
    const { userName } = await newUser('Officer', 'IN0990000');
    expect((await signIn(userName)).nextStep).toBe('enrol_second_factor');
    const elsewhere = await newUser('Officer');
    expect((await signIn(elsewhere.userName)).nextStep).toBeUndefined();
  });

  it('asks for the code after a token login’s DPPA step too', async () => {
    const { userName, secret } = await enrolled('Officer');
    const login = await signIn(userName);
    await verify(login.token, app.nextCode(secret));
    const { token, authorised } = await throughLoginLink(login.token);
    expect(authorised.statusCode, JSON.stringify(authorised.body)).toBe(200);
    expect(authorised.body.payload.nextStep).toBe('second_factor');
    expect(await works(token)).toBe(403);
    expect((await verify(token, app.nextCode(secret))).statusCode).toBe(200);
    expect(await works(token)).toBe(200);
    const events = await authEventsOf(server.db, await userIdOf(server.db, userName));
    expect(events.filter((e) => e.detail === 'second factor: code')).toHaveLength(2);
  });
});

describe.each(engines())('the sign-in limits on the second step and re-authentication, on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { SIGN_IN_LIMIT_PER_ACCOUNT: '4' });
  });
  afterAll(() => server.close());

  it('answers 429 past the attempts per account, before checking the code or password', async () => {
    const app = authenticatorOf(server);
    await addUser(server.db, { userName: 'sflimited', agencyOri: DEMO_AGENCY.ori, role: 'Officer' });
    const first = await server.call('Account/Login', { userName: 'sflimited', password: 'Crash-Demo-2026' });
    await enrolThroughApi(server, app, first.body.payload.token);
    const again = await server.call('Account/Login', { userName: 'sflimited', password: 'Crash-Demo-2026' });
    const token = again.body.payload.token;
    // The account's two sign-ins count toward its four attempts a minute, and so do its codes.
    const answers: number[] = [];
    for (let i = 0; i < 2; i++) {
      answers.push((await server.call('Account/VerifySecondFactor', { code: '000000' }, token)).statusCode);
    }
    expect(answers).toEqual([400, 400]);
    const limited = await server.call('Account/VerifySecondFactor', { code: '000000' }, token);
    expect(limited.statusCode).toBe(429);
    expect(limited.body.error.code).toBe('too_many_requests');
    expect((await server.call('Account/Reauthenticate', { password: 'x' }, token)).statusCode).toBe(429);
  });
});
