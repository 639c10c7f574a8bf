import { z } from 'zod/mini';

/**
 * zod compiles object parsers with `new Function` when it may, and finds out by trying; the
 * server's Content-Security-Policy and the extension's own pages allow no eval, so the try itself
 * is reported as a violation. Imported first by every page's entry (the web app's main.tsx, the
 * extension's popup, options and clipboard pages, its content scripts) and by the workers that
 * parse (the designer's model check), before any schema parses.
 *
 * The app's and the extension's schemas are written with zod/mini, which leaves out the English
 * messages classic zod sets up as it loads: without them a schema's own default message (a string
 * too long, a field missing) would read "Invalid input".
 */
z.config({ jitless: true, ...z.locales.en() });
