/**
 * The app's timing and size constants that are not a rule of any one feature. Each is used where
 * its comment says; docs/rules/constants.md lists them with the others.
 */

/** The menu widens, narrows and minifies in this time (not at all for users who ask for reduced motion). */
export const MENU_ANIMATION_MS = 200;

/** The heights a list box may have, in rows: a form definition picks one for a field (`listRows`). */
export const LIST_BOX_ROWS = [6, 22, 30] as const;
export type ListBoxRows = (typeof LIST_BOX_ROWS)[number];
/** A list box whose definition names no height. */
export const DEFAULT_LIST_BOX_ROWS: ListBoxRows = 6;

/** Every startup task waits this long after the app starts, so its first screen paints first. */
export const STARTUP_DELAY_MS = 100;

/**
 * The web app asks the server for the signed-in user's permissions this often (and whenever its
 * tab comes back into view), so a role an administrator changed reaches open apps without a new
 * sign-in. The request does not renew the session.
 */
export const PERMISSION_REFRESH_MS = 60_000;

/** The sync interval: the web app brings its copies of the form versions up to date this often (docs/rules/constants.md). */
export const SYNC_INTERVAL_MS = 60_000;

/**
 * The connection test's interval: the web app asks the server's health answer this often (and at
 * once when the browser says it is back online, or a call could not reach the server), because the
 * browser's online flag is true behind a captive portal or a dead access point.
 */
export const CONNECTION_TEST_MS = 50_000;

/**
 * An API call not answered in this time failed to connect (a connection that drops requests
 * without a word); what it carried stays on the device and is sent again. Longer than any call
 * takes on a working connection: the slowest (a bulk move's page, a large save) take seconds.
 */
export const CALL_TIMEOUT_MS = 60_000;

/** An upload not answered in this time failed to connect: 5 MB at a weak 20 kB/s takes about four minutes. */
export const UPLOAD_TIMEOUT_MS = 300_000;

/** A connection test not answered in this time counts as no connection (a weak signal that hangs). */
export const CONNECTION_TEST_TIMEOUT_MS = 10_000;
