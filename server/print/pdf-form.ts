import PDFDocument from 'pdfkit';
import { allFonts, fontsOf, type FontStyle } from './pdf-fonts';
import { layoutText, MISSING_MARK, type Line } from './pdf-text';

/** One box of the form: a small label over its value; `span` is how many of the 4 columns it takes. */
export interface Cell {
  label: string;
  value: string;
  span?: 1 | 2 | 3 | 4;
  /** Shown in italics: the value is withheld, not typed. */
  withheld?: boolean;
}

export const COLUMNS = 4;
const PAGE = { size: 'LETTER' as const, margin: 36 };
const LABEL_SIZE = 6.5;
const VALUE_SIZE = 9;
const PAD = 3;
/** Room kept at the top of every page after the first for the running header. */
const RUNNING_HEADER = 18;
const FOOTER = 20;
/** Said under the footer of a page where a character was replaced by the mark, so no text goes missing unnoticed. */
export const MISSING_NOTE = `Some characters on this page could not be printed: each is shown as ${MISSING_MARK}.`;

/** How text is set: its face, size and where a line sits in the width it is given. */
interface TextStyle {
  style?: FontStyle;
  size: number;
  align?: 'start' | 'center' | 'end';
}

/** Line height and the baseline's drop from a line's top, as fractions of the size (from the first font's metrics). */
function metrics() {
  const font = fontsOf('regular')[0]!.font;
  return {
    lineHeight: (font.ascent - font.descent + font.lineGap) / font.unitsPerEm,
    ascent: font.ascent / font.unitsPerEm,
  };
}

/**
 * A state crash report form drawn with PDFKit: boxed label/value cells four to a row, section
 * bars, full-width text and pictures, and page breaks that never split a row. Page headers and
 * numbers are written once every page exists (finish). Text is set in Unicode fonts chosen per
 * script (pdf-fonts.ts) and laid out here, line by line, in its reading order (pdf-text.ts):
 * PDFKit neither falls back from one font to another nor reorders right-to-left text.
 */
export class PdfForm {
  readonly doc: PDFKit.PDFDocument;
  private y: number;
  private readonly left: number;
  private readonly width: number;
  private readonly metrics = metrics();
  /** Pages that show the mark for a character no font has: their footers say so. */
  private readonly marked = new Set<PDFKit.PDFPage>();

  constructor(info: { title: string; author: string }) {
    this.doc = new PDFDocument({
      size: PAGE.size,
      margins: { top: PAGE.margin, bottom: PAGE.margin + FOOTER, left: PAGE.margin, right: PAGE.margin },
      bufferPages: true,
      info: { Title: info.title, Author: info.author, Creator: info.author },
    });
    for (const font of allFonts()) this.doc.registerFont(font.name, font.bytes);
    this.left = PAGE.margin;
    this.width = this.doc.page.width - 2 * PAGE.margin;
    this.y = this.doc.page.margins.top;
  }

  private get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  private newPage() {
    this.doc.addPage();
    this.y = this.doc.page.margins.top + RUNNING_HEADER;
  }

  /** Starts a new page unless `height` still fits on this one. */
  private ensure(height: number) {
    if (this.y + height > this.bottom) this.newPage();
  }

  private lines(text: string, width: number, style: TextStyle): Line[] {
    return layoutText(text, fontsOf(style.style ?? 'regular'), style.size, width);
  }

  private lineHeight(style: TextStyle) {
    return this.metrics.lineHeight * style.size;
  }

  /** The height `text` takes in `width`; empty text still takes a line. */
  private heightOf(text: string, width: number, style: TextStyle) {
    return Math.max(1, this.lines(text, width, style).length) * this.lineHeight(style);
  }

  /** Draws one laid-out line with its top at `y`; "start" is the left of a left-to-right paragraph and the right of a right-to-left one. */
  private drawLine(line: Line, x: number, y: number, width: number, style: TextStyle) {
    const align = style.align ?? 'start';
    let at =
      align === 'center' ? x + (width - line.width) / 2 : (align === 'end') !== line.rtl ? x + width - line.width : x;
    const baseline = y + this.metrics.ascent * style.size;
    if (line.missing) this.marked.add(this.doc.page);
    for (const piece of line.pieces) {
      this.doc.font(piece.font.name).fontSize(style.size);
      // With features given, PDFKit shapes the piece as a whole instead of word by word, which
      // would put right-to-left words in the wrong order.
      this.doc.text(piece.text, at, baseline, { lineBreak: false, baseline: 'alphabetic', features: [] });
      at += piece.width;
    }
  }

