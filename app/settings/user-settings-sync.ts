import { getUserSettings, saveUserSettings } from '../../lib/api/calls-profile';
import { layoutOptionKeys, type UserSettings } from '../../lib/settings/user-settings';
import { callApi } from '../api/client';
import { useLayoutStore, type LayoutOptions } from '../layout/layout-store';

/** A change waits this long for the next before it is saved, so a run of toggles is one save. */
export const USER_SETTINGS_SAVE_DELAY_MS = 800;

let signedIn = false;
/** The skin the server holds: kept and sent back, as this app shows one skin. */
let skin: string | undefined;
let applying = false;
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
    useLayoutStore.getState().set(patch);
  } finally {
    applying = false;
  }
}

useLayoutStore.subscribe((state, previous) => {
  if (!signedIn || applying) return;
  const changed = layoutOptionKeys.some((k) => state[k] !== previous[k]) || state.theme !== previous.theme;
  if (!changed) return;
  clearTimeout(timer);
  timer = setTimeout(() => {
    void callApi(saveUserSettings, settingsOf(useLayoutStore.getState())).catch(() => undefined);
  }, USER_SETTINGS_SAVE_DELAY_MS);
});

/**
 * After sign-in: the user's settings kept on the server are applied (theme, layout options), and
 * from then on each change is saved there, so they follow the user to another computer. A user
 * with nothing kept yet keeps this browser's settings, and they are saved as theirs.
 */
export async function startUserSettingsSync() {
  const mine = ++generation;
  signedIn = false;
  try {
    const settings = await callApi(getUserSettings, {});
    if (mine !== generation) return;
    if (settings.theme || settings.layout) apply(settings);
    else {
      skin = settings.defaultSkin;
      void callApi(saveUserSettings, settingsOf(useLayoutStore.getState())).catch(() => undefined);
    }
    signedIn = true;
  } catch {
    // Offline or refused: this browser's settings stay, and nothing is saved until the next sign-in.
  }
}

/** Sign-out: nothing more is saved for the user who left. */
export function stopUserSettingsSync() {
  generation++;
  signedIn = false;
  skin = undefined;
  clearTimeout(timer);
}
