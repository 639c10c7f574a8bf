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
  const title = meta.info?.Title;
  process.stdout.write(
    JSON.stringify({ pages: doc.numPages, pageTexts, text: pageTexts.join(' '), imagesPerPage, title }),
  );
} finally {
  await doc.destroy();
}
