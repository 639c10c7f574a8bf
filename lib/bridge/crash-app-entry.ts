import type { AppSession } from './app-session';
import type { AppUrl } from './app-url';

/**
 * The address "Open crash app" opens. Today the app itself: the user signs in there if needed.
 * Seam for the one-time token link: when a session is held, the background will mint a link
 * with Account/CreateLoginLink and return `/?token=&pid=&type=&aid=` instead.
 */
export async function crashAppEntryUrl(appUrl: AppUrl, _session: AppSession | null): Promise<string> {
  return appUrl.href;
}
