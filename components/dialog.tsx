import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * Focus goes back to what opened the dialog: the browser does so on close(), but not when a screen
 * stops drawing the dialog while it is open (most screens draw it only while it is open), which
 * would leave focus on the page's body. Only when focus is lost or still inside the dialog: a dialog
 * that closes because its action moved focus somewhere on purpose keeps that. When the element
 * that had the focus as the dialog opened is the body or gone, the control the screen named
 * (`openerId`) takes it.
 */
function returnFocus(opener: Element | null, openerId: string | undefined, dialog: HTMLDialogElement | null) {
  const now = document.activeElement;
  const lost = !now || now === document.body || (dialog?.contains(now) ?? false);
  if (!lost) return;
  const recorded = opener instanceof HTMLElement && opener !== document.body && opener.isConnected ? opener : null;
  (recorded ?? (openerId ? document.getElementById(openerId) : null))?.focus();
}

/**
 * A modal dialog on the native <dialog> element: focus is trapped, Escape closes it, and focus
 * returns to its opener. A screen whose opener may lose the focus before the dialog opens names it
 * by id in `opener`: a busy button is disabled while its work runs, and the browser then moves the
 * focus to the page's body.
 */
export function Dialog({
  open,
  title,
  onClose,
  opener: openerId,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The id of the control that opens the dialog, for when the focus is not on it as the dialog opens. */
  opener?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    }
    if (!open && dialog.open) {
      dialog.close();
      returnFocus(opener.current, openerId, dialog);
    }
  }, [open, openerId]);
  // The id the screen named last, for the unmount below.
  const openerIdNow = useRef(openerId);
  useEffect(() => {
    openerIdNow.current = openerId;
  }, [openerId]);
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) returnFocus(opener.current, openerIdNow.current, dialog);
    };
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className="w-full max-w-lg rounded-lg border border-line bg-panel p-0 text-ink shadow-xl backdrop:bg-black/50"
    >
      {open && (
        <div className="flex flex-col gap-4 p-6">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>
  );
}
