import PDFDocument from 'pdfkit';

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

/**
 * The standard PDF fonts only carry Windows-1252: anything else a narrative may hold (emoji,
 * other scripts) would print as garbage, so it prints as '?'.
 */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export function printable(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const ok = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(ch);
    out += ok || ch === '\n' ? ch : ch === '\t' ? '    ' : ch === '\r' ? '' : '?';
  }
  return out;
}

/**
 * A state crash report form drawn with PDFKit: boxed label/value cells four to a row, section
 * bars, full-width text and pictures, and page breaks that never split a row. Page headers and
 * numbers are written once every page exists (finish).
 */
export class PdfForm {
  readonly doc: PDFKit.PDFDocument;
  private y: number;
  private readonly left: number;
  private readonly width: number;

  constructor(info: { title: string; author: string }) {
    this.doc = new PDFDocument({
      size: PAGE.size,
      margins: { top: PAGE.margin, bottom: PAGE.margin + FOOTER, left: PAGE.margin, right: PAGE.margin },
      bufferPages: true,
      info: { Title: info.title, Author: info.author, Creator: info.author },
    });
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

  gap(points = 6) {
    this.y += points;
  }

  /** The big header of the first page: title, agency and the case identifiers in boxes. */
  header(title: string, subtitle: string, cells: Cell[]) {
    const { doc } = this;
    doc.font('Helvetica-Bold').fontSize(15).fillColor('black');
    doc.text(printable(title), this.left, this.y, { width: this.width, align: 'center' });
    doc.font('Helvetica').fontSize(10);
    doc.text(printable(subtitle), this.left, doc.y + 2, { width: this.width, align: 'center' });
    this.y = doc.y + 8;
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
      .fillColor(level === 1 ? 'white' : 'black')
      .font('Helvetica-Bold')
      .fontSize(level === 1 ? 10 : 8.5)
      .text(printable(title.toUpperCase()), this.left + PAD, this.y + (level === 1 ? 4 : 3), {
        width: this.width - 2 * PAD,
        lineBreak: false,
      })
      .fillColor('black');
    this.y += height;
  }

  private cellHeight(cell: Cell, width: number) {
    const { doc } = this;
    doc.font(cell.withheld ? 'Helvetica-Oblique' : 'Helvetica').fontSize(VALUE_SIZE);
    const value = doc.heightOfString(printable(cell.value) || ' ', { width: width - 2 * PAD });
    doc.font('Helvetica').fontSize(LABEL_SIZE);
    const label = doc.heightOfString(printable(cell.label), { width: width - 2 * PAD });
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
      doc.font('Helvetica').fontSize(LABEL_SIZE).fillColor('#374151');
      doc.text(printable(cell.label), x + PAD, this.y + PAD, { width: w - 2 * PAD });
      doc
        .font(cell.withheld ? 'Helvetica-Oblique' : 'Helvetica')
        .fontSize(VALUE_SIZE)
        .fillColor('black')
        .text(printable(cell.value), x + PAD, doc.y + 1, { width: w - 2 * PAD });
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
    const { doc } = this;
    doc
      .font('Helvetica')
      .fontSize(VALUE_SIZE + 0.5)
      .fillColor('black');
    this.ensure(VALUE_SIZE * 3);
    doc.text(printable(value) || ' ', this.left + PAD, this.y + PAD, { width: this.width - 2 * PAD });
    this.y = doc.y + PAD;
    // PDFKit moves to a new page by itself when the text runs over; keep the running header free there too.
    if (this.y < doc.page.margins.top + RUNNING_HEADER) this.y = doc.page.margins.top + RUNNING_HEADER;
  }

  /** A line of small print (explanations under a section). */
  note(value: string) {
    const { doc } = this;
    doc.font('Helvetica-Oblique').fontSize(7.5).fillColor('#374151');
    const height = doc.heightOfString(printable(value), { width: this.width - 2 * PAD });
    this.ensure(height + 2 * PAD);
    doc.text(printable(value), this.left + PAD, this.y + PAD, { width: this.width - 2 * PAD });
    doc.fillColor('black');
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
      doc.font(header ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
      const inner = (i: number) => widths[i]! - 2 * PAD;
      const height =
        Math.max(...values.map((v, i) => doc.heightOfString(printable(v) || ' ', { width: inner(i) }))) + 2 * PAD;
      this.ensure(height);
      let x = this.left;
      values.forEach((v, i) => {
        if (header) doc.rect(x, this.y, widths[i]!, height).fill('#f3f4f6').fillColor('black');
        doc.lineWidth(0.5).strokeColor('#6b7280').rect(x, this.y, widths[i]!, height).stroke();
        doc
          .font(header ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(8)
          .text(printable(v), x + PAD, this.y + PAD, { width: inner(i) });
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
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // Writing in the margins would make PDFKit add a page; lift them while the lines go in.
      const margins = { ...doc.page.margins };
      doc.page.margins = { top: 0, bottom: 0, left: margins.left, right: margins.right };
      doc.font('Helvetica').fontSize(7).fillColor('#374151');
      if (i > range.start) {
        doc.text(printable(runningHeader), this.left, PAGE.margin, { width: this.width, lineBreak: false });
      }
      const y = doc.page.height - PAGE.margin - 8;
      doc.text(printable(footer), this.left, y, { width: this.width, lineBreak: false });
      doc.text(`Page ${i - range.start + 1} of ${range.count}`, this.left, y, {
        width: this.width,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins = margins;
    }
    doc.end();
    await ended;
    return Buffer.concat(chunks);
  }
}

/** Fills the rest of a row with an empty box so every row spans the full width. */
function padded(row: Cell[], used: number): Cell[] {
  if (used >= COLUMNS) return row;
  return [...row, { label: '', value: '', span: (COLUMNS - used) as Cell['span'] }];
}
