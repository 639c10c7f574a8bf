import bidiFactory from 'bidi-js';
import LineBreaker from 'linebreak';
import { covers, type LoadedFont } from './pdf-fonts';

/** A stretch of one line in one font and one direction, ready to draw left to right. */
export interface Piece {
  text: string;
  font: LoadedFont;
  width: number;
}

export interface Line {
  /** In visual order, left to right. */
  pieces: Piece[];
  width: number;
  /** The paragraph reads right to left: its lines align to the right. */
  rtl: boolean;
  /** Characters of this line no font has: each shows as MISSING_MARK, and the page must say so. */
  missing: boolean;
}

/**
 * What stands in for a character no font can draw. A font's own missing glyph is an empty box or
 * nothing at all, which a reader takes for a blank or for a form's unticked box; the replacement
 * character is Unicode's sign for "a character was here", and the first font (DejaVu) has it.
 */
export const MISSING_MARK = '\uFFFD';

const bidi = bidiFactory();
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
/**
 * Scripts fontkit lays out right to left by itself (it reverses their glyphs); anything else on a
 * right-to-left level (spaces, punctuation) is reversed here.
 */
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const HAN = /\p{Script=Han}/u;
/**
 * What can join characters into one cluster: marks, format characters (joiners), Hangul jamo,
 * flags and skin tones. Text without any is one cluster per character, found without the
 * segmenter (Node's takes tens of microseconds per character).
 */
const JOINS = /\p{M}|\p{Cf}|[\u1100-\u11ff]|\p{Regional_Indicator}|\p{Emoji_Modifier}/u;

/** The grapheme clusters of `text` with where each starts. */
function clusters(text: string): { segment: string; index: number }[] {
  if (JOINS.test(text)) return [...graphemes.segment(text)];
  const out: { segment: string; index: number }[] = [];
  let index = 0;
  for (const segment of text) {
    out.push({ segment, index });
    index += segment.length;
  }
  return out;
}

/** Text as it can be drawn: tabs as spaces, no carriage returns or other control characters. */
export function drawable(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\t/g, '    ').replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '');
}

interface Span {
  start: number;
  end: number;
  font: LoadedFont;
}

/**
 * Which font draws which part: each grapheme cluster takes the first font that has all its
 * characters, but keeps the font of the cluster before it, when that font has it too, if it is a
 * space or punctuation (a word and what follows it are shaped together) or a Chinese character
 * after another (a name the Simplified Chinese font has only in part is set whole in the
 * Traditional one, in one font's shapes). A cluster no font has is replaced by the mark, one mark
 * per cluster (a letter with an accent no font has is one mark, not a letter that silently lost
 * its accent): `text` is the text as drawn, `missing` where the marks stand.
 */
function fontSpans(source: string, fonts: LoadedFont[]): { text: string; spans: Span[]; missing: number[] } {
  const spans: Span[] = [];
  const missing: number[] = [];
  let text = '';
  let before = '';
  for (let { segment } of clusters(source)) {
    const prev = spans.at(-1);
    const stays = !LETTER_OR_DIGIT.test(segment) || (HAN.test(segment) && HAN.test(before));
    before = segment;
    let font = prev && stays && covers(prev.font, segment) ? prev.font : fonts.find((f) => covers(f, segment));
    if (!font) {
      missing.push(text.length);
      segment = MISSING_MARK;
      font = fonts.find((f) => covers(f, MISSING_MARK)) ?? fonts[0]!;
    }
    const index = text.length;
    text += segment;
    if (prev && prev.font === font) prev.end = index + segment.length;
    else spans.push({ start: index, end: index + segment.length, font });
  }
  return { text, spans, missing };
}

export function widthOf(font: LoadedFont, text: string, size: number): number {
  return (font.font.layout(text).advanceWidth / font.font.unitsPerEm) * size;
}

/** One paragraph's text with its fonts and bidi levels, measured at one size. */
class Paragraph {
  /** The text as drawn: what no font has already replaced by the mark. */
  readonly text: string;
  readonly spans: Span[];
  /** Where marks stand in `text`, in order. */
  readonly missing: number[];
  readonly levels: Uint8Array;
  readonly rtl: boolean;

  constructor(
    source: string,
    fonts: LoadedFont[],
    readonly size: number,
  ) {
    ({ text: this.text, spans: this.spans, missing: this.missing } = fontSpans(source, fonts));
    const embedding = bidi.getEmbeddingLevels(this.text);
    this.levels = embedding.levels;
    this.rtl = (embedding.paragraphs[0]?.level ?? 0) % 2 === 1;
  }

