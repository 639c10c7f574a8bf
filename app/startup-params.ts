import { createContext, useContext } from 'react';
import { takeBridgeSecret } from '../lib/bridge/messages/bridge-secret';
import {
  parseStartupParams,
  withoutLoginParams,
  WEB_APPLICATION_ID,
  type LoginLinkParams,
} from '../lib/auth/sign-in/login-link';
import { readStored, storageKeys, writeStored } from './storage-keys';

export type StartupParams = ReturnType<typeof readStartupParams>;

/**
 * What the page was started with, read once by the app's root as the app loads. The startup
 * parameters (docs/rules/sign-in-and-sessions.md): the token leaves the address bar before anything
 * else happens (the router is made after), and showccbar is kept for the tab so the bar stays when
 * the app moves to other addresses or reloads. And the secret of the channel with the extension's
 * app-bridge, taken off the page (lib/bridge/messages/bridge-secret.ts).
 */
export function readStartupParams() {
  const { pathname, search, hash } = window.location;
  const params = parseStartupParams(search, hash, WEB_APPLICATION_ID);
  if (params.login) window.history.replaceState(null, '', withoutLoginParams(pathname, search, hash));
  if (params.showCcBar) writeStored(storageKeys.ccBar, true);
  let pendingLogin: LoginLinkParams | null = params.login;
  return {
    /** The login link the app was opened with, until its exchange has been tried. */
    login: (): LoginLinkParams | null => pendingLogin,
    /** The link is good once: after its exchange it must never be offered again (a sign-out included). */
    forgetLogin() {
      pendingLogin = null;
    },
    showCcBar: params.showCcBar || readStored<boolean>(storageKeys.ccBar) === true,
    /** For everything in the app that listens on the channel; undefined when no extension handed one over. */
    channelSecret: takeBridgeSecret(document),
  };
}

export const StartupParamsContext = createContext<StartupParams | null>(null);

export const useStartupParams = (): StartupParams => useContext(StartupParamsContext)!;
