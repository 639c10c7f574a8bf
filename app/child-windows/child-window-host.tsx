import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { closeAllChildWindows, closeChildWindow } from './child-window-registry';
import { useChildWindows, type ChildWindowEntry } from './child-window-store';
import { WindowHeadingLevel } from './window-heading';

/** The first field of the content, else its first control: where the officer starts. */
function focusFirstField(root: HTMLElement | null) {
  const target =
    root?.querySelector<HTMLElement>('textarea, input, select') ?? root?.querySelector<HTMLElement>('button');
  target?.focus();
}

/** The content as the page of a child window. */
function ChildWindowPage({ entry }: { entry: ChildWindowEntry }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => focusFirstField(ref.current), []);
  const doc = entry.container?.ownerDocument;
  useEffect(() => {
    if (doc) doc.title = entry.title;
  }, [doc, entry.title]);
  return (
    <main ref={ref} className="flex min-h-screen flex-col gap-4 bg-surface p-4 text-ink">
      <h1 className="text-lg font-semibold">{entry.title}</h1>
      <WindowHeadingLevel.Provider value={2}>{entry.content}</WindowHeadingLevel.Provider>
    </main>
  );
}

/** The content as a panel over the page, when the browser blocked the child window. */
function ChildWindowPanel({ entry, index }: { entry: ChildWindowEntry; index: number }) {
  const childWindows = useChildWindows();
  const close = (key: string) => closeChildWindow(childWindows, key);
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  useEffect(() => focusFirstField(ref.current), []);
  // Switching to the panel (Windows list, or asking for it again) brings it the focus.
  const firstRaise = useRef(entry.raised);
  useEffect(() => {
    if (entry.raised !== firstRaise.current) ref.current?.focus();
  }, [entry.raised]);
  // Panels open in a cascade, so one never hides another exactly.
  const offset = `${1 + index * 1.5}rem`;
  return (
    <section
      ref={ref}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !e.defaultPrevented) close(entry.key);
      }}
      style={{ top: `calc(6.5rem + ${offset})`, insetInlineEnd: offset, zIndex: 30 + entry.raised }}
      className="fixed flex max-h-[80vh] w-[min(36rem,calc(100vw-2rem))] flex-col rounded-lg border border-line bg-panel text-ink shadow-xl"
    >
      {/* Not a <header>: inside a dialog it would be a second banner landmark beside the app's. */}
      <div className="flex items-start gap-3 border-b border-line px-4 py-3">
        <div className="flex-1">
          <h2 id={titleId} className="text-lg font-semibold">
            {entry.title}
          </h2>
          <p className="text-xs text-muted">
            The browser blocked a new window, so this opens here. Allow pop-ups for this site to get it in a window of
            its own.
          </p>
        </div>
        <button
          type="button"
          aria-label="Close panel"
          onClick={() => close(entry.key)}
          className="rounded px-2 py-1 text-lg leading-none hover:bg-black/10"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="flex flex-col gap-4 overflow-auto p-4">
        <WindowHeadingLevel.Provider value={3}>{entry.content}</WindowHeadingLevel.Provider>
      </div>
    </section>
  );
}

/**
 * Renders every open child window's content: into its window through a portal (the code runs
 * here, with the same store), or as a panel. Leaving the screen that hosts it closes them all.
 */
export function ChildWindowHost({ windows }: { windows: ChildWindowEntry[] }) {
  const childWindows = useChildWindows();
  useEffect(() => {
    const { store } = childWindows;
    store.setState((s) => ({ hosts: s.hosts + 1 }));
    return () => {
      store.setState((s) => ({ hosts: s.hosts - 1 }));
      // Deferred: React's development double mount unmounts and mounts again at once.
      setTimeout(() => {
        if (store.getState().hosts === 0) closeAllChildWindows(childWindows);
      }, 0);
    };
  }, [childWindows]);
  const panels = windows.filter((w) => !w.container);
  return (
    <>
      {windows.map((entry) =>
        entry.container ? (
          createPortal(<ChildWindowPage entry={entry} />, entry.container, entry.key)
        ) : (
          <PanelPortal key={entry.key} entry={entry} index={panels.indexOf(entry)} />
        ),
      )}
    </>
  );
}

function PanelPortal({ entry, index }: { entry: ChildWindowEntry; index: number }) {
  return createPortal(<ChildWindowPanel entry={entry} index={index} />, document.body);
}
