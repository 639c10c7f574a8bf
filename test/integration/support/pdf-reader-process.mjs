// Reads the PDF given on standard input as pdf.js does and prints what pdf-reader.ts answers, as
// JSON. pdf.js loads a native canvas addon in Node; it runs here, in a process of its own, so the
// addon never loads into a test runner's worker.
import { Buffer } from 'node:buffer';
import process from 'node:process';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), useSystemFonts: false, verbosity: 0 })
  .promise;
try {
  const pageTexts = [];
  const imagesPerPage = [];
  const runs = [];
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
    let font = '';
    ops.fnArray.forEach((fn, i) => {
      const args = ops.argsArray[i];
      // The font's own name, without the six letters a subset's name starts with.
      if (fn === OPS.setFont) font = (page.commonObjs.get(args[0])?.name ?? '').replace(/^[A-Z]{6}\+/, '');
      if (fn !== OPS.showText) return;
      const glyphs = args[0].filter((g) => g && typeof g === 'object');
      runs.push({
        page: n,
        font,
        text: glyphs.map((g) => g.unicode).join(''),
        // Glyph 0 of a font is .notdef, what a font draws for a character it does not have.
        notdef: glyphs.filter((g) => g.originalCharCode === 0).length,
      });
    });
  }
  const meta = await doc.getMetadata();
  const title = meta.info?.Title;
  process.stdout.write(
    JSON.stringify({ pages: doc.numPages, pageTexts, text: pageTexts.join(' '), imagesPerPage, runs, title }),
  );
} finally {
  await doc.destroy();
}
