import { createContext, useContext } from 'react';
import { sharedLoad } from '../lib/ui/shared-load';
import { loadAssignedFormSync } from './editor/form-refresh';
import { createOpenLocalDb } from './local-db/open-local-db';

/**
 * What the page keeps of its data, made once by the app's root (app-root.tsx) and handed down:
 * this device's database (fetched on first use: open-local-db.ts) and the syncs and caches of
 * what the server answered. A test makes its own.
 */
export function createAppData() {
  const localDb = createOpenLocalDb();
  const formSync = sharedLoad(() => loadAssignedFormSync(localDb));
  // Loaded when first needed: the start page does without the lists' code.
  const codeLists = sharedLoad(() =>
    import('./code-lists/code-list-store').then((m) => m.createCodeListLoader(localDb)),
  );
  return {
    localDb,
    /** The code lists, once per page (code-list-store.ts). */
    loadCodeLists: (): Promise<void> => codeLists().then((loader) => loader.load()),
    /** Brings the code lists up to date now, when this page has loaded them. */
    refreshCodeLists: async (): Promise<void> => codeLists.current()?.refresh(),
    /** This device's form versions, synced with the server's (kept-forms-sync.ts). */
    syncAssignedForms: (agencyOri: string) => formSync().then((sync) => sync(agencyOri)),
  };
}

export type AppData = ReturnType<typeof createAppData>;

export const AppDataContext = createContext<AppData | null>(null);

export function useAppData(): AppData {
  const data = useContext(AppDataContext);
  if (!data) throw new Error('The app’s data need an AppDataContext above them');
  return data;
}
