/**
 * Tells a handheld 2D scanner set up as a keyboard (a "keyboard wedge") from a person typing:
 * the scanner types the AAMVA text of a licence, which starts with "@", one to three separators
 * (LF, RS, CR, typed as Enter or Ctrl+J, Ctrl+^, Ctrl+M) and "ANSI " (or "AAMVA" on the oldest
 * cards), a key every few milliseconds. Pure: the editor feeds it each keystroke with its time
 * and follows its verdict, so the text never lands in the field the cursor happens to be in.
 */
import { SCAN_END_GAP_MS, SCAN_MAX_CHARACTERS, SCANNER_KEY_GAP_MS } from './barcode-scan-constants';

/** A keystroke as a keydown event gives it. */
export interface KeyStroke {
  key: string;
  /** Milliseconds, any steady clock (the event's timeStamp). */
  time: number;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}

/**
 * What to do with a keystroke: `pass` lets it reach the field, `hold` keeps it from the field.
 * `started` is set on the "@" that may begin a scan (the field is worth remembering as it was);
 * `confirmed` on the key that completed the header: what passed since `started` is the scan's,
 * and the field should be put back as it was.
 */
export interface KeyVerdict {
  action: 'pass' | 'hold';
  started?: boolean;
  confirmed?: boolean;
}

/** Keys that type nothing themselves: they neither break nor extend a burst. */
const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock', 'Unidentified', 'Dead']);

const SEPARATORS = '[\\n\\r\\x1e ]';
const PLAUSIBLE = new RegExp(`^@(${SEPARATORS}{0,3}|${SEPARATORS}{1,3}(A|AN|ANS|ANSI|AA|AAM|AAMV))$`);
const HEADER = new RegExp(`^@${SEPARATORS}{1,3}(ANSI |AAMVA)$`);

/** The character a keystroke types: Enter is a line feed, Ctrl+letter a control character. */
export function typedCharacter(stroke: KeyStroke): string {
  if (stroke.key === 'Enter') return '\n';
  if (stroke.key === 'Tab') return '\t';
  if (stroke.key.length !== 1 || stroke.metaKey) return '';
  // AltGr (Ctrl+Alt on Windows) types "@" on many European layouts: the key is the character.
  if (stroke.ctrlKey && stroke.altKey) return stroke.key;
  if (stroke.altKey) return '';
  if (!stroke.ctrlKey) return stroke.key;
  const code = stroke.key.toUpperCase().charCodeAt(0);
  return code >= 64 && code <= 95 ? String.fromCharCode(code - 64) : '';
}

/** A detector for the keystrokes of one page (the editor, or the records list beside it): its caller feeds them in. */
export function createScannerBurstDetector() {
  let state: 'idle' | 'header' | 'burst' = 'idle';
  let text = '';
  let last = 0;

  const reset = () => {
    state = 'idle';
    text = '';
  };

  function key(stroke: KeyStroke): KeyVerdict {
    if (MODIFIERS.has(stroke.key)) return { action: state === 'burst' ? 'hold' : 'pass' };
    const typed = typedCharacter(stroke);
    if (state === 'header' && stroke.time - last > SCANNER_KEY_GAP_MS) reset();
    if (state === 'burst') {
      last = stroke.time;
      if (text.length < SCAN_MAX_CHARACTERS) text += typed;
      return { action: 'hold' };
    }
    if (state === 'idle') {
      if (typed !== '@') return { action: 'pass' };
      state = 'header';
      text = '@';
      last = stroke.time;
      return { action: 'pass', started: true };
    }
    const next = text + typed;
    if (HEADER.test(next)) {
      state = 'burst';
      text = next;
      last = stroke.time;
      return { action: 'hold', confirmed: true };
    }
    if (!PLAUSIBLE.test(next)) {
      reset();
      return key(stroke);
    }
    text = next;
    last = stroke.time;
    // A separator would act in the field (Enter submits, moves on); letters are harmless until confirmed.
    return { action: typed === '' || '\n\r\x1e'.includes(typed) ? 'hold' : 'pass' };
  }

  /**
   * Called when no key came for a while: the scanned text once a confirmed burst has been quiet
   * for SCAN_END_GAP_MS (the detector is then ready for the next), else null.
   */
  function end(time: number): string | null {
    if (state === 'header' && time - last > SCANNER_KEY_GAP_MS) reset();
    if (state !== 'burst' || time - last < SCAN_END_GAP_MS) return null;
    const scanned = text;
    reset();
    return scanned;
  }

  return { key, end, scanning: () => state === 'burst' };
}

/** See {@link createScannerBurstDetector}. */
export type ScannerBurstDetector = ReturnType<typeof createScannerBurstDetector>;

/**
 * The message when a scanner typed a licence while the cursor was in a field of the report
 * rather than the records list: the text was kept out of that field, and nothing is applied
 * until the officer chooses in that list.
 */
export function scannedIntoFieldNotice(fieldName: string | null): string {
  const where = fieldName ? `the field "${fieldName}"` : 'the report';
  return `A scanner typed a barcode while the cursor was in ${where}. It was kept out of that field and is shown here; nothing was applied.`;
}
