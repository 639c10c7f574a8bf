import * as calls from '../../../lib/api/calls/calls-second-factor';
import { implement } from '../../api/implement';
import type { Wiring } from '../../services/services';

/** The second factor's calls: enrolment, the sign-in second step, re-authentication, an administrator's reset. */
export function secondFactorCalls({ services }: Wiring) {
  const { secondFactor } = services;
  const origin = (ctx: { ip: string; session: { applicationId: string } }) => ({
    ip: ctx.ip,
    applicationId: ctx.session.applicationId,
  });

  return [
    implement(calls.beginSecondFactorEnrolment, (_p, ctx) =>
      secondFactor.beginEnrolment(ctx.user, { ...ctx.session, token: ctx.token }),
    ),

    implement(calls.confirmSecondFactorEnrolment, (p, ctx) =>
      secondFactor.confirmEnrolment({
        user: ctx.user,
        session: { ...ctx.session, token: ctx.token },
        code: p.code,
        origin: origin(ctx),
      }),
    ),

    implement(calls.verifySecondFactor, (p, ctx) =>
      secondFactor.verify({
        user: ctx.user,
        session: { ...ctx.session, token: ctx.token },
        method: p.method,
        code: p.code,
        origin: origin(ctx),
      }),
    ),

    implement(calls.getSecondFactorStatus, (_p, ctx) => secondFactor.status(ctx.user)),

    implement(calls.reauthenticate, (p, ctx) =>
      secondFactor.reauthenticate({
        user: ctx.user,
        session: { ...ctx.session, token: ctx.token },
        password: p.password,
        code: p.code || undefined,
        origin: origin(ctx),
      }),
    ),

    implement(calls.resetSecondFactor, (p, ctx) => secondFactor.resetFor(ctx, p.userId)),
  ];
}
