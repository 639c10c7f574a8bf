/**
 * Where sign-out goes after ending the session: the single sign-on logout address when one is
 * set, so the sign-on service ends its session too, except in the installed desktop app, which
 * stays on the app's sign-in page, ready for the next sign-in, instead of showing the sign-on
 * service's page in place of the app. Null: stay.
 */
export function ssoLogoutTarget(ssoLogoutUrl: string, desktopApp: boolean): string | null {
  if (!ssoLogoutUrl || desktopApp) return null;
  return /^https:\/\//.test(ssoLogoutUrl) ? ssoLogoutUrl : null;
}