  /** The width of text[start, end), by default with trailing spaces left out (they hang past a line's end). */
  width(start: number, end: number, trim = true): number {
    const stop = trim ? start + this.text.slice(start, end).trimEnd().length : end;
    let total = 0;
    for (const span of this.spans) {
      const a = Math.max(start, span.start);
      const b = Math.min(stop, span.end);
      if (a < b) total += this.measure(span.font, this.text.slice(a, b));
    }
    return total;
  }

  /** Words come back often (a narrative repeats them): each is laid out once per paragraph. */
  private readonly widths = new Map<string, number>();
  measure(font: LoadedFont, text: string) {
    let total = 0;
    // Measured word by word as PDFKit does: a space ends every join and kerning pair.
    for (const word of text.split(/(?<= )/)) {
      const key = `${font.name}\u0000${word}`;
      let width = this.widths.get(key);
      if (width === undefined) {
        width = widthOf(font, word, this.size);
        this.widths.set(key, width);
      }
      total += width;
    }
    return total;
  }

  private fontAt(i: number): LoadedFont {
    return this.spans.find((s) => i >= s.start && i < s.end)!.font;
  }

  /**
   * Where the lines break to fit `maxWidth`: at the break opportunities of UAX #14, or inside a
   * word too long for a line. Each stretch between two opportunities is measured once.
   */
  breaks(maxWidth: number): [number, number][] {
    const lines: [number, number][] = [];
    const breaker = new LineBreaker(this.text);
    let start = 0;
    let end = 0;
    /** The width of [start, end) with its trailing spaces. */
    let used = 0;
    for (let bk = breaker.nextBreak(); bk; bk = breaker.nextBreak()) {
      const word = this.width(end, bk.position, false);
      if (used + this.width(end, bk.position) <= maxWidth) {
        used += word;
        end = bk.position;
        continue;
      }
      if (end > start) lines.push([start, end]);
      start = end;
      // A word wider than the line is cut between its grapheme clusters.
      while (this.width(start, bk.position) > maxWidth) {
        let cut = start;
        for (const { index, segment } of graphemes.segment(this.text.slice(start, bk.position))) {
          const next = start + index + segment.length;
          if (cut > start && this.width(start, next) > maxWidth) break;
          cut = next;
        }
        if (cut >= bk.position) break;
        lines.push([start, cut]);
        start = cut;
      }
      end = bk.position;
      used = this.width(start, end, false);
    }
    if (end > start || !lines.length) lines.push([start, end]);
    return lines;
  }

  /** A line's pieces in the order they are drawn, following the Unicode bidi algorithm's reordering. */
  line(start: number, end: number): Line {
    const stop = start + this.text.slice(start, end).trimEnd().length;
    const runs: { start: number; end: number; level: number; font: LoadedFont }[] = [];
    for (let i = start; i < stop; i++) {
      const level = this.levels[i]!;
      const font = this.fontAt(i);
      const last = runs.at(-1);
      if (last && last.level === level && last.font === font) last.end = i + 1;
      else runs.push({ start: i, end: i + 1, level, font });
    }
    // Rule L2: from the highest level down to the lowest odd one, reverse every stretch at or above it.
    const max = Math.max(0, ...runs.map((r) => r.level));
    const minOdd = Math.min(...runs.map((r) => r.level).filter((l) => l % 2 === 1));
    for (let level = max; level >= minOdd && level > 0; level--) {
      for (let i = 0; i < runs.length;) {
        if (runs[i]!.level < level) {
          i++;
          continue;
        }
        let j = i;
        while (j < runs.length && runs[j]!.level >= level) j++;
        runs.splice(i, j - i, ...runs.slice(i, j).reverse());
        i = j;
      }
    }
    const pieces = runs.map((run) => {
      let text = this.text.slice(run.start, run.end);
      if (run.level % 2 === 1) {
        text = [...text].map((ch) => bidi.getMirroredCharacter(ch) ?? ch).join('');
        if (!RTL_SCRIPT.test(text))
          text = [...graphemes.segment(text)]
            .map((g) => g.segment)
            .reverse()
            .join('');
      }
      return { text, font: run.font, width: this.measure(run.font, text) };
    });
    return {
      pieces,
      width: pieces.reduce((sum, p) => sum + p.width, 0),
      rtl: this.rtl,
      missing: this.missing.some((i) => i >= start && i < stop),
    };
  }
}

/** Text laid out in lines no wider than `maxWidth`, each paragraph (a line of the input) in its own direction. */
export function layoutText(text: string, fonts: LoadedFont[], size: number, maxWidth: number): Line[] {
  const lines: Line[] = [];
  for (const part of drawable(text).split(/\r?\n/)) {
    const paragraph = new Paragraph(part, fonts, size);
    for (const [start, end] of paragraph.breaks(maxWidth)) lines.push(paragraph.line(start, end));
  }
  return lines;
}
