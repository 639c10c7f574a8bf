/**
 * Closing the window (the desktop app's, or a tab) or reloading it while `unsaved()` says the
 * server lacks changes asks first: the browser's own "Leave?" prompt, the only one it allows
 * there. Answers the function that stops asking.
 */
export function askBeforeClosing(unsaved: () => boolean): () => void {
  const ask = (event: BeforeUnloadEvent) => {
    if (!unsaved()) return;
    event.preventDefault();
    // Browsers before the standard's preventDefault (Chromium 119) asked only when a return value was set.
    event.returnValue = true;
  };
  window.addEventListener('beforeunload', ask);
  return () => window.removeEventListener('beforeunload', ask);
}
