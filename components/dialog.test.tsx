// @vitest-environment happy-dom
import { useState } from 'react';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountEachTest } from './mount.fixture';
import { Dialog } from './dialog';

const view = mountEachTest();
const host = view.host;
afterEach(() => {
  vi.restoreAllMocks();
});

/** A screen with a dialog it opens from a button; `closes` counts each time the dialog asked to close. */
function Screen({ closes }: { closes: string[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reject
      </button>
      <Dialog
        open={open}
        title="Reject the report"
        onClose={() => {
          closes.push('asked');
          setOpen(false);
        }}
      >
        <p>Say what the officer must change.</p>
      </Dialog>
    </>
  );
}

const dialog = () => host().querySelector('dialog')!;
const openButton = () => host().querySelector('button')!;
/** What the browser does when Escape is pressed in a modal dialog. */
const pressEscape = () => {
  const cancel = new Event('cancel', { cancelable: true });
  dialog().dispatchEvent(cancel);
  return cancel;
};

describe('Dialog', () => {
  it('opens as a modal, named by its title, and shows its content only while open', async () => {
    // Modal: the page behind it cannot be reached by Tab or a screen reader's cursor (show() would allow both).
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const show = vi.spyOn(HTMLDialogElement.prototype, 'show');
    await view.render(<Screen closes={[]} />);
    expect(dialog().open).toBe(false);
    expect(dialog().textContent).toBe('');

    await act(() => openButton().click());
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(show).not.toHaveBeenCalled();
    expect(dialog().open).toBe(true);
    const title = document.getElementById(dialog().getAttribute('aria-labelledby')!);
    expect(title?.tagName).toBe('H2');
    expect(title?.textContent).toBe('Reject the report');
    expect(dialog().textContent).toContain('Say what the officer must change.');
  });

  it('asks its screen to close on Escape instead of closing by itself, then closes when told', async () => {
    const closes: string[] = [];
    await view.render(<Screen closes={closes} />);
    await act(() => openButton().click());
    const close = vi.spyOn(dialog(), 'close');

    let cancel: Event | undefined;
    await act(() => {
      cancel = pressEscape();
    });
    // The browser would close it at once; the screen decides (it may hold unsaved text).
    expect(cancel!.defaultPrevented).toBe(true);
    expect(closes).toEqual(['asked']);
    expect(close).toHaveBeenCalledTimes(1);
    expect(dialog().open).toBe(false);
    expect(dialog().textContent).toBe('');
  });

  it('stays open on Escape while its screen keeps it open', async () => {
    await view.render(
      <Dialog open title="Unsaved changes" onClose={() => undefined}>
        <p>Keep editing?</p>
      </Dialog>,
    );
    let cancel: Event | undefined;
    await act(() => {
      cancel = pressEscape();
    });
    expect(cancel!.defaultPrevented).toBe(true);
    expect(dialog().open).toBe(true);
  });

  it('is shown once however often its screen draws it open', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const draw = (text: string) =>
      view.render(
        <Dialog open title="Export" onClose={() => undefined}>
          <p>{text}</p>
        </Dialog>,
      );
    await draw('Preparing…');
    await draw('Ready.');
    // A second showModal on an open dialog throws in a browser.
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog().textContent).toContain('Ready.');
  });
});

describe('Dialog and focus', () => {
  /** A screen that draws its dialog only while it is open, as most screens do. */
  function DrawnWhileOpen() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          New user
        </button>
        {open && (
          <Dialog open title="New user" onClose={() => setOpen(false)}>
            <input aria-label="User name" />
          </Dialog>
        )}
      </>
    );
  }

  it('returns focus to the button that opened it when Escape closes it', async () => {
    await view.render(<Screen closes={[]} />);
    openButton().focus();
    await act(() => openButton().click());
    await act(() => void pressEscape());
    expect(document.activeElement).toBe(openButton());
  });

  it('returns focus to its opener when its screen stops drawing it while open', async () => {
    await view.render(<DrawnWhileOpen />);
    openButton().focus();
    await act(() => openButton().click());
    host().querySelector('input')!.focus();
    await act(() => void pressEscape());
    expect(host().querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(openButton());
  });

  /** A screen whose opener is busy, so disabled and without the focus, until its dialog opens. */
  function BusyOpener() {
    const [busy, setBusy] = useState(false);
    const [open, setOpen] = useState(false);
    return (
      <>
        <button
          type="button"
          id="send-to"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            // As the browser does with a focused control that is disabled.
            host().querySelector('button')!.blur();
            queueMicrotask(() => {
              setBusy(false);
              setOpen(true);
            });
          }}
        >
          Send to
        </button>
        {open && (
          <Dialog open title="Send report 7 to" onClose={() => setOpen(false)} opener="send-to">
            <input aria-label="Reviewer" />
          </Dialog>
        )}
      </>
    );
  }

  it('returns focus to the control its screen names when the focus had left it before the dialog opened', async () => {
    await view.render(<BusyOpener />);
    openButton().focus();
    await act(async () => openButton().click());
    expect(dialog().open).toBe(true);
    expect(document.activeElement).not.toBe(openButton());
    host().querySelector('input')!.focus();
    await act(() => void pressEscape());
    expect(host().querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(openButton());
  });

  it('returns focus to the control its screen names when its opener was drawn anew meanwhile', async () => {
    function Redrawn() {
      const [open, setOpen] = useState(false);
      return (
        <>
          {/* A new element each time the dialog opens or closes, as a list read again draws its rows. */}
          <button type="button" id="edit-officer" key={String(open)} onClick={() => setOpen(true)}>
            Edit
          </button>
          <Dialog open={open} title="Edit user" onClose={() => setOpen(false)} opener="edit-officer">
            <input aria-label="First name" />
          </Dialog>
        </>
      );
    }
    await view.render(<Redrawn />);
    const first = openButton();
    first.focus();
    await act(() => first.click());
    expect(first.isConnected).toBe(false);
    await act(() => void pressEscape());
    expect(document.activeElement).toBe(openButton());
    expect(document.activeElement?.id).toBe('edit-officer');
  });

  it('leaves focus where the dialog’s action put it on purpose', async () => {
    function MovesFocus() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button">Opener</button>
          <input aria-label="Elsewhere" />
          {open && (
            <Dialog open title="Done" onClose={() => setOpen(false)}>
              <button
                type="button"
                onClick={() => {
                  host().querySelector<HTMLInputElement>('input[aria-label="Elsewhere"]')!.focus();
                  setOpen(false);
                }}
              >
                Go
              </button>
            </Dialog>
          )}
        </>
      );
    }
    await view.render(<MovesFocus />);
    await act(() => host().querySelector<HTMLButtonElement>('dialog button')!.click());
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Elsewhere');
  });
});
