import * as secondFactor from '../../lib/api/calls/calls-second-factor';
import { ApiClientError, callApi } from '../api/client';
import { enter, stageOf } from './session-actions';

/** The sign-in second step: a code from the authenticator app, or a recovery code. */
export async function verifySecondFactor(method: 'code' | 'recovery', code: string) {
  const { token, user } = await callApi(secondFactor.verifySecondFactor, { method, code });
  enter(token, user, stageOf(user));
}

let beginning: ReturnType<typeof startEnrolment> | null = null;
const startEnrolment = () => callApi(secondFactor.beginSecondFactorEnrolment, {});

/**
 * Starts an enrolment. Each start makes a new secret on the server, so a screen mounted twice at
 * once (React's development checks run effects twice) shares one start rather than showing a
 * secret the second has already replaced.
 */
export function beginEnrolment() {
  beginning ??= startEnrolment().finally(() => {
    beginning = null;
  });
  return beginning;
}

export const confirmEnrolment = (code: string) => callApi(secondFactor.confirmSecondFactorEnrolment, { code });

/** The message of a failed call for one field (`payload.<field>`), or for the form when it names no field. */
export function messagesOf(error: unknown, fields: string[], fallback: string): Record<string, string> {
  if (!(error instanceof ApiClientError)) return { form: fallback };
  const atField = error.fieldErrors.find((f) => fields.includes(f.path.replace(/^payload\./, '')));
  return atField ? { [atField.path.replace(/^payload\./, '')]: atField.message } : { form: error.message };
}
