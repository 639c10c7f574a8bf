import { SCAN_END_GAP_MS } from '../../../lib/records/barcodes/barcode-scan-constants';
import { createScannerBurstDetector } from '../../../lib/records/barcodes/scanner-burst';

/** Marks the records window's content, so a scan typed there is known to be in the records flow. */
export const RECORDS_WINDOW_ATTRIBUTE = 'data-records-window';

type EditableField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field as it was before the "@" that began a scan, to put it back once the scan is certain. */
interface FieldBefore {
  field: EditableField;
  value: string;
  start: number | null;
  end: number | null;
}

function isEditable(target: EventTarget | null): target is EditableField {
  const el = target as Element | null;
  return !!el && 'value' in el && ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
}

function remember(target: EventTarget | null): FieldBefore | null {
  if (!isEditable(target)) return null;
  const text = target.tagName === 'SELECT' ? null : (target as HTMLInputElement);
  return { field: target, value: target.value, start: text?.selectionStart ?? null, end: text?.selectionEnd ?? null };
}

/**
 * Puts a field back as it was, through the element's own value setter and an input event, so
 * React's state (and the report) follow: the "@ANSI" a scanner typed before it was recognised.
 */
function putBack(before: FieldBefore) {
  const { field } = before;
  if (field.value === before.value) return;
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, before.value);
  field.dispatchEvent(new Event(field.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
  if (field.tagName !== 'SELECT' && before.start !== null) {
    (field as HTMLInputElement).setSelectionRange(before.start, before.end ?? before.start);
  }
}

/** The name the officer knows a field by: its label, else its accessible name. */
export function fieldName(target: Element | null): string | null {
  if (!target || !isEditable(target)) return null;
  const label = target.labels?.[0]?.textContent ?? target.getAttribute('aria-label');
  return label?.replace(/\s*\*\s*$/, '').trim() || null;
}

/**
 * Watches a window's keystrokes for a keyboard-wedge scanner typing AAMVA text
 * (lib/records/barcodes/scanner-burst.ts): the scan never lands in the focused field (what it typed before
 * it was recognised is taken out again), and its text goes to `onScan` with the element the
 * cursor was in. `hooks` hear when a possible scan starts and when a field was put back. Returns
 * the teardown.
 */
export function listenForKeyboardScanner(
  win: Window,
  onScan: (text: string, focused: Element | null) => void,
  hooks: { started?: () => void; putBack?: () => void } = {},
): () => void {
  const detector = createScannerBurstDetector();
  let before: FieldBefore | null = null;
  let focused: Element | null = null;
  let timer: number | undefined;

  const check = () => {
    const text = detector.end(win.performance.now());
    if (text) onScan(text, focused);
    else if (detector.scanning()) timer = win.setTimeout(check, SCAN_END_GAP_MS);
  };

  const onKey = (event: KeyboardEvent) => {
    const verdict = detector.key({
      key: event.key,
      time: event.timeStamp,
      ctrlKey: event.ctrlKey,
      altKey: event.altKey,
      metaKey: event.metaKey,
    });
    if (verdict.started) {
      before = remember(event.target);
      focused = event.target as Element | null;
      hooks.started?.();
    }
    if (verdict.confirmed && before) {
      putBack(before);
      hooks.putBack?.();
    }
    if (verdict.action === 'hold') {
      event.preventDefault();
      event.stopPropagation();
    }
    win.clearTimeout(timer);
    if (detector.scanning()) timer = win.setTimeout(check, SCAN_END_GAP_MS);
  };

  win.addEventListener('keydown', onKey, true);
  return () => {
    win.removeEventListener('keydown', onKey, true);
    win.clearTimeout(timer);
  };
}