  /** Text in a box of `width` from `y` down; returns the y under it. */
  private write(text: string, x: number, y: number, width: number, style: TextStyle) {
    for (const line of this.lines(text, width, style)) {
      this.drawLine(line, x, y, width, style);
      y += this.lineHeight(style);
    }
    return y;
  }

  gap(points = 6) {
    this.y += points;
  }

  /** The big header of the first page: title, agency and the case identifiers in boxes. */
  header(title: string, subtitle: string, cells: Cell[]) {
    this.doc.fillColor('black');
    this.y = this.write(title, this.left, this.y, this.width, { style: 'bold', size: 15, align: 'center' });
    this.y = this.write(subtitle, this.left, this.y + 2, this.width, { size: 10, align: 'center' });
    this.y += 8;
    this.grid(cells);
    this.gap(4);
  }

  /** A section bar; level 1 is a unit or other top part, level 2 a section inside it. */
  section(title: string, level: 1 | 2 = 2) {
    const height = level === 1 ? 16 : 13;
    // A bar alone at the bottom of a page reads badly: keep room for one row under it.
    this.ensure(height + 30);
    const { doc } = this;
    doc
      .rect(this.left, this.y, this.width, height)
      .fill(level === 1 ? '#1f2937' : '#d1d5db')
      .fillColor(level === 1 ? 'white' : 'black');
    const style: TextStyle = { style: 'bold', size: level === 1 ? 10 : 8.5 };
    // A bar holds one line: a title too long for it is cut, as it always was.
    const [line] = this.lines(title.toUpperCase(), this.width - 2 * PAD, style);
    if (line) this.drawLine(line, this.left + PAD, this.y + (level === 1 ? 3 : 2), this.width - 2 * PAD, style);
    doc.fillColor('black');
    this.y += height;
  }

  private cellHeight(cell: Cell, width: number) {
    const value = this.heightOf(cell.value, width - 2 * PAD, valueStyle(cell));
    const label = cell.label ? this.heightOf(cell.label, width - 2 * PAD, LABEL) : 0;
    return PAD + label + 1 + value + PAD;
  }

  /** One row of boxes; a row taller than a page is not split (values are short, long text goes to `text`). */
  private row(cells: Cell[]) {
    const unit = this.width / COLUMNS;
    const widths = cells.map((c) => unit * (c.span ?? 1));
    const height = Math.max(...cells.map((c, i) => this.cellHeight(c, widths[i]!)));
    this.ensure(height);
    const { doc } = this;
    let x = this.left;
    cells.forEach((cell, i) => {
      const w = widths[i]!;
      doc.lineWidth(0.5).strokeColor('#6b7280').rect(x, this.y, w, height).stroke();
      doc.fillColor('#374151');
      const under = cell.label ? this.write(cell.label, x + PAD, this.y + PAD, w - 2 * PAD, LABEL) : this.y + PAD;
      doc.fillColor('black');
      this.write(cell.value, x + PAD, under + 1, w - 2 * PAD, valueStyle(cell));
      x += w;
    });
    this.y += height;
  }

  /** Cells laid out left to right in rows of four columns; a cell that does not fit starts the next row. */
  grid(cells: Cell[]) {
    let row: Cell[] = [];
    let used = 0;
    for (const cell of cells) {
      const span = cell.span ?? 1;
      if (used + span > COLUMNS) {
        this.row(padded(row, used));
        row = [];
        used = 0;
      }
      row.push(cell);
      used += span;
    }
    if (row.length) this.row(padded(row, used));
  }

  /** Running text (the narrative), free to continue over pages. */
  text(value: string) {
    const style: TextStyle = { size: VALUE_SIZE + 0.5 };
    const width = this.width - 2 * PAD;
    const height = this.lineHeight(style);
    this.doc.fillColor('black');
    this.ensure(height * 3);
    this.y += PAD;
    for (const line of this.lines(value, width, style)) {
      this.ensure(height);
      this.drawLine(line, this.left + PAD, this.y, width, style);
      this.y += height;
    }
    this.y += PAD;
  }

