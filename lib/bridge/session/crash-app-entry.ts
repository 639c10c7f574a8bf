import { z } from 'zod/mini';
import { createLoginLink } from '../../api/calls/calls-account';
import { loginLinkSearch, WEB_APPLICATION_ID } from '../../auth/sign-in/login-link';
import type { AppSession } from './app-session';
import type { AppUrl } from './app-url';

/** Where "Open crash app" goes, and whether the tab arrives signed in. */
export type CrashAppEntry = { url: string; signedIn: true } | { url: string; signedIn: false; reason: string };

export const NOT_SIGNED_IN = 'Sign in there: the extension holds no session.';
export const LINK_REFUSED = 'Sign in there: the crash app did not give a sign-in link (the session may have ended).';
export const SERVER_UNREACHABLE = 'Sign in there: the crash app could not be reached for a sign-in link.';

/** The server answered, but with no link (a session that ended, an account disabled). */
class LinkRefused extends Error {
  constructor(readonly status: number) {
    super(`The crash app refused a sign-in link (${status}).`);
  }
}

/**
 * Asks the server for a one-time sign-in link for the session the extension holds
 * (Account/CreateLoginLink: used once, short-lived, bound to that session's user). The session
 * token goes only in the request body, never in an address. Throws with what went wrong.
 */
export async function mintLoginLink(
  appOrigin: string,
  session: AppSession,
  fetchFn: typeof fetch = fetch,
): Promise<z.infer<typeof createLoginLink.response>> {
  const response = await fetchFn(new URL(`/API/${createLoginLink.path}`, appOrigin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      identity: { token: session.token, applicationId: WEB_APPLICATION_ID },
      payload: { applicationId: WEB_APPLICATION_ID },
    }),
  });
  if (!response.ok) throw new LinkRefused(response.status);
  const body = z.object({ payload: createLoginLink.response }).safeParse(await response.json());
  if (!body.success) throw new Error('The crash app answered something unexpected.');
  return body.data.payload;
}

/**
 * The address "Open crash app" opens: with a session, the app with a one-time token link minted
 * for this click (the startup parameters token, pid, type and aid), so the tab signs in without
 * the officer typing a password and without the session token ever being in an address. The
 * parameters go in the hash, which the browser never sends to a server or a Referer, and the app
 * removes at once. Without a session, or when no link can be had, the app itself, with why.
 */
export async function crashAppEntryUrl(
  appUrl: AppUrl,
  session: AppSession | null,
  fetchFn: typeof fetch = fetch,
): Promise<CrashAppEntry> {
  if (!session) return { url: appUrl.href, signedIn: false, reason: NOT_SIGNED_IN };
  let link: Awaited<ReturnType<typeof mintLoginLink>>;
  try {
    link = await mintLoginLink(appUrl.origin, session, fetchFn);
  } catch (error) {
    const reason = error instanceof LinkRefused ? LINK_REFUSED : SERVER_UNREACHABLE;
    return { url: appUrl.href, signedIn: false, reason };
  }
  // The link is opened on the app the extension trusts, whatever address the server put in it.
  const minted = new URL(link.url).searchParams;
  const url = new URL(appUrl.href);
  url.hash = loginLinkSearch({
    token: link.token,
    pid: minted.get('pid') ?? '',
    type: minted.get('type') ?? '',
    aid: minted.get('aid') ?? WEB_APPLICATION_ID,
  });
  return { url: url.href, signedIn: true };
}
