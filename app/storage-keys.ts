/**
 * Every key the web app keeps in browser storage, declared once with its area and whether
 * sign-out clears it (STYLE: one registry of stored keys).
 */
/** The device's IndexedDB database (app/local-db/local-database.ts): reports, forms and code lists kept here. */
export const LOCAL_DATABASE_NAME = 'crash-report';

export const storageKeys = {
  session: { key: 'crash.session', area: 'session', clearedOnLogout: true },
  /**
   * The signed-in officer's device key (app/local-db/device-key.ts), kept for the tab so a reload
   * reads the device's reports without the password, and gone with the browser: never in local storage.
   */
  deviceKey: { key: 'crash.deviceKey', area: 'session', clearedOnLogout: true },
  layout: { key: 'crash.layout', area: 'local', clearedOnLogout: false },
  /** Which form definitions this device keeps parsed in IndexedDB ("id@lastUpdated"), read without opening it. */
  keptForms: { key: 'crash.keptForms', area: 'local', clearedOnLogout: false },
  /** The serverTime of the code lists this device keeps in IndexedDB, and when it was last found current (noted-copy.ts). */
  codeListsSince: { key: 'crash.codeListsSince', area: 'local', clearedOnLogout: false },
  /** The application's name as the server last gave it: the header shows it at once, without shifting when the answer comes. */
  applicationName: { key: 'crash.applicationName', area: 'local', clearedOnLogout: false },
  /** Role names by id as the server last answered them: the header names the roles offline too. */
  roleNames: { key: 'crash.roleNames', area: 'local', clearedOnLogout: false },
  /**
   * The signed-in user changed a layout option or the theme that the server has not saved yet (a
   * reload came first): at the next start this browser's settings are newer than the server's.
   */
  userSettingsUnsaved: { key: 'crash.userSettingsUnsaved', area: 'local', clearedOnLogout: true },
  /** The tab was opened with showccbar=true: the bar stays for the tab, across sign-outs. */
  ccBar: { key: 'crash.ccBar', area: 'session', clearedOnLogout: false },
  /**
   * The release this tab reloaded for when a chunk of the app failed to load (app/errors/chunk-reload.ts):
   * one reload per release, so a chunk that keeps failing shows the error screen instead of looping.
   */
  chunkReloadFor: { key: 'crash.chunkReloadFor', area: 'session', clearedOnLogout: false },
} as const;

type StoredKey = (typeof storageKeys)[keyof typeof storageKeys];

function areaOf(entry: StoredKey): Storage {
  return entry.area === 'session' ? window.sessionStorage : window.localStorage;
}

export function readStored<T>(entry: StoredKey): T | null {
  try {
    const raw = areaOf(entry).getItem(entry.key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeStored(entry: StoredKey, value: unknown): void {
  areaOf(entry).setItem(entry.key, JSON.stringify(value));
}

export function removeStored(entry: StoredKey): void {
  areaOf(entry).removeItem(entry.key);
}

export function clearOnLogout(): void {
  for (const entry of Object.values(storageKeys)) {
    if (entry.clearedOnLogout) areaOf(entry).removeItem(entry.key);
  }
}
