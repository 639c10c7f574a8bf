// `npx tsx scripts/niem-subset/vendor-release.ts <release>/xsd`: packs the documents the exchange
// needs from a checkout of the NIEM 5.2 release into the test fixture niem-release.ts reads. Run
// again only to move to another release (then the subset is cut again: `npm run niem-subset`).
import fs from 'node:fs';
import path from 'node:path';
import {
  NIEM_RELEASE_FIXTURE,
  NIEM_RELEASE_ROOT,
  importedLocations,
  packNiemRelease,
  resolveLocation,
} from './niem-release';

const folder = process.argv[2];
if (!folder) {
  console.error('Usage: npx tsx scripts/niem-subset/vendor-release.ts <folder holding the release xsd/ files>');
  process.exit(2);
}

const files = new Map<string, string>();
const pending = [NIEM_RELEASE_ROOT];
for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
  if (files.has(file)) continue;
  const text = fs.readFileSync(path.join(folder, file), 'utf8');
  files.set(file, text);
  pending.push(...importedLocations(text).map((location) => resolveLocation(file, location)));
}
const packed = packNiemRelease(files);
fs.writeFileSync(NIEM_RELEASE_FIXTURE, packed);
const size = [...files.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
console.log(`${files.size} documents, ${size} bytes, packed into ${packed.length} bytes`);
