/**
 * Reloading on purpose (the error screen's Reload, a chunk of a new deploy): the features that hold
 * work not yet on the device write it first (the editor's copy of the open report), and the
 * editor's "leave the page?" question is not asked, since nothing is lost.
 */
const flushers = new Set<() => Promise<void>>();
let reloading = false;

/** Registers work to write before a reload; returns its removal. */
export function beforeReload(flush: () => Promise<void>): () => void {
  flushers.add(flush);
  return () => flushers.delete(flush);
}

export function reloadingOnPurpose(): boolean {
  return reloading;
}

export async function reloadPage(): Promise<void> {
  reloading = true;
  await Promise.allSettled([...flushers].map((flush) => flush()));
  window.location.reload();
}
