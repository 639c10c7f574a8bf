import { randomBytes } from 'node:crypto';
import { AuthEventType } from '../../../lib/auth/sign-in/auth-events';
import { LINK_PROVIDER_ID, LINK_TYPE, loginLinkSearch, WEB_APPLICATION_ID } from '../../../lib/auth/sign-in/login-link';
import type { SignInLink } from '../../../lib/api/schemas/user-admin-schemas';
import { ApiError } from '../../api/api-error';
import type { SessionRecord } from '../../repositories/sign-in/session-repository';
import type { Executor } from '../../repositories/executor';
import type { UserRecord } from '../../repositories/users/user-repository';
import { hashPassword } from './passwords';
import { acceptedPasswordHash, replacePassword } from './password-replacement';
import type { MailSender } from '../mail/mail-sender';
import type { AppDeps } from '../app-deps';
import { newToken } from './tokens';
import { userView } from '../users/user-view';

/**
 * First sign-in: a user an administrator created (or whose password was reset to a link) has no
 * password they know. The administrator hands over a one-time sign-in link; opening it signs the
 * user in (token sign-in and the DPPA step) into the 'choose_password' stage, where the user sets
 * a password without a current one. Only the link's hash is stored.
 */
export function firstSignIn({ repos, config, clock, send }: AppDeps & { send: MailSender }) {
  return {
    /** A password hash nobody knows: a new user or a reset user signs in only through the link. */
    unknownPasswordHash: () => hashPassword(randomBytes(32).toString('base64url')),

    /** Stores a new link for the user (in `tx`, with the change that asked for it) and answers its address. */
    async issueLink(userId: number, tx: Executor): Promise<SignInLink> {
      const { token, hash } = newToken();
      const now = clock();
      const expiresAt = new Date(now.getTime() + config.firstSignInLinkMs);
      await repos.sessions.addLoginLink(
        { tokenHash: hash, userId, applicationId: WEB_APPLICATION_ID, at: now, expiresAt },
        tx,
      );
      // Only the configured address: a Host or Origin the caller sends could point the link elsewhere.
      const url = new URL('/', config.publicUrl ?? `http://localhost:${config.port}`);
      url.search = loginLinkSearch({ token, pid: LINK_PROVIDER_ID, type: LINK_TYPE, aid: WEB_APPLICATION_ID });
      return { url: url.toString(), expiresAt: expiresAt.toISOString() };
    },

    /**
     * Also sends the link to the user's e-mail address, when they have one (through SMTP_URL, or
     * kept in the outbox without it). The administrator has the link on screen either way, so a
     * mail server that fails is told as the link not mailed, never as the change failing.
     */
    async mailLink(
      user: { email: string; firstName: string; userName: string },
      link: SignInLink,
      senderId: number,
    ): Promise<SignInLink> {
      if (!user.email) return { ...link, mailedTo: null };
      const text = [
        `Hello ${user.firstName},`,
        '',
        `An administrator made a one-time sign-in link for your ${config.applicationName} account (${user.userName}).`,
        'Open it to sign in, then choose your password:',
        '',
        link.url,
        '',
        `The link works once, until ${link.expiresAt.replace('T', ' ').slice(0, 16)} UTC.`,
      ].join('\n');
      try {
        await send(
          {
            to: user.email,
            subject: `Your sign-in link for ${config.applicationName}`,
            text,
            attachment: null,
            reportId: null,
            userId: senderId,
          },
          async () => undefined,
        );
        return { ...link, mailedTo: user.email };
      } catch {
        return { ...link, mailedTo: null };
      }
    },

    /** The password a user who signed in through a link chooses: no current password, in that stage only. */
    async choosePassword({
      user,
      session,
      newPassword,
      origin,
    }: {
      user: UserRecord;
      session: SessionRecord & { token: string };
      newPassword: string;
      origin: { ip: string; applicationId: string };
    }) {
      if (session.stage !== 'choose_password') {
        const message = 'Enter your current password.';
        throw new ApiError('validation', message, [{ path: 'payload.currentPassword', message }]);
      }
      const hash = await acceptedPasswordHash(
        { config },
        { password: newPassword, userName: user.userName, field: 'newPassword' },
      );
      await repos.inTransaction(async (tx) => {
        const change = { userId: user.id, passwordHash: hash, mustChange: false, keepSessionId: session.id };
        await replacePassword({ repos, clock }, { ...change, reason: 'password chosen' }, tx);
        await repos.users.resetFailures(user.id, clock(), tx);
        await repos.sessions.setStage({ id: session.id, stage: 'active', dppaPurpose: null }, tx);
        await repos.authEvents.add(
          {
            at: clock(),
            type: AuthEventType.Login,
            userId: user.id,
            userName: user.userName,
            agencyOri: user.agencyOri,
            outcome: 'success',
            detail: 'first sign-in: password chosen',
            ip: origin.ip,
            applicationId: origin.applicationId,
          },
          tx,
        );
      });
      const updated = { ...user, passwordHash: hash, mustChangePassword: false };
      return { user: userView(updated, { ...session, stage: 'active' }, config) };
    },
  };
}
export type FirstSignIn = ReturnType<typeof firstSignIn>;
