// `npm run niem-subset`: cuts the NIEM subset exchange/niem/ from the release (the test fixture
// niem-release.ts reads) for exchange/crash-report.xsd and the elements niemElementsUsed() lists.
// Run it after changing either; a test fails while the committed subset differs from a fresh cut.
import fs from 'node:fs';
import path from 'node:path';
import { niemElementsUsed } from '../../lib/exchange/niem-elements-used';
import { loadNiemRelease } from './niem-release';
import { NIEM_SUBSET_FOLDER, cutNiemSubset } from './subset';

export const EXCHANGE_FOLDER = path.resolve(import.meta.dirname, '../../exchange');
export const EXCHANGE_SCHEMA = path.join(EXCHANGE_FOLDER, 'crash-report.xsd');

/** The subset for the committed exchange schema and element list, by path under exchange/niem/. */
export function cutExchangeSubset(): Map<string, string> {
  return cutNiemSubset({
    release: loadNiemRelease(),
    exchangeSchema: fs.readFileSync(EXCHANGE_SCHEMA, 'utf8'),
    wanted: niemElementsUsed(),
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const subset = cutExchangeSubset();
  const folder = path.join(EXCHANGE_FOLDER, NIEM_SUBSET_FOLDER);
  fs.rmSync(folder, { recursive: true, force: true });
  for (const [file, text] of subset) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), text);
  }
  const size = [...subset.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  console.log(`${subset.size} documents, ${size} bytes, in ${path.relative(process.cwd(), folder)}`);
}
