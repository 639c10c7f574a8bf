import * as account from '../../../lib/api/calls/calls-account';
import { WEB_APPLICATION_ID } from '../../../lib/auth/sign-in/login-link';
import { implement } from '../../api/implement';
import type { Wiring } from '../../services/services';
import { userView } from '../../services/users/user-view';

export function accountCalls({ config, services, settings }: Wiring) {
  const { auth } = services;
  const origin = (ctx: { ip: string; identity: { applicationId?: string | undefined } }) => ({
    ip: ctx.ip,
    applicationId: ctx.identity.applicationId ?? '',
  });

  return [
    implement(account.login, (p, ctx) => auth.login(p.userName, p.password, origin(ctx))),

    implement(account.tokenAuthenticate, (p, ctx) =>
      auth.tokenAuthenticate(p.token, { ip: ctx.ip, applicationId: p.applicationId }),
    ),

    implement(account.authorize, (p, ctx) =>
      auth.authorize({
        user: ctx.user,
        session: { ...ctx.session, token: ctx.token },
        purpose: p.purpose,
        origin: {
          ip: ctx.ip,
          // The session knows the application the link was for; the client need not repeat it.
          applicationId: ctx.identity.applicationId || ctx.session.applicationId,
        },
      }),
    ),

    implement(account.createLoginLink, async (p, ctx) => {
      // Only the configured address: a Host, Origin or identity the caller sends could point the link elsewhere.
      const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
      const applicationId = p.applicationId || ctx.session.applicationId || WEB_APPLICATION_ID;
      return auth.createLoginLink(ctx.user, applicationId, publicUrl);
    }),

    implement(account.getUserPermissions, (p, ctx) => services.references.userPermissions(ctx, p.userId)),

    implement(account.changePassword, (p, ctx) => {
      const origin = { ip: ctx.ip, applicationId: ctx.session.applicationId };
      const session = { ...ctx.session, token: ctx.token };
      // A session a one-time link opened chooses the first password; every other one proves the current.
      if (ctx.session.stage === 'choose_password' || p.currentPassword === undefined)
        return services.firstSignIn.choosePassword({ user: ctx.user, session, newPassword: p.newPassword, origin });
      return auth.changePassword({
        user: ctx.user,
        session,
        currentPassword: p.currentPassword,
        newPassword: p.newPassword,
        origin,
      });
    }),

    implement(account.keepAlive, async (_p, ctx) => ({ sessionExpiresAt: ctx.session.expiresAt.toISOString() })),

    implement(account.getCurrentUser, async (_p, ctx) =>
      userView(
        ctx.user,
        { ...ctx.session, token: ctx.token },
        { ...config, sessionTimeoutMs: (await settings.current()).sessionTimeoutMs },
      ),
    ),

    implement(account.logout, (p, ctx) =>
      auth.logout({
        user: ctx.user,
        sessionId: ctx.session.id,
        autoLogout: p.autoLogout ?? false,
        origin: {
          ip: p.ipAddress ? `${ctx.ip} (client: ${p.ipAddress})` : ctx.ip,
          applicationId: ctx.session.applicationId,
        },
      }),
    ),
  ];
}
