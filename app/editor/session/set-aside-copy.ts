import { create } from 'zustand';
import { draftDb, type LocalDraft, type SetAsideCopy } from '../../local-db/local-database';

/** The set-aside copy of the open report, if any (see SetAsideCopy). */
export const useSetAsideCopy = create<{ copy: SetAsideCopy | null }>()(() => ({ copy: null }));

/**
 * Opening a report whose local copy holds changes on an older version than the server's: the copy
 * is put aside (never dropped) and offered to the officer beside the newer version.
 */
export async function setAside(local: LocalDraft, serverVersion: number) {
  const copy = { ...local, serverVersion };
  useSetAsideCopy.setState({ copy });
  // Moved, not copied: the draft row would otherwise be put aside again at every open.
  await draftDb
    .transaction('rw', draftDb.setAside, draftDb.drafts, async () => {
      await draftDb.setAside.put(copy);
      await draftDb.drafts.delete(copy.id);
    })
    .catch(() => undefined);
}

/** Shows the copy set aside for this report on an earlier open, if one is still kept. */
export async function loadSetAside(reportId: number) {
  const copy = await draftDb.setAside.get(reportId).catch(() => undefined);
  if (copy && useSetAsideCopy.getState().copy?.id !== reportId) useSetAsideCopy.setState({ copy });
}

/** The officer applied or discarded the copy: it is no longer kept. */
export async function forgetSetAside(reportId: number) {
  useSetAsideCopy.setState({ copy: null });
  await draftDb.setAside.delete(reportId).catch(() => undefined);
}

export const clearSetAsideView = () => useSetAsideCopy.setState({ copy: null });
