import { spawn } from 'node:child_process';
import path from 'node:path';

export interface ReadPdf {
  pages: number;
  /** The text of each page, items joined by spaces. */
  pageTexts: string[];
  /** All pages' text with runs of white space made single spaces, for `toContain`. */
  text: string;
  /** How many images are painted on each page. */
  imagesPerPage: number[];
  /**
   * Every stretch of text as drawn: its page (from 1), its font's name (subset prefix left out),
   * its characters and how many of its glyphs are the font's .notdef (a character it lacks).
   */
  runs: { page: number; font: string; text: string; notdef: number }[];
  title: string | undefined;
}

const reader = path.join(import.meta.dirname, 'pdf-reader-process.mjs');

/**
 * Reads a PDF back the way a viewer would (pdf.js): its text, page count, painted images and the
 * fonts and glyphs the text is drawn with.
 * pdf.js runs in a child process (pdf-reader-process.mjs) to keep its native addon out of the
 * test worker.
 */
export function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [reader], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`pdf.js could not read the PDF (exit ${code}): ${Buffer.concat(err)}`));
      resolve(JSON.parse(Buffer.concat(out).toString('utf8')) as ReadPdf);
    });
    child.stdin.end(Buffer.from(bytes));
  });
}
