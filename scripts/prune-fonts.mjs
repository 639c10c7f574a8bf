// Run in the container image after `npm ci --omit=dev`: the font packages ship every weight of
// every subset in several formats (about 200 MB), and the printed report reads only the files
// server/print/font-files.json lists. Every other font file of those packages is removed.
import fs from 'node:fs';
import path from 'node:path';

const FONT_FILE = /\.(woff2?|ttf|otf)$/i;

/** The package a listed file belongs to ('@scope/name' or 'name') and its path inside it. */
function splitPackage(file) {
  const parts = file.split('/');
  const size = parts[0].startsWith('@') ? 2 : 1;
  return [parts.slice(0, size).join('/'), parts.slice(size).join('/')];
}

/** Removes the font files of the listed files' packages that the list does not name; answers what it removed. */
export function pruneFonts(listFile, nodeModules) {
  const styles = JSON.parse(fs.readFileSync(listFile, 'utf8'));
  const keep = new Set(Object.values(styles).flat());
  const packages = new Set([...keep].map((file) => splitPackage(file)[0]));
  const removed = [];
  for (const name of packages) {
    const root = path.join(nodeModules, name);
    for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !FONT_FILE.test(entry.name)) continue;
      const full = path.join(entry.parentPath, entry.name);
      const listed = `${name}/${path.relative(root, full).split(path.sep).join('/')}`;
      if (keep.has(listed)) continue;
      fs.rmSync(full);
      removed.push(listed);
    }
  }
  const missing = [...keep].filter((file) => !fs.existsSync(path.join(nodeModules, file)));
  if (missing.length) throw new Error(`Font files the printed report needs are not installed: ${missing.join(', ')}`);
  return removed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [listFile = 'server/print/font-files.json', nodeModules = 'node_modules'] = process.argv.slice(2);
  const removed = pruneFonts(listFile, nodeModules);
  console.log(`Removed ${removed.length} font files the printed report does not use.`);
}
