import { describe, expect, it } from 'vitest';
import { fontsOf, type FontStyle } from './pdf-fonts';
import { layoutText, MISSING_MARK, type Line } from './pdf-text';

const regular = fontsOf('regular');
const named = (line: Line) => line.pieces.map((p) => [p.text, p.font.name.replace(/^F\d+-/, '')]);
const fontNames = (text: string) => named(layoutText(text, regular, 9, 500)[0]!);
/** Glyph 0 is .notdef: what a font draws for a character it does not have. */
const notdefs = (line: Line) => line.pieces.filter((p) => p.font.font.layout(p.text).glyphs.some((g) => g.id === 0));

describe('layoutText', () => {
  it('sets each script in a font that has it, spaces staying with the word before them', { timeout: 30_000 }, () => {
    expect(fontNames('ŁUKASZEWSKI 王小明 김민준')).toEqual([
      ['ŁUKASZEWSKI ', 'DejaVuSans'],
      ['王小明 ', 'noto-sans-sc-chinese-simplified-400-normal'],
      ['김민준', 'noto-sans-kr-korean-400-normal'],
    ]);
  });

  it('sets emoji and Traditional Chinese the other fonts lack in fonts that have them, in every style', () => {
    const weights: Record<FontStyle, [string, string]> = {
      regular: ['DejaVuSans', '400'],
      bold: ['DejaVuSans-Bold', '700'],
      italic: ['DejaVuSans-Oblique', '400'],
    };
    for (const [style, [dejavu, weight]] of Object.entries(weights)) {
      const [line] = layoutText('CAR 🚗 鄺勸導', fontsOf(style as FontStyle), 9, 500);
      // The space after the emoji goes back to the text's font: the emoji font's is four times as wide.
      expect(named(line!), style).toEqual([
        ['CAR ', dejavu],
        ['🚗', `noto-emoji-emoji-${weight}-normal`],
        [' ', dejavu],
        // The Simplified font has 導 but not 鄺勸: the word stays in one font.
        ['鄺勸導', `noto-sans-tc-chinese-traditional-${weight}-normal`],
      ]);
      expect(notdefs(line!), style).toEqual([]);
      expect(line!.missing, style).toBe(false);
    }
    // Joined emoji stay one glyph: a family, a flag, a skin tone.
    for (const emoji of ['👨‍👩‍👧', '🇹🇼', '👍🏽']) {
      const [line] = layoutText(emoji, regular, 9, 500);
      expect(named(line!), emoji).toEqual([[emoji, 'noto-emoji-emoji-400-normal']]);
      expect(notdefs(line!), emoji).toEqual([]);
    }
  });

  it('puts a mark in place of each character no font has and flags its line, drawing the mark in a font that has it', () => {
    // Private use, a rare CJK extension ideograph, an unassigned code point.
    const lines = layoutText('PLATE 12\n\uE000 \u{2A6D6} X\u0378Y', regular, 9, 500);
    expect(lines.map((l) => l.pieces.map((p) => p.text).join(''))).toEqual([
      'PLATE 12',
      `${MISSING_MARK} ${MISSING_MARK} X${MISSING_MARK}Y`,
    ]);
    expect(lines.map((l) => l.missing)).toEqual([false, true]);
    expect(notdefs(lines[1]!)).toEqual([]);
    // The mark takes its width: the line is measured as drawn.
    expect(lines[1]!.width).toBeGreaterThan(layoutText('  XY', regular, 9, 500)[0]!.width);
  });

  it('orders the runs of a right-to-left line from the left as they are seen (numbers stay left to right)', () => {
    const [line] = layoutText('שלום 123 כהן', regular, 9, 500);
    expect(line!.rtl).toBe(true);
    // Hebrew runs stay in typed order: the font engine draws their letters right to left.
    expect(line!.pieces.map((p) => p.text)).toEqual([' כהן', '123', 'שלום ']);
    const [mixed] = layoutText('Driver (محمد) said', regular, 9, 500);
    expect(mixed!.rtl).toBe(false);
    expect(mixed!.pieces.map((p) => p.text)).toEqual(['Driver (', 'محمد', ') said']);
  });

  it('breaks a right-to-left paragraph into lines that start with its first words, and cuts a word too long for a line', () => {
    const words = 'הנהג נסע צפונה ברחוב הראשי ולא עצר ברמזור';
    const lines = layoutText(words, regular, 9, 60);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines[0]!.pieces.map((p) => p.text).join('')).toMatch(/^הנהג/);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(60);
    const long = layoutText('X'.repeat(80), regular, 9, 100);
    expect(long.length).toBeGreaterThan(3);
    expect(long.map((l) => l.pieces.map((p) => p.text).join('')).join('')).toBe('X'.repeat(80));
  });
});
