import { describe, expect, it } from 'vitest';
import { aamvaSamples } from '../fixtures/aamva-samples';
import { parseAamva } from './parse-aamva';
import { createScannerBurstDetector, scannedIntoFieldNotice, typedCharacter, type KeyStroke } from './scanner-burst';

const licence = aamvaSamples[0]!.barcode;

/** The keystrokes a wedge scanner sends for a text: LF and CR as Enter, RS as Ctrl+^. */
function keystrokes(text: string, start: number, every: number): KeyStroke[] {
  return [...text].map((ch, i) => {
    const time = start + i * every;
    if (ch === '\n' || ch === '\r') return { key: 'Enter', time };
    if (ch === '\x1e') return { key: '^', ctrlKey: true, time };
    return { key: ch, time };
  });
}

function feed(text: string, every: number) {
  const detector = createScannerBurstDetector();
  const strokes = keystrokes(text, 1000, every);
  const verdicts = strokes.map((s) => detector.key(s));
  const last = strokes.at(-1)!.time;
  return { detector, verdicts, last };
}

describe('createScannerBurstDetector', () => {
  it('recognises a licence typed by a scanner, keeps it from the field, and gives its text when it ends', () => {
    const { detector, verdicts, last } = feed(licence, 4);
    expect(verdicts[0]).toEqual({ action: 'pass', started: true });
    const confirmedAt = verdicts.findIndex((v) => v.confirmed);
    expect(licence.slice(0, confirmedAt + 1)).toBe('@\n\x1e\rANSI ');
    expect(verdicts.slice(confirmedAt).every((v) => v.action === 'hold')).toBe(true);
    // Enter and the record separator never reach the field, even before the header is complete.
    expect(verdicts.slice(1, 4).map((v) => v.action)).toEqual(['hold', 'hold', 'hold']);
    expect(detector.end(last + 50)).toBeNull();
    const text = detector.end(last + 200);
    expect(parseAamva(text ?? '').records[0]).toMatchObject({
      lastName: 'QUILLFEATHER',
      licenceNumber: '1234-56-7890',
    });
    expect(detector.scanning()).toBe(false);
  });

  it('lets a person typing the same text type it, even at 200 words a minute', () => {
    const { detector, verdicts, last } = feed(licence.slice(0, 30), 60);
    expect(verdicts.some((v) => v.confirmed)).toBe(false);
    expect(verdicts.filter((v) => v.action === 'hold')).toHaveLength(0);
    expect(detector.end(last + 1000)).toBeNull();
  });

  it('lets a fast "@" in an e-mail address through', () => {
    const { verdicts } = feed('jo@example.org', 10);
    expect(verdicts.every((v) => v.action === 'pass')).toBe(true);
    expect(verdicts.some((v) => v.confirmed)).toBe(false);
  });

  it('reads the oldest cards, whose header says AAMVA, and scanners that type spaces for separators', () => {
    for (const text of ['@\n\nAAMVA6360370101DL00290192DLDAQ1234', '@   ANSI 636037100102DL']) {
      const { detector, verdicts, last } = feed(text, 3);
      expect(
        verdicts.some((v) => v.confirmed),
        text,
      ).toBe(true);
      expect(detector.end(last + 500)).toBe(text);
    }
  });

  it('ignores modifier keys in a burst, and a pause shorter than the end of a scan', () => {
    const detector = createScannerBurstDetector();
    keystrokes('@\n\nANSI ', 0, 5).forEach((s) => detector.key(s));
    expect(detector.key({ key: 'Shift', time: 45 })).toEqual({ action: 'hold' });
    detector.key({ key: 'X', time: 100 });
    expect(detector.end(150)).toBeNull();
    expect(detector.end(300)).toBe('@\n\nANSI X');
  });
});

describe('typedCharacter', () => {
  it('reads Enter as a line feed, Ctrl+letter as a control character, and AltGr as the character it types', () => {
    expect(typedCharacter({ key: 'Enter', time: 0 })).toBe('\n');
    expect(typedCharacter({ key: '^', ctrlKey: true, time: 0 })).toBe('\x1e');
    expect(typedCharacter({ key: 'm', ctrlKey: true, time: 0 })).toBe('\r');
    expect(typedCharacter({ key: '@', ctrlKey: true, altKey: true, time: 0 })).toBe('@');
    expect(typedCharacter({ key: '3', altKey: true, time: 0 })).toBe('');
    expect(typedCharacter({ key: 'Shift', time: 0 })).toBe('');
  });
});

describe('scannedIntoFieldNotice', () => {
  it('names the field the scan was kept out of, and says nothing was applied', () => {
    expect(scannedIntoFieldNotice('Last name')).toBe(
      'A scanner typed a barcode while the cursor was in the field "Last name". It was kept out of that field and is shown here; nothing was applied.',
    );
    expect(scannedIntoFieldNotice(null)).toContain('while the cursor was in the report.');
  });
});
