// `npm run bench [name]`: every benchmark in bench/ (or those whose file name contains name), one
// after another, each in its own process. Only files directly in bench/ are benchmarks: folders
// hold their helpers (bench/editor-support/ for bench/editor.ts, which drives real Chromium).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv[2];
const files = fs
  .readdirSync(path.join(root, 'bench'))
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
