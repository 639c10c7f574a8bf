import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` when it may, and finds out by trying; the
 * server's Content-Security-Policy and the extension's own pages allow no eval, so the try itself
 * is reported as a violation. Imported first by every page's entry (the web app's main.tsx, the
 * extension's popup, options and clipboard pages), before any schema parses.
 */
z.config({ jitless: true });
