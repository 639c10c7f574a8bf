// `npm run bench [name]`: every benchmark in bench/ (or those whose path contains name), one
// after another, each in its own process. Files directly in bench/ are benchmarks, and so are
// those directly in its other folders (bench/exchange/, as bench/ is full); a *-support folder
// holds helpers (bench/editor-support/ for bench/editor.ts, which drives real Chromium).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv[2];
const benchDir = path.join(root, 'bench');
const folders = fs
  .readdirSync(benchDir, { withFileTypes: true })
  .filter((e) => e.isDirectory() && !e.name.endsWith('-support'))
  .map((e) => e.name);
const files = [
  ...fs.readdirSync(benchDir),
  ...folders.flatMap((folder) => fs.readdirSync(path.join(benchDir, folder)).map((f) => `${folder}/${f}`)),
]
  .filter((f) => f.endsWith('.ts') && (!only || f.includes(only)))
  .sort();
let failed = false;
for (const file of files) {
  console.log(`\n▶ bench/${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join('bench', file)], {
    cwd: root,
    stdio: 'inherit',
  });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
