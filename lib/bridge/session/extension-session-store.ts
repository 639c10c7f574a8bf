import { isSessionExpired, type AppSession } from './app-session';
import { storageKeys } from '../extension-storage-keys';

/** The part of a browser.storage area the store needs. */
export interface StorageAreaLike {
  get(keys: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string): Promise<void>;
}

/**
 * The background's copy of the web-app session. Expiry is checked on every read because a
 * service worker sleeps: no timer can be trusted to fire at expiresAt.
 */
export function createSessionStore(area: StorageAreaLike, now: () => number = Date.now) {
  const { key, schema } = storageKeys.appSession;

  return {
    async read(): Promise<AppSession | null> {
      const stored = (await area.get(key))[key];
      if (stored === undefined) return null;
      const parsed = schema.safeParse(stored);
      if (parsed.success && !isSessionExpired(parsed.data, now())) return parsed.data;
      await area.remove(key);
      return null;
    },

    /** Stores a live session; null or an expired one clears it. */
    async write(session: AppSession | null): Promise<AppSession | null> {
      if (!session || isSessionExpired(session, now())) {
        await area.remove(key);
        return null;
      }
      await area.set({ [key]: session });
      return session;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
