/**
 * Where sign-out goes after ending the session: the single sign-on logout address when one is
 * set, so the sign-on service ends its session too, except in the desktop app view, which stays
 * on the app's sign-in page. Null: stay.
 */
export function ssoLogoutTarget(ssoLogoutUrl: string, desktopAppView: boolean): string | null {
  if (!ssoLogoutUrl || desktopAppView) return null;
  return /^https:\/\//.test(ssoLogoutUrl) ? ssoLogoutUrl : null;
}
