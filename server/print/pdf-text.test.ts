import { describe, expect, it } from 'vitest';
import { fontsOf } from './pdf-fonts';
import { layoutText } from './pdf-text';

const regular = fontsOf('regular');
const fontNames = (text: string) =>
  layoutText(text, regular, 9, 500)[0]!.pieces.map((p) => [p.text, p.font.name.replace(/^F\d+-/, '')]);

describe('layoutText', () => {
  it('sets each script in a font that has it, spaces staying with the word before them', { timeout: 30_000 }, () => {
    expect(fontNames('ŁUKASZEWSKI 王小明 김민준')).toEqual([
      ['ŁUKASZEWSKI ', 'DejaVuSans'],
      ['王小明 ', 'noto-sans-sc-chinese-simplified-400-normal'],
      ['김민준', 'noto-sans-kr-korean-400-normal'],
    ]);
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
