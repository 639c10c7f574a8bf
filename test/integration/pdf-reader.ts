import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ReadPdf {
  pages: number;
  /** The text of each page, items joined by spaces. */
  pageTexts: string[];
  /** All pages' text with runs of white space made single spaces, for `toContain`. */
  text: string;
  /** How many images are painted on each page. */
  imagesPerPage: number[];
  title: string | undefined;
}

/** Reads a PDF back the way a viewer would (pdf.js): its text, page count and painted images. */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pageTexts: string[] = [];
    const imagesPerPage: number[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      pageTexts.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\s+/g, ' '),
      );
      const ops = await page.getOperatorList();
      imagesPerPage.push(ops.fnArray.filter((f) => f === OPS.paintImageXObject).length);
    }
    const meta = await doc.getMetadata();
    const info = meta.info as { Title?: string } | undefined;
    return { pages: doc.numPages, pageTexts, text: pageTexts.join(' '), imagesPerPage, title: info?.Title };
  } finally {
    await doc.destroy();
  }
}
