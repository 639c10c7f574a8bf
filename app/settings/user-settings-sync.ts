import { layoutOptionKeys, type UserSettings } from '../../lib/settings/user-settings';
import type { ApiClient } from '../api/client';
import type { FirstScreen } from '../api/first-screen';
import type { LayoutOptions, LayoutStore } from '../layout/layout-store';
import { readStored, removeStored, storageKeys, writeStored } from '../storage-keys';

/**
 * The settings' calls come after the first screen, when they are first made: their module declares
 * the profile's calls too, with the profile's field rules, which the first screens need not carry.
 */
const profileCalls = () => import('../../lib/api/calls/calls-profile');

/** A change waits this long for the next before it is saved, so a run of toggles is one save. */
export const USER_SETTINGS_SAVE_DELAY_MS = 800;

export type UserSettingsSync = ReturnType<typeof createUserSettingsSync>;

/**
 * The user's settings kept on the server (theme, layout options), followed while someone is
 * signed in. The app's root makes it once, with its layout store, first screen and API client, and
 * hands start and stop to the session.
 */
export function createUserSettingsSync(layout: LayoutStore, firstScreen: FirstScreen, api: ApiClient) {
  let signedIn = false;
  /** The skin the server holds: kept and sent back, as this app shows one skin. */
  let skin: string | undefined;
  let applying = false;
  /** The server's settings are being fetched: a change made meanwhile is newer than what comes back. */
  let fetching = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;

  const settingsOf = (s: LayoutOptions): UserSettings => ({
    theme: s.theme,
    ...(skin ? { defaultSkin: skin } : {}),
    layout: Object.fromEntries(layoutOptionKeys.map((k) => [k, s[k]])),
  });

  function apply(settings: UserSettings) {
    const patch: Partial<LayoutOptions> = { ...settings.layout };
    if (settings.theme) patch.theme = settings.theme;
    skin = settings.defaultSkin;
    if (!Object.keys(patch).length) return;
    applying = true;
    try {
      // The local copy follows too, for the next visit before sign-in.
      layout.getState().set(patch);
    } finally {
      applying = false;
    }
  }

  layout.subscribe((state, previous) => {
    if ((!signedIn && !fetching) || applying) return;
    const changed = layoutOptionKeys.some((k) => state[k] !== previous[k]) || state.theme !== previous.theme;
    if (!changed) return;
    clearTimeout(timer);
    // Marked until saved: a reload before the save, or the server's answer to a fetch started
    // before the change, must not bring back the server's older settings.
    writeStored(storageKeys.userSettingsUnsaved, true);
    if (!signedIn) return;
    timer = setTimeout(() => void saveLocal(), USER_SETTINGS_SAVE_DELAY_MS);
  });

  async function saveLocal() {
    const mine = generation;
    try {
      const { saveUserSettings } = await profileCalls();
      await api.call(saveUserSettings, settingsOf(layout.getState()));
      if (mine === generation) removeStored(storageKeys.userSettingsUnsaved);
    } catch {
      // Kept marked: the next start saves this browser's settings.
    }
  }

  return {
    /**
     * After sign-in: the user's settings kept on the server are applied (theme, layout options),
     * and from then on each change is saved there, so they follow the user to another computer.
     * A user with nothing kept yet keeps this browser's settings, and they are saved as theirs.
     */
    async start() {
      const mine = ++generation;
      signedIn = false;
      fetching = true;
      try {
        await firstScreen.after();
        if (mine !== generation) return;
        const { getUserSettings } = await profileCalls();
        const settings = await api.call(getUserSettings, {});
        if (mine !== generation) return;
        const unsaved = readStored<boolean>(storageKeys.userSettingsUnsaved) === true;
        if ((settings.theme || settings.layout) && !unsaved) apply(settings);
        else {
          // Nothing kept yet, or a change here that a reload kept from being saved: this browser's settings win.
          skin = settings.defaultSkin;
          void saveLocal();
        }
        signedIn = true;
      } catch {
        // Offline or refused: this browser's settings stay, and nothing is saved until the next sign-in.
      } finally {
        if (mine === generation) fetching = false;
      }
    },

    /** Sign-out: nothing more is saved for the user who left. */
    stop() {
      generation++;
      signedIn = false;
      fetching = false;
      skin = undefined;
      clearTimeout(timer);
    },
  };
}
