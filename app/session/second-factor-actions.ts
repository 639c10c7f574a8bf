import type { User } from '../../lib/api/schemas/user-schemas';
import * as secondFactor from '../../lib/api/calls/calls-second-factor';
import { sharedWhileRunning } from '../../lib/ui/shared-load';
import { callApi } from '../api/client';
import { stageOf, type SessionStage } from './session-store';

/** The sign-in second step: a code from the authenticator app, or a recovery code; `enter` moves the session on. */
export async function verifySecondFactor(
  method: 'code' | 'recovery',
  code: string,
  enter: (token: string, user: User, stage: SessionStage) => void,
) {
  const { token, user } = await callApi(secondFactor.verifySecondFactor, { method, code });
  enter(token, user, stageOf(user));
}

/**
 * What starts an enrolment; the session's actions make the page's one (session-actions.ts). Each
 * start makes a new secret on the server, so a screen mounted twice at once (React's development
 * checks run effects twice) shares one start rather than showing a secret the second has already
 * replaced.
 */
export const createEnrolmentStart = () =>
  sharedWhileRunning(() => callApi(secondFactor.beginSecondFactorEnrolment, {}));

export const confirmEnrolment = (code: string) => callApi(secondFactor.confirmSecondFactorEnrolment, { code });
