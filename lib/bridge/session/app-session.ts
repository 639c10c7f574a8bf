import { z } from 'zod/mini';

/**
 * The signed-in session the web app hands to the extension. The token is the app's own session
 * token: the background keeps it and never gives it to another context.
 */
export const appSessionSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(512)),
  userName: z.string().check(z.minLength(1), z.maxLength(100)),
  displayName: z.string().check(z.maxLength(200)),
  agencyName: z.string().check(z.maxLength(200)),
  agencyOri: z.string().check(z.maxLength(20)),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type AppSession = z.infer<typeof appSessionSchema>;

/** What the popup may know of a session: everything except the token. */
export const signedInUserSchema = z.omit(appSessionSchema, { token: true });
export type SignedInUser = z.infer<typeof signedInUserSchema>;

/** True when the session's expiry time has come (an unreadable time counts as expired). */
export function isSessionExpired(session: Pick<AppSession, 'expiresAt'>, now: number): boolean {
  const expiresAt = Date.parse(session.expiresAt);
  return Number.isNaN(expiresAt) || expiresAt <= now;
}

/** The session without its token, or null when there is none. */
export function toSignedInUser(session: AppSession | null): SignedInUser | null {
  if (!session) return null;
  const { token: _token, ...user } = session;
  return user;
}
