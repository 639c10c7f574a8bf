// After `npm ci`: WXT writes the extension's generated types (.wxt/) that the typecheck reads. A
// release installed with --omit=dev has no WXT and needs none of it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const wxt = path.join(root, 'node_modules/wxt/bin/wxt.mjs');
if (fs.existsSync(wxt)) {
  const result = spawnSync(process.execPath, [wxt, 'prepare'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
