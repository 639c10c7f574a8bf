import Dexie, { type EntityTable } from 'dexie';
import type { LookupEntry } from '../../lib/codes/lookup';
import type { FormDefinition } from '../../lib/forms/definition-schema';

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

/**
 * A local copy whose changes the server never took, put aside when the report had meanwhile been
 * saved as a newer version (by someone else, or another tab): kept until the officer applies or
 * discards it, so the next edit of the newer version does not overwrite it.
 */
export interface SetAsideCopy extends LocalDraft {
  /** The version the report had on the server when the copy was put aside. */
  serverVersion: number;
}

/** Every code list as last synced, and the server time to ask for changes from next. */
export interface CachedCodeLists {
  id: 'all';
  entries: LookupEntry[];
  serverTime: string;
}

/** A form configuration's definition as parsed when it was fetched, with the time it last changed. */
export interface CachedForm {
  id: number;
  /** The configuration's last change, in ms: the copy is used while Report/Get names the same. */
  lastUpdated: number;
  definition: FormDefinition;
}

class DraftDatabase extends Dexie {
  drafts!: EntityTable<LocalDraft, 'id'>;
  codeLists!: EntityTable<CachedCodeLists, 'id'>;
  forms!: EntityTable<CachedForm, 'id'>;
  setAside!: EntityTable<SetAsideCopy, 'id'>;

  constructor() {
    super('crash-report');
    // Every version is kept here with its upgrade, so an older browser store migrates.
    this.version(1).stores({ drafts: 'id, savedAt' });
    this.version(2).stores({ drafts: 'id, savedAt', codeLists: 'id' });
    this.version(3).stores({ drafts: 'id, savedAt', codeLists: 'id', forms: 'id' });
    this.version(4).stores({ drafts: 'id, savedAt', codeLists: 'id', forms: 'id', setAside: 'id' });
  }
}

export const draftDb = new DraftDatabase();
