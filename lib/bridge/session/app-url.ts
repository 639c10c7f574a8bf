/** Where the web app runs when CRASH_APP_URL is not set at build time (the server's default port). */
export const DEFAULT_APP_URL = 'http://localhost:8080';

/** The web app's address as the extension needs it. */
export interface AppUrl {
  /** Normalised address the "Open crash app" button opens. */
  href: string;
  /** Exact origin (scheme, host, port) the extension trusts as the web app. */
  origin: string;
  /**
   * Match pattern for host permission and the app-bridge content script. Match patterns cannot
   * name a port, so a localhost app matches at every port: the exact origin is checked again
   * when a message arrives.
   */
  matchPattern: string;
}

/**
 * Reads the configured web-app address (CRASH_APP_URL), falling back to the default.
 * Throws a message naming the variable when it is not an http(s) address.
 */
export function resolveAppUrl(raw: string | undefined): AppUrl {
  const text = raw?.trim() || DEFAULT_APP_URL;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`CRASH_APP_URL must be an absolute http(s) address, got "${text}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`CRASH_APP_URL must use http or https, got "${url.protocol}".`);
  }
  if (url.username || url.password) {
    throw new Error('CRASH_APP_URL must not carry a user name or password.');
  }
  url.hash = '';
  return { href: url.href, origin: url.origin, matchPattern: `${url.protocol}//${url.hostname}/*` };
}
