import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` when it may, and finds out by trying; the
 * server's Content-Security-Policy allows no eval, so the try itself is reported as a violation.
 * Imported first by main.tsx, before any schema parses.
 */
z.config({ jitless: true });
