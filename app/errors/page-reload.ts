/**
 * Reloading on purpose (the error screen's Reload, a chunk of a new deploy): what features hold
 * that is not yet on the device is written first (the editor's copy of the open report, which the
 * app's root hands over as `writeFirst`), and the editor's "leave the page?" question is not
 * asked, since nothing is lost.
 */
export function createPageReload(writeFirst: () => Promise<void>) {
  let reloading = false;
  return {
    reloadingOnPurpose: (): boolean => reloading,

    async reloadPage(): Promise<void> {
      reloading = true;
      await Promise.allSettled([writeFirst()]);
      window.location.reload();
    },
  };
}
