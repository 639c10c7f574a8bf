import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { ChildWindowHost } from './child-window-host';
import { useStore } from 'zustand';
import { closeChildWindow, closeOtherReportsWindows, focusChildWindow } from './child-window-registry';
import { useChildWindowList, useChildWindows } from './child-window-store';

const toneClass = { waiting: 'text-muted', ok: 'text-ok', error: 'text-danger' } as const;

/**
 * The "Windows" control of the report editor's ribbon: the open child windows, each with
 * "Switch to" and "Close", and what became of the last copy to the clipboard. It also hosts the
 * windows' content, so the editor owns them: leaving it, or opening another report, closes them.
 */
export function WindowsMenu({ reportId }: { reportId: number }) {
  const childWindows = useChildWindows();
  const windows = useChildWindowList((s) => s.windows);
  const clipboard = useStore(childWindows.clipboard);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  // The toggle takes the focus back when the list closes, or loses an entry under the focus.
  const focusToggle = () => boxRef.current?.querySelector<HTMLButtonElement>('button[aria-controls]')?.focus();
  const open = expanded && windows.length > 0;

  useEffect(() => closeOtherReportsWindows(childWindows, reportId), [childWindows, reportId]);

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!boxRef.current?.contains(e.target as Node)) setExpanded(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    <>
      <span role="status" className={`self-center text-sm ${clipboard.tone ? toneClass[clipboard.tone] : ''}`}>
        {clipboard.message}
      </span>
      {windows.length > 0 && (
        <div
          ref={boxRef}
          className="relative"
          onKeyDown={(e) => {
            if (e.key !== 'Escape' || !open) return;
            e.preventDefault();
            setExpanded(false);
            focusToggle();
          }}
        >
          <Button
            variant="secondary"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setExpanded((v) => !v)}
          >
            Windows ({windows.length})
          </Button>
          {open && (
            <ul
              id={listId}
              aria-label="Open windows"
              className="absolute end-0 top-full z-40 mt-1 flex w-96 max-w-[90vw] flex-col gap-1 rounded border border-line bg-panel p-2 text-sm shadow-lg"
            >
              {windows.map((w) => (
                <li key={w.key} className="flex items-center gap-2 rounded p-1">
                  <span className="flex-1">
                    {w.title}
                    {!w.win && <span className="text-muted"> (panel in this page)</span>}
                  </span>
                  <Button
                    variant="secondary"
                    aria-label={`Switch to ${w.title}`}
                    onClick={() => {
                      setExpanded(false);
                      focusChildWindow(childWindows, w.key);
                    }}
                  >
                    Switch to
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`Close ${w.title}`}
                    onClick={() => {
                      closeChildWindow(childWindows, w.key);
                      focusToggle();
                    }}
                  >
                    Close
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <ChildWindowHost windows={windows} />
    </>
  );
}
