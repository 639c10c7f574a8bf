import type { z } from 'zod';
import { appSessionSchema } from './app-session';

/**
 * Every key the extension keeps in browser.storage, declared once: its area, its schema (what
 * is read back is validated, never trusted) and whether signing out clears it.
 * "session" storage lives in memory until the browser closes and is readable only by the
 * extension's own pages and background, never by content scripts (its default access level).
 */
export interface StoredKey<S extends z.ZodType = z.ZodType> {
  area: 'session' | 'local';
  key: string;
  schema: S;
  clearedOnSignOut: boolean;
  summary: string;
}

function storedKey<S extends z.ZodType>(definition: StoredKey<S>): StoredKey<S> {
  return definition;
}

export const storageKeys = {
  appSession: storedKey({
    area: 'session',
    key: 'appSession',
    schema: appSessionSchema,
    clearedOnSignOut: true,
    summary: 'The web-app session (token, user, agency, expiry); cleared on sign-out and when it expires.',
  }),
} as const;
