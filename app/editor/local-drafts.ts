import Dexie, { type EntityTable } from 'dexie';

/** The local copy of an open report: written on every change, before the network. */
export interface LocalDraft {
  id: number;
  data: Record<string, unknown>;
  /** Where filled values came from (absent in drafts written before provenance was kept). */
  provenance?: Record<string, string>;
  /** The server version the local copy was based on. */
  baseVersion: number;
  /** True while the local copy holds changes the server has not confirmed. */
  dirty: boolean;
  savedAt: number;
}

class DraftDatabase extends Dexie {
  drafts!: EntityTable<LocalDraft, 'id'>;

  constructor() {
    super('crash-report');
    // Every version is kept here with its upgrade, so an older browser store migrates.
    this.version(1).stores({ drafts: 'id, savedAt' });
  }
}

export const draftDb = new DraftDatabase();