  /** A line of small print (explanations under a section). */
  note(value: string) {
    const style: TextStyle = { style: 'italic', size: 7.5 };
    const width = this.width - 2 * PAD;
    const height = this.heightOf(value, width, style);
    this.ensure(height + 2 * PAD);
    this.doc.fillColor('#374151');
    this.write(value, this.left + PAD, this.y + PAD, width, style);
    this.doc.fillColor('black');
    this.y += height + 2 * PAD;
  }

  /** A picture scaled to the full width (at most `maxHeight` high), framed. */
  image(bytes: Buffer, aspect: number, maxHeight = 380) {
    const width = Math.min(this.width, maxHeight * aspect);
    const height = width / aspect;
    this.ensure(height + 2 * PAD);
    const x = this.left + (this.width - width) / 2;
    this.doc.image(bytes, x, this.y + PAD, { width, height });
    this.doc
      .lineWidth(0.5)
      .strokeColor('#6b7280')
      .rect(x, this.y + PAD, width, height)
      .stroke();
    this.y += height + 2 * PAD;
  }

  /** A table with a header row; columns as fractions of the width. */
  table(columns: { title: string; share: number }[], rows: string[][]) {
    const widths = columns.map((c) => c.share * this.width);
    const draw = (values: string[], header: boolean) => {
      const { doc } = this;
      const style: TextStyle = { style: header ? 'bold' : 'regular', size: 8 };
      const inner = (i: number) => widths[i]! - 2 * PAD;
      const height = Math.max(...values.map((v, i) => this.heightOf(v, inner(i), style))) + 2 * PAD;
      this.ensure(height);
      let x = this.left;
      values.forEach((v, i) => {
        if (header) doc.rect(x, this.y, widths[i]!, height).fill('#f3f4f6').fillColor('black');
        doc.lineWidth(0.5).strokeColor('#6b7280').rect(x, this.y, widths[i]!, height).stroke();
        this.write(v, x + PAD, this.y + PAD, inner(i), style);
        x += widths[i]!;
      });
      this.y += height;
    };
    draw(
      columns.map((c) => c.title),
      true,
    );
    for (const row of rows) draw(row, false);
  }

  /** Writes the running header and "Page n of m" on every page, then the bytes. */
  async finish(runningHeader: string, footer: string): Promise<Buffer> {
    const { doc } = this;
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise<void>((resolve, reject) => {
      doc.on('end', resolve);
      doc.on('error', reject);
    });
    const range = doc.bufferedPageRange();
    const small: TextStyle = { size: 7 };
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // Writing in the margins would make PDFKit add a page; lift them while the lines go in.
      const margins = { ...doc.page.margins };
      doc.page.margins = { top: 0, bottom: 0, left: margins.left, right: margins.right };
      doc.fillColor('#374151');
      // One line each: what does not fit is cut rather than run into the page number.
      const [header] = this.lines(runningHeader, this.width, small);
      if (i > range.start && header) this.drawLine(header, this.left, PAGE.margin, this.width, small);
      const y = doc.page.height - PAGE.margin - 8;
      const pageNumber = `Page ${i - range.start + 1} of ${range.count}`;
      const [number] = this.lines(pageNumber, this.width, small);
      const [foot] = this.lines(footer, this.width - (number?.width ?? 0) - 12, small);
      if (foot) this.drawLine(foot, this.left, y, this.width, { ...small, align: 'start' });
      if (number) this.drawLine(number, this.left, y, this.width, { ...small, align: 'end' });
      // Under the footer, which the header and footer themselves may have marked.
      if (this.marked.has(doc.page)) {
        doc.fillColor('black');
        this.write(MISSING_NOTE, this.left, y + this.lineHeight(small) + 1, this.width, { ...small, style: 'italic' });
      }
      doc.page.margins = margins;
    }
    doc.end();
    await ended;
    return Buffer.concat(chunks);
  }
}

const LABEL: TextStyle = { size: LABEL_SIZE };
const valueStyle = (cell: Cell): TextStyle => ({ style: cell.withheld ? 'italic' : 'regular', size: VALUE_SIZE });

/** Fills the rest of a row with an empty box so every row spans the full width. */
function padded(row: Cell[], used: number): Cell[] {
  if (used >= COLUMNS) return row;
  return [...row, { label: '', value: '', span: (COLUMNS - used) as Cell['span'] }];
}
