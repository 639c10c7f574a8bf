import type { OpenLocalDb } from './local-db/open-local-db';
import { providedContext } from './provided-context';

/**
 * What the page keeps of its data, made once by the app's root (`createAppData`, app-root.tsx)
 * and handed down through AppDataContext: this device's database (fetched on first use:
 * open-local-db.ts) and the syncs and caches of what the server answered. A test makes its own
 * of what it reads.
 */
export interface AppData {
  localDb: OpenLocalDb;
  /** This device's form versions, synced with the server's (editor/form-refresh.ts). */
  syncAssignedForms(agencyOri: string): Promise<number>;
}

export const [AppDataContext, useAppData] = providedContext<AppData>(
  'The app’s data need an AppDataContext above them',
);
