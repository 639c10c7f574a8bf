import {
  parseStartupParams,
  withoutLoginParams,
  WEB_APPLICATION_ID,
  type LoginLinkParams,
} from '../lib/auth/sign-in/login-link';
import { readStored, storageKeys, writeStored } from './storage-keys';

/**
 * The startup parameters (docs/rules/sign-in-and-sessions.md), read once when the app loads: the
 * token leaves the address bar before anything else happens, and showccbar is kept for the tab
 * so the bar stays when the app moves to other addresses or reloads.
 */
const { pathname, search, hash } = window.location;
const params = parseStartupParams(search, hash, WEB_APPLICATION_ID);
if (params.login) window.history.replaceState(null, '', withoutLoginParams(pathname, search, hash));
if (params.showCcBar) writeStored(storageKeys.ccBar, true);

let pendingLogin: LoginLinkParams | null = params.login;

/** The login link the app was opened with, until its exchange has been tried. */
export const startupLogin = (): LoginLinkParams | null => pendingLogin;

/** The link is good once: after its exchange it must never be offered again (a sign-out included). */
export function forgetStartupLogin() {
  pendingLogin = null;
}

export const showCcBar: boolean = params.showCcBar || readStored<boolean>(storageKeys.ccBar) === true;
