import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import fontFiles from './font-files.json';

export type FontStyle = 'regular' | 'bold' | 'italic';

/**
 * The fonts a printed report is set in, first choice first. DejaVu Sans covers Latin with its
 * extensions (Polish, Vietnamese), Greek, Cyrillic, Hebrew and Arabic, and its Arabic shapes into
 * whole glyphs (Noto's Arabic splits letters from their dots, which no PDF reader can copy back);
 * Noto Sans SC adds Chinese and Japanese, Noto Sans TC the Traditional Chinese characters the
 * Simplified set lacks (its shared ones stay in SC, so a report prints as it did), Noto Sans KR
 * Korean, and Noto Emoji the emoji officers paste from their phones: the monochrome one, as
 * outlines PDFKit embeds like any text (colour emoji fonts keep pictures or colour layers it
 * cannot draw), printed in the text's colour.
 * The CJK and emoji fonts are read as WOFF: fontkit subsets WOFF2 ones into hundreds of kilobytes
 * per report. A font is embedded only in a report that uses it, and only with the glyphs used.
 * The CJK files hold each language's common characters (Fontsource's subsets): a rarer one, like
 * any character no font here has, prints as a mark that the page explains (pdf-text.ts).
 */
// The files are listed in font-files.json: the container image keeps only those
// (scripts/prune-fonts.mjs), as the font packages ship every weight in several formats.
// DejaVu's bold face lacks some scripts (Arabic vowel marks, for one): those fall back to the regular.
const FILES: Record<FontStyle, string[]> = fontFiles;

export interface LoadedFont {
  /** The name the font is registered under in a PDF document. */
  name: string;
  bytes: Buffer;
  font: fontkit.Font;
  /** Clusters already looked up: a report asks about the same few letters thousands of times. */
  covered: Map<string, boolean>;
  /** The clusters this font is for, when it is for some only (it takes no part in any others). */
  only?: RegExp;
}

/**
 * Noto Emoji also has digits, spaces and signs, each as wide as an emoji: the space after an
 * emoji would otherwise stay in it (spaces keep the font before them) and leave a gap four spaces
 * wide. It draws emoji only: pictographs, flags, keycaps and skin tones.
 */
const EMOJI_FONT = '@fontsource/noto-emoji/';
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u20e3/u;

const require = createRequire(import.meta.url);
const loaded = new Map<string, LoadedFont>();

/** Reads a font file once per process: every report after the first reuses it. */
function load(file: string): LoadedFont {
  let font = loaded.get(file);
  if (!font) {
    const bytes = fs.readFileSync(require.resolve(file));
    const parsed = fontkit.create(bytes);
    if (!('hasGlyphForCodePoint' in parsed)) throw new Error(`${file} is a font collection, not a font`);
    font = {
      name: `F${loaded.size}-${file.replace(/^.*\//, '').replace(/\.\w+$/, '')}`,
      bytes,
      font: parsed,
      covered: new Map(),
      only: file.startsWith(EMOJI_FONT) ? EMOJI : undefined,
    };
    loaded.set(file, font);
  }
  return font;
}

/** The fonts of a style in the order they are tried. */
export function fontsOf(style: FontStyle): LoadedFont[] {
  return FILES[style].map(load);
}

/** Every font a document may use, to register with it. */
export function allFonts(): LoadedFont[] {
  return [...new Set(Object.values(FILES).flat())].map(load);
}

/** Characters that draw nothing and so need no glyph of their own (joiners, variation selectors). */
const invisible = (code: number) =>
  (code >= 0x200b && code <= 0x200f) || code === 0x2060 || (code >= 0xfe00 && code <= 0xfe0f) || code === 0xfeff;

/** Whether `font` can draw every character of a grapheme cluster. */
export function covers(font: LoadedFont, cluster: string): boolean {
  let answer = font.covered.get(cluster);
  if (answer === undefined) {
    answer =
      (!font.only || font.only.test(cluster)) &&
      [...cluster].every((ch) => {
        const code = ch.codePointAt(0)!;
        return invisible(code) || font.font.hasGlyphForCodePoint(code);
      });
    font.covered.set(cluster, answer);
  }
  return answer;
}
