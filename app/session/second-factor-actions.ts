import type { User } from '../../lib/api/schemas/user-schemas';
import * as secondFactor from '../../lib/api/calls/calls-second-factor';
import type { ApiClient } from '../api/client';
import { stageOf, type SessionStage } from './session-store';

/** The sign-in second step: a code from the authenticator app, or a recovery code; `enter` moves the session on. */
export async function verifySecondFactor(
  api: ApiClient,
  method: 'code' | 'recovery',
  code: string,
  enter: (token: string, user: User, stage: SessionStage) => void,
) {
  const { token, user } = await api.call(secondFactor.verifySecondFactor, { method, code });
  enter(token, user, stageOf(user));
}

/** Starts an enrolment: the session's actions share one start while it runs (session-actions.ts). */
export const startEnrolment = (api: ApiClient) => api.call(secondFactor.beginSecondFactorEnrolment, {});

export const confirmEnrolment = (api: ApiClient, code: string) =>
  api.call(secondFactor.confirmSecondFactorEnrolment, { code });
