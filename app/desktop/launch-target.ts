import { parseStartupParams, WEB_APPLICATION_ID } from '../../lib/auth/sign-in/login-link';

/** What the running app does with an address it is launched with. */
export type LaunchMove =
  /** Nothing: the window is there already, or the address is not the app's. */
  | { kind: 'stay' }
  /** A login link: the page loads it, so the sign-in reads its token as at any start. */
  | { kind: 'load'; href: string }
  /** Any other address of the app (a report, a screen): the router goes there, the app keeps running. */
  | { kind: 'navigate'; to: string };

interface Place {
  origin: string;
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Where an address the installed app is launched with (a login link, a report link, the start
 * address) takes the running window. `current` is where the window is now.
 */
export function launchMove(targetUrl: string, current: Place): LaunchMove {
  let target: URL;
  try {
    target = new URL(targetUrl);
  } catch {
    return { kind: 'stay' };
  }
  if (target.origin !== current.origin) return { kind: 'stay' };
  if (parseStartupParams(target.search, target.hash, WEB_APPLICATION_ID).login) {
    return { kind: 'load', href: target.href };
  }
  const to = `${target.pathname}${target.search}${target.hash}`;
  // The start address only brings the window forward: the officer stays where they were.
  if (to === '/' || to === `${current.pathname}${current.search}${current.hash}`) return { kind: 'stay' };
  return { kind: 'navigate', to };
}
