import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../../server/db/database';
import type { TestServer } from '../support/test-server';

/**
 * A test's authenticator app: computes codes from the secret the server gave, at the server's
 * time. The server's clock is the real one plus what the test advanced, so the test keeps that sum.
 */
export function authenticatorOf(server: TestServer) {
  let offset = 0;
  return {
    advance(ms: number) {
      offset += ms;
      server.advance(ms);
    },
    now: () => Date.now() + offset,
    /** The code of the next 30-second step: a code is good once, so each new one needs a new step. */
    nextCode(secret: string) {
      this.advance(30_000);
      return TOTP.generate({ secret: toSecret(secret), timestamp: this.now() });
    },
    codeNow(secret: string) {
      return TOTP.generate({ secret: toSecret(secret), timestamp: this.now() });
    },
  };
}

const toSecret = (base32: string) => Secret.fromBase32(base32);

/** Signs in with the password, enrols an authenticator through the API and answers its secret and codes. */
export async function enrolThroughApi(server: TestServer, app: ReturnType<typeof authenticatorOf>, token: string) {
  const begun = await server.call('Account/BeginSecondFactorEnrolment', {}, token);
  if (begun.statusCode !== 200) throw new Error(`begin enrolment: ${JSON.stringify(begun.body)}`);
  const secret = begun.body.payload.secret as string;
  const confirmed = await server.call('Account/ConfirmSecondFactorEnrolment', { code: app.codeNow(secret) }, token);
  if (confirmed.statusCode !== 200) throw new Error(`confirm enrolment: ${JSON.stringify(confirmed.body)}`);
  return { secret, recoveryCodes: confirmed.body.payload.recoveryCodes as string[] };
}

export async function secondFactorColumns(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['totp_secret', 'totp_enabled_at', 'recovery_codes', 'totp_last_step', 'last_sign_in_at', 'status'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}
